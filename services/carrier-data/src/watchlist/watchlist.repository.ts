import type { DocumentCollection, DocumentStore, IndexSpec } from '@logiscope/infra';

export interface WatchEntry {
  /** `${companyId}:${dotNumber}`: one entry per company and carrier. */
  id: string;
  companyId: string;
  carrierId: string;
  notes: string;
  tags: string[];
  /** Saved carriers are listed; monitored ones also raise alerts (saved carriers alert too, see monitoring). */
  saved: boolean;
  monitored: boolean;
  createdAt: string;
  updatedAt: string;
}

export const WATCHLIST_COLLECTION = 'watchlist';
export const WATCHLIST_INDEXES: IndexSpec[] = [{ fields: ['companyId'] }, { fields: ['carrierId'] }];
export const watchEntryId = (companyId: string, carrierId: string): string => `${companyId}:${carrierId}`;

/**
 * A company's saved and monitored carriers, read side: the documents are written only by the watchlist projection
 * (watchlist.projection.ts) from carrier-data's own event log. Every method takes the tenant first.
 */
export class WatchlistRepository {
  private constructor(private readonly entries: DocumentCollection<WatchEntry>) {}

  static async open(store: DocumentStore): Promise<WatchlistRepository> {
    return new WatchlistRepository(await store.collection<WatchEntry>(WATCHLIST_COLLECTION, WATCHLIST_INDEXES));
  }

  get(companyId: string, carrierId: string): Promise<WatchEntry | null> {
    return this.entries.get(watchEntryId(companyId, carrierId));
  }

  async list(companyId: string): Promise<WatchEntry[]> {
    return this.entries.find({ companyId }, { sort: { createdAt: -1 }, limit: 1000 });
  }

  /** The company's monitored carriers after a DOT number (in text order: a keyset page, so changes move no other entry). */
  monitoredAfter(companyId: string, after: string, limit: number): Promise<WatchEntry[]> {
    return this.entries.find({ companyId, monitored: true, ...(after ? { carrierId: { $gt: after } } : {}) }, { sort: { carrierId: 1 }, limit });
  }

  /** Companies watching a carrier (saved or monitored): who gets its alerts. */
  async watchers(carrierId: string): Promise<WatchEntry[]> {
    return this.entries.find({ carrierId }, { limit: 10_000 });
  }
}
