/**
 * The verdict as a broker's compliance officer reads it: "may I tender a brokered load to this company as the motor
 * carrier, and could I defend that?" Given what FMCSA's data sets say of a company, when LogiScope judges it, then
 * Pass only for active motor-carrier authority of property with BI&PD on known, fresh data.
 */
import { DEFAULT_VERDICT_PROFILE, type VerdictProfileSettings } from '@logiscope/proto/views';
import type { AuthorityEvent, AuthorityFact } from '../carrier/authority.model';
import { emptyCarrier, type CarrierRecord, type InsurancePolicy, type Revocation } from '../carrier/carrier.model';
import { assessInsurance } from '../intelligence/insurance-status';
import { policy } from '../intelligence/test-fixtures';
import { decideVerdict } from './verdict.rules';
import { coverageOf, type CompleteMap, type DatasetCoverageMap, type VerdictFacts } from './verdict.facts';

const TODAY = '2026-12-06';
/** Motus baseline + dailies applied up to yesterday: every Motus subject is fresh. */
const FRESH: CompleteMap = { 'motus-carrier': '2026-12-05', 'motus-insur': '2026-12-05', 'motus-inshist': '2026-12-05', 'motus-authhist': '2026-12-05', 'motus-revokesuspend': '2026-12-05' };

const ALL_IMPORTED: DatasetCoverageMap = coverageOf(
  new Map([
    ['census-147', '2026-12-05'],
    ['li-carrier', '2026-05-14'],
    ['li-actpendins', '2026-05-14'],
    ['li-revocation', '2026-05-14'],
    ['motus-carrier', '2026-12-05'],
    ['motus-insur', '2026-12-05'],
    ['motus-authhist', '2026-12-05'],
    ['motus-revokesuspend', '2026-12-05'],
    ['inspection-units', '2026-11-30'],
  ]),
);

const fact = (overrides: Partial<AuthorityFact> = {}): AuthorityFact => ({
  docket: 'MC245009',
  kind: 'CARRIER_PROPERTY',
  label: 'Motor Carrier of Property (Except Household Goods)',
  status: 'ACTIVE',
  revocationPending: false,
  since: '',
  asOf: '2026-12-05',
  source: 'motus-carrier',
  bipdOnFile: -1,
  bipdRequired: -1,
  ...overrides,
});

/** The QCMobile sample's $1M BI&PD policy, as Motus files it. */
const bipd = (overrides: Partial<InsurancePolicy> = {}): InsurancePolicy => policy({ postedDate: '', origin: 'motus', asOf: '2026-12-05', ...overrides });

/** An established interstate for-hire carrier, active in Motus with $1M BI&PD: the one a broker may tender to. */
function company(overrides: Partial<CarrierRecord> = {}): CarrierRecord {
  return {
    ...emptyCarrier('158121'),
    legalName: 'VERIHA TRUCKING INC',
    dockets: ['MC245009'],
    mcNumbers: ['245009'],
    carrierOperation: 'A',
    classifications: ['AUTHORIZED_FOR_HIRE'],
    entityType: 'CARRIER',
    usdotStatus: 'ACTIVE',
    physicalAddress: { street: '2830 CLEVELAND AVE', city: 'MARINETTE', state: 'WI', zip: '54143', country: 'US' },
    phone: '7157325660',
    addDate: '1974-06-01',
    mcs150Date: '2025-11-01',
    authorities: [fact()],
    safetyRating: 'SATISFACTORY',
    safetyRatingDate: '1996-04-25',
    insurance: [bipd()],
    sources: ['census-147@2026-12-05', 'motus-carrier@2026-12-05', 'motus-insur@2026-12-05'],
    ...overrides,
  };
}

interface Given {
  record?: Partial<CarrierRecord>;
  coverage?: DatasetCoverageMap;
  complete?: CompleteMap;
  facts?: Partial<VerdictFacts>;
  profile?: Partial<VerdictProfileSettings>;
}

const emitted: { key: string; message: string }[] = [];

