import { assertNever } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { WatchlistEvent } from '@logiscope/proto';
import { WATCHLIST_COLLECTION, WATCHLIST_INDEXES, watchEntryId, type WatchEntry } from './watchlist.repository';

const PROJECTED: readonly WatchlistEvent['type'][] = ['CarrierSaved', 'CarrierUnsaved', 'CarrierMonitored', 'CarrierUnmonitored'];

/**
 * The watchlist read model (saved and monitored carriers per company), a projection of carrier-data's own event log.
 * An entry lives while the carrier is saved or monitored; removing the last of the two deletes it. Each event sets the
 * flag it names (an upsert of the whole entry, or a delete), so applying one again after a crash changes nothing once
 * the events after it are applied again too (the runner replays in order).
 */
export class WatchlistProjection implements Projection<WatchlistEvent> {
  readonly name = 'carrier-data.watchlist';
  readonly batched = true;
  readonly eventTypes = PROJECTED;
  readonly collections = [WATCHLIST_COLLECTION];

  private constructor(private readonly entries: DocumentCollection<WatchEntry>) {}

  static async open(store: DocumentStore): Promise<WatchlistProjection> {
    return new WatchlistProjection(await store.collection<WatchEntry>(WATCHLIST_COLLECTION, WATCHLIST_INDEXES));
  }

  async apply(event: PositionedEvent<WatchlistEvent>): Promise<void> {
    const { companyId, carrierId } = event.data;
    const id = watchEntryId(companyId, carrierId);
    const at = event.occurredAt;
    const current = (await this.entries.get(id)) ?? { id, companyId, carrierId, notes: '', tags: [], saved: false, monitored: false, createdAt: at, updatedAt: at };
    let next: WatchEntry;
    switch (event.type) {
      case 'CarrierSaved':
        next = { ...current, saved: true, notes: event.data.notes, tags: event.data.tags };
        break;
      case 'CarrierUnsaved':
        // Notes and tags stay on an entry kept for monitoring, as they always did.
        next = { ...current, saved: false };
        break;
      case 'CarrierMonitored':
        next = { ...current, monitored: true };
        break;
      case 'CarrierUnmonitored':
        next = { ...current, monitored: false };
        break;
      default:
        return assertNever(event);
    }
    next.updatedAt = at;
    if (!next.saved && !next.monitored) await this.entries.delete(id);
    else await this.entries.upsert(next);
  }
}
