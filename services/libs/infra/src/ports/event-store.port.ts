import type { DomainEvent, EventEnvelope, NewEvent } from '@logiscope/kernel';

export interface StreamRead<E extends DomainEvent = DomainEvent> {
  /** Number of events in the stream; 0 when the stream does not exist. */
  version: number;
  events: EventEnvelope<E>[];
}

/** An event with its place in the store's global order (see EventStore.readAll); of the union E when typed. */
export type PositionedEvent<E extends DomainEvent = DomainEvent> = EventEnvelope<E> & { readonly position: number };

export interface AppendResult {
  nextVersion: number;
  events: PositionedEvent[];
  /** Global position of the append's last event: a projection at or past it has seen the whole append. */
  position: number;
}

export interface ReadAllOptions<T extends string = string> {
  /** Soft limit on events returned (events of one append that share a position are never split). Default 500. */
  limit?: number;
  /** Only events of these types (the others are still read past: `position` moves over them). */
  types?: readonly T[];
  /**
   * A poll for other writers' appends (a projector following the log): the store may look for them in a read of the
   * log's top shared with its other pollers and up to a moment old (MongoDB: 200 ms). The reader's own appends are
   * always found at once; without `poll`, so are every writer's.
   */
  poll?: boolean;
}

export interface LogRead<E extends DomainEvent = DomainEvent> {
  /** Events with position > after, in global order. */
  events: PositionedEvent<E>[];
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
  /**
   * One stream's events in order. E is the stream's event union, as the caller knows it (a stream holds one
   * aggregate's events, appended by its decider): the store keeps JSON and cannot check it.
   */
  readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<StreamRead<E>>;
  /**
   * Appends atomically (all events or none). expectedVersion is the version the caller read
   * (0: the stream must not exist yet). Throws ConcurrencyError when the stream moved on.
   */
  append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<AppendResult>;
  /**
   * Every stream's events after a global position, in global order: what projections follow. Positions increase in
   * commit order, so once a reader has seen position p no event at or below p can still appear (an append that
   * commits late never lands behind a position already read). Events of one append may share a position.
   * E is the union of the event types asked for (`types`; a reader of every type leaves it DomainEvent).
   */
  readAll<E extends DomainEvent = DomainEvent>(after: number, options?: ReadAllOptions<E['type']>): Promise<LogRead<E>>;
  /** Oldest unpublished events first, in append order (per-stream order guaranteed). */
  readUnpublished(limit: number): Promise<EventEnvelope[]>;
  markPublished(eventIds: string[]): Promise<void>;
  close(): Promise<void>;
}
