import { timeOrderedId, type DocumentCollection, type DocumentStore } from '@logiscope/infra';
import type { SearchHistoryEntry } from '../carrier-data.api';

interface Row extends SearchHistoryEntry {
  companyId: string;
  userId: string;
}

/** Every search a company runs (usage counts on the dashboard and the control panel). */
export class SearchHistoryRepository {
  private constructor(private readonly rows: DocumentCollection<Row>) {}

  static async open(store: DocumentStore): Promise<SearchHistoryRepository> {
    return new SearchHistoryRepository(await store.collection<Row>('search_history', [{ fields: ['companyId', 'createdAt'] }]));
  }

  async record(companyId: string, userId: string, searchType: string, query: string, resultsCount: number, now: string): Promise<void> {
    // Time-ordered ids: the table only grows, one row per search, and appends stay cheap however long it gets.
    await this.rows.insert({ id: timeOrderedId(Date.parse(now) || undefined), companyId, userId, searchType, query: query.slice(0, 200), resultsCount, createdAt: now });
  }

  async list(companyId: string, limit: number): Promise<{ entries: SearchHistoryEntry[]; total: number }> {
    const [rows, total] = await Promise.all([this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit }), this.rows.count({ companyId })]);
    return { entries: rows.map(({ companyId: _c, userId: _u, ...e }) => e), total };
  }
}
