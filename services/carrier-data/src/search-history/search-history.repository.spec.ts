import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, type Document, type DocumentCollection, type DocumentStore } from '@logiscope/infra';
import { SearchHistoryRepository } from './search-history.repository';

const dir = mkdtempSync(join(tmpdir(), 'logiscope-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, s)).toISOString();

describe('SearchHistoryRepository', () => {
  it("shows a company's searches, newest first, at its next read (written in one batch off the search)", async () => {
    const docs = new SqliteDocumentStore(join(dir, 'a.db'));
    const history = await SearchHistoryRepository.open(docs);
    try {
      for (let i = 0; i < 5; i++) await history.record('c1', 'u1', 'QUICK', `EAGLE ${i}`, i, at(i));
      await history.record('c2', 'u9', 'EMAIL', 'x@y.io', 1, at(9));
      const { entries, total } = await history.list('c1', 3);
      expect(total).toBe(5);
      expect(entries.map((e) => e.query)).toEqual(['EAGLE 4', 'EAGLE 3', 'EAGLE 2']);
      expect(entries[0]).toEqual({ id: expect.any(String), searchType: 'QUICK', query: 'EAGLE 4', resultsCount: 4, createdAt: at(4) });
      expect((await history.list('c2', 10)).total).toBe(1);
    } finally {
      await history.close();
      await docs.close();
    }
  });

  it('counts a company\'s searches in all, since the month began and since the day began, with its last ones', async () => {
    const docs = new SqliteDocumentStore(join(dir, 'usage.db'));
    const history = await SearchHistoryRepository.open(docs);
    try {
      await history.record('c1', 'u1', 'QUICK', 'OCTOBER', 1, '2026-10-31T23:59:59.000Z');
      for (let i = 0; i < 3; i++) await history.record('c1', 'u1', 'ADVANCED', `NOV ${i}`, 2, `2026-11-0${i + 1}T10:00:00.000Z`);
      for (let i = 0; i < 7; i++) await history.record('c1', 'u2', 'EMAIL', `TODAY ${i}`, i, `2026-11-25T0${i}:00:00.000Z`);
      await history.record('c2', 'u9', 'QUICK', 'OTHER COMPANY', 1, '2026-11-25T08:00:00.000Z');
      const usage = await history.usage('c1', { monthStart: '2026-11-01T00:00:00.000Z', dayStart: '2026-11-25T00:00:00.000Z' }, 5);
      expect({ total: usage.total, thisMonth: usage.thisMonth, today: usage.today }).toEqual({ total: 11, thisMonth: 10, today: 7 });
      expect(usage.recent.map((e) => e.query)).toEqual(['TODAY 6', 'TODAY 5', 'TODAY 4', 'TODAY 3', 'TODAY 2']);
      expect(usage.recent[0]).toEqual({ id: expect.any(String), searchType: 'EMAIL', query: 'TODAY 6', resultsCount: 6, createdAt: '2026-11-25T06:00:00.000Z' });
    } finally {
      await history.close();
      await docs.close();
    }
  });

  it('gives each search a version 7 id (RFC 9562) carrying its time: ids sort as the searches were made, none repeats', async () => {
    const docs = new SqliteDocumentStore(join(dir, 'ids.db'));
    const history = await SearchHistoryRepository.open(docs);
    try {
      const times = ['1970-01-01T00:00:01.000Z', '1970-01-01T00:00:02.000Z', '2023-11-14T22:13:20.000Z', '2023-11-14T22:13:20.001Z'];
      for (const t of times) await history.record('c1', 'u1', 'QUICK', t, 1, t);
      for (let i = 0; i < 1000; i++) await history.record('c2', 'u1', 'QUICK', 'SAME MILLISECOND', 1, at(5));
      const { entries } = await history.list('c1', 10);
      for (const e of entries) {
        expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(parseInt(e.id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.parse(e.createdAt));
      }
      expect(entries.map((e) => e.id).sort().map((id) => entries.find((e) => e.id === id)?.query)).toEqual(times);
      expect(new Set((await history.list('c2', 1000)).entries.map((e) => e.id)).size).toBe(1000);
    } finally {
      await history.close();
      await docs.close();
    }
  });

  it('writes by itself within a moment, and what is left when it closes', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const file = join(dir, 'b.db');
    const docs = new SqliteDocumentStore(file);
    const history = await SearchHistoryRepository.open(docs);
    await history.record('c1', 'u1', 'QUICK', 'FIRST', 1, at(1));
    // A second connection sees only what was written: nothing yet, then the batch.
    const other = new SqliteDocumentStore(file);
    expect((await (await SearchHistoryRepository.open(other)).list('c1', 10)).total).toBe(0);
    await jest.advanceTimersByTimeAsync(250);
    expect((await (await SearchHistoryRepository.open(other)).list('c1', 10)).total).toBe(1);
    await history.record('c1', 'u1', 'QUICK', 'LAST', 1, at(2));
    await history.close();
    await docs.close();
    expect((await (await SearchHistoryRepository.open(other)).list('c1', 10)).entries.map((e) => e.query)).toEqual(['LAST', 'FIRST']);
    await other.close();
    jest.useRealTimers();
  });

  it('keeps the searches a failing store refused and writes them with the next batch', async () => {
    const real = new SqliteDocumentStore(join(dir, 'c.db'));
    let down = true;
    const lines: string[] = [];
    const flaky: DocumentStore = {
      close: () => real.close(),
      batch: (work) => real.batch(work),
      textIndex: (name) => real.textIndex(name),
      collection: async <T extends Document>(name: string, indexes?: Parameters<DocumentStore['collection']>[1]) => {
        const c = await real.collection<T>(name, indexes);
        const insertMany: DocumentCollection<T>['insertMany'] = (rows) => (down ? Promise.reject(new Error('disk full')) : c.insertMany(rows));
        return { ...c, find: c.find.bind(c), count: c.count.bind(c), insert: c.insert.bind(c), insertMany };
      },
    };
    const history = await SearchHistoryRepository.open(flaky, (l) => lines.push(l));
    await history.record('c1', 'u1', 'QUICK', 'ONE', 1, at(1));
    expect((await history.list('c1', 10)).total).toBe(0);
    expect(lines).toEqual([expect.stringContaining('1 searches not written yet')]);
    down = false;
    await history.record('c1', 'u1', 'QUICK', 'TWO', 1, at(2));
    expect((await history.list('c1', 10)).entries.map((e) => e.query)).toEqual(['TWO', 'ONE']);
    await history.close();
    await real.close();
  });
});
