// Distributed profile: carrier-data as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { loadEquipmentConfig, type EquipmentConfig } from './equipment/equipment.config';
import { loadMotusRefreshConfig, type MotusRefreshConfig } from './refresh/motus-refresh.config';
import { CarrierDataService, startCarrierData } from './index';

const demoRows = Number.parseInt(process.env.CARRIER_DATA_DEMO_ROWS ?? '0', 10);
// Fail fast, before connecting to anything: a bad EQUIPMENT_SOURCE / FMCSA_* / MOTUS_REFRESH_* value stops the process with every problem.
let equipment: EquipmentConfig;
let refresh: MotusRefreshConfig;
try {
  equipment = loadEquipmentConfig();
  refresh = loadMotusRefreshConfig();
} catch (e) {
  console.error(`[carrier-data] ${(e as Error).message}`);
  process.exit(2);
}

void runService({
  name: 'carrier-data',
  start: (runtime) => startCarrierData(runtime, { demoRows: Number.isFinite(demoRows) ? demoRows : 0, equipment, refresh, log: (l) => console.log(`[carrier-data] ${l}`) }),
  descriptor: CarrierDataService,
});
