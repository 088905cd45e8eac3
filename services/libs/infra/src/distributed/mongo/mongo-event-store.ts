import { ConcurrencyError, type EventEnvelope, type EventMetadata, type NewEvent } from '@logiscope/kernel';
import type { mongo } from 'mongoose';
import type { EventStore, StreamRead } from '../../ports';
import { ensureIndexes, isDuplicateKeyError, MongoDatabase, toJson, type MongoTarget } from './mongo-connection';

/** One event inside a commit; its stream and version come from the commit. */
interface StoredEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  occurredAt: string;
  data: object;
  metadata: EventMetadata;
}

/**
 * One append: the whole batch in one document, because a single-document insert is the only atomic multi-event write
 * that needs no transaction (FerretDB v1 has none). Never changed afterwards except for the outbox fields.
 */
interface Commit {
  /** `${streamId}@${firstVersion}`: a clash on it is a lost race, and FerretDB serves _id lookups without a scan. */
  _id: string;
  streamId: string;
  firstVersion: number;
  lastVersion: number;
  /** Global order for the relay: unique, gaps allowed, and above the previous commit of the same stream. */
  position: number;
  events: StoredEvent[];
  /** Outbox: ids of this commit's events not yet published (a relay may publish part of a batch). */
  unpublished: string[];
  /** Outbox index key: false while `unpublished` is not empty. */
  allPublished: boolean;
}

interface Counter {
  _id: string;
  value: number;
}

export interface MongoEventStoreOptions {
  /** Collection names, if a service keeps more than one event store in its database. */
  commitsCollection?: string;
  countersCollection?: string;
}

const POSITION_COUNTER = 'commit-position';
const MAX_POSITION_RETRIES = 20;

/**
 * Event store in the service's own MongoDB database, working on plain MongoDB and on FerretDB v1 (no transactions,
 * no change streams):
 *  - append inserts one commit document; the unique {streamId, firstVersion} index (and the _id) let exactly one of
 *    several writers at the same expected version win, the others get ConcurrencyError. expectedVersion is also
 *    checked against the stream head first, so a version inside an earlier batch cannot slip past the index.
 *  - position comes from a $inc counter. MongoDB increments atomically; FerretDB v1 runs findAndModify as
 *    read-then-write and can hand out a number twice or even go back. A unique index on position turns a repeat into
 *    a retry, and a commit always takes a position above its stream's previous commit, so per-stream order holds.
 *
 * On FerretDB v1 (SQLite) only `_id` lookups use an index; every other query scans the collection (indexes there only
 * enforce uniqueness), so append, readStream and readUnpublished slow down as the database grows: fine for local use.
 *
 * Event data and metadata are stored as plain nested objects (JSON values). FerretDB v1 refuses field names that
 * contain '.' or start with '$', and arrays directly inside arrays ([[1, 2]]): such payloads fail to append there.
 */
export class MongoEventStore implements EventStore {
  private readonly database: MongoDatabase;
  private readonly commitsName: string;
  private readonly countersName: string;
  private ready: Promise<{ commits: mongo.Collection<Commit>; counters: mongo.Collection<Counter> }> | undefined;

  constructor(target: MongoTarget, options: MongoEventStoreOptions = {}) {
    this.database = new MongoDatabase(target);
    this.commitsName = options.commitsCollection ?? 'event_commits';
    this.countersName = options.countersCollection ?? 'event_counters';
  }

  private collections(): Promise<{ commits: mongo.Collection<Commit>; counters: mongo.Collection<Counter> }> {
    if (!this.ready) {
      const ready = (async () => {
        const db = await this.database.db();
        const commits = db.collection<Commit>(this.commitsName);
        const counters = db.collection<Counter>(this.countersName);
        await ensureIndexes(commits as unknown as mongo.Collection<mongo.Document>, [
          { key: { streamId: 1, firstVersion: 1 }, name: 'stream_commit', unique: true },
          { key: { position: 1 }, name: 'position', unique: true },
          // The relay's scan; a partial index would be smaller but FerretDB v1 has none.
          { key: { allPublished: 1, position: 1 }, name: 'outbox' },
          { key: { unpublished: 1 }, name: 'outbox_events' },
        ]);
        // Create the counter up front: on FerretDB concurrent upserts of a missing document fail with E11000.
        await counters.updateOne({ _id: POSITION_COUNTER }, { $setOnInsert: { value: 0 } }, { upsert: true }).catch((e: unknown) => {
          if (!isDuplicateKeyError(e)) throw e;
        });
        return { commits, counters };
      })();
      // Do not keep a failure (indexes not created, say): the next call tries again.
      ready.catch(() => {
        if (this.ready === ready) this.ready = undefined;
      });
      this.ready = ready;
    }
    return this.ready;
  }

  async readStream(streamId: string): Promise<StreamRead> {
    const { commits } = await this.collections();
    const found = await commits.find({ streamId }, { sort: { firstVersion: 1 }, projection: { unpublished: 0, allPublished: 0 } }).toArray();
    const events = found.flatMap(toEnvelopes);
    return { version: found.length ? found[found.length - 1].lastVersion : 0, events };
  }

