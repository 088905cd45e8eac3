import { nextAttemptDelay, RETRY_FOR_MS } from './webhook.retry';

describe('webhook retries', () => {
  it('should double the wait from the base, up to six hours', () => {
    const delays = [2, 3, 4, 5, 10, 12, 20].map((n) => nextAttemptDelay(n, 30_000, 0, 0));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 30_000 * 2 ** 8, 6 * 3600_000, 6 * 3600_000]);
  });

  it('should keep trying for three days from the first attempt, then give up', () => {
    let at = 0;
    let attempts = 1;
    for (let d = nextAttemptDelay(2, 30_000, 0, at); d !== null; d = nextAttemptDelay(attempts + 1, 30_000, 0, at)) {
      at += d;
      attempts += 1;
    }
    expect(at).toBeLessThanOrEqual(RETRY_FOR_MS);
    expect(at).toBeGreaterThan(RETRY_FOR_MS - 6 * 3600_000);
    expect(attempts).toBeGreaterThanOrEqual(15);
    expect(attempts).toBeLessThanOrEqual(25);
  });
});
