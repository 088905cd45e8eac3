import type { LookupSample, LookupSampleStanding, LookupSamplesView } from '@logiscope/proto';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { CarrierStore } from '../carrier/carrier.store';
import { companyNameOf, deriveInsuranceStatus, type Now } from '../intelligence';

const PER_KIND = 3;
/** Enough carriers to find each standing the samples show, when the data holds it; read once per CACHE_MS. */
const ENOUGH_CANDIDATES = 120;
const PER_STATE = 30;
const CACHE_MS = 10 * 60_000;
/** An empty store (the demo seed still loading, nothing imported yet) is asked again soon. */
const EMPTY_CACHE_MS = 30_000;
/** States by number of registered carriers, then the rest: the first few hold enough carriers in any real data set. */
const STATES = 'TX CA FL IL GA OH PA NJ NY NC IN TN MI WA MO AZ WI MN AL VA SC KY CO OR LA OK AR IA MS UT KS NE MD NV CT MA ID NM WV MT SD ND ME NH WY DE VT RI AK HI DC PR'.split(' ');

export function standingOf(record: CarrierRecord, now: Now): LookupSampleStanding {
  if (record.authorityStatus === 'REVOKED') return 'REVOKED';
  if (record.outOfService) return 'OUT_OF_SERVICE';
  if (record.authorityStatus === 'ACTIVE' && deriveInsuranceStatus(record, now).insuranceStatus === 'VALID') return 'ACTIVE_INSURED';
  return 'OTHER';
}

const isTrouble = (s: LookupSampleStanding) => s === 'REVOKED' || s === 'OUT_OF_SERVICE';

/**
 * Up to three MC and three DOT numbers of these carriers: for each kind one in good standing, one revoked or out of
 * service, then others, as far as the carriers allow; the DOT samples are other carriers than the MC ones.
 */
export function pickLookupSamples(records: readonly CarrierRecord[], now: Now): LookupSamplesView {
  const candidates = [...records]
    .sort((a, b) => Number(a.dotNumber) - Number(b.dotNumber))
    .map((record) => ({ record, standing: standingOf(record, now) }));
  const used = new Set<string>();
  const pick = (pool: typeof candidates, number: (r: CarrierRecord) => string): LookupSample[] => {
    const chosen: typeof candidates = [];
    const take = (want: (s: LookupSampleStanding) => boolean) => {
      const found = pool.find((c) => !used.has(c.record.dotNumber) && want(c.standing));
      if (found && chosen.length < PER_KIND) {
        used.add(found.record.dotNumber);
        chosen.push(found);
      }
    };
    take((s) => s === 'ACTIVE_INSURED');
    take(isTrouble);
    // Then a standing not shown yet, then anything.
    take((s) => !chosen.some((c) => c.standing === s));
    while (chosen.length < PER_KIND && pool.some((c) => !used.has(c.record.dotNumber))) take(() => true);
    return chosen.map((c) => ({ number: number(c.record), companyName: companyNameOf(c.record), standing: c.standing }));
  };
  const mc = pick(candidates.filter((c) => c.record.mcNumbers.length > 0), (r) => r.mcNumbers[0]);
  const dot = pick(candidates, (r) => r.dotNumber);
  return { mc, dot };
}

const complete = (view: LookupSamplesView) =>
  [view.mc, view.dot].every((list) => list.length === PER_KIND && list.some((s) => s.standing === 'ACTIVE_INSURED') && list.some((s) => isTrouble(s.standing)));

/**
 * Sample numbers from the carriers this installation holds, whatever was imported: carriers read state by state
 * through the store's search (no engine-specific query), until the samples are complete or enough were read.
 */
export async function readLookupSamples(store: Pick<CarrierStore, 'search'>, now: Now): Promise<LookupSamplesView> {
  const records: CarrierRecord[] = [];
  let view: LookupSamplesView = { mc: [], dot: [] };
  for (const state of STATES) {
    const { hits } = await store.search({ state }, { offset: 0, limit: PER_STATE });
    if (hits.length === 0) continue;
    records.push(...hits.map((h) => h.carrier));
    view = pickLookupSamples(records, now);
    if (complete(view) || records.length >= ENOUGH_CANDIDATES) break;
  }
  return view;
}

const cache = new WeakMap<object, { until: number; view: Promise<LookupSamplesView> }>();

/** readLookupSamples, kept per store for a few minutes: the page asks on every visit, the carriers change by import. */
export function lookupSamples(store: Pick<CarrierStore, 'search'>, now: Date): Promise<LookupSamplesView> {
  const held = cache.get(store);
  if (held && held.until > now.getTime()) return held.view;
  const view = readLookupSamples(store, now);
  cache.set(store, { until: now.getTime() + CACHE_MS, view });
  view.then(
    (v) => {
      if (v.mc.length + v.dot.length === 0) cache.set(store, { until: now.getTime() + EMPTY_CACHE_MS, view });
    },
    () => cache.delete(store),
  );
  return view;
}
