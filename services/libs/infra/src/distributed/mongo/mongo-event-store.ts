import { ConcurrencyError, type DomainEvent, type EventEnvelope, type EventMetadata, type NewEvent } from '@logiscope/kernel';
import type { mongo } from 'mongoose';
import type { AppendResult, EventStore, LogRead, PositionedEvent, ReadAllOptions, StreamRead } from '../../ports';
import { ensureIndexes, isDuplicateKeyError, MongoDatabase, toJson, type MongoTarget } from './mongo-connection';
import { RecentCommits, type RecentCommit } from './recent-commits';

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
  /** `${streamId}@${firstVersion}`: a clash on it is a lost race, and FerretDB v1 hands an `_id` equality to SQLite. */
  _id: string;
  streamId: string;
  firstVersion: number;
  lastVersion: number;
  /**
   * Global order (relay and projections): the highest position in the collection plus one, claimed by the insert itself
   * through the unique index. Dense from the first commit written this way (older databases may have gaps below it), so
   * an insert at any position up to the top clashes: only the top plus one can succeed.
   */
  position: number;
  events: StoredEvent[];
  /** Outbox: ids of this commit's events not yet published (a relay may publish part of a batch). */
  unpublished: string[];
  /** Outbox index key: false while `unpublished` is not empty. */
  allPublished: boolean;
}

export interface MongoEventStoreOptions {
  /** Collection name, if a service keeps more than one event store in its database. */
  commitsCollection?: string;
  /** No longer used (positions used to come from a counter document); accepted for compatibility. */
  countersCollection?: string;
}

/** Writers racing for the next position: each round at least one of them wins, so this bounds the concurrency. */
const MAX_POSITION_RETRIES = 100;

/** Whole commits flagged published one by one up to this many, with one updateMany beyond (see flagWhole). */
const FLAG_ONE_BY_ONE_MAX = 6;

/**
 * A read of the log's top serves every caller of the store for this long. The projectors and the relay of a process
 * each poll for other writers' appends; on FerretDB v1 a top read decodes every commit (a 6,000-carrier import's log:
 * ~55 ms of FerretDB's CPU), so nine pollers of one process each reading it four times a second kept FerretDB busy and
 * every other query of the database waiting. Shorter than the projectors' idle poll, so no poll waits longer for it.
 */
const TOP_FRESH_MS = 200;

/** A range read from the database is remembered (RecentCommits) when it spans at most this many positions. */
const RECENT_RANGE_MAX = 1_000;

/**
 * Event store in the service's own MongoDB database, working on plain MongoDB and on FerretDB v1 (no transactions,
 * no change streams):
 *  - append inserts one commit document; the unique {streamId, firstVersion} index (and the _id) let exactly one of
 *    several writers at the same expected version win, the others get ConcurrencyError. A later expectedVersion is
 *    also checked against the stream head first, so a version inside an earlier batch cannot slip past the index; at
 *    version 0 the insert alone decides (a stream's first commit is always `<stream>@1`), one round trip.
 *  - position: the top position plus one, taken by the insert through the unique position index. The store remembers
 *    the highest position it has seen (its own appends, the tops it read) and tries the one after it; positions are
 *    dense, so if another writer (instance, process) has gone further that position is taken, the insert clashes, and
 *    the store reads the top again and retries. A commit therefore always lands right after the top, above its stream's
 *    previous commit: no gap, per-stream order holds, and a new stream costs one insert where it cost three queries,
 *    two of them scans on FerretDB v1.
 *
 * On FerretDB v1 (SQLite) no query uses an index (they only enforce uniqueness): SQLite filters an `_id` equality itself,
 * FerretDB every other filter in Go, decoding each document, so append, readStream and readUnpublished slow down as
 * the database grows: fine for local use.
 *
 * Event data and metadata are stored as plain nested objects (JSON values). FerretDB v1 refuses field names that
 * contain '.' or start with '$', and arrays directly inside arrays ([[1, 2]]): such payloads fail to append there.
 */
