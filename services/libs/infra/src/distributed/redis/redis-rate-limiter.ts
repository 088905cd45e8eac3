import Redis, { type RedisOptions } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { buildRateLimiters, FlexibleRateLimiter, type RateLimitConfig, type RateLimiters, type RateLimitRule } from '../../rate-limit';

export interface RedisRateLimiterOptions {
  /** The client; the limiter never closes it (one client serves every named limiter, see redisRateLimiters). */
  redis: Redis;
  /** Installation namespace (NAMESPACE): keys are `<namespace>:rl:<name>:<key>`, like the cache's `<namespace>:kv:...`. */
  namespace?: string;
  /**
   * While Redis is unreachable, count in this process's memory with the same limits instead of failing every request
   * (rate-limiter-flexible's insurance limiter). Default true.
   */
  insurance?: boolean;
}

/** Rate limits shared by every gateway replica: rate-limiter-flexible's RateLimiterRedis (an atomic Lua INCR + PEXPIRE) on ioredis. */
export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(name: string, rule: RateLimitRule, options: RedisRateLimiterOptions) {
    const keyPrefix = `${options.namespace ? `${options.namespace}:` : ''}rl:${name}`;
    const limits = { keyPrefix, points: rule.points, duration: rule.windowSeconds };
    super(
      name,
      rule,
      new RateLimiterRedis({
        ...limits,
        storeClient: options.redis,
        // Not connected: answer from the insurance limiter at once rather than queue behind a reconnect.
        rejectIfRedisNotReady: true,
        ...(options.insurance === false ? {} : { insuranceLimiter: new RateLimiterMemory(limits) }),
      }),
    );
  }
}

/**
 * The distributed profile's named limiters (login, api, passwordReset, publicLookup) on one Redis connection, closed with them.
 * `redis` shares a client the caller owns (and closes) instead.
 */
export function redisRateLimiters(
  config: RateLimitConfig,
  options: { url?: string; redis?: Redis; namespace?: string; insurance?: boolean; redisOptions?: RedisOptions },
): RateLimiters {
  if (!options.redis && !options.url) throw new Error('redisRateLimiters needs a url or a client');
  const redis = options.redis ?? new Redis(options.url!, { maxRetriesPerRequest: 1, ...options.redisOptions });
  const owned = !options.redis;
  return buildRateLimiters(
    config,
    (name, rule) => new RedisRateLimiter(name, rule, { redis, namespace: options.namespace, insurance: options.insurance }),
    async () => {
      if (!owned) return;
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  );
}