function verdictOf(given: Given = {}) {
  const record = company(given.record);
  const facts: VerdictFacts = {
    today: TODAY,
    coverage: given.coverage ?? ALL_IMPORTED,
    complete: given.complete ?? FRESH,
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
const authority = (v: ReturnType<typeof verdictOf>) => check(v, 'operating-authority');

afterEach(() => {
  // Every key a rule emitted has an English template (explainIn answers the bare key otherwise).
  for (const c of emitted.splice(0)) expect(c.message).not.toBe(c.key);
});

describe("verdict: may I tender a brokered load to this company as the motor carrier?", () => {
  it('should pass an authorised, insured, rated, established carrier on fresh data, naming each data set and its date', () => {
    const v = verdictOf();
    expect(v.outcome).toBe('PASS');
    expect(v.checks.map((c) => c.rule)).toEqual([
      'operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating', 'authority-age',
      'insurance-cancellation', 'revocation-pending', 'shared-identifiers', 'contact-changes', 'mcs150-outdated', 'community-reports',
    ]);
    expect(authority(v)).toMatchObject({ outcome: 'PASS', key: 'verdict.authority.active', params: { dockets: 'MC245009' }, asOf: '2026-12-05', source: 'Motus Carrier', stale: false });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'PASS', message: '$1,000,000 BI&PD liability on file (required: $750,000).', asOf: '2026-12-05', source: 'Motus Insur' });
    expect(check(v, 'out-of-service')).toMatchObject({ outcome: 'PASS', source: 'Motus AuthHist', asOf: '2026-12-05' });
  });

  it('should withhold Pass when authority, insurance and out-of-service data were last confirmed before the freshness limit', () => {
    // Only the legacy L&I snapshot (frozen on the Motus cutover, 2026-05-14), no Motus data: nothing since May is known.
    const v = verdictOf({
      record: { authorities: [fact({ source: 'li-carrier', asOf: '2026-05-14', label: 'COMMON' })], insurance: [bipd({ origin: 'legacy', asOf: '2026-05-14' })], sources: ['census-147@2026-12-05', 'li-carrier@2026-05-14', 'li-actpendins@2026-05-14', 'safer-snapshot@2026-04-30'] },
      complete: {},
    });
    expect(v.outcome).toBe('REVIEW');
    expect(authority(v)).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.stale', stale: true, asOf: '2026-05-14', params: { date: '2026-05-14', source: 'L&I Carrier (legacy)', limit: '3' } });
    expect(authority(v)?.message).toBe('Authority last confirmed on May 14, 2026 (L&I Carrier (legacy)), more than 3 days ago: check it again before you tender.');
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.insurance.stale' });
    expect(check(v, 'out-of-service')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.oos.stale' });
    // A company's own, longer limit accepts the same data.
    expect(authority(verdictOf({ record: { authorities: [fact({ asOf: '2026-12-01' })], sources: ['motus-carrier@2026-12-01'] }, complete: {}, profile: { freshnessDays: 10 } }))).toMatchObject({ outcome: 'PASS', stale: false });
  });

  it('should confirm a legacy fact up to the day the Motus data set is complete (Motus holds every company that transacted since May)', () => {
    const v = verdictOf({ record: { authorities: [fact({ source: 'li-carrier', asOf: '2026-05-14' })], sources: ['census-147@2026-12-05', 'li-carrier@2026-05-14', 'motus-insur@2026-12-05'] } });
    expect(authority(v)).toMatchObject({ outcome: 'PASS', asOf: '2026-12-05', source: 'Motus Carrier', stale: false });
  });

  it('should fail a broker-only company as a carrier: broker authority is not carrier authority, and a surety bond is not liability', () => {
    // BLIZZARD TRUCKING CORP: entity BROKER, broker authority active, a $75,000 BMC-84 bond.
    const bond = bipd({ coverageType: 'BOND', formCode: '84', layer: '', insurer: 'SURETEC INSURANCE COMPANY', policyNumber: '4259111', coverageAmount: 75_000 });
    const v = verdictOf({
      record: {
        entityType: 'BROKER',
        classifications: [],
        authorities: [fact({ kind: 'BROKER', label: 'Broker of Property (Except Household Goods)' })],
        insurance: [bond],
      },
    });
    expect(v.outcome).toBe('FAIL');
    expect(authority(v)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.broker-only' });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.bond-not-liability', params: { amount: '75000' } });
    expect(check(v, 'liability-insurance')?.message).toBe("No BI&PD liability on file: the $75,000 on file is a broker's surety bond or trust fund, which never covers a load.");
  });

  it('should pass a company holding both broker and carrier authority on the strength of its carrier authority', () => {
    const v = verdictOf({ record: { entityType: 'CARRIER/BROKER', authorities: [fact(), fact({ kind: 'BROKER', label: 'Broker of Property (Except Household Goods)' })] } });
    expect(v.outcome).toBe('PASS');
  });

  it('should fail a private fleet, a freight forwarder and a passenger carrier: none may take a brokered freight load', () => {
    const privateFleet = verdictOf({ record: { classifications: ['PRIVATE_PROPERTY'], authorities: [], insurance: [], dockets: [], mcNumbers: [], sources: ['census-147@2026-12-05'] } });
    expect(privateFleet.outcome).toBe('FAIL');
    expect(authority(privateFleet)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.private', dataset: 'census' });
    expect(authority(privateFleet)?.message).toBe('A private fleet hauls only its own goods: it may not take a brokered load (no motor-carrier authority on file).');
    const forwarder = verdictOf({ record: { dockets: ['FF31'], authorities: [fact({ docket: 'FF31', kind: 'FREIGHT_FORWARDER', label: 'Freight Forwarder of Property (Except Household Goods)' })] } });
    expect(authority(forwarder)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.forwarder-only' });
    const bus = verdictOf({ record: { authorities: [fact({ kind: 'CARRIER_PASSENGERS', label: 'Motor Carrier of Passengers' })] } });
    expect(authority(bus)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.passenger-only' });
  });

  it('should ask for review of exempt and intrastate-only haulers, naming the limit, and pass them for a company that accepts that limit', () => {
    const none = { authorities: [], insurance: [], dockets: [], mcNumbers: [], sources: ['census-147@2026-12-05'] };
    const exempt = verdictOf({ record: { ...none, classifications: ['EXEMPT_FOR_HIRE'] } });
    expect(exempt.outcome).toBe('REVIEW');
    expect(authority(exempt)).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.exempt' });
    const intrastate = verdictOf({ record: { ...none, carrierOperation: 'C', physicalAddress: { street: '1 MAIN', city: 'AUSTIN', state: 'TX', zip: '73301', country: 'US' } } });
    expect(authority(intrastate)).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.intrastate', params: { state: 'TX' } });
    expect(authority(intrastate)?.message).toBe('An intrastate carrier (TX) without interstate authority: only a load whose whole shipment, origin to final destination, stays in TX.');
    const accepted = verdictOf({ record: { ...none, carrierOperation: 'C', physicalAddress: { street: '1 MAIN', city: 'AUSTIN', state: 'TX', zip: '73301', country: 'US' } }, profile: { acceptedLimits: ['intrastate'] } });
    expect(authority(accepted)).toMatchObject({ outcome: 'PASS', key: 'verdict.authority.accepted-intrastate' });
    // Accepting the limit never relaxes the always-on liability check: no filing known, no Pass.
    expect(accepted.outcome).not.toBe('PASS');
    expect(check(accepted, 'liability-insurance')).toMatchObject({ outcome: 'REVIEW' });
  });

  it('should ask for review of household-goods, Mexico-domiciled and non-North-America authority, naming what loads they may take', () => {
    expect(authority(verdictOf({ record: { authorities: [fact({ kind: 'CARRIER_HHG', label: 'Motor Carrier of Household Goods' })] } }))).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.household-goods' });
    const mexico = verdictOf({ record: { dockets: ['MX7'], authorities: [fact({ docket: 'MX7', kind: 'CARRIER_MEXICO', label: 'Mexico Domiciled Motor Carrier of Property (Except Household Goods)' })] } });
    expect(authority(mexico)).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.mexico', params: { dockets: 'MX7' } });
    expect(authority(mexico)?.message).toContain('cabotage');
    expect(authority(verdictOf({ record: { authorities: [fact({ kind: 'CARRIER_NON_NA' })] } }))).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.non-na' });
  });

  it('should fail motor-carrier authority that is inactive, revoked, withdrawn or pending, and an inactive USDOT number', () => {
    for (const [status, key] of [['INACTIVE', 'verdict.authority.inactive'], ['WITHDRAWN', 'verdict.authority.withdrawn'], ['PENDING', 'verdict.authority.pending']] as const) {
      expect(authority(verdictOf({ record: { authorities: [fact({ status })] } }))).toMatchObject({ outcome: 'FAIL', key, params: { docket: 'MC245009' } });
    }
    expect(authority(verdictOf({ record: { usdotStatus: 'INACTIVE' } }))).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.usdot-inactive' });
  });

  it('should let the newer fact win: a revocation in Motus AuthHist after the legacy snapshot fails, a later grant passes again', () => {
    const legacyActive = fact({ source: 'li-carrier', asOf: '2026-05-14', label: 'COMMON' });
    const revoked: AuthorityEvent = { docket: 'MC245009', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', action: 'Revoked', status: 'REVOKED', date: '2026-09-30', source: 'motus-authhist' };
    const v = verdictOf({ record: { authorities: [legacyActive], authorityHistory: [revoked], sources: ['census-147@2026-12-05', 'li-carrier@2026-05-14', 'motus-authhist@2026-12-05', 'motus-insur@2026-12-05'] } });
    expect(authority(v)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.revoked', params: { docket: 'MC245009', date: '2026-09-30' } });
    const reinstated: AuthorityEvent = { ...revoked, action: 'REINSTATED', status: 'ACTIVE', date: '2026-11-15' };
    expect(authority(verdictOf({ record: { authorities: [legacyActive], authorityHistory: [revoked, reinstated] } }))).toMatchObject({ outcome: 'PASS' });
  });

  it('should review a suspension order served and not yet in effect, and fail the authority once it takes effect', () => {
    const order = (effectiveDate: string): Revocation => ({ docket: 'MC245009', authorityType: 'Motor Carrier of Property (Except Household Goods)', revocationType: 'Operating Authority Involuntary Suspension Notice', serveDate: '2026-11-20', effectiveDate, source: 'motus-revokesuspend' });
    const pending = verdictOf({ record: { revocations: [order('2026-12-20')] } });
    expect(check(pending, 'revocation-pending')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.revocation.suspension-pending', params: { docket: 'MC245009', date: '2026-12-20' } });
    const inEffect = verdictOf({ record: { authorities: [fact({ asOf: '2026-11-01' })], revocations: [order('2026-12-01')] } });
    expect(authority(inEffect)).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.inactive' });
  });

  it('should say authority and insurance are unknown, never "none", when no data set covers the company', () => {
    const v = verdictOf({ record: { authorities: [], insurance: [], sources: ['census-42@2026-12-01'] }, coverage: coverageOf(new Map([['census-42', '2026-12-01']])), complete: {} });
    expect(v.outcome).toBe('REVIEW');
    expect(authority(v)).toMatchObject({ outcome: 'REVIEW', key: 'verdict.authority.missing', missing: true });
    expect(check(v, 'liability-insurance')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.insurance.missing', missing: true });
    // A Fail on known data stays a Fail whatever else is unknown.
    expect(verdictOf({ record: { authorities: [], insurance: [], outOfService: true, outOfServiceDate: '2026-11-02' }, complete: {} }).outcome).toBe('FAIL');
  });

  it('should fail no BI&PD in force (a cancellation in effect with no replacement) and BI&PD below the federal or the company minimum', () => {
    const cancelled = verdictOf({ record: { insurance: [bipd({ cancelEffectiveDate: '2026-11-01', endReason: 'CANCEL' })] } });
    expect(check(cancelled, 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.none', params: { required: '750000' } });
    const replaced = verdictOf({ record: { insurance: [bipd({ cancelEffectiveDate: '2026-11-01', endReason: 'TERM/REPL' }), bipd({ policyNumber: 'NEW-1', effectiveDate: '2026-11-01' })] } });
    expect(check(replaced, 'liability-insurance')).toMatchObject({ outcome: 'PASS' });
    expect(check(verdictOf({ record: { insurance: [bipd({ coverageAmount: 300_000 })] } }), 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.below-federal' });
    expect(check(verdictOf({ profile: { minLiabilityUsd: 2_000_000 } }), 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.below-company', params: { required: '2000000' } });
    // A filing that starts later is not "none": review it.
    expect(check(verdictOf({ record: { insurance: [bipd({ effectiveDate: '2027-01-01' })] } }), 'liability-insurance')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.insurance.starts' });
  });

  it("should read the BI&PD on file from FMCSA's Carrier record when no filing is held, and a zero there as none", () => {
    const withRow = verdictOf({ record: { authorities: [fact({ bipdOnFile: 1_000_000, bipdRequired: 750_000 })], insurance: [], sources: ['census-147@2026-12-05', 'motus-carrier@2026-12-05'] } });
    expect(check(withRow, 'liability-insurance')).toMatchObject({ outcome: 'PASS', params: { amount: '1000000' } });
    const zero = verdictOf({ record: { authorities: [fact({ bipdOnFile: 0, bipdRequired: 750_000 })], insurance: [], sources: ['census-147@2026-12-05', 'motus-carrier@2026-12-05'] } });
    expect(check(zero, 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.none' });
  });

  it('should review an MCS-150 not updated for over two years, and a registration younger than the minimum age', () => {
    expect(check(verdictOf({ record: { mcs150Date: '2024-10-01' } }), 'mcs150-outdated')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.mcs150.outdated', params: { date: '2024-10-01' } });
    expect(check(verdictOf({ record: { addDate: '2026-11-01' } }), 'authority-age')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.age.new' });
  });

  it('should leave out the optional checks a company turned off, never the always-on ones', () => {
    const v = verdictOf({ profile: { disabledRules: ['mcs150-outdated', 'community-reports', 'authority-age'] } });
    const rules = v.checks.map((c) => c.rule);
    expect(rules).toEqual(expect.arrayContaining(['operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating']));
    expect(rules).not.toEqual(expect.arrayContaining(['mcs150-outdated']));
    expect(rules).not.toContain('community-reports');
  });

  it('should list failing checks first, then review, then passing ones; "Recommended" only with Pass', () => {
    const v = verdictOf({ record: { entityType: 'BROKER', classifications: [], authorities: [fact({ kind: 'BROKER' })], mcs150Date: '2020-01-01' } });
    const outcomes = v.checks.map((c) => c.outcome);
    expect(outcomes.indexOf('PASS')).toBeGreaterThan(outcomes.lastIndexOf('FAIL'));
    expect(outcomes.lastIndexOf('REVIEW')).toBeLessThan(outcomes.indexOf('PASS'));
  });
});
