import { DEFAULT_VERDICT_PROFILE } from '@logiscope/proto/views';
import { liCarrierLayout } from '../ingest/layouts/authority-files';
import { motusInsurLayout } from '../ingest/layouts/motus-filings';
import { applyUpdates } from '../ingest/merge';
import type { CarrierUpdate, MapResult } from '../ingest/updates';
import { toCarrierView } from '../intelligence/carrier-view';
import { assessInsurance } from '../intelligence/insurance-status';
import { decideVerdict } from '../verdict/verdict.rules';
import type { AuthorityEvent, AuthorityFact } from './authority.model';
import { authorityPicture, holdsPropertyAuthority } from './authority-picture';
import { emptyCarrier, type CarrierRecord, type Revocation } from './carrier.model';

const TODAY = '2025-10-08';

const fact = (over: Partial<AuthorityFact> = {}): AuthorityFact => ({
  docket: 'MC1062130',
  kind: 'CARRIER_PROPERTY',
  label: 'COMMON',
  status: 'ACTIVE',
  revocationPending: false,
  since: '',
  asOf: '2025-09-01',
  source: 'li-carrier',
  bipdOnFile: -1,
  bipdRequired: -1,
  ...over,
});

const order = (over: Partial<Revocation> = {}): Revocation => ({
  docket: 'MC1062130',
  authorityType: 'COMMON',
  revocationType: 'INVOLUNTARY REVOCATION',
  serveDate: '2025-08-01',
  effectiveDate: '2025-09-15',
  source: 'li-revocation',
  ...over,
});

const record = (over: Partial<CarrierRecord> = {}): CarrierRecord => ({ ...emptyCarrier('3204417'), dockets: ['MC1062130'], mcNumbers: ['1062130'], ...over });
const statusOf = (r: CarrierRecord, today = TODAY) => authorityPicture(r, today).motorCarrier;

