import { GrpcServiceRegistry, RedisKeyValueStore } from '@logiscope/infra/distributed';
import type { GatewayConfig } from '../config/gateway.config';
import type { GatewayRuntime } from './gateway-runtime';

/** Distributed profile: services are other processes reached over gRPC; sessions live in Redis. */
export async function startDistributedRuntime(config: GatewayConfig): Promise<GatewayRuntime> {
  const registry = new GrpcServiceRegistry(config.grpc);
  const sessions = new RedisKeyValueStore({ url: config.redisUrl!, keyPrefix: `${config.namespace ? `${config.namespace}:` : ''}kv:gateway:` });
  return {
    registry,
    sessions,
    demoAccounts: null,
    stop: async () => {
      await registry.close();
      await sessions.close();
    },
  };
}
