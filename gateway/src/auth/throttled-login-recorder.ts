import { Logger } from '@nestjs/common';

/**
 * Records refused sign-ins on the login-risk stream (identity's recordThrottledLogin) behind the 429, a few at a time.
 * A botnet's flood of refused guesses must cost identity little: recorded in parallel, each one an event append, they
 * would hold up the owner's own sign-in (the distributed store orders appends by racing for a global position). So
 * the answer never waits for the record; at most `inFlight` records run at once, the rest wait in order, and past
 * `queued` waiting ones the oldest still waiting are kept and newer ones dropped (and counted in the log).
 */
export class ThrottledLoginRecorder {
  private readonly logger = new Logger('sign-in');
  private readonly waiting: (() => Promise<unknown>)[] = [];
  private running = 0;
  private dropped = 0;

  constructor(
    private readonly inFlight = 2,
    private readonly queued = 10_000,
  ) {}

  record(task: () => Promise<unknown>): void {
    if (this.waiting.length >= this.queued) {
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 1000 === 0) this.logger.warn(`${this.dropped} refused sign-ins not recorded: the recording queue is full`);
      return;
    }
    this.waiting.push(task);
    this.next();
  }

  /** Resolves once nothing waits or runs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running > 0 || this.waiting.length > 0) await new Promise((r) => setTimeout(r, 10));
  }

  private next(): void {
    while (this.running < this.inFlight && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}
