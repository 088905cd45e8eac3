import { z } from 'zod';
import { protoEnum } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';

const HealthCheckRequest = z.object({
  service: z.string().describe('Fully qualified service name (logiscope.identity.v1.IdentityService), or "" for the server as a whole.'),
});

const HealthCheckResponse = z.object({ status: protoEnum('ServingStatus', ['UNKNOWN', 'SERVING', 'NOT_SERVING', 'SERVICE_UNKNOWN']) });

export const HealthContract = defineService({
  file: 'grpc/v1/health.proto',
  package: 'grpc.health.v1',
  service: 'Health',
  source: 'proto/src/shared/health.service-api.ts',
  header: 'The standard gRPC health checking protocol (https://github.com/grpc/grpc/blob/master/doc/health-checking.md),\npackage name kept verbatim so Kubernetes grpc probes and grpc-health-probe work against every service host.\nWatch (server streaming) is left out: nothing here uses it, and a server answers UNIMPLEMENTED for it either way.',
  messages: { HealthCheckRequest, HealthCheckResponse },
  rpcs: {
    check: { request: HealthCheckRequest, reply: HealthCheckResponse },
  },
});
