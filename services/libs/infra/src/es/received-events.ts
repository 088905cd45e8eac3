import { ConcurrencyError, type EventEnvelope, type NewEvent } from '@logiscope/kernel';
import type { DocumentStore, EventBus, EventStore, Sort, Subscription } from '../ports';
import { CHECKPOINTS_COLLECTION, type Projection, type ProjectionCheckpoint, type Projector } from './projector';

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

/**
 * Once, on the first start after a read store became a projection: each document written before (straight from the bus)
 * is recorded as the events that make it, so the projection, and any rebuild, holds it. `toEvents` names the stream
 * (which must not exist yet: an interrupted run resumes) and the events, marked `receivedFrom: 'adopted'` so the relay
 * never publishes them. Skipped once the projection has a checkpoint; documents are read in `order`. Returns how many.
 */
export async function adoptDocuments<T extends { id: string }>(
  events: EventStore,
  documents: DocumentStore,
  projection: Pick<Projection, 'name'>,
  source: { collection: string; order: keyof T & string; toEvents(doc: T): { streamId: string; events: NewEvent[] } },
): Promise<number> {
  if (await (await documents.collection<ProjectionCheckpoint>(CHECKPOINTS_COLLECTION)).get(projection.name)) return 0;
  const collection = await documents.collection<T>(source.collection);
  let adopted = 0;
  for (let skip = 0; ; skip += 500) {
    const page = await collection.find({}, { sort: { [source.order]: 1, id: 1 } as Sort<T>, skip, limit: 500 });
    for (const doc of page) {
      const { streamId, events: made } = source.toEvents(doc);
      const marked = made.map((e) => ({ ...e, metadata: { ...e.metadata, receivedFrom: 'adopted' } }));
      try {
        await events.append(streamId, 0, marked);
        adopted += 1;
      } catch (e) {
        if (!(e instanceof ConcurrencyError)) throw e;
      }
    }
    if (page.length < 500) return adopted;
  }
}
