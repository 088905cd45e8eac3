import type { SubscriptionAccess } from '@logiscope/billing/api';
import type { Clock } from '@logiscope/infra';
import { paywallDecision, type PaywallDecision } from './paywall.decision';

/** Where the cache gets a company's access from (billing's `subscriptionAccess`, in-process or over gRPC). */
export type AccessSource = (companyId: string) => Promise<SubscriptionAccess>;

interface Entry {
  access: SubscriptionAccess;
  fetchedAt: number;
}

/**
 * What the paywall reads on every paid request: a company's subscription access, kept in memory for `ttlMs` so a
 * request costs no call to billing. It stays right without asking billing again:
 * - a trial or a cancelled plan ends by itself at `accessUntil`, read against the clock (the profile's Clock, which e2e
 *   tests move past a trial's end) at each call;
 * - the gateway forgets a company at once when one of its own calls changes the plan (start, extend, webhook, cancel);
 * - another gateway's change (several replicas, or a payment provider's webhook) is seen within `ttlMs`.
 */
export class SubscriptionAccessCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly source: AccessSource,
    private readonly clock: Clock,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** Whether the company may use the paid features now, and if not, the status that stops it. */
  async decide(companyId: string): Promise<PaywallDecision> {
    const { access } = await this.entry(companyId);
    return paywallDecision(access, this.clock.now());
  }

  /** Whether the company may use the paid features now. */
  async hasAccess(companyId: string): Promise<boolean> {
    return (await this.decide(companyId)).allowed;
  }

  /** After a call that changed the company's plan. */
  forget(companyId: string): void {
    this.entries.delete(companyId);
  }

  private async entry(companyId: string): Promise<Entry> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(companyId);
    // A clock moved back (a test resetting its clock) makes an entry from 'the future' stale too.
    if (cached && now >= cached.fetchedAt && now - cached.fetchedAt < this.ttlMs) return cached;
    const entry = { access: await this.source(companyId), fetchedAt: now };
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(companyId, entry);
    return entry;
  }
}