export class MongoEventStore implements EventStore {
  private readonly database: MongoDatabase;
  private readonly commitsName: string;
  private ready: Promise<{ commits: mongo.Collection<Commit> }> | undefined;
  /** The highest position known to be taken (positions are never given back); undefined: read it. */
  private knownTop: number | undefined;
  /** The commits of the events readUnpublished handed out: markPublished then flags a whole commit by its _id. */
  private readonly handedOut = new Map<string, { commitId: string; pending: string[] }>();
  /** The last read of the top, started when (`Date.now()`), shared by the calls within TOP_FRESH_MS of its start. */
  private topRead: { startedAt: number; top: Promise<number> } | undefined;
  /** The latest commits appended or read, which the process's projectors then read from memory. */
  private readonly recent = new RecentCommits();
  /** The append claiming a position now (see append); the next waits for it. */
  private claiming: Promise<void> = Promise.resolve();
  /** The top a scan for unpublished events started at and found none: until the top moves, there are none. */
  private noneUnpublishedAt: number | undefined;

  constructor(target: MongoTarget, options: MongoEventStoreOptions = {}) {
    this.database = new MongoDatabase(target);
    this.commitsName = options.commitsCollection ?? 'event_commits';
  }

  private collections(): Promise<{ commits: mongo.Collection<Commit> }> {
    if (!this.ready) {
      const ready = (async () => {
        const db = await this.database.db();
        const commits = db.collection<Commit>(this.commitsName);
        await ensureIndexes(commits, [
          { key: { streamId: 1, firstVersion: 1 }, name: 'stream_commit', unique: true },
          { key: { position: 1 }, name: 'position', unique: true },
          // The relay's scan; a partial index would be smaller but FerretDB v1 has none.
          { key: { allPublished: 1, position: 1 }, name: 'outbox' },
          { key: { unpublished: 1 }, name: 'outbox_events' },
        ]);
        return { commits };
      })();
      // Do not keep a failure (indexes not created, say): the next call tries again.
      ready.catch(() => {
        if (this.ready === ready) this.ready = undefined;
      });
      this.ready = ready;
    }
    return this.ready;
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<StreamRead<E>> {
    const { commits } = await this.collections();
    const found = await commits.find({ streamId }, { sort: { firstVersion: 1 }, projection: { unpublished: 0, allPublished: 0 } }).toArray();
    // The caller names the stream's union (EventStore.readStream): the commits hold JSON.
    const events = found.flatMap(toEnvelopes) as EventEnvelope<E>[];
    return { version: found.length ? found[found.length - 1].lastVersion : 0, events };
  }

  async append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    if (!Number.isInteger(expectedVersion) || expectedVersion < 0) throw new Error(`Invalid expected version ${expectedVersion}`);
    const { commits } = await this.collections();

    if (expectedVersion > 0) {
      const head = await commits.findOne({ streamId }, { sort: { firstVersion: -1 }, projection: { lastVersion: 1 } });
      // Ahead of the head, or inside an earlier batch: either way the caller did not read the current stream.
      if ((head?.lastVersion ?? 0) !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion);
    }

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

    // One claim at a time in this process: concurrent appends would all try the same next position, all but one
    // clash, and each clash costs a read of the top (a scan on FerretDB v1), round after round. Other writers (processes,
    // instances) still race through the unique index.
    const previous = this.claiming;
    let claimed!: () => void;
    this.claiming = new Promise<void>((resolve) => (claimed = resolve));
    await previous;
    const position = await this.claimPosition(commits, commit, streamId, expectedVersion).finally(claimed);
    this.recent.remember({ ...commit, position });
    const appended = toEnvelopes(commit).map((e) => ({ ...e, position }));
    return { nextVersion: commit.lastVersion, events: appended, position };
  }

