import { distributedMailOutbox, GrpcServiceRegistry, loadMailConfig, loadRateLimitConfig, RedisKeyValueStore, redisRateLimiters } from '@logiscope/infra/distributed';
import type { GatewayConfig } from '../config/gateway.config';
import type { GatewayRuntime } from './gateway-runtime';

/** Distributed profile: services are other processes reached over gRPC; sessions and rate limits live in Redis. */
export async function startDistributedRuntime(config: GatewayConfig): Promise<GatewayRuntime> {
  const registry = new GrpcServiceRegistry(config.grpc);
  const sessions = new RedisKeyValueStore({ url: config.redisUrl!, keyPrefix: `${config.namespace ? `${config.namespace}:` : ''}kv:gateway:` });
  const limiters = redisRateLimiters(loadRateLimitConfig(), { url: config.redisUrl!, namespace: config.namespace || undefined });
  const mail = loadMailConfig();
  // The services write the outbox (MongoDB, the namespace's mail database) when no SMTP server is configured.
  const outbox = mail.kind === 'outbox' && config.mongoUrl ? distributedMailOutbox({ mongoUrl: config.mongoUrl, namespace: config.namespace || undefined, from: mail.from }) : null;
  return {
    registry,
    sessions,
    limiters,
    outbox,
    demoAccounts: null,
    stop: async () => {
      await registry.close();
      await limiters.close();
      await outbox?.close();
      await sessions.close();
    },
  };
}
