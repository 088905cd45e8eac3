/** What one `consume` decided. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Points per window (the configured limit), for RateLimit headers. */
  limit: number;
  /** Points left in the current window after this call (0 when refused). */
  remaining: number;
  /** 0 when allowed; otherwise how long until the window resets and a retry can succeed (Retry-After). */
  retryAfterMs: number;
  /** How long until the current window ends and the counter starts again. */
  resetMs: number;
}

/**
 * A fixed-window counter per key (an e-mail, an IP, a session): `limit` points per window. Memory in the embedded
 * profile, Redis in the distributed one, both on rate-limiter-flexible.
 */
export interface RateLimiter {
  readonly name: string;
  /** Takes `cost` points (a positive integer, default 1) from the key's window; refused calls count too, the window end stays. */
  consume(key: string, cost?: number): Promise<RateLimitDecision>;
  /** Forgets the key's window (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Gives `cost` points back to the key's window (an attempt counted beforehand that turned out not to count, e.g. a sign-in that succeeded). */
  reward(key: string, cost?: number): Promise<void>;
  /** Refuses the key for `ms` from now (rounded up to whole seconds): its window is replaced by one that is over the limit. */
  block(key: string, ms: number): Promise<void>;
  close(): Promise<void>;
}