  /** Inserts the commit at the top position plus one, reading the top again when another writer took it. */
  private async claimPosition(commits: mongo.Collection<Commit>, commit: Omit<Commit, 'position'>, streamId: string, expectedVersion: number): Promise<number> {
    let position = 0;
    for (let attempt = 1; ; attempt++) {
      // After a clash, a fresh read: a shared one may predate the position that clashed.
      position = (this.knownTop ?? (await this.topPosition(attempt > 1))) + 1;
      try {
        await commits.insertOne({ ...commit, position });
        this.saw(position);
        break;
      } catch (e) {
        if (!isDuplicateKeyError(e)) throw e;
        // FerretDB's E11000 does not say which index clashed, so ask: did another writer take this version?
        if (isStreamClash(e) || (await commits.countDocuments({ _id: commit._id }, { limit: 1 })) > 0) throw new ConcurrencyError(streamId, expectedVersion);
        // Another writer took the position: the top has moved past what this store knew.
        this.knownTop = undefined;
        if (attempt >= MAX_POSITION_RETRIES) throw e;
        // Another writer took the position: read the top again, after a short random pause that spreads the racers.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 10)));
      }
    }
    return position;
  }

  /**
   * Commits after `after` up to the top position read first (dense positions: everything up to it is visible), whole
   * commits only. With `types`, commits holding none of them are skipped on the server.
   */
  async readAll<E extends DomainEvent = DomainEvent>(after: number, options: ReadAllOptions<E['type']> = {}): Promise<LogRead<E>> {
    const limit = Math.max(1, options.limit ?? 500);
    const { commits } = await this.collections();
    // Positions are dense, so everything up to one this store saw taken is visible: its own appends need no top read
    // (a scan on FerretDB v1). Once it knows of nothing newer, it reads the top, which finds other writers' appends.
    const known = this.knownTop ?? 0;
    const top = known > after ? known : await this.topPosition(!options.poll);
    if (top <= after) return { events: [], position: after };
    const types = options.types;
    if (types && types.length === 0) return { events: [], position: top };
    const wanted = types ? new Set<string>(types) : undefined;
    const events: PositionedEvent[] = [];
    let last = after;
    let full = false;
    // Whole commits in position order, those holding none of the wanted types skipped, until the limit is met.
    const take = (commit: RecentCommit): boolean => {
      if (wanted && !commit.events.some((e) => wanted.has(e.type))) return true;
      for (const e of toEnvelopes(commit)) if (!wanted || wanted.has(e.type)) events.push({ ...e, position: commit.position });
      last = commit.position;
      full = events.length >= limit;
      return !full;
    };
    // Every commit of the range remembered (this process appended or read it): no database read.
    const remembered = this.recent.range(after, top);
    if (remembered) {
      for (const commit of remembered) if (!take(commit)) break;
    } else {
      const filter: mongo.Filter<Commit> = { position: { $gt: after, $lte: top } };
      if (types) (filter as mongo.Document)['events.type'] = { $in: [...types] };
      const cursor = commits.find(filter, { sort: { position: 1 }, projection: { unpublished: 0, allPublished: 0 }, batchSize: Math.min(limit, 1000) });
      // Kept for the other projectors only when close behind the top: a catch-up from far back would copy the whole log.
      const keep = top - after <= RECENT_RANGE_MAX;
      try {
        for await (const commit of cursor) {
          if (keep) this.recent.remember(commit);
          if (!take(commit)) break;
        }
      } finally {
        await cursor.close();
      }
    }
    // Of the types asked for (`wanted`): the union E the caller named.
    return { events: events as PositionedEvent<E>[], position: full ? last : top };
  }

