import { GrpcServiceRegistry, loadRateLimitConfig, RedisKeyValueStore, redisRateLimiters } from '@logiscope/infra/distributed';
import type { GatewayConfig } from '../config/gateway.config';
import type { GatewayRuntime } from './gateway-runtime';

/** Distributed profile: services are other processes reached over gRPC; sessions and rate limits live in Redis. */
export async function startDistributedRuntime(config: GatewayConfig): Promise<GatewayRuntime> {
  const registry = new GrpcServiceRegistry(config.grpc);
  const sessions = new RedisKeyValueStore({ url: config.redisUrl!, keyPrefix: `${config.namespace ? `${config.namespace}:` : ''}kv:gateway:` });
  const limiters = redisRateLimiters(loadRateLimitConfig(), { url: config.redisUrl!, namespace: config.namespace || undefined });
  return {
    registry,
    sessions,
    limiters,
    demoAccounts: null,
    stop: async () => {
      await registry.close();
      await limiters.close();
      await sessions.close();
    },
  };
}