  async append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<{ nextVersion: number; events: EventEnvelope[] }> {
    if (events.length === 0) throw new Error('Nothing to append');
    if (!Number.isInteger(expectedVersion) || expectedVersion < 0) throw new Error(`Invalid expected version ${expectedVersion}`);
    const { commits } = await this.collections();

    const head = await commits.findOne({ streamId }, { sort: { firstVersion: -1 }, projection: { lastVersion: 1, position: 1 } });
    // Ahead of the head, or inside an earlier batch: either way the caller did not read the current stream.
    if ((head?.lastVersion ?? 0) !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion);

    const firstVersion = expectedVersion + 1;
    const stored: StoredEvent[] = events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      schemaVersion: e.schemaVersion,
      occurredAt: e.occurredAt,
      data: toJson(e.data),
      metadata: toJson(e.metadata ?? {}),
    }));
    const commit: Omit<Commit, 'position'> = {
      _id: `${streamId}@${firstVersion}`,
      streamId,
      firstVersion,
      lastVersion: expectedVersion + events.length,
      events: stored,
      unpublished: stored.map((e) => e.eventId),
      allPublished: false,
    };

    // Above the stream's previous commit even if the counter went back, so the relay sees the stream in order.
    let floor = (head?.position ?? 0) + 1;
    for (let attempt = 1; ; attempt++) {
      const position = Math.max(await this.nextPosition(), floor);
      try {
        await commits.insertOne({ ...commit, position });
        break;
      } catch (e) {
        if (!isDuplicateKeyError(e)) throw e;
        // FerretDB's E11000 does not say which index clashed, so ask: did another writer take this version?
        if (isStreamClash(e) || (await commits.countDocuments({ _id: commit._id }, { limit: 1 })) > 0) throw new ConcurrencyError(streamId, expectedVersion);
        if (attempt >= MAX_POSITION_RETRIES) throw e;
        // The position is taken: FerretDB's $inc handed it out twice. Go past every position in use (spread apart
        // from other writers doing the same) and pull the counter up there too.
        floor = (await this.topPosition()) + 1 + Math.floor(Math.random() * 8 * attempt);
        await this.raiseCounter(floor);
      }
    }
    return { nextVersion: commit.lastVersion, events: toEnvelopes(commit) };
  }

  async readUnpublished(limit: number): Promise<EventEnvelope[]> {
    if (!(limit > 0)) return [];
    const { commits } = await this.collections();
    const out: EventEnvelope[] = [];
    // Commits in position order, events in batch order; several commits per round trip, stop once the limit is met.
    const cursor = commits.find({ allPublished: false }, { sort: { position: 1 }, batchSize: Math.min(Math.max(limit, 10), 1000) });
    try {
      for await (const commit of cursor) {
        const pending = new Set(commit.unpublished);
        for (const e of toEnvelopes(commit)) {
          if (!pending.has(e.eventId)) continue;
          out.push(e);
          if (out.length >= limit) return out;
        }
      }
    } finally {
      await cursor.close();
    }
    return out;
  }

  async markPublished(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    const { commits } = await this.collections();
    const ids = [...new Set(eventIds)];
    // On FerretDB v1 an update is read-then-write: two relays marking events of the same commit at once can put back
    // an id the other removed. That event is then published again, which at-least-once delivery already allows.
    await commits.updateMany({ unpublished: { $in: ids } }, { $pullAll: { unpublished: ids } });
    // Second step, not atomic with the first: a commit left with an empty list by a crash here is simply skipped by
    // readUnpublished and flagged by the next markPublished.
    await commits.updateMany({ allPublished: false, unpublished: { $size: 0 } }, { $set: { allPublished: true } });
  }

  async close(): Promise<void> {
    await this.database.close();
  }

  private async nextPosition(): Promise<number> {
    const { counters } = await this.collections();
    for (let attempt = 1; ; attempt++) {
      try {
        const doc = await counters.findOneAndUpdate({ _id: POSITION_COUNTER }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' });
        return doc!.value;
      } catch (e) {
        // Concurrent upserts of a missing counter race to insert it; the losers increment the winner's document.
        if (!isDuplicateKeyError(e) || attempt >= 5) throw e;
      }
    }
  }

  private async topPosition(): Promise<number> {
    const { commits } = await this.collections();
    return (await commits.findOne({}, { sort: { position: -1 }, projection: { position: 1 } }))?.position ?? 0;
  }

  private async raiseCounter(value: number): Promise<void> {
    const { counters } = await this.collections();
    // Best effort: on FerretDB this is read-then-write as well, and a lower value only costs a later retry.
    await counters.updateOne({ _id: POSITION_COUNTER }, { $max: { value } }).catch(() => undefined);
  }
}

/** MongoDB names the index of an E11000 (keyPattern); FerretDB does not, which the caller then looks up. */
function isStreamClash(e: mongo.MongoServerError): boolean {
  const pattern = e.keyPattern as Record<string, unknown> | undefined;
  return !!pattern && ('_id' in pattern || 'firstVersion' in pattern);
}

function toEnvelopes(commit: Pick<Commit, 'streamId' | 'firstVersion' | 'events'>): EventEnvelope[] {
  return commit.events.map((e, i) => ({
    eventId: e.eventId,
    type: e.type,
    schemaVersion: e.schemaVersion,
    streamId: commit.streamId,
    streamVersion: commit.firstVersion + i,
    occurredAt: e.occurredAt,
    data: e.data,
    metadata: e.metadata ?? {},
  }));
}
