import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Writes that wait for another process's write lock without holding this process's only thread. SQLite's busy timeout
 * waits synchronously: `npm run import` beside the server, suspended inside a write transaction (or in a long one),
 * made each write of the embedded server to that file (a projection's checkpoint) stop the server for the whole
 * timeout, 5 s at a time, answering nothing. Connections that other processes write too (a service's events and
 * documents) wait a moment synchronously (SHORT_BUSY_TIMEOUT_MS), then their writes are tried again after a pause of
 * the event loop, for up to BUSY_RETRY_FOR_MS in all before the busy error reaches the caller.
 */
export const SHORT_BUSY_TIMEOUT_MS = 50;
/** The busy timeout every connection opens with (openSqlite): long enough for a second connection's short write. */
export const OPEN_BUSY_TIMEOUT_MS = 5_000;
export const BUSY_RETRY_FOR_MS = 30_000;

/** SQLITE_BUSY ("database is locked"): another connection holds the write lock. Duck-typed (jest's sandbox). */
export const isBusy = (e: unknown): boolean => (e as { errcode?: number } | null)?.errcode === 5 || /database is locked/.test(String((e as { message?: string } | null)?.message));

/** The connection waits at most SHORT_BUSY_TIMEOUT_MS synchronously for a lock; its writes go through {@link whileBusy}. */
export function waitBrieflyWhenBusy(db: DatabaseSync): void {
  db.exec(`PRAGMA busy_timeout = ${SHORT_BUSY_TIMEOUT_MS}`);
}

/**
 * Runs fn with the busy timeout every connection opens with (OPEN_BUSY_TIMEOUT_MS), then back to the short one: for
 * long import steps (a search rebuild) that hold the thread anyway and are not written to be tried again half-way.
 */
export function waitingOnTheThread<T>(db: DatabaseSync, fn: () => T): T {
  db.exec(`PRAGMA busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  let result: T;
  try {
    result = fn();
  } catch (e) {
    waitBrieflyWhenBusy(db);
    throw e;
  }
  if (result instanceof Promise) return result.finally(() => waitBrieflyWhenBusy(db)) as T;
  waitBrieflyWhenBusy(db);
  return result;
}

/** The pauses between tries of one write: 5 ms doubling to 100 ms, for BUSY_RETRY_FOR_MS in all. */
export class BusyRetry {
  private pause = 5;
  private readonly until = Date.now() + BUSY_RETRY_FOR_MS;

  /** Rethrows e unless it is SQLITE_BUSY within the time left; else resolves after the next pause. */
  async after(e: unknown): Promise<void> {
    if (!isBusy(e) || Date.now() + this.pause > this.until) throw e;
    await delay(this.pause);
    this.pause = Math.min(this.pause * 2, 100);
  }
}

/**
 * Runs write (synchronous: one statement, or a transaction begun IMMEDIATE, so a busy error means nothing was written)
 * and tries it again while another connection holds the lock. Before each try, `blocked` may name a wait (a batch of
 * this process holding the file, sqlite-write-gate.ts); it is asked again after each wait, and the write follows its
 * last answer in the same synchronous step, so nothing can take the file in between.
 */
export async function whileBusy<T>(write: () => T, blocked?: () => Promise<void> | undefined): Promise<T> {
  const retry = new BusyRetry();
  for (;;) {
    for (let wait = blocked?.(); wait; wait = blocked?.()) await wait;
    try {
      return write();
    } catch (e) {
      await retry.after(e);
    }
  }
}
