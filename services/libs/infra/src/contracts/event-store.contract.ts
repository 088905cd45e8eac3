import { ConcurrencyError } from '@logiscope/kernel';
import type { EventStore } from '../ports';
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

    it('rejects an empty append', async () => {
      await expect(store.append(uniq('empty'), 0, [])).rejects.toThrow();
    });
  });
}
