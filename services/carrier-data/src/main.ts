// Distributed profile: carrier-data as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { CarrierDataService, startCarrierData } from './index';

const demoRows = Number.parseInt(process.env.CARRIER_DATA_DEMO_ROWS ?? '0', 10);

void runService({
  name: 'carrier-data',
  start: (runtime) => startCarrierData(runtime, { demoRows: Number.isFinite(demoRows) ? demoRows : 0, log: (l) => console.log(`[carrier-data] ${l}`) }),
  descriptor: CarrierDataService,
});
