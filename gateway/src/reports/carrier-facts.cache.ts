import type { CarrierFacts } from './dashboard.compose';

/** How long a carrier's verdict and score are reused for the dashboard's risk profiles. */
export const CARRIER_FACTS_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/**
 * The verdict, score and name of the carriers a company's dashboard profiles, kept 30 seconds per company and
 * carrier (the verdict follows the company's rules): building a carrier's view in carrier-data costs about a
 * millisecond, and a dashboard profiles up to 20, so a dashboard opened again (another period, a refresh) reuses them.
 * The dashboard's own figures are never cached: they come from the projection on every request. Oldest out first.
 */
export class CarrierFactsCache {
  private readonly entries = new Map<string, { facts: CarrierFacts; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(companyId: string, carrierId: string, read: () => Promise<CarrierFacts>): Promise<CarrierFacts> {
    const key = `${companyId}:${carrierId}`;
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < CARRIER_FACTS_TTL_MS) return hit.facts;
    const facts = await read();
    this.entries.delete(key);
    this.entries.set(key, { facts, at: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return facts;
  }
}
