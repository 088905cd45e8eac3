import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { SqliteJobQueue } from './sqlite-job-queue';

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
});
