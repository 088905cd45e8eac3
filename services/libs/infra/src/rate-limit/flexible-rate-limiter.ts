import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimiter } from '../ports';
import type { RateLimitRule } from './rate-limit.config';

/** The port on top of any rate-limiter-flexible limiter (memory, Redis): one mapping of its answers, so adapters agree. */
export class FlexibleRateLimiter implements RateLimiter {
  constructor(
    readonly name: string,
    private readonly rule: RateLimitRule,
    private readonly limiter: RateLimiterAbstract,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    assertRule(rule);
  }

  async consume(key: string, cost = 1): Promise<RateLimitDecision> {
    assertKey(key);
    assertCost(cost);
    try {
      const res = await this.limiter.consume(key, cost);
      return { allowed: true, limit: this.rule.points, remaining: res.remainingPoints, retryAfterMs: 0, resetMs: windowLeft(res) };
    } catch (e) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the key is over its limit, with an Error when the store failed.
      if (!(e instanceof RateLimiterRes)) throw e;
      const resetMs = windowLeft(e);
      return { allowed: false, limit: this.rule.points, remaining: 0, retryAfterMs: Math.max(1, resetMs), resetMs };
    }
  }

  async reset(key: string): Promise<void> {
    assertKey(key);
    await this.limiter.delete(key);
  }

  async reward(key: string, cost = 1): Promise<void> {
    assertKey(key);
    assertCost(cost);
    // A key that is gone (its window ended) has nothing to give back: rewarding it would open a window below zero.
    if (!(await this.limiter.get(key))) return;
    await this.limiter.reward(key, cost);
  }

  async block(key: string, ms: number): Promise<void> {
    assertKey(key);
    if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`Rate limit block must be a positive duration, got ${ms}`);
    await this.limiter.block(key, Math.ceil(ms / 1000));
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/** -1 means "no expiry" in rate-limiter-flexible; our windows always expire, so clamp into [0, window]. */
function windowLeft(res: RateLimiterRes): number {
  return Math.max(0, Math.round(res.msBeforeNext));
}

function assertCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`Rate limit cost must be a positive integer, got ${cost}`);
}

function assertKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new RangeError('Rate limit key must be a non-empty string');
}

export function assertRule(rule: RateLimitRule): void {
  if (!Number.isInteger(rule.points) || rule.points < 1) throw new RangeError(`Rate limit points must be a positive integer, got ${rule.points}`);
  // Redis stores windows in whole seconds (rate-limiter-flexible floors ms to s): only whole seconds behave alike everywhere.
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) throw new RangeError(`Rate limit window must be whole seconds >= 1, got ${rule.windowSeconds}`);
}
