import { DEFAULT_VERDICT_PROFILE, type VerdictProfileView } from '@logiscope/proto/views';
import type { AuthorityFact } from '../carrier/authority.model';
import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import type { CarrierStore, SharingKind } from '../carrier/carrier.store';
import type { CommunityReport } from '../community/community-report';
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
    authorityTypes: ['CARRIER_PROPERTY'],
    authorities: [authority(dot, 'ACTIVE')],
    addDate: '2015-01-01',
    mcs150Date: '2025-06-01',
    insurance: [
      { docket: `MC${dot}`, coverageType: 'BIPD', layer: 'PRIMARY', insurer: 'X', policyNumber: 'P', coverageAmount: 1_000_000, underlyingAmount: 0, postedDate: '', effectiveDate: '2025-01-01', cancelEffectiveDate: '', formCode: '91X', origin: 'legacy', asOf: '2026-03-01', endReason: '' },
    ],
    sources: SOURCES,
    ...overrides,
  };
}

function authority(dot: string, status: AuthorityFact['status'], asOf = '2026-03-01'): AuthorityFact {
  return { docket: `MC${dot}`, kind: 'CARRIER_PROPERTY', label: 'AUTHORIZED FOR Property', status, revocationPending: false, since: '', asOf, source: 'safer-snapshot', bipdOnFile: -1, bipdRequired: -1 };
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
const filesOf = (sources: ReadonlyMap<string, string>) => [...sources].map(([layout, asOf]) => ({ layout, asOf, daily: false, done: true }));

describe('carrier views with verdicts', () => {
  it('should read a page of carriers in batches, flag a link to a revoked carrier, and cache links until an import completes', async () => {
    const revoked = carrier('900', { authorityStatus: 'REVOKED', authorityTypes: [], authorities: [authority('900', 'REVOKED')], phone: '2025550100' });
    const linked = carrier('101', { phone: '2025550100' });
    const clean = carrier('102', { phone: '2025550199' });
    const { store, calls } = storeWith([revoked, linked, clean], { 'phone:2025550100': ['101', '900'], 'phone:2025550199': ['102'] });
    let sources = allImported;
    const views = new CarrierViews({ store, imports: { importedSources: async () => ({ sources, firstCensusAt: '2025-01-01', files: filesOf(sources) }) }, contacts: { lastChanged: async () => new Map() }, now: () => NOW });

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
      imports: { importedSources: async () => ({ sources: allImported, firstCensusAt: '2025-01-01', files: filesOf(allImported) }) },
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

  it("should judge one change for every watching company at once: the facts read once, each under its own profile and what it may see", async () => {
    const young = carrier('104', { addDate: '2026-02-20' });
    const { store } = storeWith([young], {});
    const strict: VerdictProfileView = { ...DEFAULT_VERDICT_PROFILE, minAuthorityAgeDays: 5, isDefault: false, revision: 4, updatedAt: '2026-03-01T00:00:00.000Z', updatedBy: 'a@b.c' };
    const reads: string[][] = [];
    // c3 filed a negative report still in its response window: c3 counts it, the others do not yet.
    const report: CommunityReport = { id: 'r1', carrierId: '104', companyId: 'c3', kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', reportCategory: 'x', severity: '', status: 'PENDING', responded: false, windowClosed: false, retracted: false, filedAt: '2026-03-02T10:00:00.000Z', responseDeadline: '' };
    const views = new CarrierViews({
      store,
      imports: { importedSources: async () => ({ sources: allImported, firstCensusAt: '2025-01-01', files: filesOf(allImported) }) },
      contacts: { lastChanged: async () => new Map() },
      community: { reportsOf: async (dots) => (reads.push([...dots]), new Map([['104', [report]]])) },
      profiles: { profileOf: async (companyId) => (companyId === 'c1' ? strict : { ...DEFAULT_VERDICT_PROFILE, isDefault: true, revision: 0, updatedAt: '', updatedBy: '' }) },
      now: () => NOW,
    });
    const all = await views.verdictsByCompany([young], ['c1', 'c2', 'c3']);
    expect(reads).toEqual([['104']]);
    expect([...all].map(([c, [v]]) => `${c} ${v!.outcome} ${v!.profile}`)).toEqual(['c1 PASS company:4', 'c2 REVIEW default', 'c3 REVIEW default']);
    expect(all.get('c3')![0]!.checks.find((c) => c.rule === 'community-reports')?.outcome).toBe('REVIEW');
    expect(all.get('c2')![0]!.checks.find((c) => c.rule === 'community-reports')?.outcome).toBe('PASS');
    // The same answers one company at a time.
    for (const c of ['c1', 'c2', 'c3']) expect(await views.verdicts([young], c)).toEqual(all.get(c));
  });

  it('should withhold a Pass on old authority data unless a Motus data set held complete confirms it', async () => {
    const old = ['census-147@2026-02-01', 'li-actpendins@2026-03-01', 'li-revocation@2026-03-01', 'safer-snapshot@2026-02-01'];
    const record = carrier('104', { sources: old, authorities: [authority('104', 'ACTIVE', '2026-02-01')] });
    const { store } = storeWith([record], {});
    const viewsWith = (sources: Map<string, string>) =>
      new CarrierViews({ store, imports: { importedSources: async () => ({ sources, firstCensusAt: '2025-01-01', files: filesOf(sources) }) }, contacts: { lastChanged: async () => new Map() }, now: () => NOW });

    const [stale] = await viewsWith(new Map(old.map((s) => s.split('@') as [string, string]))).build([record], undefined);
    expect(stale.verdict.outcome).toBe('REVIEW');
    expect(stale.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.stale', stale: true, asOf: '2026-02-01', source: 'SAFER company snapshot' });

    // Motus Carrier held complete through yesterday confirms every company's authority, named in it or not.
    const withMotus = new Map([...old.map((s) => s.split('@') as [string, string]), ['motus-carrier', '2026-03-01'] as [string, string]]);
    const [fresh] = await viewsWith(withMotus).build([record], undefined);
    expect(fresh.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ outcome: 'PASS', key: 'verdict.authority.active', stale: false, asOf: '2026-03-01', source: 'Motus Carrier' });
    // Motus Carrier says nothing about out-of-service orders: that data is still old.
    expect(fresh.verdict.checks.filter((c) => c.outcome !== 'PASS')).toEqual([expect.objectContaining({ rule: 'out-of-service', key: 'verdict.oos.stale', stale: true })]);
    const withAuthHist = new Map([...withMotus, ['motus-authhist', '2026-03-01'] as [string, string]]);
    expect((await viewsWith(withAuthHist).build([record], undefined))[0].verdict.outcome).toBe('PASS');
  });
});
