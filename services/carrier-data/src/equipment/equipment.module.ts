import type { ServiceRuntime } from '@logiscope/infra';
import type { CarrierStore } from '../carrier/carrier.store';
import type { EquipmentConfig, EquipmentSourceConfig } from './equipment.config';
import type { EquipmentSource } from './equipment.source';
import { FmcsaEquipmentSource } from './fmcsa-equipment.source';
import { StoreEquipmentSource } from './store-equipment.source';
import { EquipmentSyncRepository } from './equipment-sync.repository';
import { EQUIPMENT_SYNC_JOB, equipmentSyncProcessor } from './equipment-sync.processor';
import { EquipmentSyncService } from './equipment-sync.service';

/** Syncs of different carriers run side by side; one carrier never has two (EquipmentSyncService). */
const SYNC_CONCURRENCY = 4;

export function equipmentSourceFor(config: EquipmentSourceConfig, store: CarrierStore): EquipmentSource {
  switch (config.kind) {
    case 'store':
      return new StoreEquipmentSource(store);
    case 'fmcsa':
      return new FmcsaEquipmentSource(config);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown equipment source ${JSON.stringify(unknown)}`);
    }
  }
}

/** Wires the equipment sync onto the service's runtime: the job's worker (register before jobs.start()) and the service. */
export async function setUpEquipmentSync(
  runtime: ServiceRuntime,
  store: CarrierStore,
  options: { config: EquipmentConfig; onAppended?: () => void },
): Promise<EquipmentSyncService> {
  const syncs = await EquipmentSyncRepository.open(runtime.documents);
  const source = equipmentSourceFor(options.config.source, store);
  const now = () => runtime.clock.now();
  const processor = equipmentSyncProcessor({ source, store, syncs, events: runtime.events, onAppended: options.onAppended, now });
  runtime.jobs.process(EQUIPMENT_SYNC_JOB, processor, { concurrency: SYNC_CONCURRENCY });
  return new EquipmentSyncService({ jobs: runtime.jobs, syncs, source: source.name, waitMs: options.config.syncWaitMs, now });
}
