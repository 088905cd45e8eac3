import { DEFAULT_VERDICT_PROFILE, type VerdictProfileView } from '@logiscope/proto/views';
import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import type { CarrierStore, SharingKind } from '../carrier/carrier.store';
import { CarrierViews } from './carrier-views';

const NOW = new Date('2026-03-02T12:00:00Z');
const SOURCES = ['census-147@2026-03-01', 'li-actpendins@2026-03-01', 'li-revocation@2026-03-01', 'safer-snapshot@2026-03-01'];

function carrier(dot: string, overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return {
    ...emptyCarrier(dot),
    legalName: `CARRIER ${dot}`,
    carrierOperation: 'A',
    classifications: ['AUTHORIZED_FOR_HIRE'],
    dockets: [`MC${dot}`],
    authorityStatus: 'ACTIVE',
    addDate: '2015-01-01',
    insurance: [{ docket: `MC${dot}`, coverageType: 'BIPD', layer: 'PRIMARY', insurer: 'X', policyNumber: 'P', coverageAmount: 1_000_000, underlyingAmount: 0, postedDate: '', effectiveDate: '2025-01-01', cancelEffectiveDate: '', formCode: '91X' }],
    sources: SOURCES,
    ...overrides,
  };
}

/** A store where carriers share what the test says; counts the calls a page of views makes. */
function storeWith(records: CarrierRecord[], sharing: Record<string, string[]>) {
  const calls = { findSharing: 0, getMany: 0 };
  const byDot = new Map(records.map((r) => [r.dotNumber, r]));
  const store = {
    findSharing: async (kind: SharingKind, value: string) => {
      calls.findSharing += 1;
      const holders = sharing[`${kind}:${value}`] ?? [];
      return { dotNumbers: holders, total: holders.length };
    },
    getMany: async (dots: string[]) => {
      calls.getMany += 1;
      return new Map(dots.flatMap((d) => (byDot.has(d) ? [[d, byDot.get(d) as CarrierRecord] as const] : [])));
    },
  } as unknown as CarrierStore;
  return { store, calls };
}

const allImported = new Map(SOURCES.map((s) => s.split('@') as [string, string]));

describe('carrier views with verdicts', () => {
  it('should read a page of carriers in batches, flag a link to a revoked carrier, and cache links until an import completes', async () => {
    const revoked = carrier('900', { authorityStatus: 'REVOKED', phone: '2025550100' });
    const linked = carrier('101', { phone: '2025550100' });
    const clean = carrier('102', { phone: '2025550199' });
    const { store, calls } = storeWith([revoked, linked, clean], { 'phone:2025550100': ['101', '900'], 'phone:2025550199': ['102'] });
    let sources = allImported;
    const views = new CarrierViews({ store, imports: { importedSources: async () => ({ sources, firstCensusAt: '2025-01-01' }) }, contacts: { lastChanged: async () => new Map() }, now: () => NOW });

    const [a, b] = await views.build([linked, clean], undefined);
    expect(a.verdict.outcome).toBe('REVIEW');
    expect(a.verdict.checks[0]).toMatchObject({ rule: 'shared-identifiers', key: 'verdict.shared.phone', params: { dot: '900', name: 'CARRIER 900', value: '(202) 555-0100' } });
    expect(b.verdict.outcome).toBe('PASS');
    expect(b.isRecommended).toBe(true);
    // One findSharing per value of the page, one getMany for every holder.
    expect(calls).toEqual({ findSharing: 2, getMany: 1 });

    await views.build([linked, clean], undefined);
    expect(calls).toEqual({ findSharing: 2, getMany: 1 });

    // A new import run (the coverage changes) drops the cached links: the next page reads them again.
    sources = new Map([...allImported, ['inspection-units', '2026-03-02']]);
    (views as unknown as { coverageCache: null }).coverageCache = null;
    await views.build([linked], undefined);
    expect(calls.findSharing).toBe(3);
  });

  it("should judge under the company's profile, and list every data set with its date", async () => {
    const young = carrier('103', { addDate: '2026-02-20' });
    const { store } = storeWith([young], {});
    const strict: VerdictProfileView = { ...DEFAULT_VERDICT_PROFILE, minAuthorityAgeDays: 5, isDefault: false, revision: 4, updatedAt: '2026-03-01T00:00:00.000Z', updatedBy: 'a@b.c' };
    const views = new CarrierViews({
      store,
      imports: { importedSources: async () => ({ sources: allImported, firstCensusAt: '2025-01-01' }) },
      contacts: { lastChanged: async () => new Map() },
      profiles: { profileOf: async (companyId) => (companyId === 'c1' ? strict : { ...DEFAULT_VERDICT_PROFILE, isDefault: true, revision: 0, updatedAt: '', updatedBy: '' }) },
      now: () => NOW,
    });
    expect((await views.verdicts([young], 'c2'))[0]).toMatchObject({ outcome: 'REVIEW', profile: 'default' });
    expect((await views.verdicts([young], 'c1'))[0]).toMatchObject({ outcome: 'PASS', profile: 'company:4' });
    expect(await views.datasets()).toEqual(
      expect.arrayContaining([
        { dataset: 'authority', imported: true, asOf: '2026-03-01' },
        { dataset: 'inspections', imported: false, asOf: '' },
        { dataset: 'reports', imported: true, asOf: '' },
      ]),
    );
  });
});
