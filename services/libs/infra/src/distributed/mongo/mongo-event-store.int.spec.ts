import mongoose from 'mongoose';
import { ConcurrencyError } from '@logiscope/kernel';
import { describeEventStoreContract, newEvent, uniq } from '../../contracts';
import { MongoEventStore } from './mongo-event-store';

const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018/';
// One database per run of this file (FerretDB database names: letters, digits, '_' and '-').
const dbName = uniq('it_events').replace(/-/g, '_');

describeEventStoreContract('mongodb', async () => new MongoEventStore({ url, dbName }));

describe('MongoEventStore specifics', () => {
  const stores: MongoEventStore[] = [];
  const open = () => {
    const s = new MongoEventStore({ url, dbName });
    stores.push(s);
    return s;
  };
  afterAll(async () => {
    for (const s of stores) await s.close();
    const conn = await mongoose.createConnection(url, { dbName }).asPromise();
    await conn.dropDatabase();
    await conn.close();
  });

  it('refuses an expected version inside an earlier batch or beyond the head', async () => {
    const store = open();
    const s = uniq('batch');
    await store.append(s, 0, [newEvent('A'), newEvent('B'), newEvent('C')]);
    await expect(store.append(s, 2, [newEvent('X')])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(s, 5, [newEvent('X')])).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(s)).version).toBe(3);
  });

  it('publishes part of a batch and keeps per-stream order across concurrent writers and instances', async () => {
    const writers = [open(), open(), open(), open()];
    const streams = Array.from({ length: 12 }, () => uniq('order'));
    // Each stream grows by several appends while the others append concurrently from other connections
    // (writers race for the same next position, which append must absorb).
    await Promise.all(
      streams.map(async (s, i) => {
        let v = 0;
        for (let n = 0; n < 5; n++) {
          const r = await writers[(i + n) % writers.length].append(s, v, [newEvent(`E${n}a`), newEvent(`E${n}b`)]);
          v = r.nextVersion;
        }
      }),
    );
    const conn = await mongoose.createConnection(url, { dbName }).asPromise();
    try {
      const commits = await conn.getClient().db(dbName).collection('event_commits').find({ streamId: { $in: streams } }).toArray();
      expect(new Set(commits.map((c) => c.position)).size).toBe(commits.length);
      for (const s of streams) {
        const mine = commits.filter((c) => c.streamId === s).sort((a, b) => a.firstVersion - b.firstVersion);
        expect(mine.map((c) => c.position)).toEqual([...mine.map((c) => c.position)].sort((a, b) => a - b));
      }
    } finally {
      await conn.close();
    }

    const relay = open();
    const mine = async () => (await relay.readUnpublished(100_000)).filter((e) => streams.includes(e.streamId));
    const pending = await mine();
    expect(pending).toHaveLength(12 * 10);
    for (const s of streams) expect(pending.filter((e) => e.streamId === s).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // Publish only the first event of each stream's second batch: the rest of that batch stays pending.
    const second = streams.map((s) => pending.find((e) => e.streamId === s && e.streamVersion === 3)!.eventId);
    await relay.markPublished(second);
    const after = await mine();
    expect(after).toHaveLength(12 * 9);
    expect(after.some((e) => second.includes(e.eventId))).toBe(false);
    await relay.markPublished(after.map((e) => e.eventId));
    expect(await mine()).toEqual([]);
  });

  it('claims positions with the insert: dense, in commit order, and a reader following the log on another connection misses nothing', async () => {
    const writers = [open(), open(), open(), open()];
    const reader = open();
    const prefix = uniq('dense');
    const start = (await reader.readAll(0, { types: [] })).position;
    const seen: { position: number; eventId: string; streamId: string }[] = [];
    let position = start;
    let writing = true;
    const follow = (async () => {
      while (writing) {
        const page = await reader.readAll(position, { limit: 2 });
        // Everything read is above what was read before: nothing landed behind the reader.
        for (const e of page.events) expect(e.position).toBeGreaterThan(position);
        seen.push(...page.events);
        position = page.position;
      }
    })();
    await Promise.all(
      Array.from({ length: 8 }, async (_, s) => {
        let v = 0;
        for (let n = 0; n < 5; n++) v = (await writers[(s + n) % writers.length].append(`${prefix}-${s}`, v, [newEvent('A'), newEvent('B')])).nextVersion;
      }),
    );
    writing = false;
    await follow;
    for (;;) {
      const page = await reader.readAll(position);
      if (page.events.length === 0) break;
      seen.push(...page.events);
      position = page.position;
    }
    const mine = seen.filter((e) => e.streamId.startsWith(prefix));
    expect(mine).toHaveLength(8 * 5 * 2);
    expect(new Set(mine.map((e) => e.eventId)).size).toBe(mine.length);
    // Commits written since this store allocates positions by insert leave no gap.
    const positions = [...new Set(seen.map((e) => e.position))];
    expect(positions).toEqual(positions.map((_, i) => positions[0] + i));
  });

  it('honours the limit in the middle of a batch', async () => {
    const store = open();
    const s = uniq('limit');
    await store.append(s, 0, [newEvent('A'), newEvent('B'), newEvent('C')]);
    const all = (await store.readUnpublished(100_000)).filter((e) => e.streamId === s);
    expect(all.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    // Drain everything else first so the limit bites inside this stream's batch.
    const others = (await store.readUnpublished(100_000)).filter((e) => e.streamId !== s).map((e) => e.eventId);
    await store.markPublished(others);
    expect((await store.readUnpublished(2)).map((e) => e.type)).toEqual(['A', 'B']);
    expect(await store.readUnpublished(0)).toEqual([]);
  });

  it('stores event data as plain JSON values (dates as strings, undefined dropped)', async () => {
    const store = open();
    const s = uniq('json');
    const at = new Date('2024-05-06T07:08:09.000Z');
    await store.append(s, 0, [newEvent('A', { at, gone: undefined, list: [1, { x: 'y' }], n: 1.5, big: 2 ** 40 })]);
    expect((await store.readStream(s)).events[0].data).toEqual({ at: at.toISOString(), list: [1, { x: 'y' }], n: 1.5, big: 2 ** 40 });
  });

  describe('polling (projectors and the relay of one process)', () => {
    // A store on a connection whose commands are counted: the reads of the log's top and the relay's scans.
    let conn: mongoose.Connection;
    const reads = { top: 0, unpublished: 0, range: 0 };
    beforeAll(async () => {
      conn = await mongoose.createConnection(url, { dbName, monitorCommands: true }).asPromise();
      conn.getClient().on('commandStarted', (e) => {
        if (e.commandName !== 'find' || e.command.find !== 'event_commits') return;
        // The driver sends a sort as a Map (its keys' order matters).
        const sort = e.command.sort as Map<string, number> | Record<string, number> | undefined;
        if ((sort instanceof Map ? sort.get('position') : sort?.position) === -1) reads.top++;
        if (e.command.filter?.allPublished === false) reads.unpublished++;
        if (e.command.filter?.position?.$gt !== undefined) reads.range++;
      });
    });
    afterAll(() => conn.close());
    const counted = () => new MongoEventStore({ connection: conn, dbName });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('shares one read of the top among pollers, and finds another instance\'s append at once when not polling', async () => {
      const store = counted();
      const writer = open();
      const { position: start } = await store.readAll(0, { types: [] });
      const appended = await writer.append(uniq('poll'), 0, [newEvent('A')]);
      await pause(250);
      reads.top = 0;
      // Eight projectors polling at once: one query, and each sees the other instance's append.
      const polls = await Promise.all(Array.from({ length: 8 }, () => store.readAll(start, { types: [], poll: true })));
      expect(reads.top).toBe(1);
      expect(polls.map((p) => p.position)).toEqual(polls.map(() => appended.position));
      // A read that is not a poll reads the top again: another instance's append is there at once.
      const next = await writer.append(uniq('poll'), 0, [newEvent('B')]);
      expect((await store.readAll(appended.position, { types: [] })).position).toBe(next.position);
      expect(reads.top).toBe(2);
    });

    it('claims the positions of concurrent appends of one instance one after the other, without clashing', async () => {
      const store = counted();
      const prefix = uniq('claims');
      reads.top = 0;
      const results = await Promise.all(Array.from({ length: 16 }, (_, i) => store.append(`${prefix}-${i}`, 0, [newEvent('A')])));
      // One read of the top for the first claim; each clash would have cost another.
      expect(reads.top).toBe(1);
      const positions = results.map((r) => r.position).sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => positions[0] + i));
    });

    it('reads what it appended, and a range it read once, from memory', async () => {
      const store = counted();
      const writer = open();
      const { position: start } = await store.readAll(0, { types: [] });
      const s = uniq('recent');
      const a = await store.append(s, 0, [newEvent('A'), newEvent('B')]);
      reads.range = 0;
      // Its own append: no database read, the same events a database read gives.
      const own = await store.readAll(start);
      expect(reads.range).toBe(0);
      expect(own.events.filter((e) => e.streamId === s).map((e) => [e.type, e.position])).toEqual([['A', a.position], ['B', a.position]]);
      const fromDb = await open().readAll(start);
      expect(own).toEqual(fromDb);
      // Another instance's append: read from the database once, then from memory (a second projector, a filter, a limit).
      const b = await writer.append(uniq('recent'), 0, [newEvent('C'), newEvent('D')]);
      const first = await store.readAll(a.position);
      expect(first.events.map((e) => e.type)).toEqual(['C', 'D']);
      expect(reads.range).toBe(1);
      expect((await store.readAll(a.position, { types: ['D'] })).events.map((e) => e.type)).toEqual(['D']);
      expect(await store.readAll(start, { limit: 1 })).toEqual(await open().readAll(start, { limit: 1 }));
      expect((await store.readAll(start, { types: ['X'] })).position).toBe(b.position);
      expect(reads.range).toBe(1);
    });

    it('scans for unpublished events only when the log moved since a scan found none', async () => {
      const store = counted();
      const writer = open();
      // Publish whatever earlier tests left, until a scan finds nothing.
      for (let left = await store.readUnpublished(100_000); left.length > 0; left = await store.readUnpublished(100_000)) await store.markPublished(left.map((e) => e.eventId));
      reads.unpublished = 0;
      expect(await store.readUnpublished(100)).toEqual([]);
      expect(await store.readUnpublished(100)).toEqual([]);
      expect(reads.unpublished).toBe(0);
      // Another instance appends: once the shared top is read again, the next poll scans and finds it.
      const s = uniq('relay');
      await writer.append(s, 0, [newEvent('A')]);
      await pause(250);
      expect((await store.readUnpublished(100)).filter((e) => e.streamId === s).map((e) => e.type)).toEqual(['A']);
      expect(reads.unpublished).toBe(1);
      // Its own append moves the top it knows at once.
      const own = uniq('relay');
      await store.append(own, 0, [newEvent('B')]);
      expect((await store.readUnpublished(100)).filter((e) => e.streamId === own).map((e) => e.type)).toEqual(['B']);
    });
  });
});
