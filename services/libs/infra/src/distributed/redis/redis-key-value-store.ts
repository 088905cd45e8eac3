import Redis, { type RedisOptions } from 'ioredis';
import type { KeyValueStore } from '../../ports';

export interface RedisKeyValueStoreOptions {
  /** redis://host:port/db; ignored when `redis` is given. */
  url?: string;
  /** An existing client; the store then leaves closing it to its owner. */
  redis?: Redis;
  /** Prepended to every key so services (and test files) sharing one Redis do not collide. */
  keyPrefix?: string;
  redisOptions?: RedisOptions;
}

/**
 * INCR and the expiry of a new counter in one script: a crash (or a lost reply) between two separate commands would
 * leave a counter without TTL, i.e. a rate-limit window that never closes.
 */
const INCREMENT_SCRIPT = `
local v = redis.call('INCR', KEYS[1])
if v == 1 and tonumber(ARGV[1]) > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return v
`;

type WithIncrement = Redis & { logiscopeIncrement(key: string, ttlMs: number): Promise<number> };

export class RedisKeyValueStore implements KeyValueStore {
  private readonly redis: WithIncrement;
  private readonly owned: boolean;
  private readonly prefix: string;

  constructor(options: RedisKeyValueStoreOptions) {
    if (!options.redis && !options.url) throw new Error('RedisKeyValueStore needs a url or a client');
    this.owned = !options.redis;
    // The prefix is applied by hand rather than with ioredis' keyPrefix so it also works on a shared client.
    this.prefix = options.keyPrefix ?? '';
    const redis = options.redis ?? new Redis(options.url!, { lazyConnect: false, ...options.redisOptions });
    // defineCommand is idempotent per client; EVALSHA with a fallback to EVAL is handled by ioredis.
    if (!('logiscopeIncrement' in redis)) redis.defineCommand('logiscopeIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    this.redis = redis as WithIncrement;
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.key(key));
  }

  async set(key: string, value: string, options?: { ttlMs?: number }): Promise<void> {
    const ttl = positiveTtl(options?.ttlMs);
    if (ttl) await this.redis.set(this.key(key), value, 'PX', ttl);
    else await this.redis.set(this.key(key), value);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async increment(key: string, options?: { ttlMs?: number }): Promise<number> {
    return Number(await this.redis.logiscopeIncrement(this.key(key), positiveTtl(options?.ttlMs) ?? 0));
  }

  async close(): Promise<void> {
    if (!this.owned) return;
    // quit() lets pending replies arrive; a client that never connected cannot quit, so just drop it.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/** Redis rejects PX 0 and fractional values; undefined/<=0 means "no expiry". */
function positiveTtl(ttlMs: number | undefined): number | undefined {
  if (ttlMs === undefined || !(ttlMs > 0)) return undefined;
  return Math.max(1, Math.ceil(ttlMs));
}
