import { DEFAULT_VERDICT_PROFILE, type VerdictProfileSettings } from '@logiscope/proto/views';
import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import { assessInsurance } from '../intelligence/insurance-status';
import { decideVerdict } from './verdict.rules';
import { coverageOf, type DatasetCoverageMap, type VerdictFacts } from './verdict.facts';

const TODAY = '2025-10-08';

/** Every data set imported, as of the files of Oct 2025. */
const ALL_IMPORTED: DatasetCoverageMap = coverageOf(
  new Map([
    ['census-147', '2025-10-01'],
    ['safer-snapshot', '2025-10-06'],
    ['li-actpendins', '2025-10-08'],
    ['li-insur', '2025-10-08'],
    ['li-revocation', '2025-10-08'],
    ['inspection-units', '2025-09-30'],
  ]),
);
const CENSUS_ONLY: DatasetCoverageMap = coverageOf(new Map([['census-42', '2025-10-01']]));

/** An established interstate for-hire carrier with active authority and $1M liability, as every file describes it. */
function carrier(overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return {
    ...emptyCarrier('158121'),
    legalName: 'VERIHA TRUCKING INC',
    dockets: ['MC245009'],
    mcNumbers: ['245009'],
    carrierOperation: 'A',
    classifications: ['AUTHORIZED_FOR_HIRE'],
    entityType: 'CARRIER',
    phone: '7157325660',
    addDate: '1974-06-01',
    authorityStatus: 'ACTIVE',
    authorityTypes: ['COMMON'],
    safetyRating: 'SATISFACTORY',
    safetyRatingDate: '1996-04-25',
    insurance: [
      {
        docket: 'MC245009', coverageType: 'BIPD', layer: 'PRIMARY', insurer: 'NORTHLAND INSURANCE COMPANY', policyNumber: 'WN408492',
        coverageAmount: 1_000_000, underlyingAmount: 0, postedDate: '2024-09-02', effectiveDate: '2024-09-02', cancelEffectiveDate: '', formCode: '91X',
      },
    ],
    sources: ['census-147@2025-10-01', 'li-actpendins@2025-10-08', 'safer-snapshot@2025-10-06'],
    ...overrides,
  };
}

interface Given {
  record?: Partial<CarrierRecord>;
  coverage?: DatasetCoverageMap;
  facts?: Partial<VerdictFacts>;
  profile?: Partial<VerdictProfileSettings>;
}

function verdictOf(given: Given = {}) {
  const record = carrier(given.record);
  const facts: VerdictFacts = {
    today: TODAY,
    coverage: given.coverage ?? ALL_IMPORTED,
    flaggedLinks: [],
    contacts: { lastChanged: '', trackingSince: '2024-01-01' },
    negativeReports: 0,
    ...given.facts,
  };
  const profile = { ...DEFAULT_VERDICT_PROFILE, ...given.profile };
  const verdict = decideVerdict({ record, facts, profile, profileLabel: given.profile ? 'company:1' : 'default', insurance: assessInsurance(record, TODAY) });
  emitted.push(...verdict.checks);
  return verdict;
}

const check = (v: ReturnType<typeof verdictOf>, rule: string) => v.checks.find((c) => c.rule === rule);

afterEach(() => {
  // Every key a rule emitted has an English template (explainIn answers the bare key otherwise).
  for (const c of emitted.splice(0)) expect(c.message).not.toBe(c.key);
});
const emitted: { key: string; message: string }[] = [];