describe('authorityPicture', () => {
  it('is UNKNOWN when no data set said anything about the authority, NONE when one says the company holds none', () => {
    expect(authorityPicture(record(), TODAY)).toMatchObject({ known: false, motorCarrier: 'UNKNOWN', authorities: [], activeKinds: [], asOf: '' });
    expect(authorityPicture(record({ authorities: [fact({ status: 'NONE' })] }), TODAY)).toMatchObject({ known: true, motorCarrier: 'NONE', activeKinds: [] });
  });

  it('takes the newest fact per docket and kind, whatever the order the facts are listed in', () => {
    const older = fact({ status: 'INACTIVE', asOf: '2025-06-01', source: 'li-carrier' });
    const newer = fact({ status: 'ACTIVE', asOf: '2025-10-01', source: 'motus-carrier', label: 'Motor Carrier of Property (Except Household Goods)' });
    for (const authorities of [[older, newer], [newer, older]]) {
      const p = authorityPicture(record({ authorities }), TODAY);
      expect(p.authorities).toEqual([newer]);
      expect(p).toMatchObject({ motorCarrier: 'ACTIVE', activeKinds: ['CARRIER_PROPERTY'], asOf: '2025-10-01' });
    }
    // On one date the more direct source wins: Motus' register over the legacy file.
    const sameDay = [fact({ status: 'INACTIVE', asOf: '2025-10-01' }), fact({ status: 'ACTIVE', asOf: '2025-10-01', source: 'motus-carrier' })];
    expect(statusOf(record({ authorities: sameDay }))).toBe('ACTIVE');
    expect(statusOf(record({ authorities: [...sameDay].reverse() }))).toBe('ACTIVE');
  });

  it('keeps the BI&PD amounts only the older row said (facts as the merge stores them)', () => {
    const older = fact({ asOf: '2025-06-01', bipdOnFile: 750_000, bipdRequired: 750_000 });
    const newer = fact({ asOf: '2025-10-01', source: 'motus-carrier' });
    expect(authorityPicture(record({ authorities: [older, newer] }), TODAY).authorities).toEqual([{ ...newer, bipdOnFile: 750_000, bipdRequired: 750_000 }]);
    // What the newer row says replaces it.
    const said = { ...newer, bipdOnFile: 0 };
    expect(authorityPicture(record({ authorities: [older, said] }), TODAY).authorities).toEqual([{ ...said, bipdRequired: 750_000 }]);
  });

  it('reads the best motor-carrier status among the carrier kinds; a broker authority is none', () => {
    const hhg = fact({ kind: 'CARRIER_HHG', status: 'ACTIVE' });
    expect(authorityPicture(record({ authorities: [fact({ status: 'REVOKED' }), hhg] }), TODAY)).toMatchObject({ motorCarrier: 'ACTIVE', activeKinds: ['CARRIER_HHG'] });
    expect(holdsPropertyAuthority(authorityPicture(record({ authorities: [fact({ status: 'REVOKED' }), hhg] }), TODAY))).toBe(false);
    expect(holdsPropertyAuthority(authorityPicture(record({ authorities: [fact()] }), TODAY))).toBe(true);
    expect(statusOf(record({ authorities: [fact({ status: 'PENDING' }), fact({ docket: 'MC7', status: 'REVOKED' })] }))).toBe('PENDING');
    expect(authorityPicture(record({ authorities: [fact({ kind: 'BROKER', label: 'BROKER' })] }), TODAY)).toMatchObject({ known: true, motorCarrier: 'NONE', activeKinds: ['BROKER'] });
  });

  it('lets a docket-less SAFER fact yield to a fact of the same kind on a docket that is as new', () => {
    const saferNoDocket = fact({ docket: '', status: 'NONE', source: 'safer-snapshot', asOf: '2025-09-01' });
    expect(authorityPicture(record({ authorities: [saferNoDocket, fact({ asOf: '2025-09-01' })] }), TODAY).authorities).toEqual([fact({ asOf: '2025-09-01' })]);
    // A docket fact older than it does not hide it.
    expect(authorityPicture(record({ authorities: [saferNoDocket, fact({ asOf: '2025-01-01', status: 'INACTIVE' })] }), TODAY).authorities).toHaveLength(2);
  });

  describe('orders', () => {
    it('counts a revocation in effect as a REVOKED fact of its effective date; a newer grant wins over it', () => {
      const granted = fact({ asOf: '2025-06-01' });
      const p = authorityPicture(record({ authorities: [granted], revocations: [order()] }), TODAY);
      expect(p.authorities).toEqual([expect.objectContaining({ status: 'REVOKED', since: '2025-09-15', asOf: '2025-09-15', source: 'li-revocation' })]);
      expect(p.motorCarrier).toBe('REVOKED');
      expect(statusOf(record({ authorities: [fact({ asOf: '2025-10-01', source: 'motus-carrier' })], revocations: [order()] }))).toBe('ACTIVE');
    });

    it('lists an order served and not yet in effect as pending, soonest first, and changes nothing until its day', () => {
      const later = order({ effectiveDate: '2025-11-20' });
      const sooner = order({ effectiveDate: '2025-10-20', authorityType: 'Motor Carrier of Property (Except Household Goods)', revocationType: 'Operating Authority Involuntary Suspension Notice', source: 'motus-revokesuspend' });
      const r = record({ authorities: [fact()], revocations: [later, sooner] });
      expect(authorityPicture(r, TODAY)).toMatchObject({ motorCarrier: 'ACTIVE', pendingOrders: [sooner, later] });
      // On its day the suspension leaves the authority INACTIVE.
      expect(authorityPicture(r, '2025-10-20')).toMatchObject({ motorCarrier: 'INACTIVE', pendingOrders: [later] });
      // The revocation that follows it is the newer fact.
      expect(authorityPicture(r, '2025-11-20')).toMatchObject({ motorCarrier: 'REVOKED', pendingOrders: [] });
    });

    it('flags an active authority FMCSA marks revocation-pending (legacy *_REV_PEND) as a pending order without a date', () => {
      const p = authorityPicture(record({ authorities: [fact({ revocationPending: true })] }), TODAY);
      expect(p.pendingOrders).toEqual([{ docket: 'MC1062130', authorityType: 'COMMON', revocationType: 'REVOCATION PENDING', serveDate: '', effectiveDate: '', source: 'li-carrier' }]);
      expect(authorityPicture(record({ authorities: [fact({ revocationPending: true, status: 'INACTIVE' })] }), TODAY).pendingOrders).toEqual([]);
    });

    it('ends every carrier authority of the docket on a legacy COMMON revocation, and leaves its broker authority', () => {
      const authorities = [fact(), fact({ kind: 'CARRIER_HHG' }), fact({ kind: 'BROKER', label: 'BROKER' })];
      const p = authorityPicture(record({ authorities, revocations: [order()] }), TODAY);
      expect(p.authorities.map((a) => [a.kind, a.status])).toEqual([
        ['BROKER', 'ACTIVE'],
        ['CARRIER_HHG', 'REVOKED'],
        ['CARRIER_PROPERTY', 'REVOKED'],
      ]);
      expect(p).toMatchObject({ motorCarrier: 'REVOKED', activeKinds: ['BROKER'] });
    });

    it('reaches every authority of the docket with a Motus order naming no type, and only its kind with one that does', () => {
      const authorities = [fact(), fact({ kind: 'BROKER', label: 'BROKER' })];
      const untyped = order({ authorityType: '', source: 'motus-revokesuspend' });
      expect(authorityPicture(record({ authorities, revocations: [untyped] }), TODAY).activeKinds).toEqual([]);
      const broker = order({ authorityType: 'Broker of Property (Except Household Goods)', source: 'motus-revokesuspend' });
      expect(authorityPicture(record({ authorities, revocations: [broker] }), TODAY)).toMatchObject({ motorCarrier: 'ACTIVE', activeKinds: ['CARRIER_PROPERTY'] });
    });
  });

  it("counts the status Motus AuthHist last recorded as a fact of its date (the legacy AuthHist is a timeline only)", () => {
    const event = (over: Partial<AuthorityEvent>): AuthorityEvent => ({ docket: 'MC1062130', kind: 'CARRIER_PROPERTY', label: 'Motor Carrier of Property (Except Household Goods)', action: '', status: 'ACTIVE', date: '2025-03-01', source: 'motus-authhist', ...over });
    const history = [event({ action: 'GRANTED', status: 'ACTIVE', date: '2025-03-01' }), event({ action: 'Involuntary Suspension - Insurance', status: 'INACTIVE', date: '2025-09-20' })];
    const r = record({ authorities: [fact({ asOf: '2025-09-01' })], authorityHistory: history });
    expect(authorityPicture(r, TODAY).authorities).toEqual([expect.objectContaining({ status: 'INACTIVE', since: '2025-09-20', source: 'motus-authhist' })]);
    expect(statusOf(record({ authorities: [fact({ asOf: '2025-09-01' })], authorityHistory: history.map((e) => ({ ...e, source: 'li-authhist' as const })) }))).toBe('ACTIVE');
  });

  describe('a record stored with a status only (before facts were kept)', () => {
    it('reads the status as one SAFER fact of the snapshot date, on its MC docket', () => {
      const stored = record({ dockets: ['MC1062130', 'FF12345'], authorityStatus: 'INACTIVE', authorityTypes: ['COMMON'], sources: ['census-147@2025-01-01', 'safer-snapshot@2025-02-03'] });
      expect(authorityPicture(stored, TODAY).authorities).toEqual([fact({ status: 'INACTIVE', asOf: '2025-02-03', source: 'safer-snapshot' })]);
      const broker = { ...stored, authorityStatus: 'ACTIVE' as const, authorityTypes: ['BROKER'] };
      expect(authorityPicture(broker, TODAY)).toMatchObject({ motorCarrier: 'NONE', activeKinds: ['BROKER'] });
      const both = { ...stored, authorityStatus: 'ACTIVE' as const, authorityTypes: ['BROKER', 'COMMON'] };
      expect(authorityPicture(both, TODAY)).toMatchObject({ motorCarrier: 'ACTIVE', activeKinds: ['BROKER', 'CARRIER_PROPERTY'] });
    });

    it('does not read a stored NONE (a census imported without L&I stored it where nothing was known), nor a status beside facts', () => {
      expect(statusOf(record({ authorityStatus: 'NONE' }))).toBe('UNKNOWN');
      expect(statusOf(record({ authorityStatus: 'ACTIVE', authorities: [fact({ status: 'INACTIVE' })] }))).toBe('INACTIVE');
    });
  });

  it('keeps the older fact’s since date under a newer fact of the same status, whatever the order', () => {
    const saferRevoked = fact({ status: 'REVOKED', asOf: '2025-10-01', source: 'safer-snapshot', since: '' });
    const p = authorityPicture(record({ authorities: [saferRevoked], revocations: [order()] }), TODAY);
    expect(p.authorities).toEqual([expect.objectContaining({ status: 'REVOKED', since: '2025-09-15' })]);
  });

  it('keeps the older fact’s BI&PD amounts under a newer fact that does not say them, whatever the order', () => {
    const newerLegacy = fact({ asOf: '2025-10-01' });
    const olderMotus = fact({ asOf: '2025-06-01', source: 'motus-carrier', bipdOnFile: 750_000, bipdRequired: 750_000 });
    expect(authorityPicture(record({ authorities: [newerLegacy, olderMotus] }), TODAY).authorities).toEqual([{ ...newerLegacy, bipdOnFile: 750_000, bipdRequired: 750_000 }]);
  });
});

