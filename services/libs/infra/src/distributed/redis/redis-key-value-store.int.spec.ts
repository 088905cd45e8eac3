import Redis from 'ioredis';
import { describeKeyValueStoreContract, uniq } from '../../contracts';
import { RedisKeyValueStore } from './redis-key-value-store';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6390';
// One prefix per run of this file: suites share the Redis server without seeing each other's keys.
const keyPrefix = `${uniq('kv-contract')}:`;

describeKeyValueStoreContract('redis', async () => new RedisKeyValueStore({ url, keyPrefix }));

describe('RedisKeyValueStore specifics', () => {
  let kv: RedisKeyValueStore;
  let raw: Redis;
  beforeAll(() => {
    kv = new RedisKeyValueStore({ url, keyPrefix });
    raw = new Redis(url);
  });
  afterAll(async () => {
    await kv.close();
    // Leave nothing behind on the shared server.
    const keys = await raw.keys(`${keyPrefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it('stores keys under the prefix, and keeps the ttl of a live counter on later increments', async () => {
    const k = uniq('ctr');
    await kv.increment(k, { ttlMs: 60_000 });
    const ttl1 = await raw.pttl(`${keyPrefix}${k}`);
    expect(ttl1).toBeGreaterThan(50_000);
    await kv.increment(k, { ttlMs: 1_000_000 });
    expect(await raw.pttl(`${keyPrefix}${k}`)).toBeLessThanOrEqual(ttl1);
    await kv.increment(k);
    expect(await raw.pttl(`${keyPrefix}${k}`)).toBeGreaterThan(0);
  });

  it('leaves a shared client open on close', async () => {
    const shared = new Redis(url);
    const store = new RedisKeyValueStore({ redis: shared, keyPrefix });
    await store.set('x', '1');
    await store.close();
    expect(await shared.get(`${keyPrefix}x`)).toBe('1');
    await shared.quit();
  });
});
