import type { DocumentCollection, DocumentStore } from '@logiscope/infra';

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

/** A company's saved and monitored carriers. Every method takes the tenant first. */
export class WatchlistRepository {
  private constructor(private readonly entries: DocumentCollection<WatchEntry>) {}

  static async open(store: DocumentStore): Promise<WatchlistRepository> {
    return new WatchlistRepository(await store.collection<WatchEntry>('watchlist', [{ fields: ['companyId'] }, { fields: ['carrierId'] }]));
  }

  get(companyId: string, carrierId: string): Promise<WatchEntry | null> {
    return this.entries.get(`${companyId}:${carrierId}`);
  }

  async put(companyId: string, carrierId: string, patch: Partial<Pick<WatchEntry, 'notes' | 'tags' | 'saved' | 'monitored'>>, now: string): Promise<WatchEntry> {
    const current = await this.get(companyId, carrierId);
    const next: WatchEntry = {
      id: `${companyId}:${carrierId}`,
      companyId,
      carrierId,
      notes: '',
      tags: [],
      saved: false,
      monitored: false,
      createdAt: now,
      ...current,
      ...patch,
      updatedAt: now,
    };
    if (!next.saved && !next.monitored) await this.entries.delete(next.id);
    else await this.entries.upsert(next);
    return next;
  }

  async list(companyId: string): Promise<WatchEntry[]> {
    return this.entries.find({ companyId }, { sort: { createdAt: -1 }, limit: 1000 });
  }

  /** Companies watching a carrier (saved or monitored): who gets its alerts. */
  async watchers(carrierId: string): Promise<WatchEntry[]> {
    return this.entries.find({ carrierId }, { limit: 10_000 });
  }
}