describe('a broker-only company (BROKER authority active, no motor-carrier authority, BMC-84 bond)', () => {
  const rowOf = (header: string[], values: Record<string, string>) => header.map((h) => values[h] ?? '');
  const LI_HEADER = ['DOCKET_NUMBER', 'DOT_NUMBER', 'COMMON_STAT', 'CONTRACT_STAT', 'BROKER_STAT', 'PROPERTY_CHK', 'MIN_COV_AMOUNT', 'BIPD_FILE', 'LEGAL_NAME'];
  const INSUR_HEADER = ['DOCKET_NUMBER', 'USDOT_NUMBER', 'INS_FORM_CODE', 'INS_TYPE_CODE', 'INS_CLASS_CODE', 'MAX_COV_AMOUNT', 'UNDERL_LIM_AMOUNT', 'POLICY_NO', 'EFFECTIVE_DATE', 'INSURANCE_COMPANY_NAME', 'TRANS_DATE'];
  const updateOf = (result: MapResult): CarrierUpdate => {
    if (!result || result.kind === 'error' || result.kind === 'equipment') throw new Error(`not a carrier update: ${JSON.stringify(result)}`);
    return result;
  };
  const authority = updateOf(
    liCarrierLayout.bind(LI_HEADER, { asOf: '2025-10-01' })(rowOf(LI_HEADER, { DOCKET_NUMBER: 'MC1062130', DOT_NUMBER: '3204417', COMMON_STAT: 'N', CONTRACT_STAT: 'N', BROKER_STAT: 'A', LEGAL_NAME: 'KOVA BROKERAGE LLC' }), 2),
  );
  const bond = updateOf(
    motusInsurLayout.bind(INSUR_HEADER, { asOf: '2025-10-07' })(
      rowOf(INSUR_HEADER, { DOCKET_NUMBER: 'MC1062130', USDOT_NUMBER: '3204417', INS_FORM_CODE: 'BMC-84', INS_TYPE_CODE: '3', MAX_COV_AMOUNT: '75000.00', POLICY_NO: 'SB-2291', EFFECTIVE_DATE: '20240102', INSURANCE_COMPANY_NAME: 'WESTERN SURETY COMPANY', TRANS_DATE: '20240102' }),
      2,
    ),
  );

  it('reads authorityStatus NONE and insuranceStatus NONE, with its $75,000 bond reported as bondInForce, in either import order', () => {
    for (const updates of [
      [authority, bond],
      [bond, authority],
    ]) {
      const r = applyUpdates(null, updates, { today: TODAY })!;
      expect(r).toMatchObject({ authorityStatus: 'NONE', authorityTypes: ['BROKER'], legalName: 'KOVA BROKERAGE LLC' });
      expect(r.authorities.map((a) => [a.docket, a.kind, a.status])).toEqual([
        ['MC1062130', 'BROKER', 'ACTIVE'],
        ['MC1062130', 'CARRIER_PROPERTY', 'NONE'],
      ]);
      expect(r.insurance).toEqual([expect.objectContaining({ coverageType: 'BOND', formCode: '84', coverageAmount: 75_000, origin: 'motus' })]);
      const insurance = assessInsurance(r, TODAY);
      expect(insurance).toMatchObject({ insuranceStatus: 'NONE', known: true, bondInForce: 75_000, coverageInForce: 0, hasRequiredPolicies: false });
    }
  });

  it('shows the bond apart from liability, and may not be tendered a load as the motor carrier', () => {
    const r = applyUpdates(null, [authority, bond], { today: TODAY })!;
    const view = toCarrierView(r, { now: TODAY });
    expect(view).toMatchObject({ authorityStatus: 'NONE', insuranceStatus: 'NONE', bondOnFile: 75_000, isRecommended: false });
    const insurance = assessInsurance(r, TODAY);
    const verdict = decideVerdict({
      record: r,
      insurance,
      profile: DEFAULT_VERDICT_PROFILE,
      profileLabel: 'default',
      facts: { today: TODAY, coverage: { authority: '2025-10-01', insurance: '2025-10-07' }, flaggedLinks: [], contacts: { lastChanged: '', trackingSince: '' }, negativeReports: 0 },
    });
    expect(verdict.outcome).toBe('FAIL');
    expect(verdict.checks.filter((c) => c.outcome === 'FAIL').map((c) => [c.rule, c.key])).toEqual(
      expect.arrayContaining([
        ['operating-authority', 'verdict.authority.broker-only'],
        ['liability-insurance', 'verdict.insurance.bond-not-liability'],
      ]),
    );
  });
});
