// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { startCarrierData } from './index';

void runService({
  name: 'carrier-data',
  start: startCarrierData,

});