  async readUnpublished(limit: number): Promise<EventEnvelope[]> {
    if (!(limit > 0)) return [];
    const { commits } = await this.collections();
    // Positions are dense and a published commit never becomes unpublished again: if a scan starting at this top found
    // none, none exist until a commit lands above it (the relay polls this; on FerretDB v1 the scan decodes every commit).
    const top = Math.max(this.knownTop ?? 0, await this.topPosition());
    if (this.noneUnpublishedAt === top) return [];
    this.noneUnpublishedAt = undefined;
    const out: EventEnvelope[] = [];
    // Commits in position order, events in batch order; several commits per round trip, stop once the limit is met.
    const cursor = commits.find({ allPublished: false }, { sort: { position: 1 }, batchSize: Math.min(Math.max(limit, 10), 1000) });
    try {
      for await (const commit of cursor) {
        const pending = new Set(commit.unpublished);
        for (const e of toEnvelopes(commit)) {
          if (!pending.has(e.eventId)) continue;
          out.push(e);
          this.handedOut.set(e.eventId, { commitId: commit._id, pending: commit.unpublished });
          if (out.length >= limit) return out;
        }
      }
    } finally {
      await cursor.close();
    }
    if (out.length === 0) this.noneUnpublishedAt = top;
    return out;
  }

  async markPublished(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    const { commits } = await this.collections();
    const ids = new Set(eventIds);
    // A commit handed out whose every pending event is marked now: flagged by its _id (which SQLite filters on FerretDB
    // v1, where the filters below are evaluated in Go on every commit). The others (a batch published in part, events
    // this store did not hand out) take the general path.
    const whole = new Set<string>();
    const rest: string[] = [];
    for (const id of ids) {
      const commit = this.handedOut.get(id);
      this.handedOut.delete(id);
      if (commit && commit.pending.every((p) => ids.has(p))) whole.add(commit.commitId);
      else rest.push(id);
    }
    if (whole.size > 0) await this.flagWhole(commits, [...whole]);
    if (rest.length > 0) await this.markSome(commits, rest);
  }

  /**
   * A few commits: one updateOne each (SQLite filters an `_id` equality itself on FerretDB v1); more: one updateMany of
   * the ids, which FerretDB filters in Go, decoding every commit (at 2,000 commits: 30-45 ms an updateOne, 180-250 ms
   * the updateMany). Never one bulkWrite of updateOne: FerretDB v1.24 keeps the pooled SQLite connection each
   * single-document update of a command read through until the whole command ends, so a command of about 100 takes all
   * of the database's pool (100) and then waits on itself, for ever, with every later query of that database behind it.
   */
  private async flagWhole(commits: mongo.Collection<Commit>, ids: string[]): Promise<void> {
    const update: mongo.UpdateFilter<Commit> = { $set: { unpublished: [], allPublished: true } };
    if (ids.length > FLAG_ONE_BY_ONE_MAX) await commits.updateMany({ _id: { $in: ids } }, update);
    else for (const _id of ids) await commits.updateOne({ _id }, update);
  }

  private async markSome(commits: mongo.Collection<Commit>, ids: string[]): Promise<void> {
    // On FerretDB v1 an update is read-then-write: two relays marking events of the same commit at once can put back
    // an id the other removed. That event is then published again, which at-least-once delivery already allows.
    await commits.updateMany({ unpublished: { $in: ids } }, { $pullAll: { unpublished: ids } });
    // Second step, not atomic with the first: a commit left with an empty list by a crash here is simply skipped by
    // readUnpublished and flagged by a later markPublished that takes this path.
    await commits.updateMany({ allPublished: false, unpublished: { $size: 0 } }, { $set: { allPublished: true } });
  }

  async close(): Promise<void> {
    await this.database.close();
  }

  /** The log's top, read at most once per TOP_FRESH_MS for all callers unless `fresh` (see TOP_FRESH_MS). */
  private topPosition(fresh = false): Promise<number> {
    const now = Date.now();
    if (!fresh && this.topRead && now - this.topRead.startedAt < TOP_FRESH_MS) return this.topRead.top;
    const top = (async () => {
      const { commits } = await this.collections();
      const found = (await commits.findOne({}, { sort: { position: -1 }, projection: { position: 1 } }))?.position ?? 0;
      this.saw(found);
      return found;
    })();
    const read = { startedAt: now, top };
    this.topRead = read;
    // A failed read is not shared: the next caller tries again.
    top.catch(() => {
      if (this.topRead === read) this.topRead = undefined;
    });
    return top;
  }

  private saw(position: number): void {
    if (position > (this.knownTop ?? 0)) this.knownTop = position;
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
