/** Deliveries are retried for this long after their first attempt (then FAILED; the log keeps them for redelivery). */
export const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * When attempt `next` (2, 3, ...) of a delivery is due, or null once the three days are over: exponential backoff from
 * `baseMs` (30 s by default: 30 s, 1 min, 2 min, ... up to every 6 hours), about 20 attempts in all.
 */
export function nextAttemptDelay(next: number, baseMs: number, firstAttemptAt: number, now: number): number | null {
  const delay = Math.min(baseMs * 2 ** Math.max(0, next - 2), MAX_DELAY_MS);
  return now + delay - firstAttemptAt > RETRY_FOR_MS ? null : delay;
}
