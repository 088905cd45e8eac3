// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { GrpcServiceRegistry, runService } from '@logiscope/infra/distributed';
import { ReportsService, startReports } from './index';

void runService({
  name: 'reports',
  // carrier-data over gRPC (CARRIER_DATA_GRPC_URL): compliance documents and certificates read carriers through it.
  start: (runtime) => startReports(runtime, { registry: GrpcServiceRegistry.fromEnv() }),
  descriptor: ReportsService,
});
