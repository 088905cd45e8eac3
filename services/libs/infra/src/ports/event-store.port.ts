import type { EventEnvelope, NewEvent } from '@logiscope/kernel';

export interface StreamRead {
  /** Number of events in the stream; 0 when the stream does not exist. */
  version: number;
  events: EventEnvelope[];
}

/** An event with its place in the store's global order (see EventStore.readAll). */
export interface PositionedEvent extends EventEnvelope {
  position: number;
}

export interface AppendResult {
  nextVersion: number;
  events: PositionedEvent[];
  /** Global position of the append's last event: a projection at or past it has seen the whole append. */
  position: number;
}

export interface ReadAllOptions {
  /** Soft limit on events returned (events of one append that share a position are never split). Default 500. */
  limit?: number;
  /** Only events of these types (the others are still read past: `position` moves over them). */
  types?: readonly string[];
}

export interface LogRead {
  /** Events with position > after, in global order. */
  events: PositionedEvent[];
  /**
   * Everything up to here has been read (returned or filtered out): the reader's next `after`. Equal to `after`
   * when nothing new was committed.
   */
  position: number;
}

/**
 * Append-only event log with optimistic concurrency, and the outbox the relay drains.
 * Each service owns one (its own SQLite file or MongoDB database).
 */
export interface EventStore {
  readStream(streamId: string): Promise<StreamRead>;
  /**
   * Appends atomically (all events or none). expectedVersion is the version the caller read
   * (0: the stream must not exist yet). Throws ConcurrencyError when the stream moved on.
   */
  append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<AppendResult>;
  /**
   * Every stream's events after a global position, in global order: what projections follow. Positions increase in
   * commit order, so once a reader has seen position p no event at or below p can still appear (an append that
   * commits late never lands behind a position already read). Events of one append may share a position.
   */
  readAll(after: number, options?: ReadAllOptions): Promise<LogRead>;
  /** Oldest unpublished events first, in append order (per-stream order guaranteed). */
  readUnpublished(limit: number): Promise<EventEnvelope[]>;
  markPublished(eventIds: string[]): Promise<void>;
  close(): Promise<void>;
}
