import { DomainError } from '@logiscope/kernel';
import type { ServiceDescriptor } from '../../ports';

export type ServingStatus = 'UNKNOWN' | 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';

/** grpc.health.v1.Health (proto/grpc/v1/health.proto), served by every startGrpcServer host. */
export interface HealthApi {
  check(request: { service: string }): Promise<{ status: ServingStatus }>;
}

export const HealthService: ServiceDescriptor<HealthApi> = {
  name: 'grpc-health',
  protoFile: 'v1/health.proto',
  protoPackage: 'grpc.health.v1',
  serviceName: 'Health',
  methods: ['check'],
};

/** SERVING for the server ("") and each hosted service; NOT_FOUND for others, as the health protocol specifies. */
export function healthImplementation(hosted: readonly string[]): HealthApi {
  const known = new Set(['', ...hosted]);
  return {
    async check({ service }) {
      if (!known.has(service)) throw DomainError.notFound(`Unknown service ${service}`);
      return { status: 'SERVING' };
    },
  };
}
