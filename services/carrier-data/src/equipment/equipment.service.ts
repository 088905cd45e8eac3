import { DomainError, ErrorCode } from '@logiscope/kernel';
import type { EquipmentPage } from '@logiscope/proto/views';
import type { Caller, EquipmentSyncView, EquipmentView } from '../carrier-data.api';
import type { CarrierRecord, EquipmentRecord } from '../carrier/carrier.model';
import type { CarrierUseCaseDeps } from '../carrier/carrier.reader';
import { VIN_MIN_CHARS } from '../carrier/carrier-identifiers.normalise';
import { EquipmentSearch, type EquipmentSearchRequest } from './equipment-search';
import type { EquipmentSyncService } from './equipment-sync.service';
import { SYNC_FAILED_MESSAGE } from './equipment-sync.processor';

const CARRIER_ID_MESSAGE = 'Carrier id must be a DOT number';
const VIN_MESSAGE = 'Please enter at least 8 characters of the VIN';

export interface EquipmentDeps extends CarrierUseCaseDeps {
  equipmentSync: EquipmentSyncService;
}

/** A carrier's vehicles, their sync from FMCSA inspections, the equipment tracker and the VIN search. */
export class EquipmentApplication {
  constructor(private readonly deps: EquipmentDeps) {}

  async listEquipment(request: { id: string }): Promise<{ equipment: EquipmentView[] }> {
    const record = await this.deps.reader.record(request.id);
    return { equipment: (await this.deps.store.equipmentOf(record.dotNumber)).map(toEquipmentView) };
  }

  /** The carrier an equipment sync is about: a DOT number (400 otherwise) LogiScope knows (404 otherwise). */
  private async syncedCarrier(id: string): Promise<CarrierRecord> {
    if (!/^\d{1,10}$/.test((id ?? '').trim())) throw DomainError.validation(CARRIER_ID_MESSAGE, [{ path: 'id', message: CARRIER_ID_MESSAGE }]);
    return this.deps.reader.record(id);
  }

  /**
   * A background job (BullMQ or the embedded scheduler; one per carrier at a time): answers its outcome, or its
   * state while it still runs. A sync that failed answers UNAVAILABLE with the reason.
   */
  async syncEquipment(request: Caller & { id: string }): Promise<EquipmentSyncView> {
    const record = await this.syncedCarrier(request.id);
    const sync = await this.deps.equipmentSync.request(record.dotNumber, { companyId: request.companyId, userId: request.userId });
    if (sync.state === 'failed') throw new DomainError(ErrorCode.UNAVAILABLE, sync.error || SYNC_FAILED_MESSAGE);
    return sync;
  }

  async getEquipmentSync(request: { id: string }): Promise<{ lastSync?: EquipmentSyncView }> {
    const record = await this.syncedCarrier(request.id);
    const lastSync = await this.deps.equipmentSync.last(record.dotNumber);
    return lastSync ? { lastSync } : {};
  }

  searchEquipment(request: EquipmentSearchRequest): Promise<EquipmentPage> {
    return new EquipmentSearch(this.deps.store, this.deps.now).search(request);
  }

  async searchVin(request: Caller & { vin: string }) {
    const vin = (request.vin ?? '').trim().toUpperCase();
    if (vin.length < VIN_MIN_CHARS || vin.length > 17 || !/^[A-Z0-9]+$/.test(vin)) throw DomainError.validation(VIN_MESSAGE, [{ path: 'vin', message: VIN_MESSAGE }]);
    const rows = await this.deps.store.equipmentByVin(vin, 200);
    const carriers = await this.deps.store.getMany([...new Set(rows.map((r) => r.dotNumber))]);
    await this.deps.history.record(request.companyId, request.userId, 'VIN', vin, rows.length, this.deps.now().toISOString());
    return {
      vinDetails: { vin, totalRecords: rows.length, carriers: [...carriers.keys()] },
      equipment: rows.map((r) => ({ ...toEquipmentView(r), carrierId: r.dotNumber, companyName: carriers.get(r.dotNumber)?.legalName ?? '' })),
    };
  }
}

export function toEquipmentView(e: EquipmentRecord): EquipmentView {
  const { dotNumber: _d, ...rest } = e;
  return rest;
}
