import type { SubscriptionAccess } from '@logiscope/billing/api';

/** Where the cache gets a company's access from (billing's `subscriptionAccess`, in-process or over gRPC). */
export type AccessSource = (companyId: string) => Promise<SubscriptionAccess>;

interface Entry {
  access: SubscriptionAccess;
  fetchedAt: number;
}

/**
 * What the paywall (next step) reads on every carrier-data and knowledge request: a company's subscription access, kept
 * in memory for `ttlMs` so a request costs no call to billing. It stays right without asking billing again:
 * - a trial or a cancelled plan ends by itself at `accessUntil`, read against the clock at each call;
 * - the gateway forgets a company at once when one of its own calls changes the plan (start, extend, webhook, cancel);
 * - another gateway's change (several replicas) is seen within `ttlMs`.
 */
export class SubscriptionAccessCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly source: AccessSource,
    private readonly now: () => number = () => Date.now(),
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** Whether the company may use the paid features now. */
  async hasAccess(companyId: string): Promise<boolean> {
    const { access } = await this.entry(companyId);
    if (!access.hasAccess) return false;
    const until = Date.parse(access.accessUntil);
    // ACTIVE renews with each paid period (no end here); a trial or a cancelled plan stops at its end.
    return access.status === 'ACTIVE' || Number.isNaN(until) || this.now() < until;
  }

  /** After a call that changed the company's plan. */
  forget(companyId: string): void {
    this.entries.delete(companyId);
  }

  private async entry(companyId: string): Promise<Entry> {
    const cached = this.entries.get(companyId);
    if (cached && this.now() - cached.fetchedAt < this.ttlMs) return cached;
    const entry = { access: await this.source(companyId), fetchedAt: this.now() };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(companyId, entry);
    return entry;
  }
}
