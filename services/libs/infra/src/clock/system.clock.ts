import type { Clock } from '../ports';

/** The machine's clock: what production runs. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
