import type { RateLimiter } from '../ports';
import type { RateLimitRule } from '../rate-limit';
import { eventually, uniq } from './contract-helpers';

/** `open(name, rule)` builds a limiter of the engine under test; limiters of different names must not share counters. */
export function describeRateLimiterContract(engine: string, open: (name: string, rule: RateLimitRule) => Promise<RateLimiter>): void {
  describe(`RateLimiter contract [${engine}]`, () => {
    const opened: RateLimiter[] = [];
    const limiter = async (points: number, windowSeconds = 60, name = uniq('rl')) => {
      const l = await open(name, { points, windowSeconds });
      opened.push(l);
      return l;
    };
    afterAll(async () => {
      for (const l of opened) await l.close();
    });

    it('allows up to the limit, counting down, then refuses with a retry delay inside the window', async () => {
      const rl = await limiter(3, 60);
      const key = uniq('user');
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await rl.consume(key));
      expect(answers.map((a) => [a.allowed, a.remaining, a.limit])).toEqual([
        [true, 2, 3],
        [true, 1, 3],
        [true, 0, 3],
        [false, 0, 3],
      ]);
      expect(answers[0].retryAfterMs).toBe(0);
      expect(answers[0].resetMs).toBeGreaterThan(55_000);
      expect(answers[0].resetMs).toBeLessThanOrEqual(60_000);
      expect(answers[3].retryAfterMs).toBeGreaterThan(55_000);
      expect(answers[3].retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('keeps keys, and limiters of different names, apart', async () => {
      const a = await limiter(1, 60);
      const b = await limiter(1, 60, uniq('rl'));
      const key = uniq('ip');
      expect((await a.consume(key)).allowed).toBe(true);
      expect((await a.consume(key)).allowed).toBe(false);
      expect((await a.consume(uniq('ip'))).allowed).toBe(true);
      expect((await b.consume(key)).allowed).toBe(true);
    });

    it('takes a cost in points, and rejects a cost that is not a positive integer', async () => {
      const rl = await limiter(5, 60);
      const key = uniq('k');
      expect(await rl.consume(key, 3)).toMatchObject({ allowed: true, remaining: 2 });
      expect((await rl.consume(key, 3)).allowed).toBe(false);
      for (const bad of [0, -1, 1.5, Number.NaN]) await expect(rl.consume(key, bad)).rejects.toThrow(RangeError);
      await expect(rl.consume('')).rejects.toThrow(RangeError);
    });

    it('counts concurrent calls exactly', async () => {
      const rl = await limiter(10, 60);
      const key = uniq('burst');
      const answers = await Promise.all(Array.from({ length: 25 }, () => rl.consume(key)));
      expect(answers.filter((a) => a.allowed)).toHaveLength(10);
      expect(answers.filter((a) => a.allowed).map((a) => a.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('forgets a key on reset', async () => {
      const rl = await limiter(2, 60);
      const key = uniq('login');
      await rl.consume(key);
      await rl.consume(key);
      expect((await rl.consume(key)).allowed).toBe(false);
      await rl.reset(key);
      expect(await rl.consume(key)).toMatchObject({ allowed: true, remaining: 1 });
      await rl.reset(uniq('never-seen'));
    });

    it('gives points back on reward, within the same window, and leaves a key it never counted alone', async () => {
      const rl = await limiter(2, 60);
      const key = uniq('reward');
      await rl.consume(key);
      await rl.consume(key);
      await rl.reward(key);
      expect(await rl.consume(key)).toMatchObject({ allowed: true, remaining: 0 });
      expect((await rl.consume(key)).allowed).toBe(false);
      const fresh = uniq('reward');
      await rl.reward(fresh);
      expect(await rl.consume(fresh)).toMatchObject({ allowed: true, remaining: 1 });
      await expect(rl.reward(key, 0)).rejects.toThrow(RangeError);
    });

    it('blocks a key for the given time, whatever its count, and only that key', async () => {
      const rl = await limiter(5, 60);
      const key = uniq('block');
      await rl.consume(key);
      await rl.block(key, 120_000);
      const refused = await rl.consume(key);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(115_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(120_000);
      expect((await rl.consume(uniq('block'))).allowed).toBe(true);
      await expect(rl.block(key, 0)).rejects.toThrow(RangeError);
    });

    it('ends a block after its time', async () => {
      const rl = await limiter(5, 60);
      const key = uniq('block');
      await rl.block(key, 1_000);
      expect((await rl.consume(key)).allowed).toBe(false);
      await eventually(async () => (await rl.consume(key)).allowed, 'the end of the block', 5_000);
    });

    it('opens a fresh window once the old one ends', async () => {
      const rl = await limiter(1, 1);
      const key = uniq('window');
      expect((await rl.consume(key)).allowed).toBe(true);
      const refused = await rl.consume(key);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(1_000);
      await eventually(async () => (await rl.consume(key)).allowed, 'a new window', 5_000);
    });

    it('refuses a rule that is not whole points per whole seconds', async () => {
      await expect(open(uniq('rl'), { points: 0, windowSeconds: 60 })).rejects.toThrow(RangeError);
      await expect(open(uniq('rl'), { points: 1, windowSeconds: 0.5 })).rejects.toThrow(RangeError);
    });
  });
}
