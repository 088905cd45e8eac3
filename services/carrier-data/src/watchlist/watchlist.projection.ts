import { assertNever } from '@logiscope/kernel';
import { DocumentProjection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { WatchlistEvent } from '@logiscope/proto';
import { WATCHLIST_COLLECTION, WATCHLIST_INDEXES, watchEntryId, type WatchEntry } from './watchlist.repository';

const PROJECTED: readonly WatchlistEvent['type'][] = ['CarrierSaved', 'CarrierUnsaved', 'CarrierMonitored', 'CarrierUnmonitored'];

function entryAfter(current: WatchEntry, event: WatchlistEvent): WatchEntry {
  switch (event.type) {
    case 'CarrierSaved':
      return { ...current, saved: true, notes: event.data.notes, tags: event.data.tags };
    case 'CarrierUnsaved':
      // Notes and tags stay on an entry kept for monitoring, as they always did.
      return { ...current, saved: false };
    case 'CarrierMonitored':
      return { ...current, monitored: true };
    case 'CarrierUnmonitored':
      return { ...current, monitored: false };
    default:
      return assertNever(event);
  }
}

/**
 * The watchlist read model (saved and monitored carriers per company), a projection of carrier-data's own event log.
 * An entry lives while the carrier is saved or monitored; removing the last of the two deletes it. Each event sets the
 * flag it names (an upsert of the whole entry, or a delete), so applying one again after a crash changes nothing once
 * the events after it are applied again too (the runner replays in order).
 */
export class WatchlistProjection extends DocumentProjection<WatchlistEvent, WatchEntry> {
  static async open(store: DocumentStore): Promise<WatchlistProjection> {
    return new WatchlistProjection({ name: 'carrier-data.watchlist', eventTypes: PROJECTED, collection: WATCHLIST_COLLECTION }, await store.collection<WatchEntry>(WATCHLIST_COLLECTION, WATCHLIST_INDEXES));
  }

  async apply(event: PositionedEvent<WatchlistEvent>): Promise<void> {
    const { companyId, carrierId } = event.data;
    const id = watchEntryId(companyId, carrierId);
    const at = event.occurredAt;
    await this.evolveDocument(id, (found) => {
      const current = found ?? { id, companyId, carrierId, notes: '', tags: [], saved: false, monitored: false, createdAt: at, updatedAt: at };
      const next = { ...entryAfter(current, event), updatedAt: at };
      return next.saved || next.monitored ? next : null;
    });
  }
}
