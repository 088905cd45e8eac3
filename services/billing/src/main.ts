// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { BillingService, startBilling } from './index';

void runService({
  name: 'billing',
  start: startBilling,
  descriptor: BillingService,
});
