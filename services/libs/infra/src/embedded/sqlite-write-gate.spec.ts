import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from './sqlite-document-store';
import { SqliteEventStore } from './sqlite-event-store';

const event = (i: number) => ({ eventId: `e${i}`, type: 'Noted', schemaVersion: 1, data: { i }, occurredAt: '2026-11-25T00:00:00.000Z' });

describe('a DocumentStore batch and the event store of the same SQLite file', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ls-gate-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets an append made while a batch holds the file wait for the batch, then succeed (no busy error, no stall)', async () => {
    const file = join(dir, 'svc.db');
    const documents = new SqliteDocumentStore(file);
    const events = new SqliteEventStore(file);
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    const order: string[] = [];
    let appended: Promise<unknown> | undefined;
    await documents.batch(async () => {
      await notes.upsert({ id: 'a', n: 1 });
      // A request appending in the middle of a projection batch (same file, another connection).
      appended = events.append('s-1', 0, [event(1)]).then(() => order.push('append'));
      // The batch goes on through several turns of the event loop.
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      await notes.upsert({ id: 'b', n: 2 });
      order.push('batch');
    });
    await appended;
    expect(order).toEqual(['batch', 'append']);
    expect((await events.readStream('s-1')).events.map((e) => e.eventId)).toEqual(['e1']);
    expect((await notes.find({}, { sort: { id: 1 } })).map((d) => d.id)).toEqual(['a', 'b']);
    await events.close();
    await documents.close();
  });

  it('takes turns between two batches of one store started at once (two projections of a service)', async () => {
    const documents = new SqliteDocumentStore(join(dir, 'svc.db'));
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    const order: string[] = [];
    const run = (name: string) =>
      documents.batch(async () => {
        order.push(`${name} begins`);
        await notes.upsert({ id: name, n: 1 });
        await new Promise((r) => setImmediate(r));
        order.push(`${name} ends`);
      });
    await Promise.all([run('a'), run('b')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
    expect(await notes.count({})).toBe(2);
    await documents.close();
  });

  it('runs a write of the batch connection made elsewhere in the process inside the batch, and a transaction inside it as a savepoint', async () => {
    const file = join(dir, 'svc.db');
    const documents = new SqliteDocumentStore(file);
    const notes = await documents.collection<{ id: string; n: number }>('notes');
    await documents.batch(async () => {
      await notes.insertMany([{ id: 'a', n: 1 }]);
      // insertMany is all or nothing even inside a batch: the duplicate undoes 'b' only.
      await expect(notes.insertMany([{ id: 'b', n: 2 }, { id: 'a', n: 3 }])).rejects.toThrow();
      await notes.insertMany([{ id: 'c', n: 4 }]);
    });
    expect((await notes.find({}, { sort: { id: 1 } })).map((d) => [d.id, d.n])).toEqual([['a', 1], ['c', 4]]);
    await documents.close();
  });
});
