import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { setImmediate as turn } from 'node:timers/promises';
import { whileLocked } from '../../../../../test/support/sqlite-lock';
import { eventually } from '../contracts';
import type { JobRetentionOptions } from '../ports';
import { openSqlite, rowOf, rowsOf } from './sqlite-database';
import { SqliteJobQueue } from './sqlite-job-queue';
import { PRUNE_BATCH } from './sqlite-job-queue.retention';

/**
 * The embedded queue starts a job as soon as it is queued or a slot frees, not at its next 50 ms tick: the webhook
 * fan-out's deliveries (32 in flight) were capped at about 640 a second while each slot waited for the tick.
 */
describe('SqliteJobQueue: claiming without waiting for the tick', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-jobs-'));
  let queue: SqliteJobQueue;
  afterEach(() => queue.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should start a job queued on an idle queue within a turn of the event loop', async () => {
    queue = new SqliteJobQueue(join(dir, 'idle.db'));
    const started: string[] = [];
    queue.process<{ n: string }, void>('work', async ({ n }) => void started.push(n));
    await queue.start();
    await queue.enqueue('work', { n: 'a' });
    await turn();
    expect(started).toEqual(['a']);
  });

  it('should start the next due job as soon as a slot frees', async () => {
    queue = new SqliteJobQueue(join(dir, 'busy.db'));
    const started: string[] = [];
    const finish: (() => void)[] = [];
    queue.process<{ n: string }, void>('work', ({ n }) => {
      started.push(n);
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    await queue.start();
    await queue.enqueue('work', { n: 'a' });
    await queue.enqueue('work', { n: 'b' });
    await turn();
    expect(started).toEqual(['a']);
    finish[0]!();
    for (let i = 0; i < 3; i++) await turn();
    expect(started).toEqual(['a', 'b']);
    finish[1]!();
  });

  it('should not start a delayed job before its time', async () => {
    queue = new SqliteJobQueue(join(dir, 'delayed.db'));
    const started: string[] = [];
    queue.process<{ n: string }, void>('work', async ({ n }) => void started.push(n));
    await queue.start();
    await queue.enqueue('work', { n: 'later' }, { delayMs: 60_000 });
    for (let i = 0; i < 3; i++) await turn();
    expect(started).toEqual([]);
  });

  it('should only read on an idle tick, so a lock another connection holds on its file does not stop the process', async () => {
    const file = join(dir, 'locked.db');
    queue = new SqliteJobQueue(file);
    const started: string[] = [];
    queue.process<{ n: string }, void>('work', async ({ n }) => void started.push(n));
    queue.process<{ n: string }, void>('other', async ({ n }) => void started.push(n));
    await queue.enqueue('work', { n: 'later' }, { delayMs: 60_000 });
    await queue.start();
    // Six of the queue's 50 ms ticks fall in the 300 ms: a claim (a write) on any of them would wait for the lock on
    // the only thread, and the helper's 10 ms timer would stop firing.
    const idle = await whileLocked(file, async () => undefined);
    expect(idle.ticks).toBeGreaterThanOrEqual(10);
    expect(started).toEqual([]);
  });
});

/**
 * Finished jobs are kept as BullMQ keeps them (the contract suite covers the count limit on both queues); ages here are
 * moved back in the file rather than waited for, as the queue stamps finish times with the system clock.
 */
