// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { ReportsService, startReports } from './index';

void runService({
  name: 'reports',
  start: startReports,
  descriptor: ReportsService,
});
