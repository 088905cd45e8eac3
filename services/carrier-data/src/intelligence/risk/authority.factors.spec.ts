import { assessRisk } from '../risk-score';
import { knownNone, newCarrier, NOW } from '../test-fixtures';
import { factorOf, forHire, impactOf, plain } from './risk.test-support';

const revocation = { docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-09-26', effectiveDate: '2025-10-26', source: 'li-revocation' };

describe('authority status', () => {
  // A census that does not say whether the carrier hauls for hire: the status alone weighs.
  it.each([
    ['REVOKED', 40, true],
    ['INACTIVE', 30, true],
    ['PENDING', 15, true],
    ['ACTIVE', 0, false],
  ] as const)('%s → %i (disqualifying: %s)', (authorityStatus, points, disqualifying) => {
    const r = assessRisk(plain({ authorityStatus, classifications: [] }), { now: NOW });
    expect(impactOf(r, 'authority-status')).toBe(points);
    expect(r.disqualifiers.some((d) => d.startsWith('Operating authority'))).toBe(disqualifying);
  });

  it('names the revoked docket and date, and says when the revocation was involuntary', () => {
    const revoked = plain({ authorityStatus: 'REVOKED', revocations: [{ ...revocation, effectiveDate: '2025-07-26' }] });
    expect(factorOf(assessRisk(revoked, { now: NOW }), 'authority-status')).toMatchObject({
      labelKey: 'risk.authority-status.revoked.label',
      key: 'risk.authority-status.revoked-involuntary',
      params: { docket: 'MC245009', date: '2025-07-26' },
      label: 'Operating authority revoked',
      detail: 'FMCSA involuntarily revoked the operating authority on MC245009 effective Jul 26, 2025. It may not haul interstate for-hire freight.',
    });
    const voluntary = plain({ authorityStatus: 'REVOKED', revocations: [{ ...revocation, revocationType: 'VOLUNTARY REVOCATION', effectiveDate: '2025-07-26' }] });
    expect(factorOf(assessRisk(voluntary, { now: NOW }), 'authority-status')?.key).toBe('risk.authority-status.revoked');
    expect(factorOf(assessRisk(plain({ authorityStatus: 'REVOKED', revocations: [] }), { now: NOW }), 'authority-status')).toMatchObject({
      key: 'risk.authority-status.revoked-undated',
      params: {},
    });
  });

  it('lists the MC dockets of an active authority', () => {
    expect(factorOf(assessRisk(plain(), { now: NOW }), 'authority-status')).toMatchObject({
      key: 'risk.authority-status.active',
      params: { dockets: 'MC245009' },
      detail: 'Active operating authority on MC245009.',
    });
    expect(factorOf(assessRisk(plain({ dockets: [] }), { now: NOW }), 'authority-status')?.key).toBe('risk.authority-status.active-no-docket');
  });

  it('without authority, weighs what the census says the carrier needs', () => {
    const none = (overrides: Parameters<typeof plain>[0]) => factorOf(assessRisk(plain({ ...knownNone(), authorityTypes: [], insurance: [], ...overrides }), { now: NOW }), 'authority-status');
    expect(none({ classifications: ['PRIVATE_PROPERTY'] })).toMatchObject({ impact: 0, key: 'risk.authority-status.private', label: 'Private carrier' });
    expect(none({ classifications: ['EXEMPT_FOR_HIRE'] })).toMatchObject({ impact: 0, key: 'risk.authority-status.exempt' });
    expect(none({ carrierOperation: 'C', classifications: ['AUTHORIZED_FOR_HIRE'] })).toMatchObject({ impact: 0, key: 'risk.authority-status.intrastate', label: 'Intrastate carrier' });
    // No classification on file: interstate may need it (a moderate weight), unknown operation says nothing.
    expect(none({ carrierOperation: 'A', classifications: [] })).toMatchObject({ impact: 10, key: 'risk.authority-status.none-interstate', label: 'No for-hire operating authority' });
    expect(none({ carrierOperation: '', classifications: [] })).toMatchObject({ impact: 0, key: 'risk.authority-status.none' });
  });

  it('says "not known" instead of "none" when no authority data set covers the company (UNKNOWN)', () => {
    const record = plain({ authorityStatus: 'UNKNOWN', authorityTypes: [], insurance: [], ...forHire() });
    for (const coverage of [undefined, [{ dataset: 'authority' as const, imported: false }]]) {
      const r = assessRisk(record, { now: NOW, ...(coverage ? { coverage } : {}) });
      expect(factorOf(r, 'authority-status')).toMatchObject({ impact: 0, key: 'risk.authority-status.unknown', label: 'Operating authority not known' });
      expect(r.disqualifiers).toEqual([]);
    }
    // A status the data did give is still read.
    expect(impactOf(assessRisk(plain({ authorityStatus: 'REVOKED' }), { now: NOW, coverage: [{ dataset: 'authority', imported: false }] }), 'authority-status')).toBe(40);
  });

  it('reads NONE as known: a data set covering the company says it holds no motor-carrier authority', () => {
    const record = plain({ ...knownNone(), authorityTypes: ['BROKER'], insurance: [], ...forHire() });
    const r = assessRisk(record, { now: NOW, coverage: [{ dataset: 'authority', imported: false }] });
    expect(factorOf(r, 'authority-status')).toMatchObject({ impact: 40, key: 'risk.authority-status.none-required' });
    expect(r.disqualifiers).toEqual(['No active for-hire authority']);
  });
});

describe('a carrier that needs for-hire authority and has none active', () => {
  it('is disqualified with 40 points, so no authority and no insurance never looks low-risk or Recommended', () => {
    const r = assessRisk(plain({ ...knownNone(), authorityTypes: [], insurance: [], ...forHire() }), { now: NOW });
    expect(factorOf(r, 'authority-status')).toMatchObject({
      impact: 40,
      key: 'risk.authority-status.none-required',
      labelKey: 'risk.authority-status.none-required.label',
      label: 'No active for-hire authority',
    });
    expect(r.score).toBeGreaterThanOrEqual(50);
    expect(r).toMatchObject({ isRecommended: false, disqualifiers: ['No active for-hire authority'] });
  });

  it('is scored even on a thin record: never hidden behind "not enough data"', () => {
    const thin = newCarrier({ ...knownNone(), authorityTypes: [], insurance: [], addDate: '2025-02-01', ...forHire() });
    const r = assessRisk(thin, { now: NOW });
    expect(r.notEnoughData).toBe(false);
    expect(r.score).toBe(10 + 40 + 15 + 5);
    expect(r.isRecommended).toBe(false);

    const pending = assessRisk(newCarrier({ authorityStatus: 'PENDING', insurance: [], ...forHire() }), { now: NOW });
    expect(pending).toMatchObject({ notEnoughData: false, isRecommended: false });
    expect(impactOf(pending, 'authority-status')).toBe(40);
  });

  it('weighs inactive and pending authority like none (40)', () => {
    expect(impactOf(assessRisk(plain({ authorityStatus: 'INACTIVE', ...forHire() }), { now: NOW }), 'authority-status')).toBe(40);
    expect(impactOf(assessRisk(plain({ authorityStatus: 'PENDING', ...forHire() }), { now: NOW }), 'authority-status')).toBe(40);
    expect(impactOf(assessRisk(plain({ authorityStatus: 'ACTIVE', ...forHire() }), { now: NOW }), 'authority-status')).toBe(0);
  });
});

describe('revocations', () => {
  it('flags a pending revocation notice with its served and effective days', () => {
    const r = assessRisk(plain({ revocations: [revocation] }), { now: NOW });
    expect(factorOf(r, 'revocations')).toMatchObject({
      impact: 20,
      label: 'Revocation pending',
      key: 'risk.revocations.pending',
      params: { served: '2025-09-26', docket: 'MC245009', date: '2025-10-26' },
      detail: expect.stringContaining('FMCSA served a notice on Sep 26, 2025 to revoke the operating authority on MC245009 effective Oct 26, 2025'),
    });
    expect(factorOf(assessRisk(plain({ revocations: [{ ...revocation, serveDate: '' }] }), { now: NOW }), 'revocations')?.key).toBe('risk.revocations.pending-unserved');
  });

  it('counts past involuntary revocations, once or several times, and ignores voluntary ones', () => {
    const past = { ...revocation, serveDate: '2023-01-01', effectiveDate: '2023-02-01' };
    expect(factorOf(assessRisk(plain({ revocations: [past] }), { now: NOW }), 'revocations')).toMatchObject({
      impact: 10,
      label: 'Authority revoked before',
      key: 'risk.revocations.past',
      params: { count: '1', date: '2023-02-01' },
      detail: "FMCSA involuntarily revoked the carrier's authority once, effective Feb 1, 2023; it has been reinstated since.",
    });
    const twice = assessRisk(plain({ revocations: [past, { ...past, effectiveDate: '2024-05-01' }] }), { now: NOW });
    expect(factorOf(twice, 'revocations')?.detail).toBe("FMCSA involuntarily revoked the carrier's authority 2 times, most recently effective May 1, 2024; it has been reinstated since.");
    expect(factorOf(assessRisk(plain({ revocations: [{ ...past, effectiveDate: '' }] }), { now: NOW }), 'revocations')?.key).toBe('risk.revocations.past-undated');
    expect(factorOf(assessRisk(plain({ revocations: [{ ...past, revocationType: 'VOLUNTARY REVOCATION' }] }), { now: NOW }), 'revocations')).toBeUndefined();
  });
});
