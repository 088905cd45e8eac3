import type { DocumentCollection, DocumentStore } from '@logiscope/infra';

interface UsageRow {
  id: string;
  lastUsedAt: string;
}

/**
 * When each key was last used: not an event (one per API call would swamp the log) and not a projection (a rebuild
 * leaves it alone). The gateway reports uses in batches (one call every few seconds, one row per key used).
 */
export class ApiKeyUsage {
  private constructor(private readonly rows: DocumentCollection<UsageRow>) {}

  static async open(store: DocumentStore): Promise<ApiKeyUsage> {
    return new ApiKeyUsage(await store.collection<UsageRow>('api_key_usage'));
  }

  /** Keeps the latest time seen per key (a late batch never moves it back); answers how many keys moved. */
  async record(uses: readonly { keyId: string; at: string }[]): Promise<number> {
    const latest = new Map<string, string>();
    for (const { keyId, at } of uses) if (!Number.isNaN(Date.parse(at)) && (latest.get(keyId) ?? '') < at) latest.set(keyId, at);
    let moved = 0;
    for (const [id, at] of latest) {
      const row = await this.rows.get(id);
      if (row && Date.parse(row.lastUsedAt) >= Date.parse(at)) continue;
      await this.rows.upsert({ id, lastUsedAt: new Date(at).toISOString() });
      moved++;
    }
    return moved;
  }

  async lastUsed(keyIds: readonly string[]): Promise<Map<string, string>> {
    if (keyIds.length === 0) return new Map();
    const rows = await this.rows.find({ id: { $in: [...keyIds] } });
    return new Map(rows.map((r) => [r.id, r.lastUsedAt]));
  }
}
