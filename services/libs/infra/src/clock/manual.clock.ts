import type { Clock } from '../ports';

/** For unit tests: stands still until the test sets or advances it. */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date | string | number = '2026-01-01T00:00:00.000Z') {
    this.ms = new Date(start).getTime();
    if (Number.isNaN(this.ms)) throw new Error(`ManualClock: invalid start ${String(start)}`);
  }

  now(): Date {
    return new Date(this.ms);
  }

  set(at: Date | string | number): void {
    this.ms = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
