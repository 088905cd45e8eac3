import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whileLocked as whileLockedBy } from '../../../../../test/support/sqlite-lock';
import { SqliteDocumentStore } from './sqlite-document-store';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * `npm run import` writes a service's file beside the running server. While it holds the write lock (suspended inside a
 * write, or a long transaction), the server's writes to that file wait without stopping the server: other work goes
 * on, and each write lands once the lock is let go.
 */
describe('writes to a SQLite file another process holds the write lock of', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ls-busy-'));
    file = join(dir, 'svc.db');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const whileLocked = (write: () => Promise<unknown>) => whileLockedBy(file, write);

  it('lets a document write wait without holding the thread, and stores it once the lock is let go', async () => {
    const documents = new SqliteDocumentStore(file);
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    const waited = await whileLocked(() => notes.upsert({ id: 'a', n: 1 }));
    expect(waited.doneWhileLocked).toBe(false);
    // Timers ran on while it waited (a synchronous busy wait lets one fire at most, after 5 s, and then throws).
    expect(waited.ticks).toBeGreaterThanOrEqual(3);
    expect(await notes.get('a')).toEqual({ id: 'a', n: 1 });
    await documents.close();
  });

  it('lets many documents, a batch and a new collection wait the same way', async () => {
    const documents = new SqliteDocumentStore(file);
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    expect((await whileLocked(() => notes.insertMany([{ id: 'a', n: 1 }, { id: 'b', n: 2 }]))).doneWhileLocked).toBe(false);
    expect((await whileLocked(() => documents.batch(() => notes.update('a', { n: 3 })))).doneWhileLocked).toBe(false);
    expect((await whileLocked(() => documents.collection('later', [{ fields: ['n'] }]))).doneWhileLocked).toBe(false);
    expect((await whileLocked(() => notes.delete('b'))).doneWhileLocked).toBe(false);
    expect(await notes.find({})).toEqual([{ id: 'a', n: 3 }]);
    await documents.close();
  });

  it('lets an event append wait the same way', async () => {
    const events = new SqliteEventStore(file);
    const waited = await whileLocked(() => events.append('s-1', 0, [{ eventId: 'e1', type: 'Noted', schemaVersion: 1, data: {}, occurredAt: '2026-12-07T00:00:00.000Z' }]));
    expect(waited.doneWhileLocked).toBe(false);
    expect(waited.ticks).toBeGreaterThanOrEqual(3);
    expect((await events.readStream('s-1')).events.map((e) => e.eventId)).toEqual(['e1']);
    await events.close();
  });

  it('still answers a write that breaks a rule at once (not a busy lock: no retry)', async () => {
    const documents = new SqliteDocumentStore(file);
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    await notes.insert({ id: 'a', n: 1 });
    await expect(notes.insert({ id: 'a', n: 2 })).rejects.toMatchObject({ name: 'DuplicateKeyError' });
    await documents.close();
  });
});
