import type { RateLimiter } from '../ports';
import { RATE_LIMIT_NAMES, type RateLimitConfig, type RateLimitName, type RateLimitRule } from './rate-limit.config';

/** One limiter per configured name (`limiters.login.consume(key)`), closed together. */
export type RateLimiters = { readonly [N in RateLimitName]: RateLimiter } & { close(): Promise<void> };

/** Builds every named limiter with the profile's adapter (memory or Redis). */
export function buildRateLimiters(config: RateLimitConfig, make: (name: RateLimitName, rule: RateLimitRule) => RateLimiter, onClose?: () => Promise<void>): RateLimiters {
  const entries = RATE_LIMIT_NAMES.map((name) => [name, make(name, config[name])] as const);
  const byName = Object.fromEntries(entries) as { [N in RateLimitName]: RateLimiter };
  return {
    ...byName,
    close: async () => {
      for (const [, limiter] of entries) await limiter.close();
      await onClose?.();
    },
  };
}
