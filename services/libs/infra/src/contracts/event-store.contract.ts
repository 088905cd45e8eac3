import { ConcurrencyError } from '@logiscope/kernel';
import type { EventStore, PositionedEvent } from '../ports';
import { newEvent, uniq } from './contract-helpers';

/** One behaviour for every EventStore implementation (SQLite when embedded, MongoDB when distributed). */
export function describeEventStoreContract(engine: string, open: () => Promise<EventStore>): void {
  describe(`EventStore contract [${engine}]`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('reads an unknown stream as version 0 with no events', async () => {
      expect(await store.readStream(uniq('none'))).toEqual({ version: 0, events: [] });
    });

    it('appends events and reads them back in order with versions, ids and payloads', async () => {
      const s = uniq('user');
      const e1 = newEvent('UserRegistered', { email: 'a@b.co', nested: { n: 1 } }, { correlationId: 'c1' });
      const e2 = newEvent('CompanySetUp', { companyId: 'x' });
      const r = await store.append(s, 0, [e1, e2]);
      expect(r.nextVersion).toBe(2);
      expect(r.events.map((e) => e.streamVersion)).toEqual([1, 2]);
      const read = await store.readStream(s);
      expect(read.version).toBe(2);
      expect(read.events.map((e) => [e.eventId, e.type, e.streamVersion, e.streamId])).toEqual([
        [e1.eventId, 'UserRegistered', 1, s],
        [e2.eventId, 'CompanySetUp', 2, s],
      ]);
      expect(read.events[0].data).toEqual({ email: 'a@b.co', nested: { n: 1 } });
      expect(read.events[0].metadata).toEqual({ correlationId: 'c1' });
      expect(read.events[0].schemaVersion).toBe(1);
      expect(read.events[0].occurredAt).toBe(e1.occurredAt);
    });

    it('continues a stream from the version that was read', async () => {
      const s = uniq('user');
      await store.append(s, 0, [newEvent('A')]);
      const r = await store.append(s, 1, [newEvent('B'), newEvent('C')]);
      expect(r.nextVersion).toBe(3);
      expect((await store.readStream(s)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('rejects a stale expected version with ConcurrencyError and writes nothing', async () => {
      const s = uniq('user');
      await store.append(s, 0, [newEvent('A')]);
      await expect(store.append(s, 0, [newEvent('B')])).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append(s, 1, [newEvent('B'), newEvent('C')]);
      await expect(store.append(s, 1, [newEvent('X')])).rejects.toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(s)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('lets exactly one of many concurrent writers at the same version win', async () => {
      const s = uniq('race');
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.append(s, 0, [newEvent(`W${i}`)])));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof ConcurrencyError)).toBe(true);
      expect((await store.readStream(s)).version).toBe(1);
    });

    it('hands unpublished events to the relay in append order until they are marked published', async () => {
      const s = uniq('outbox');
      const events = [newEvent('A'), newEvent('B')];
      await store.append(s, 0, events);
      await store.append(s, 2, [newEvent('C')]);
      const pending = async () => {
        const all: string[] = [];
        for (const e of await store.readUnpublished(10_000)) if (e.streamId === s) all.push(e.type);
        return all;
      };
      expect(await pending()).toEqual(['A', 'B', 'C']);
      const first = (await store.readStream(s)).events[0];
      await store.markPublished([first.eventId]);
      expect(await pending()).toEqual(['B', 'C']);
      await store.markPublished((await store.readStream(s)).events.map((e) => e.eventId));
      expect(await pending()).toEqual([]);
    });

    it('marks a backlog of many commits published at once, and keeps answering afterwards', async () => {
      // A relay catching up after a pause: one readUnpublished, one markPublished of a few hundred commits.
      const prefix = uniq('backlog');
      for (let i = 0; i < 150; i++) await store.append(`${prefix}-${i}`, 0, [newEvent('A')]);
      const mine = async () => (await store.readUnpublished(100_000)).filter((e) => e.streamId.startsWith(prefix));
      const pending = await mine();
      expect(pending).toHaveLength(150);
      await store.markPublished(pending.map((e) => e.eventId));
      expect(await mine()).toEqual([]);
      expect((await store.readStream(`${prefix}-0`)).version).toBe(1);
    });

    /** Reads the whole log after a position, page by page, the way a projection does. */
    const readEverything = async (after: number, options: { limit?: number; types?: string[] } = {}, reader = store) => {
      const all: PositionedEvent[] = [];
      let position = after;
      for (;;) {
        const page = await reader.readAll(position, options);
        expect(page.position).toBeGreaterThanOrEqual(position);
        all.push(...page.events);
        if (page.events.length === 0 && page.position === position) return { events: all, position };
        position = page.position;
      }
    };

    it('reads every stream in global order after a position, with the positions an append returns', async () => {
      const start = (await store.readAll(0, { types: [] })).position;
      const a = uniq('all-a');
      const b = uniq('all-b');
      const r1 = await store.append(a, 0, [newEvent('A1'), newEvent('A2')]);
      const r2 = await store.append(b, 0, [newEvent('B1')]);
      const r3 = await store.append(a, 2, [newEvent('A3')]);
      expect(r1.position).toBeGreaterThan(start);
      expect(r2.position).toBeGreaterThan(r1.position);
      expect(r3.position).toBeGreaterThan(r2.position);
      expect(r1.events.map((e) => e.position).every((p) => p > start && p <= r1.position)).toBe(true);

      const { events, position } = await readEverything(start, { limit: 2 });
      expect(position).toBe(r3.position);
      const mine = events.filter((e) => e.streamId === a || e.streamId === b);
      expect(mine.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      expect(mine.map((e) => e.streamVersion)).toEqual([1, 2, 1, 3]);
      const positions = events.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
      // Nothing new: the position stays where it is.
      expect(await store.readAll(position)).toEqual({ events: [], position });
    });

    it('filters by type and still moves the position past the other events', async () => {
      const start = (await store.readAll(0, { types: [] })).position;
      const s = uniq('typed');
      await store.append(s, 0, [newEvent('Wanted'), newEvent('Other'), newEvent('Other')]);
      const last = await store.append(s, 3, [newEvent('Other')]);
      const { events, position } = await readEverything(start, { types: ['Wanted'] });
      expect(events.filter((e) => e.streamId === s).map((e) => e.type)).toEqual(['Wanted']);
      expect(position).toBeGreaterThanOrEqual(last.position);
      expect(await store.readAll(start, { types: [] })).toEqual({ events: [], position: expect.any(Number) });
    });

    it('never lets a reader skip an append that commits while it reads (concurrent writers)', async () => {
      const start = (await store.readAll(0, { types: [] })).position;
      const prefix = uniq('conc');
      const writers = 6;
      const perWriter = 8;
      const seen: PositionedEvent[] = [];
      let position = start;
      let writing = true;
      // A reader following the log while the writers race: whatever it has passed must never grow afterwards.
      const reader = (async () => {
        while (writing) {
          const page = await store.readAll(position, { limit: 3 });
          seen.push(...page.events);
          position = page.position;
          await new Promise((r) => setImmediate(r));
        }
      })();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          let v = 0;
          for (let n = 0; n < perWriter; n++) {
            const r = await store.append(`${prefix}-${w}`, v, n % 2 ? [newEvent(`E${n}`), newEvent(`E${n}b`)] : [newEvent(`E${n}`)]);
            v = r.nextVersion;
          }
        }),
      );
      writing = false;
      await reader;
      const rest = await readEverything(position);
      seen.push(...rest.events);
      const mine = seen.filter((e) => e.streamId.startsWith(prefix));
      expect(mine).toHaveLength(writers * (perWriter + perWriter / 2));
      expect(new Set(mine.map((e) => e.eventId)).size).toBe(mine.length);
      // Once read past, a position is final: the whole log read again from the start holds exactly what was seen.
      const again = (await readEverything(start)).events.filter((e) => e.streamId.startsWith(prefix));
      expect(again.map((e) => e.eventId)).toEqual(mine.map((e) => e.eventId));
      for (let w = 0; w < writers; w++) {
        const versions = mine.filter((e) => e.streamId === `${prefix}-${w}`).map((e) => e.streamVersion);
        expect(versions).toEqual(versions.map((_, i) => i + 1));
      }
    });

    it('keeps one order and one writer per stream across two instances of the log (two processes)', async () => {
      const other = await open();
      try {
        const start = (await store.readAll(0, { types: [] })).position;
        const [s, t] = [uniq('two-a'), uniq('two-b')];
        const a1 = await store.append(s, 0, [newEvent('A1')]);
        // The other instance goes further than this one knows: this one's next appends still land after its.
        const b1 = await other.append(t, 0, [newEvent('B1'), newEvent('B2')]);
        const a2 = await store.append(s, 1, [newEvent('A2')]);
        const a3 = await store.append(uniq('two-a'), 0, [newEvent('A3')]);
        expect([a1, b1, a2, a3].map((r) => r.position)).toEqual([a1.position, b1.position, a2.position, a3.position].sort((x, y) => x - y));
        expect(new Set([a1, b1, a2, a3].map((r) => r.position)).size).toBe(4);
        // A stream the other instance started is not there to be started again, from either side.
        await expect(store.append(t, 0, [newEvent('X')])).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(other.append(s, 0, [newEvent('X')])).rejects.toBeInstanceOf(ConcurrencyError);
        // Each reads the whole log in one order, and finds what the other appended after its own last append.
        const b2 = await other.append(t, 2, [newEvent('B3')]);
        const types = ['A1', 'B1', 'B2', 'A2', 'A3', 'B3'];
        for (const reader of [store, other]) {
          const read = await readEverything(start, {}, reader);
          expect(read.events.filter((e) => e.streamId.startsWith('two-')).map((e) => e.type)).toEqual(types);
          expect(read.position).toBe(b2.position);
        }
        expect((await store.readAll(a3.position)).events.map((e) => e.type)).toEqual(['B3']);
        // One instance's relay publishes what the other appended.
        const appended = (await other.readUnpublished(10_000)).filter((e) => e.streamId === s);
        expect(appended.map((e) => e.type)).toEqual(['A1', 'A2']);
        await other.markPublished(appended.map((e) => e.eventId));
        expect((await store.readUnpublished(10_000)).filter((e) => e.streamId === s)).toEqual([]);
      } finally {
        await other.close();
      }
    });

    it('rejects an empty append', async () => {
      await expect(store.append(uniq('empty'), 0, [])).rejects.toThrow();
    });
  });
}
