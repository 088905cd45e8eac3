import { ConcurrencyError, type DomainEvent, type EventEnvelope, type NewEvent } from '@logiscope/kernel';
import type { DatabaseSync } from 'node:sqlite';
import type { AppendResult, EventStore, LogRead, PositionedEvent, ReadAllOptions, StreamRead } from '../ports';
import { openSqlite, rowsOf, transaction } from './sqlite-database';
import { waitBrieflyWhenBusy } from './sqlite-busy';
import { whenFree } from './sqlite-write-gate';

type EventRow = {
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
  occurred_at: string;
};

const toEnvelope = (r: EventRow): EventEnvelope => ({
  eventId: r.event_id,
  type: r.type,
  schemaVersion: r.schema_version,
  streamId: r.stream_id,
  streamVersion: r.version,
  occurredAt: r.occurred_at,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
});

/** Event store in one SQLite file; the events table doubles as the outbox (published flag). */
export class SqliteEventStore implements EventStore {
  private readonly db: DatabaseSync;

  constructor(private readonly file: string) {
    this.db = openSqlite(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL UNIQUE,
        stream_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        type TEXT NOT NULL,
        schema_version INTEGER NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        published INTEGER NOT NULL DEFAULT 0,
        UNIQUE (stream_id, version)
      );
      CREATE INDEX IF NOT EXISTS events_unpublished ON events (position) WHERE published = 0;
      -- Projections that follow a few event types among many (carrier-data's watchlist among the import's events).
      CREATE INDEX IF NOT EXISTS events_type ON events (type, position);
    `);
    // An import appends to this file from another process: its writes wait in whenFree, not on the thread.
    waitBrieflyWhenBusy(this.db);
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<StreamRead<E>> {
    const rows = rowsOf<EventRow>(this.db.prepare('SELECT event_id, stream_id, version, type, schema_version, data, metadata, occurred_at FROM events WHERE stream_id = ? ORDER BY version'), streamId);
    // The caller names the stream's union (EventStore.readStream): the rows hold JSON.
    return { version: rows.length ? rows[rows.length - 1].version : 0, events: rows.map(toEnvelope) as EventEnvelope<E>[] };
  }

  async append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    return whenFree(this.file, () => this.appendNow(streamId, expectedVersion, events));
  }

  private appendNow(streamId: string, expectedVersion: number, events: NewEvent[]): AppendResult {
    return transaction(this.db, () => {
      const head = this.db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM events WHERE stream_id = ?').get(streamId) as { v: number };
      if (head.v !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion);
      const insert = this.db.prepare(
        'INSERT INTO events (event_id, stream_id, version, type, schema_version, data, metadata, occurred_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const stored = events.map((e, i): PositionedEvent => {
        const envelope: EventEnvelope = { ...e, streamId, streamVersion: expectedVersion + i + 1, metadata: e.metadata ?? {} };
        const { lastInsertRowid } = insert.run(e.eventId, streamId, envelope.streamVersion, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(envelope.metadata), e.occurredAt);
        return { ...envelope, position: Number(lastInsertRowid) };
      });
      return { nextVersion: expectedVersion + events.length, events: stored, position: stored[stored.length - 1].position };
    });
  }

  /**
   * Positions come from AUTOINCREMENT inside the write transaction, and SQLite has one writer at a time (across
   * processes too): a position is handed out only after every lower one committed or rolled back for good. The head is
   * read first, so nothing at or below it can still be in flight.
   */
  async readAll<E extends DomainEvent = DomainEvent>(after: number, options: ReadAllOptions<E['type']> = {}): Promise<LogRead<E>> {
    const limit = Math.max(1, options.limit ?? 500);
    const head = Number((this.db.prepare('SELECT COALESCE(MAX(position), 0) AS p FROM events').get() as { p: number | bigint }).p);
    if (head <= after) return { events: [], position: after };
    const types = options.types;
    if (types && types.length === 0) return { events: [], position: head };
    const where = types ? ` AND type IN (${types.map(() => '?').join(', ')})` : '';
    const rows = rowsOf<EventRow & { position: number }>(
      this.db.prepare(`SELECT position, event_id, stream_id, version, type, schema_version, data, metadata, occurred_at FROM events WHERE position > ? AND position <= ?${where} ORDER BY position LIMIT ?`),
      after,
      head,
      ...(types ?? []),
      limit,
    );
    // Of the types asked for (the WHERE above): the union E the caller named.
    const events = rows.map((r) => ({ ...toEnvelope(r), position: Number(r.position) })) as PositionedEvent<E>[];
    // A full page may stop short of the head; otherwise every position up to the head has been looked at.
    return { events, position: rows.length === limit ? events[events.length - 1].position : head };
  }

  async readUnpublished(limit: number): Promise<EventEnvelope[]> {
    return rowsOf<EventRow>(this.db.prepare('SELECT event_id, stream_id, version, type, schema_version, data, metadata, occurred_at FROM events WHERE published = 0 ORDER BY position LIMIT ?'), limit).map(toEnvelope);
  }

  async markPublished(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await whenFree(this.file, () => {
      const stmt = this.db.prepare('UPDATE events SET published = 1 WHERE event_id = ?');
      transaction(this.db, () => eventIds.forEach((id) => stmt.run(id)));
    });
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
