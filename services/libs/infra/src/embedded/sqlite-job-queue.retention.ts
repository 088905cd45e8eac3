import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { DEFAULT_KEEP_COMPLETED, DEFAULT_KEEP_FAILED, type JobRetention, type JobRetentionOptions } from '../ports';
import { rowOf } from './sqlite-database';

type FinishedState = 'completed' | 'failed';
const FINISHED_STATES: readonly FinishedState[] = ['completed', 'failed'];
/** The partial indexes' WHERE term. */
const FINISHED = `state IN ('completed', 'failed')`;

/** Rows one DELETE removes at most: a backlog (a file from before retention) goes in slices, never holding the event loop long. */
export const PRUNE_BATCH = 2_000;

/**
 * The embedded queue's removeOnComplete / removeOnFail: finished jobs past their age, and past the newest `count` of
 * their job name (BullMQ counts per queue, and the distributed queue has one queue per job name).
 *
 * BullMQ trims to `count` as each job finishes; here a name is trimmed once it passes `count` by a tenth, so a busy
 * name costs one DELETE per count/10 jobs rather than one per job (10,000 kept means 10,000 to 11,000 in the file).
 * Ages are pruned by the queue's timer. The partial indexes hold finished rows only; each statement repeats their
 * WHERE term word for word, as SQLite uses a partial index only then (`state = 'completed'` alone scans the table).
 */
export class SqliteJobRetention {
  private readonly keep: Record<FinishedState, JobRetention>;
  /** Finished jobs per state and name, counted once then followed, so a count limit costs no query per job. */
  private readonly counts = new Map<string, number>();
  private readonly sql: Record<FinishedState, { aged: StatementSync; beyond: StatementSync; count: StatementSync }>;

  constructor(db: DatabaseSync, options: JobRetentionOptions = {}) {
    this.keep = { completed: options.keepCompleted ?? DEFAULT_KEEP_COMPLETED, failed: options.keepFailed ?? DEFAULT_KEEP_FAILED };
    db.exec(`
      CREATE INDEX IF NOT EXISTS jobs_finished ON jobs (state, finished_at) WHERE ${FINISHED};
      CREATE INDEX IF NOT EXISTS jobs_finished_by_name ON jobs (name, state, finished_at) WHERE ${FINISHED};
    `);
    // Every version stamped finished_at on finish; a finished row without one (edited by hand) ages from now, not never.
    db.prepare(`UPDATE jobs SET finished_at = ? WHERE ${FINISHED} AND finished_at IS NULL`).run(Date.now());
    const statements = (state: FinishedState) => ({
      aged: db.prepare(`DELETE FROM jobs WHERE rowid IN (SELECT rowid FROM jobs WHERE ${FINISHED} AND state = '${state}' AND finished_at < ? LIMIT ${PRUNE_BATCH})`),
      // Ties on finished_at (same millisecond) fall to the row enqueued last, which stays.
      beyond: db.prepare(
        `DELETE FROM jobs WHERE rowid IN (SELECT rowid FROM jobs WHERE name = ? AND ${FINISHED} AND state = '${state}' ORDER BY finished_at DESC, rowid DESC LIMIT ${PRUNE_BATCH} OFFSET ?)`,
      ),
      count: db.prepare(`SELECT count(*) AS n FROM jobs WHERE name = ? AND ${FINISHED} AND state = '${state}'`),
    });
    this.sql = { completed: statements('completed'), failed: statements('failed') };
  }

  /** After a job of `name` reached `state` (its row already says so): trims the name to its count once past the slack. */
  finished(state: FinishedState, name: string): void {
    const limit = this.keep[state].count;
    if (limit === undefined) return;
    const key = `${state}\u0000${name}`;
    const known = this.counts.get(key);
    const n = known === undefined ? this.countOf(state, name) : known + 1;
    if (n <= limit + Math.floor(limit / 10)) {
      this.counts.set(key, n);
      return;
    }
    this.sql[state].beyond.run(name, limit);
    // Counted again at the next finish (a backlog over PRUNE_BATCH is then trimmed further).
    this.counts.delete(key);
  }

  /** Removes finished jobs past their age; true when a slice was full and more may be waiting. */
  pruneAged(now = Date.now()): boolean {
    let removed = 0;
    let more = false;
    for (const state of FINISHED_STATES) {
      const age = this.keep[state].age;
      if (age === undefined) continue;
      const changes = Number(this.sql[state].aged.run(now - age * 1000).changes);
      removed += changes;
      more ||= changes >= PRUNE_BATCH;
    }
    // The per-name counts now overstate: count again when next needed.
    if (removed > 0) this.counts.clear();
    return more;
  }

  private countOf(state: FinishedState, name: string): number {
    return rowOf<{ n: number }>(this.sql[state].count, name)?.n ?? 0;
  }
}
