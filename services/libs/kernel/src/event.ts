/** A domain event as deciders produce it: a past-tense type and its payload. */
export interface DomainEvent<T extends string = string, D extends object = object> {
  readonly type: T;
  readonly data: D;
}

/** Metadata carried with every stored event (all strings so it maps onto Kafka headers unchanged). */
export type EventMetadata = Record<string, string> & {
  correlationId?: string;
  causationId?: string;
  userId?: string;
  companyId?: string;
  traceparent?: string;
};

/** What the log adds to an event once it is appended. */
export interface EnvelopeFields {
  readonly eventId: string;
  readonly schemaVersion: number;
  readonly streamId: string;
  /** 1-based position of the event inside its stream. */
  readonly streamVersion: number;
  /** ISO-8601 instant. */
  readonly occurredAt: string;
  readonly metadata: EventMetadata;
}

/**
 * An event once appended to a stream: what the relay publishes and consumers receive. An intersection, so the
 * envelope of a union of events is a union of envelopes: a switch on `type` narrows `data`, and an envelope is its
 * event wherever a decider or projection takes one.
 */
export type EventEnvelope<E extends DomainEvent = DomainEvent> = E & EnvelopeFields;

/** What a caller hands to EventStore.append. */
export interface NewEvent<E extends DomainEvent = DomainEvent> {
  readonly eventId: string;
  readonly type: E['type'];
  readonly schemaVersion: number;
  readonly data: E['data'];
  readonly occurredAt: string;
  readonly metadata?: EventMetadata;
}
