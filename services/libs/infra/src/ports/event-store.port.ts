import type { EventEnvelope, NewEvent } from '@logiscope/kernel';

export interface StreamRead {
  /** Number of events in the stream; 0 when the stream does not exist. */
  version: number;
  events: EventEnvelope[];
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
  append(streamId: string, expectedVersion: number, events: NewEvent[]): Promise<{ nextVersion: number; events: EventEnvelope[] }>;
  /** Oldest unpublished events first, in append order (per-stream order guaranteed). */
  readUnpublished(limit: number): Promise<EventEnvelope[]>;
  markPublished(eventIds: string[]): Promise<void>;
  close(): Promise<void>;
}
