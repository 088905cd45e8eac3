/**
 * The one way domain and application code reads the time. Production runs the system clock; tests run a clock they
 * control (a ManualClock in unit tests, a file-driven offset in e2e tests that must move a running server).
 */
export interface Clock {
  now(): Date;
}
