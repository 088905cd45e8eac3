import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';
import { isBusy } from '../../services/libs/infra/src/embedded/sqlite-busy';

/** Whether another process or connection holds the write lock of a SQLite file (a write transaction not yet ended). */
export function writeLocked(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return false;
  } catch (e) {
    if (isBusy(e)) return true;
    throw e;
  } finally {
    db.close();
  }
}

/** What a write did while another connection (as `npm run import`'s) held the file's write lock for 300 ms. */
export interface LockedWrite {
  /** How often a 10 ms timer fired while the lock was held: at most once when the write waited on the thread. */
  ticks: number;
  /** Whether the write had finished before the lock was let go. */
  doneWhileLocked: boolean;
}

/** Runs write while another connection holds the write lock of file for 300 ms, then lets it go and awaits the write. */
export async function whileLocked(file: string, write: () => Promise<unknown>): Promise<LockedWrite> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const holder = new DatabaseSync(file);
  try {
    holder.exec('BEGIN IMMEDIATE');
    let done = false;
    const writing = write().then(() => (done = true));
    await delay(300);
    const doneWhileLocked = done;
    const tickedWhileLocked = ticks;
    holder.exec('COMMIT');
    await writing;
    return { ticks: tickedWhileLocked, doneWhileLocked };
  } finally {
    clearInterval(timer);
    holder.close();
  }
}
