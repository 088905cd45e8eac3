import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { EnqueueOptions, JobHandler, JobInfo, JobQueue, JobRetentionOptions, JobState } from '../ports';
import { openSqlite, prepared, rowOf, rowsOf, transaction } from './sqlite-database';
import { SqliteJobRetention } from './sqlite-job-queue.retention';

type JobRow = {
  id: string;
  name: string;
  data: string;
  state: JobState;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
  run_at: number;
  result: string | null;
  error: string | null;
};

const TICK_MS = 50;

type RunningHandler = { handler: JobHandler<unknown, unknown>; concurrency: number; active: number };
/** How often finished jobs past their age are removed: ages are days, a minute late is nothing. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The embedded profile's BullMQ: jobs persisted in SQLite, run by an in-process scheduler. A job that was
 * active when the process died is picked up again on the next start (at-least-once, like BullMQ's stalled jobs).
 * Finished jobs are kept as BullMQ keeps them (keepCompleted, keepFailed; DEFAULT_KEEP_* when not given), then removed.
 */
export class SqliteJobQueue implements JobQueue {
  private readonly db: DatabaseSync;
  private readonly handlers = new Map<string, RunningHandler>();
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;
  private closed = false;
  private claimSoon = false;
  /** Jobs whose handler finished, their rows not yet written. */
  private readonly completions: { id: string; name: string; attempt: number; result: string; at: number }[] = [];
  private readonly retention: SqliteJobRetention;
  private nextPruneAt = 0;
  /** The statements every job runs, prepared once. */
  private readonly sql: Record<'insert' | 'claim' | 'completed' | 'anyDue', StatementSync>;

