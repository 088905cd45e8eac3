import { randomUUID } from 'node:crypto';
import { ConcurrencyError, fold, type Decider, type DomainEvent, type EventEnvelope, type EventMetadata, type NewEvent } from '@logiscope/kernel';
import { injectTraceContext } from '@logiscope/observability';
import { contractOf } from '@logiscope/proto';
import type { EventStore } from '../ports';

export interface HandleOptions {
  metadata?: EventMetadata;
  /** Attempts of the whole read-decide-append cycle when another writer got there first (default 3). */
  attempts?: number;
  now?: () => Date;
}

export interface HandleResult<State, Event extends DomainEvent> {
  state: State;
  events: EventEnvelope<Event>[];
  version: number;
  /** Global position of the append (0 when nothing was decided): what a projection must reach to show it. */
  position: number;
}

/**
 * Stamps decided events with id, time, schema version (from the public catalogue) and metadata, including the
 * active trace context, so consumers continue the trace of the request that caused the event.
 */
export function toNewEvents<Event extends DomainEvent>(events: Event[], metadata: EventMetadata = {}, now = new Date()): NewEvent<Event>[] {
  return events.map((e) => ({
    eventId: randomUUID(),
    type: e.type,
    schemaVersion: contractOf(e.type)?.schemaVersion ?? 1,
    data: e.data,
    occurredAt: now.toISOString(),
    metadata: { ...injectTraceContext(), ...metadata },
  }));
}

/**
 * Read the stream, fold it, decide, append at the version read. A ConcurrencyError means someone else
 * appended in between: the whole cycle runs again on fresh state, so no decision is made on stale data.
 */
export async function handleCommand<Command, State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  options: HandleOptions = {},
): Promise<HandleResult<State, Event>> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const { version, events: history } = await store.readStream<Event>(streamId);
    const state = fold(decider, history);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, events: [], version, position: 0 };
    try {
      const appended = await store.append(streamId, version, toNewEvents(decided, options.metadata, options.now?.()));
      return {
        state: decided.reduce((s, e) => decider.evolve(s, e), state),
        // The stored envelopes, each with the event it carries as decided (typed by the decider's union).
        events: appended.events.map((stored, i) => ({ ...stored, ...decided[i] })),
        version: appended.nextVersion,
        position: appended.position,
      };
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || attempt >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}

/** Rebuilds an aggregate's state from its stream (for reads that must see their own writes). */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, State, Event>, 'evolve' | 'initialState'>,
): Promise<{ state: State; version: number }> {
  const { version, events } = await store.readStream<Event>(streamId);
  return { state: fold(decider, events), version };
}
