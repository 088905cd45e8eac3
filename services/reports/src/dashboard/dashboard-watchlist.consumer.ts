import type { DocumentCollection, DocumentStore, EventBus, Subscription } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type WatchlistEvent } from '@logiscope/proto';

export const DASHBOARD_TRACKED = 'dashboard_tracked';
export const DASHBOARD_WATCHLIST_GROUP = 'reports.dashboard-watchlist';

/** A carrier the company saved or monitors (`dashboard_tracked`, id `<companyId>:<carrierId>`), from carrier-data's watchlist topic. */
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

const WATCHLIST_TYPES = new Set(['CarrierSaved', 'CarrierUnsaved', 'CarrierMonitored', 'CarrierUnmonitored']);

/**
 * Follows `logiscope.carriers.watchlist.v1` (carrier-data's saved and monitored carriers) into the dashboard's list of
 * carriers each company tracks, so Carrier Risk Profiles cover them with no call to carrier-data per request. The bus
 * keeps the group's checkpoint (committed after the write); events of one company and carrier arrive in order (keyed
 * by their stream), and applying one twice writes the same entry.
 */
export async function consumeWatchlistForDashboard(bus: EventBus, tracked: DocumentCollection<TrackedCarrier>): Promise<Subscription> {
  return bus.subscribe({
    groupId: DASHBOARD_WATCHLIST_GROUP,
    topics: [Topics.carrierWatchlist],
    fromBeginning: true,
    handle: async (envelope: EventEnvelope) => {
      if (!WATCHLIST_TYPES.has(envelope.type)) return;
      const event = envelope as unknown as WatchlistEvent;
      const id = `${event.data.companyId}:${event.data.carrierId}`;
      const next = evolveTracked(await tracked.get(id), event, envelope.occurredAt);
      if (next) await tracked.upsert(next);
      else await tracked.delete(id);
    },
  });
}
