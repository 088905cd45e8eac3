// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { SecurityTrackingService, startSecurityTracking } from './index';

void runService({
  name: 'security-tracking',
  start: startSecurityTracking,
  descriptor: SecurityTrackingService,
});
