import { ConcurrencyError, type EventEnvelope, type NewEvent } from '@logiscope/kernel';
import type { EventBus, EventStore, Subscription } from '../ports';
import type { Projector } from './projector';

/**
 * Facts another service published, kept in this service's own event log: a topic is not kept for ever (Kafka's
 * retention), the log is, so a read model built from them is a projection `npm run rebuild` can replay like any other.
 * The copy is the event as it came (id, type, time, data); `metadata.receivedFrom` names its topic, so the outbox relay
 * never publishes it again.
 */
export function receivedCopy(event: EventEnvelope, topic: string): NewEvent {
  return { eventId: event.eventId, type: event.type, schemaVersion: event.schemaVersion, occurredAt: event.occurredAt, data: event.data, metadata: { ...event.metadata, receivedFrom: topic } };
}

export const isReceived = (event: EventEnvelope): boolean => Boolean(event.metadata.receivedFrom);

/**
 * Appends the copy in a stream of its own (`received:<event id>`, which must not exist yet): a redelivered event finds it
 * there. Returns the append's position, or null when the event was recorded before.
 */
export async function recordReceived(store: EventStore, event: EventEnvelope, topic: string): Promise<number | null> {
  try {
    return (await store.append(`received:${event.eventId}`, 0, [receivedCopy(event, topic)])).position;
  } catch (e) {
    if (e instanceof ConcurrencyError) return null;
    throw e;
  }
}

export interface ReceiveIntoLogOptions {
  bus: EventBus;
  events: EventStore;
  groupId: string;
  topics: string[];
  /** The event types the projection reads; the others are not recorded. */
  types: readonly string[];
  /** The projection following them, woken after each record. */
  projector: Pick<Projector, 'notify'>;
  fromBeginning?: boolean;
}

/** A bus consumer that records the events a projection needs in the service's own log; the bus checkpoint moves after the append. */
export function receiveIntoLog(options: ReceiveIntoLogOptions): Promise<Subscription> {
  const { bus, events, groupId, topics, types, projector, fromBeginning } = options;
  return bus.subscribe({
    groupId,
    topics,
    fromBeginning,
    handle: async (event, ctx) => {
      if (!types.includes(event.type)) return;
      if ((await recordReceived(events, event, ctx.topic)) !== null) projector.notify();
    },
  });
}
