import Redis from 'ioredis';
import { describeRateLimiterContract, uniq } from '../../contracts';
import { loadRateLimitConfig } from '../../rate-limit';
import { RedisRateLimiter, redisRateLimiters } from './redis-rate-limiter';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6390';
// One namespace per run of this file: suites share the Redis server without seeing each other's keys.
const namespace = uniq('rl_contract').replace(/-/g, '_');

let shared: Redis;
beforeAll(async () => {
  // Connected before the first consume: a limiter answers from its in-memory insurance until Redis is ready.
  shared = new Redis(url, { lazyConnect: true });
  await shared.connect();
});
afterAll(async () => {
  const keys = await shared.keys(`${namespace}:*`);
  if (keys.length) await shared.del(...keys);
  await shared.quit();
});

describeRateLimiterContract('redis', async (name, rule) => new RedisRateLimiter(name, rule, { redis: shared, namespace }));

describe('RedisRateLimiter specifics', () => {
  it('keeps counters under <namespace>:rl:<name>:<key> with the window as TTL, shared by every replica', async () => {
    const name = uniq('login');
    const replicaA = new RedisRateLimiter(name, { points: 2, windowSeconds: 900 }, { redis: shared, namespace });
    const other = new Redis(url, { lazyConnect: true });
    await other.connect();
    const replicaB = new RedisRateLimiter(name, { points: 2, windowSeconds: 900 }, { redis: other, namespace });
    try {
      expect((await replicaA.consume('ana@example.test|10.0.0.1')).allowed).toBe(true);
      expect((await replicaB.consume('ana@example.test|10.0.0.1')).allowed).toBe(true);
      expect((await replicaA.consume('ana@example.test|10.0.0.1')).allowed).toBe(false);
      const key = `${namespace}:rl:${name}:ana@example.test|10.0.0.1`;
      expect(await shared.get(key)).toBe('3');
      const ttl = await shared.pttl(key);
      expect(ttl).toBeGreaterThan(890_000);
      expect(ttl).toBeLessThanOrEqual(900_000);
    } finally {
      await other.quit();
    }
  });

  it('counts in process memory while Redis is unreachable (insurance), instead of failing every request', async () => {
    const rl = redisRateLimiters(
      { ...loadRateLimitConfig({}), login: { points: 2, windowSeconds: 60 } },
      { url: 'redis://127.0.0.1:1', namespace, redisOptions: { retryStrategy: () => null, enableOfflineQueue: false, lazyConnect: true } },
    );
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await rl.login.consume('key')).allowed);
      expect(answers).toEqual([true, true, false]);
    } finally {
      await rl.close();
    }
  });

  it('builds every named limiter from the config on one connection', async () => {
    const rl = redisRateLimiters(loadRateLimitConfig({ RATE_LIMIT_API_PER_MINUTE: '3' }), { url, namespace });
    try {
      const key = uniq('session');
      const api = [];
      for (let i = 0; i < 4; i++) api.push(await rl.api.consume(key));
      expect(api.map((a) => a.allowed)).toEqual([true, true, true, false]);
      expect(api[0].limit).toBe(3);
      expect((await rl.login.consume(key)).limit).toBe(10);
      expect((await rl.passwordReset.consume(key)).limit).toBe(5);
    } finally {
      await rl.close();
    }
  });
});
