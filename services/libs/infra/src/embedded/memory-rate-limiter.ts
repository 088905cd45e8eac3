import { RateLimiterMemory } from 'rate-limiter-flexible';
import { buildRateLimiters, FlexibleRateLimiter, loadRateLimitConfig, type RateLimitConfig, type RateLimiters, type RateLimitRule } from '../rate-limit';

/**
 * Rate limits in this process's memory (rate-limiter-flexible's RateLimiterMemory): right for the embedded profile,
 * which is one process. Counters start afresh when the process restarts.
 */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  constructor(name: string, rule: RateLimitRule) {
    super(name, rule, new RateLimiterMemory({ keyPrefix: `rl:${name}`, points: rule.points, duration: rule.windowSeconds }));
  }
}

/** The embedded profile's named limiters (login, api, passwordReset, publicLookup), limits from RATE_LIMIT_* unless given. */
export function inProcessRateLimiters(config: RateLimitConfig = loadRateLimitConfig()): RateLimiters {
  return buildRateLimiters(config, (name, rule) => new MemoryRateLimiter(name, rule));
}
