import { CarrierFactsCache, CARRIER_FACTS_TTL_MS } from './carrier-facts.cache';
import type { CarrierFacts } from './dashboard.compose';

const facts = (riskScore: number): CarrierFacts => ({ companyName: 'ACME', mcNumber: '1', riskScore, verdict: { outcome: 'PASS' } as never });

describe('carrier facts cache', () => {
  it("reuses a carrier's verdict for 30 seconds per company, then reads it again", async () => {
    let now = 0;
    const cache = new CarrierFactsCache(() => now);
    let reads = 0;
    const read = async () => facts(++reads);
    expect((await cache.get('A', '44110', read))?.riskScore).toBe(1);
    expect((await cache.get('A', '44110', read))?.riskScore).toBe(1);
    expect((await cache.get('B', '44110', read))?.riskScore).toBe(2);
    now += CARRIER_FACTS_TTL_MS;
    expect((await cache.get('A', '44110', read))?.riskScore).toBe(3);
  });
});
