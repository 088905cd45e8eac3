import type { CarrierRecord } from '../carrier/carrier.model';
import type { CarrierQuery, CarrierStore } from '../carrier/carrier.store';
import { goodCarrier, NOW, policy } from '../intelligence/test-fixtures';
import { lookupSamples, pickLookupSamples, readLookupSamples, standingOf } from './lookup-samples';

const carrier = (dot: string, overrides: Partial<CarrierRecord> = {}): CarrierRecord =>
  goodCarrier({ dotNumber: dot, legalName: `CARRIER ${dot} LLC`, mcNumbers: [`9${dot}`], dockets: [`MC9${dot}`], ...overrides });
const noAuthority = (dot: string, overrides: Partial<CarrierRecord> = {}) => carrier(dot, { authorityStatus: 'NONE', insurance: [], ...overrides });

/** A store holding these carriers, answering state searches (what the samples read) and counting them. */
function storeOf(records: CarrierRecord[]) {
  const searched: string[] = [];
  const store: Pick<CarrierStore, 'search'> = {
    async search(query: CarrierQuery, page: { offset: number; limit: number }) {
      searched.push(query.state ?? '');
      const hits = records.filter((r) => r.physicalAddress.state === query.state).slice(page.offset, page.offset + page.limit);
      return { hits: hits.map((carrier) => ({ carrier, score: 0 })), total: hits.length };
    },
  };
  return { store, searched };
}

describe('the FMCSA Lookup sample numbers', () => {
  it('tells a carrier in good standing from a revoked, an out-of-service and any other one', () => {
    expect(standingOf(carrier('1'), NOW)).toBe('ACTIVE_INSURED');
    expect(standingOf(carrier('1', { authorityStatus: 'REVOKED' }), NOW)).toBe('REVOKED');
    expect(standingOf(carrier('1', { outOfService: true, outOfServiceDate: '2025-01-02' }), NOW)).toBe('OUT_OF_SERVICE');
    expect(standingOf(carrier('1', { insurance: [policy({ cancelEffectiveDate: '2025-01-01' })] }), NOW)).toBe('OTHER');
    expect(standingOf(noAuthority('1'), NOW)).toBe('OTHER');
  });

  it('offers one MC and one DOT in good standing and one in trouble each, six different carriers', () => {
    const records = [
      noAuthority('10'),
      carrier('11'),
      carrier('12', { authorityStatus: 'REVOKED' }),
      noAuthority('13', { mcNumbers: [], dockets: [] }),
      carrier('14'),
      carrier('15', { outOfService: true }),
      noAuthority('16'),
      carrier('17', { outOfService: true, mcNumbers: [], dockets: [] }),
    ];
    const view = pickLookupSamples(records, NOW);
    expect(view.mc.map((s) => [s.number, s.standing])).toEqual([
      ['911', 'ACTIVE_INSURED'],
      ['912', 'REVOKED'],
      ['910', 'OTHER'],
    ]);
    expect(view.dot.map((s) => [s.number, s.standing])).toEqual([
      ['14', 'ACTIVE_INSURED'],
      ['15', 'OUT_OF_SERVICE'],
      ['13', 'OTHER'],
    ]);
    expect(view.mc[0].companyName).toBe('CARRIER 11 LLC');
  });

  it('offers what the data holds when it has no carrier in good standing (a census without L&I files)', () => {
    const view = pickLookupSamples([noAuthority('3'), noAuthority('1'), noAuthority('2', { mcNumbers: [], dockets: [] })], NOW);
    expect(view.mc.map((s) => s.number)).toEqual(['91', '93']);
    expect(view.dot.map((s) => s.number)).toEqual(['2']);
    expect(pickLookupSamples([], NOW)).toEqual({ mc: [], dot: [] });
  });

  it('reads state by state only until the samples are complete', async () => {
    const wisconsin = [carrier('1'), carrier('2'), carrier('3', { authorityStatus: 'REVOKED' })];
    const montana = [carrier('4', { outOfService: true }), noAuthority('5'), noAuthority('6'), carrier('7', { outOfService: true })];
    const inState = (state: string) => (r: CarrierRecord) => ({ ...r, physicalAddress: { ...r.physicalAddress, state } });
    const records = [...wisconsin.map(inState('WI')), ...montana.map(inState('MT')), inState('PR')(carrier('8', { authorityStatus: 'REVOKED' }))];
    const { store, searched } = storeOf(records);
    const view = await readLookupSamples(store, NOW);
    expect(view.mc).toHaveLength(3);
    expect(view.dot).toHaveLength(3);
    expect(searched.indexOf('MT')).toBe(searched.length - 1);
    expect(searched).not.toContain('PR');
    // Every offered number names a carrier of the store.
    const dots = new Set(records.map((r) => r.dotNumber));
    const mcs = new Set(records.map((r) => r.mcNumbers[0]));
    expect(view.dot.every((s) => dots.has(s.number)) && view.mc.every((s) => mcs.has(s.number))).toBe(true);
  });

  it('keeps the samples a while, but asks an empty store again soon', async () => {
    const records: CarrierRecord[] = [];
    const { store, searched } = storeOf(records);
    expect(await lookupSamples(store, NOW)).toEqual({ mc: [], dot: [] });
    const reads = searched.length;
    records.push(carrier('21', { physicalAddress: { ...goodCarrier().physicalAddress, state: 'TX' } }));
    expect(await lookupSamples(store, new Date(NOW.getTime() + 1_000))).toEqual({ mc: [], dot: [] });
    expect(searched.length).toBe(reads);
    const later = await lookupSamples(store, new Date(NOW.getTime() + 60_000));
    expect(later).toEqual({ mc: [{ number: '921', companyName: 'CARRIER 21 LLC', standing: 'ACTIVE_INSURED' }], dot: [] });
    records.length = 0;
    expect(await lookupSamples(store, new Date(NOW.getTime() + 120_000))).toEqual(later);
  });
});