  constructor(file: string, options: JobRetentionOptions = {}) {
    this.db = openSqlite(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS jobs (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL, state TEXT NOT NULL,
        attempts_made INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL, backoff_ms INTEGER NOT NULL,
        run_at INTEGER NOT NULL, result TEXT, error TEXT, created_at INTEGER NOT NULL, finished_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS jobs_due ON jobs (name, run_at) WHERE state IN ('waiting', 'delayed');
      CREATE INDEX IF NOT EXISTS jobs_due_at ON jobs (run_at) WHERE state IN ('waiting', 'delayed');
      CREATE TABLE IF NOT EXISTS job_schedules (name TEXT NOT NULL, every_ms INTEGER NOT NULL, data TEXT NOT NULL, next_run INTEGER NOT NULL, PRIMARY KEY (name, every_ms));
    `);
    this.sql = {
      insert: this.db.prepare(`INSERT OR IGNORE INTO jobs (id, name, data, state, max_attempts, backoff_ms, run_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
      // The due jobs claimed in one statement (a SELECT then an UPDATE per job cost a commit each).
      claim: this.db.prepare(
        `UPDATE jobs SET state = 'active' WHERE id IN (SELECT id FROM jobs WHERE name = ? AND state IN ('waiting', 'delayed') AND run_at <= ? ORDER BY run_at LIMIT ?) RETURNING *`,
      ),
      completed: this.db.prepare(`UPDATE jobs SET state = 'completed', attempts_made = ?, result = ?, error = NULL, finished_at = ? WHERE id = ?`),
      // One seek in jobs_due_at (jobs delayed for days, a report's response window, stay out of reach): an idle tick
      // then skips a claim, a write statement, per job name.
      anyDue: this.db.prepare(`SELECT 1 FROM jobs WHERE state IN ('waiting', 'delayed') AND run_at <= ? LIMIT 1`),
    };
    this.retention = new SqliteJobRetention(this.db, options);
  }

  process<T, R>(name: string, handler: JobHandler<T, R>, options: { concurrency?: number } = {}): void {
    this.handlers.set(name, { handler: handler as JobHandler<unknown, unknown>, concurrency: Math.max(1, options.concurrency ?? 1), active: 0 });
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string> {
    return (await this.enqueueMany(name, [{ data, options }]))[0]!;
  }

  /** One transaction for them all: a commit per job was a tenth of the webhook fan-out's time. */
  async enqueueMany<T>(name: string, jobs: readonly { data: T; options?: EnqueueOptions }[]): Promise<string[]> {
    const now = Date.now();
    let wake = false;
    const write = () =>
      jobs.map(({ data, options = {} }) => {
        const id = options.jobId ?? randomUUID();
        const delay = options.delayMs ?? 0;
        wake ||= delay <= 0;
        this.sql.insert.run(id, name, JSON.stringify(data ?? null), delay > 0 ? 'delayed' : 'waiting', Math.max(1, options.attempts ?? 1), options.backoffMs ?? 1000, now + delay, now);
        return id;
      });
    const ids = jobs.length > 1 ? transaction(this.db, write) : write();
    if (wake) this.wake();
    return ids;
  }

  async every<T>(name: string, everyMs: number, data: T): Promise<void> {
    this.db
      .prepare(`INSERT INTO job_schedules (name, every_ms, data, next_run) VALUES (?, ?, ?, ?) ON CONFLICT (name, every_ms) DO UPDATE SET data = excluded.data`)
      .run(name, everyMs, JSON.stringify(data ?? null), Date.now() + everyMs);
  }

  async getJob<R = unknown>(id: string): Promise<JobInfo<R> | null> {
    const row = rowOf<JobRow>(this.db.prepare('SELECT * FROM jobs WHERE id = ?'), id);
    if (!row) return null;
    const state: JobState = row.state === 'delayed' && row.run_at <= Date.now() ? 'waiting' : row.state;
    return {
      id: row.id,
      name: row.name,
      state,
      attemptsMade: row.attempts_made,
      ...(row.result !== null ? { result: JSON.parse(row.result) as R } : {}),
      ...(row.error !== null ? { error: row.error } : {}),
    };
  }

  async start(): Promise<void> {
    // Jobs left active by a crashed process run again.
    this.db.prepare(`UPDATE jobs SET state = 'waiting' WHERE state = 'active'`).run();
    this.started = true;
    const tick = () => {
      if (this.closed) return;
      this.fireSchedules();
      if (this.completions.length > 0 || this.sql.anyDue.get(Date.now()) !== undefined) this.claimDueJobs();
      if (Date.now() >= this.nextPruneAt) this.nextPruneAt = this.prune() ? 0 : Date.now() + PRUNE_EVERY_MS;
      this.timer = setTimeout(tick, TICK_MS);
    };
    tick();
  }

  /**
   * Removes finished jobs past their age now (the started queue does it every minute, and at start); true when more
   * may remain (a slice of PRUNE_BATCH was full: the next tick goes on).
   */
  prune(): boolean {
    return this.retention.pruneAged();
  }

  /**
   * Claims at once (after the current turn, coalesced) when a job is queued or a slot frees, rather than at the next
   * tick: a slot waiting up to TICK_MS capped the webhook fan-out at concurrency × 20 a second (bench --scenario webhooks).
   */
  private wake(): void {
    if (!this.started || this.closed || this.claimSoon) return;
    this.claimSoon = true;
    setImmediate(() => {
      this.claimSoon = false;
      if (!this.closed && this.db.isOpen) this.claimDueJobs();
    });
  }

  private fireSchedules(): void {
    const now = Date.now();
    const due = prepared(this.db, 'SELECT name, every_ms, data FROM job_schedules WHERE next_run <= ?').all(now) as { name: string; every_ms: number; data: string }[];
    for (const s of due) {
      if (!this.handlers.has(s.name)) continue;
      transaction(this.db, () => {
        this.db.prepare('UPDATE job_schedules SET next_run = ? WHERE name = ? AND every_ms = ?').run(now + s.every_ms, s.name, s.every_ms);
        this.db
          .prepare(`INSERT INTO jobs (id, name, data, state, max_attempts, backoff_ms, run_at, created_at) VALUES (?, ?, ?, 'waiting', 1, 0, ?, ?)`)
          .run(randomUUID(), s.name, s.data, now, now);
      });
    }
  }

  /**
   * Records the jobs completed since the last turn and claims the next due ones, in one transaction when there are
   * completions: a commit per completion and per claim was a fifth of the webhook fan-out's time. A crash before the
   * write runs those jobs again (at least once, as for a crash while they ran).
   */
  private claimDueJobs(): void {
    const claimed: { row: JobRow; h: RunningHandler }[] = [];
    const work = () => {
      const done = this.flushCompleted();
      for (const [name, h] of this.handlers) {
        const free = h.concurrency - h.active;
        if (free <= 0) continue;
        // RETURNING gives no order: run them oldest first.
        const rows = rowsOf<JobRow>(this.sql.claim, name, Date.now(), free).sort((a, b) => a.run_at - b.run_at);
        h.active += rows.length;
        for (const row of rows) claimed.push({ row, h });
      }
      return done;
    };
    const done = this.completions.length > 0 ? transaction(this.db, work) : work();
    // Trimmed once their rows say completed.
    for (const name of done) this.retention.finished('completed', name);
    for (const { row, h } of claimed) {
      const run = this.run(row, h.handler).finally(() => {
        h.active -= 1;
        this.inFlight.delete(run);
        this.wake();
      });
      this.inFlight.add(run);
    }
  }

  /** Writes the completions waiting (in the caller's transaction); answers their job names. */
  private flushCompleted(): string[] {
    const done = this.completions.splice(0);
    for (const c of done) this.sql.completed.run(c.attempt, c.result, c.at, c.id);
    return done.map((c) => c.name);
  }

  private async run(row: JobRow, handler: JobHandler<unknown, unknown>): Promise<void> {
    const attempt = row.attempts_made + 1;
    let failed = false;
    try {
      const result = await handler(JSON.parse(row.data), { id: row.id, attempt });
      if (!this.db.isOpen) return;
      // Written with the next claim (the slot this frees wakes it at once).
      this.completions.push({ id: row.id, name: row.name, attempt, result: JSON.stringify(result ?? null), at: Date.now() });
      return;
    } catch (e) {
      if (!this.db.isOpen) return;
      const message = e instanceof Error ? e.message : String(e);
      const retry = attempt < row.max_attempts;
      this.db
        .prepare(`UPDATE jobs SET state = ?, attempts_made = ?, error = ?, run_at = ?, finished_at = ? WHERE id = ?`)
        .run(retry ? 'delayed' : 'failed', attempt, message, Date.now() + (retry ? row.backoff_ms * attempt : 0), retry ? null : Date.now(), row.id);
      failed = !retry;
    }
    // Outside the try: trimming is the queue's work, not the job's.
    if (failed) this.retention.finished('failed', row.name);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
    if (!this.db.isOpen) return;
    if (this.completions.length > 0) for (const name of transaction(this.db, () => this.flushCompleted())) this.retention.finished('completed', name);
    this.db.close();
  }
}
