// Distributed profile: carrier-data as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { loadEquipmentConfig, type EquipmentConfig } from './equipment/equipment.config';
import { CarrierDataService, startCarrierData } from './index';

const demoRows = Number.parseInt(process.env.CARRIER_DATA_DEMO_ROWS ?? '0', 10);
// Fail fast, before connecting to anything: a bad EQUIPMENT_SOURCE / FMCSA_* value stops the process with every problem.
let equipment: EquipmentConfig;
try {
  equipment = loadEquipmentConfig();
} catch (e) {
  console.error(`[carrier-data] ${(e as Error).message}`);
  process.exit(2);
}

void runService({
  name: 'carrier-data',
  start: (runtime) => startCarrierData(runtime, { demoRows: Number.isFinite(demoRows) ? demoRows : 0, equipment, log: (l) => console.log(`[carrier-data] ${l}`) }),
  descriptor: CarrierDataService,
});
