import { randomUUID } from 'node:crypto';
import { adoptDocuments, DocumentProjection, receiveIntoLog, type DocumentCollection, type DocumentStore, type EventBus, type EventStore, type PositionedEvent, type Projector, type Subscription } from '@logiscope/infra';
import { Topics, type WatchlistEvent } from '@logiscope/proto';

export const DASHBOARD_TRACKED = 'dashboard_tracked';
export const DASHBOARD_WATCHLIST_GROUP = 'reports.dashboard-watchlist';
const TRACKED_PROJECTION = 'reports.dashboard-tracked';

/** A carrier the company saved or monitors (`dashboard_tracked`, id `<companyId>:<carrierId>`), from carrier-data's watchlist events. */
export interface TrackedCarrier {
  id: string;
  companyId: string;
  carrierId: string;
  saved: boolean;
  monitored: boolean;
  updatedAt: string;
}

export const openTrackedCarriers = (documents: DocumentStore): Promise<DocumentCollection<TrackedCarrier>> =>
  documents.collection<TrackedCarrier>(DASHBOARD_TRACKED, [{ fields: ['companyId', 'monitored', 'updatedAt'] }]);

/** The tracked entry after one watchlist event; null once neither saved nor monitored. Idempotent. */
export function evolveTracked(current: TrackedCarrier | null, event: WatchlistEvent, at: string): TrackedCarrier | null {
  const { companyId, carrierId } = event.data;
  const base = current ?? { id: `${companyId}:${carrierId}`, companyId, carrierId, saved: false, monitored: false, updatedAt: at };
  const next = { ...base, updatedAt: at };
  if (event.type === 'CarrierSaved') next.saved = true;
  else if (event.type === 'CarrierUnsaved') next.saved = false;
  else if (event.type === 'CarrierMonitored') next.monitored = true;
  else if (event.type === 'CarrierUnmonitored') next.monitored = false;
  return next.saved || next.monitored ? next : null;
}

const WATCHLIST_TYPES: readonly WatchlistEvent['type'][] = ['CarrierSaved', 'CarrierUnsaved', 'CarrierMonitored', 'CarrierUnmonitored'];

/**
 * The dashboard's list of the carriers each company tracks, so Carrier Risk Profiles cover them with no call to
 * carrier-data per request: a checkpointed projection of carrier-data's watchlist events as reports keeps them in its
 * own log (received-events.ts), rebuilt by `npm run rebuild -- reports`. Applying an event twice writes the same entry.
 */
export class TrackedCarriersProjection extends DocumentProjection<WatchlistEvent, TrackedCarrier> {
  static async open(documents: DocumentStore): Promise<TrackedCarriersProjection> {
    return new TrackedCarriersProjection({ name: TRACKED_PROJECTION, eventTypes: WATCHLIST_TYPES, collection: DASHBOARD_TRACKED }, await openTrackedCarriers(documents));
  }

  async apply(event: PositionedEvent<WatchlistEvent>): Promise<void> {
    await this.evolveDocument(`${event.data.companyId}:${event.data.carrierId}`, (current) => evolveTracked(current, event, event.occurredAt));
  }
}

/**
 * Follows `logiscope.carriers.watchlist.v1` (carrier-data's saved and monitored carriers) into reports' own log, where
 * the projection above reads them. The bus keeps the group's checkpoint (committed after the append); events of one
 * company and carrier arrive in order (keyed by their stream).
 */
export function consumeWatchlistForDashboard(bus: EventBus, events: EventStore, projector: Pick<Projector, 'notify'>): Promise<Subscription> {
  return receiveIntoLog({ bus, events, projector, groupId: DASHBOARD_WATCHLIST_GROUP, topics: [Topics.carrierWatchlist], types: WATCHLIST_TYPES, fromBeginning: true });
}

/** Once: the tracked carriers written straight from the bus before they were a projection become events in the log. */
export function adoptTrackedCarriers(events: EventStore, documents: DocumentStore): Promise<number> {
  return adoptDocuments<TrackedCarrier>(events, documents, { name: TRACKED_PROJECTION }, {
    collection: DASHBOARD_TRACKED,
    order: 'updatedAt',
    toEvents: (t) => {
      const data = { companyId: t.companyId, carrierId: t.carrierId, userId: '', notes: '', tags: [] };
      const types = [...(t.saved ? ['CarrierSaved'] : []), ...(t.monitored ? ['CarrierMonitored'] : [])];
      return { streamId: `adopted:${DASHBOARD_TRACKED}:${t.id}`, events: types.map((type) => ({ eventId: randomUUID(), type, schemaVersion: 1, occurredAt: t.updatedAt, data })) };
    },
  });
}