describe('SqliteJobQueue: finished jobs kept for their retention, then removed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logiscope-jobs-retention-'));
  const DAY_MS = 24 * 3600_000;
  const open: { close(): unknown }[] = [];
  /** Ends the blocked jobs, so closing their queue does not wait for them. */
  const release: (() => void)[] = [];
  afterEach(async () => {
    for (const r of release.splice(0)) r();
    for (const o of open.splice(0)) await o.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const raw = (file: string) => {
    const db = openSqlite(file);
    open.push(db);
    return db;
  };
  const queueOn = (file: string, retention?: JobRetentionOptions) => {
    const q = new SqliteJobQueue(file, retention);
    open.push(q);
    return q;
  };
  /** Runs the job to its end: 'work' jobs fail when told to and wait for `release` when told to block. */
  const worker = async (q: SqliteJobQueue) => {
    q.process<{ fail?: boolean; block?: boolean }, string>('work', (d) => {
      if (d.fail) return Promise.reject(new Error('refused'));
      if (d.block) return new Promise((resolve) => release.push(() => resolve('released')));
      return Promise.resolve('done');
    }, { concurrency: 2 });
    await q.start();
    const finish = async (jobId: string, data: { fail?: boolean } = {}) => {
      await q.enqueue('work', data, { jobId });
      await eventually(async () => ['completed', 'failed'].includes((await q.getJob(jobId))?.state ?? ''), `${jobId} finished`);
    };
    return finish;
  };
  const ids = (db: DatabaseSync) => rowsOf<{ id: string; state: string }>(db.prepare('SELECT id, state FROM jobs ORDER BY id'));
  const finishedAgo = (db: DatabaseSync, id: string, ms: number) => db.prepare('UPDATE jobs SET finished_at = ? WHERE id = ?').run(Date.now() - ms, id);

  it('should remove completed jobs 7 days after they finished and failed ones after 30 (the defaults), and free their ids', async () => {
    const file = join(dir, 'defaults.db');
    const q = queueOn(file);
    const finish = await worker(q);
    await finish('c-old');
    await finish('c-recent');
    await finish('f-old', { fail: true });
    await finish('f-recent', { fail: true });
    const db = raw(file);
    finishedAgo(db, 'c-old', 7 * DAY_MS + 60_000);
    finishedAgo(db, 'c-recent', 7 * DAY_MS - 60_000);
    finishedAgo(db, 'f-old', 30 * DAY_MS + 60_000);
    // Past a completed job's age, within a failed one's.
    finishedAgo(db, 'f-recent', 8 * DAY_MS);

    expect(q.prune()).toBe(false);
    expect(ids(db)).toEqual([
      { id: 'c-recent', state: 'completed' },
      { id: 'f-recent', state: 'failed' },
    ]);
    expect(await q.getJob('c-old')).toBeNull();
    await finish('c-old');
    expect(await q.getJob('c-old')).toMatchObject({ state: 'completed', attemptsMade: 1, result: 'done' });
  });

  it('should never remove a waiting, delayed or active job, however old, by age or by count', async () => {
    const file = join(dir, 'unfinished.db');
    const q = queueOn(file, { keepCompleted: { age: 1, count: 1 }, keepFailed: { age: 1, count: 1 } });
    const finish = await worker(q);
    await q.enqueue('work', { block: true }, { jobId: 'active' });
    await eventually(async () => (await q.getJob('active'))?.state === 'active', 'blocking job active');
    await q.enqueue('work', {}, { jobId: 'delayed', delayMs: DAY_MS });
    // No handler for this name: it stays waiting.
    await q.enqueue('idle', {}, { jobId: 'waiting' });
    // A retried job is delayed with its error, like a failed one: the state alone tells them apart.
    await q.enqueue('work', { fail: true }, { jobId: 'retrying', attempts: 2, backoffMs: DAY_MS });
    await eventually(async () => (await q.getJob('retrying'))?.attemptsMade === 1, 'first attempt failed');
    for (const id of ['c1', 'c2', 'c3']) await finish(id);
    for (const id of ['f1', 'f2']) await finish(id, { fail: true });
    const db = raw(file);
    // Finished jobs trimmed to the newest one of each state as they finished; now every row is as old as can be.
    expect(ids(db).map((j) => j.id)).toEqual(['active', 'c3', 'delayed', 'f2', 'retrying', 'waiting']);
    db.prepare(`UPDATE jobs SET created_at = 0, finished_at = 0`).run();

    q.prune();
    expect(ids(db)).toEqual([
      { id: 'active', state: 'active' },
      { id: 'delayed', state: 'delayed' },
      { id: 'retrying', state: 'delayed' },
      { id: 'waiting', state: 'waiting' },
    ]);
  });

  it('should trim a job name to its count once past it by a tenth, keeping the newest, and leave other names alone', async () => {
    const file = join(dir, 'count.db');
    const q = queueOn(file, { keepCompleted: { count: 10 } });
    const finish = await worker(q);
    q.process('other', async () => 'other');
    await q.enqueue('other', {}, { jobId: 'other-0' });
    for (let i = 1; i <= 11; i++) await finish(`w${String(i).padStart(2, '0')}`);
    const db = raw(file);
    // 11 = 10 + a tenth: not yet past the slack.
    expect(ids(db)).toHaveLength(12);
    await finish('w12');
    expect(ids(db).map((j) => j.id)).toEqual(['other-0', 'w03', 'w04', 'w05', 'w06', 'w07', 'w08', 'w09', 'w10', 'w11', 'w12']);
  });

  it('should clean a file written before retention at start, ageing a finished row without a finish time from then', async () => {
    const file = join(dir, 'legacy.db');
    const legacy = raw(file);
    // The table as every earlier version made it, without the finish-time indexes.
    legacy.exec(`
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL, state TEXT NOT NULL,
        attempts_made INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL, backoff_ms INTEGER NOT NULL,
        run_at INTEGER NOT NULL, result TEXT, error TEXT, created_at INTEGER NOT NULL, finished_at INTEGER
      );
      CREATE INDEX jobs_due ON jobs (name, run_at) WHERE state IN ('waiting', 'delayed');
    `);
    const insert = legacy.prepare(`INSERT INTO jobs (id, name, data, state, max_attempts, backoff_ms, run_at, created_at, finished_at) VALUES (?, 'old', 'null', ?, 1, 0, 0, 0, ?)`);
    const now = Date.now();
    insert.run('done-long-ago', 'completed', now - 8 * DAY_MS);
    insert.run('done-yesterday', 'completed', now - DAY_MS);
    insert.run('failed-long-ago', 'failed', now - 31 * DAY_MS);
    insert.run('done-untimed', 'completed', null);
    insert.run('queued', 'waiting', null);
    const backlog = PRUNE_BATCH + 5;
    for (let i = 0; i < backlog; i++) insert.run(`backlog-${i}`, 'completed', now - 9 * DAY_MS);

    const q = queueOn(file);
    const opened = Date.now();
    expect(legacy.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'jobs_finished%' ORDER BY name`).all().map((r) => r.name)).toEqual([
      'jobs_finished',
      'jobs_finished_by_name',
    ]);
    const untimed = rowOf<{ finished_at: number }>(legacy.prepare(`SELECT finished_at FROM jobs WHERE id = 'done-untimed'`))!;
    expect(untimed.finished_at).toBeGreaterThanOrEqual(now);
    expect(untimed.finished_at).toBeLessThanOrEqual(opened);

    // The first tick prunes a slice; the next ones go on until the backlog is gone.
    await q.start();
    await eventually(() => ids(legacy).length === 3, 'backlog pruned');
    expect(ids(legacy).map((j) => j.id)).toEqual(['done-untimed', 'done-yesterday', 'queued']);
  });
});
