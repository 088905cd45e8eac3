import { message } from '@logiscope/proto/http';
import { DomainError } from '@logiscope/kernel';
import type { RateLimiter } from '@logiscope/infra';

/** Takes one point from the key's window, or refuses the request: 429 RATE_LIMITED with Retry-After in whole seconds. */
export async function consumeOrRefuse(limiter: RateLimiter, key: string): Promise<void> {
  const decision = await limiter.consume(key);
  if (!decision.allowed) throw DomainError.rateLimited(message('RATE_LIMITED'), Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
}