describe('verdict rules', () => {
  it('should pass an authorised, insured, rated, established carrier, listing every check with its data set and date', () => {
    const v = verdictOf();
    expect(v.outcome).toBe('PASS');
    expect(v.profile).toBe('default');
    expect(v.checks.map((c) => c.rule)).toEqual([
      'operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating', 'authority-age',
      'insurance-cancellation', 'revocation-pending', 'shared-identifiers', 'contact-changes', 'community-reports',
    ]);
    expect(check(v, 'operating-authority')).toMatchObject({ outcome: 'PASS', key: 'verdict.authority.active', params: { dockets: 'MC245009' }, dataset: 'authority', asOf: '2025-10-06', missing: false });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'PASS', message: '$1,000,000 liability on file (required: $750,000).', dataset: 'insurance', asOf: '2025-10-08' });
    expect(check(v, 'safety-rating')?.message).toBe('FMCSA rated the carrier SATISFACTORY on Apr 25, 1996.');
  });

  it('should fail a for-hire carrier with an MC docket but no active authority and no insurance, whatever its score', () => {
    const v = verdictOf({ record: { authorityStatus: 'NONE', authorityTypes: [], insurance: [], safetyRating: '', addDate: '2025-01-15' } });
    expect(v.outcome).toBe('FAIL');
    expect(v.checks[0]).toMatchObject({ rule: 'operating-authority', outcome: 'FAIL', key: 'verdict.authority.none' });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.none', params: { required: '750000' } });
  });

  it('should fail pending, inactive and revoked authority, and an out-of-service order', () => {
    expect(check(verdictOf({ record: { authorityStatus: 'PENDING' } }), 'operating-authority')).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.pending' });
    expect(check(verdictOf({ record: { authorityStatus: 'INACTIVE' } }), 'operating-authority')).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.inactive' });
    const revoked = verdictOf({
      record: { authorityStatus: 'REVOKED', revocations: [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2025-08-01', effectiveDate: '2025-09-01' }] },
    });
    expect(revoked.checks[0]).toMatchObject({ outcome: 'FAIL', message: 'FMCSA revoked the operating authority on MC245009 effective Sep 1, 2025.' });
    const oos = verdictOf({ record: { outOfService: true, outOfServiceDate: '2025-07-04' } });
    expect(oos.outcome).toBe('FAIL');
    expect(check(oos, 'out-of-service')).toMatchObject({ outcome: 'FAIL', key: 'verdict.oos.ordered', params: { date: '2025-07-04' } });
  });

  it('should not ask private, exempt or intrastate carriers for for-hire authority or a liability filing', () => {
    const base = { authorityStatus: 'NONE' as const, authorityTypes: [], insurance: [] };
    const privateFleet = verdictOf({ record: { ...base, classifications: ['PRIVATE_PROPERTY'] } });
    expect(check(privateFleet, 'operating-authority')).toMatchObject({ outcome: 'PASS', key: 'verdict.authority.not-required-private' });
    expect(check(privateFleet, 'liability-insurance')).toMatchObject({ outcome: 'PASS', key: 'verdict.insurance.not-required' });
    expect(check(verdictOf({ record: { ...base, classifications: ['EXEMPT_FOR_HIRE'] } }), 'operating-authority')?.key).toBe('verdict.authority.not-required-exempt');
    expect(check(verdictOf({ record: { ...base, carrierOperation: 'C' } }), 'operating-authority')?.key).toBe('verdict.authority.not-required-intrastate');
  });

  it('should say what is missing and ask for review, never fail or pass, when only the census was imported', () => {
    const v = verdictOf({ coverage: CENSUS_ONLY, record: { authorityStatus: 'NONE', authorityTypes: [], insurance: [], safetyRating: '', sources: ['census-42@2025-10-01'] } });
    expect(v.outcome).toBe('REVIEW');
    expect(v.checks.some((c) => c.outcome === 'FAIL')).toBe(false);
    expect(check(v, 'operating-authority')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.missing', missing: true, asOf: '' });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.insurance.missing', missing: true });
    expect(check(v, 'safety-rating')).toMatchObject({ outcome: 'REVIEW', missing: true });
    expect(v.checks.map((c) => c.key)).not.toContain('verdict.authority.none');
  });

  it('should still fail on a revocation in force when no authority file was imported (the revocation is on record)', () => {
    const v = verdictOf({
      coverage: coverageOf(new Map([['census-42', '2025-10-01'], ['li-revocation', '2025-10-08']])),
      record: { authorityStatus: 'REVOKED', revocations: [], sources: ['census-42@2025-10-01', 'li-revocation@2025-10-08'] },
    });
    expect(v.outcome).toBe('FAIL');
    expect(check(v, 'operating-authority')).toMatchObject({ key: 'verdict.authority.revoked-undated', dataset: 'revocations', asOf: '2025-10-08' });
  });

  it('should treat a never-rated carrier as known when rating data was imported', () => {
    expect(check(verdictOf({ record: { safetyRating: '' } }), 'safety-rating')).toMatchObject({ outcome: 'PASS', key: 'verdict.rating.none' });
    expect(check(verdictOf({ record: { safetyRating: 'CONDITIONAL', safetyRatingDate: '2024-03-01' } }), 'safety-rating')?.outcome).toBe('REVIEW');
    expect(verdictOf({ record: { safetyRating: 'UNSATISFACTORY', safetyRatingDate: '2024-03-01' } }).outcome).toBe('FAIL');
  });

  it("should review a registration younger than the company's minimum, and follow the profile's threshold", () => {
    const young = { addDate: '2025-09-08' };
    expect(check(verdictOf({ record: young }), 'authority-age')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.age.new', params: { count: '30', min: '90' } });
    expect(check(verdictOf({ record: young }), 'authority-age')?.message).toBe('Registered with FMCSA on Sep 8, 2025: 30 days ago, under your minimum of 90 days.');
    expect(verdictOf({ record: young, profile: { minAuthorityAgeDays: 14 } }).outcome).toBe('PASS');
    expect(verdictOf({ record: { addDate: '2024-10-08' }, profile: { minAuthorityAgeDays: 730 } }).outcome).toBe('REVIEW');
  });

  it('should review a pending cancellation and a pending revocation', () => {
    const cancelling = verdictOf({ record: { insurance: [{ ...carrier().insurance[0], cancelEffectiveDate: '2025-10-20' }] } });
    expect(check(cancelling, 'insurance-cancellation')).toMatchObject({ outcome: 'REVIEW', params: { coverage: 'BIPD', date: '2025-10-20' } });
    const revoking = verdictOf({ record: { revocations: [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2025-10-01', effectiveDate: '2025-11-01' }] } });
    expect(check(revoking, 'revocation-pending')).toMatchObject({ outcome: 'REVIEW', message: 'FMCSA served notice to revoke the authority on MC245009 effective Nov 1, 2025.' });
  });

  it('should review, not fail, a carrier whose only liability filing starts later', () => {
    const v = verdictOf({ record: { insurance: [{ ...carrier().insurance[0], effectiveDate: '2025-11-01' }] } });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'REVIEW', message: 'Liability coverage on file starts on Nov 1, 2025; none is in force today ($750,000 is required).' });
    expect(v.outcome).toBe('REVIEW');
  });

  it("should fail liability below the federal minimum, and below the company's own minimum when it sets one", () => {
    const small = { insurance: [{ ...carrier().insurance[0], coverageAmount: 500_000 }] };
    expect(check(verdictOf({ record: small }), 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.below-federal' });
    const v = verdictOf({ record: { insurance: [{ ...carrier().insurance[0], coverageAmount: 750_000 }] }, profile: { minLiabilityUsd: 1_000_000 } });
    expect(v.outcome).toBe('FAIL');
    expect(check(v, 'liability-insurance')?.message).toBe("$750,000 liability on file, below your company's minimum of $1,000,000.");
    expect(v.profile).toBe('company:1');
  });

  it('should review an identifier shared with a revoked or out-of-service carrier, and a prior-revocation link', () => {
    const linked = verdictOf({ facts: { flaggedLinks: [{ kind: 'phone', value: '(715) 732-5660', dotNumber: '999001', name: 'FLY BY NIGHT LLC' }] } });
    expect(linked.outcome).toBe('REVIEW');
    expect(check(linked, 'shared-identifiers')?.message).toBe('Its phone (715) 732-5660 is also on FLY BY NIGHT LLC (DOT 999001), whose authority is revoked or out of service.');
    expect(check(verdictOf({ record: { priorRevokeDotNumber: '3011985' } }), 'shared-identifiers')).toMatchObject({ outcome: 'REVIEW', params: { dot: '3011985' } });
  });

  it('should review a recent contact change inside the window only', () => {
    expect(check(verdictOf({ facts: { contacts: { lastChanged: '2025-09-28', trackingSince: '2024-01-01' } } }), 'contact-changes')).toMatchObject({ outcome: 'REVIEW', params: { count: '10' } });
    expect(check(verdictOf({ facts: { contacts: { lastChanged: '2025-08-01', trackingSince: '2024-01-01' } } }), 'contact-changes')?.outcome).toBe('PASS');
    expect(check(verdictOf({ facts: { contacts: { lastChanged: '', trackingSince: '2025-10-01' } } }), 'contact-changes')).toMatchObject({ key: 'verdict.contacts.stable-since', params: { since: '2025-10-01' } });
  });

  it('should review negative community reports', () => {
    const v = verdictOf({ facts: { negativeReports: 2 } });
    expect(check(v, 'community-reports')).toMatchObject({ outcome: 'REVIEW', message: '2 negative reports from other brokers are visible.' });
  });

  it('should review unresolved FreightGuard incidents, alone or beside negative reports', () => {
    expect(check(verdictOf({ facts: { openIncidents: 1 } }), 'community-reports')).toMatchObject({ outcome: 'REVIEW', message: '1 unresolved FreightGuard incident report is visible.' });
    expect(check(verdictOf({ facts: { negativeReports: 2, openIncidents: 3 } }), 'community-reports')).toMatchObject({
      outcome: 'REVIEW',
      key: 'verdict.reports.mixed',
      message: '2 negative reports from other brokers and 3 unresolved FreightGuard incidents are visible.',
    });
    expect(check(verdictOf({ facts: { openIncidents: 0 } }), 'community-reports')?.outcome).toBe('PASS');
  });

  it('should leave out the optional checks a company turned off, never the mandatory ones', () => {
    const profile = { disabledRules: ['authority-age', 'community-reports', 'operating-authority'] } as unknown as Partial<VerdictProfileSettings>;
    const v = verdictOf({ record: { addDate: '2025-09-08', authorityStatus: 'NONE', authorityTypes: [] }, facts: { negativeReports: 3 }, profile });
    expect(v.checks.map((c) => c.rule)).not.toContain('authority-age');
    expect(v.checks.map((c) => c.rule)).not.toContain('community-reports');
    expect(v.outcome).toBe('FAIL');
  });

  it('should list failing checks first, then review, then passing ones', () => {
    const v = verdictOf({ record: { outOfService: true, safetyRating: 'CONDITIONAL', safetyRatingDate: '2024-01-01' } });
    const ranks = v.checks.map((c) => ({ FAIL: 0, REVIEW: 1, PASS: 2 })[c.outcome]);
    expect(ranks).toEqual([...ranks].sort());
    expect(v.checks[0].rule).toBe('out-of-service');
  });
});
