import { baseKeys, explainIn, RISK_EXPLANATIONS, type ExplanationParams } from '@logiscope/proto/views';
import { emptyCarrier } from '../carrier/carrier.model';
import { assessRisk, type RiskAssessment } from './risk-score';
import { factorOf, forHire, impactOf, plain, sum } from './risk/risk.test-support';
import { badCarrier, goodCarrier, knownNone, newCarrier, NOW, policy } from './test-fixtures';

describe('assessRisk: typical carriers', () => {
  it('scores an established, satisfactory, insured carrier low and recommends it', () => {
    const r = assessRisk(goodCarrier(), { now: NOW });
    expect(r).toMatchObject({ score: 0, notEnoughData: false, isRecommended: true, disqualifiers: [] });
    expect(sum(r.factors)).toBe(r.score);
    expect(impactOf(r, 'safety-rating')).toBe(-5);
    expect(impactOf(r, 'authority-age')).toBe(-5);
    expect(factorOf(r, 'vehicle-oos-rate')).toMatchObject({ impact: 0, detail: expect.stringContaining('13.7% of 124 vehicle inspections') });
    expect(factorOf(r, 'driver-oos-rate')?.impact).toBe(0);
    expect(factorOf(r, 'insurance')).toMatchObject({ label: 'Insurance in force', impact: 0 });
  });

  it('scores a revoked, uninsured, unsatisfactory, out-of-service carrier 100 and never recommends it', () => {
    const r = assessRisk(badCarrier(), { now: NOW });
    expect(r.score).toBe(100);
    expect(r.isRecommended).toBe(false);
    expect(r.notEnoughData).toBe(false);
    expect(r.disqualifiers).toEqual(expect.arrayContaining(['Operating authority revoked', 'Out-of-service order', 'No insurance in force', 'Unsatisfactory safety rating']));
    const limit = r.factors[r.factors.length - 1];
    expect(limit).toMatchObject({ code: 'score-limit', key: 'risk.score-limit.capped', label: 'Score capped at 100' });
    expect(limit.impact).toBeLessThan(0);
    expect(limit.detail).toBe(`The factors add up to ${100 - limit.impact}; the score stops at 100.`);
    expect(sum(r.factors)).toBe(100);
  });

  it('lists the biggest risks first', () => {
    const r = assessRisk(badCarrier(), { now: NOW });
    const impacts = r.factors.filter((f) => f.code !== 'score-limit').map((f) => f.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(r.factors[0].code).toMatch(/authority-status|out-of-service/);
  });

  it('does not score a brand-new carrier with no history: notEnoughData, score null, facts still listed', () => {
    const r = assessRisk(newCarrier(), { now: NOW });
    expect(r).toMatchObject({ score: null, notEnoughData: true, isRecommended: false });
    expect(r.factors[0]).toMatchObject({ code: 'not-enough-data', key: 'risk.not-enough-data', label: 'Not enough history to score' });
    expect(factorOf(r, 'authority-age')).toMatchObject({ impact: 30, label: 'Brand-new carrier (49 days)' });
    expect(factorOf(r, 'insurance')?.label).toBe('Insurance in force');
    expect(factorOf(r, 'baseline')).toBeUndefined();
  });

  it('does not score a thin record under a year old or with no registration date', () => {
    expect(assessRisk(newCarrier({ addDate: '2025-01-10', inspections: 2, vehicleInspections: 2 }), { now: NOW }).notEnoughData).toBe(true);
    expect(assessRisk(newCarrier({ addDate: '' }), { now: NOW }).notEnoughData).toBe(true);
  });

  it('scores a thin record anyway when it already shows a serious problem', () => {
    const lapsed = assessRisk(newCarrier({ insurance: [policy({ cancelEffectiveDate: '2025-10-01' })] }), { now: NOW });
    expect(lapsed.notEnoughData).toBe(false);
    expect(lapsed.score).toBeGreaterThanOrEqual(40);
    expect(lapsed.isRecommended).toBe(false);

    const linked = assessRisk(newCarrier({ priorRevokeDotNumber: '885213' }), { now: NOW });
    expect(linked).toMatchObject({ notEnoughData: false, isRecommended: false });
    expect(linked.score).toBe(10 + 30 + 25 + 5);

    expect(assessRisk(newCarrier({ outOfService: true }), { now: NOW }).notEnoughData).toBe(false);
    expect(assessRisk(newCarrier(), { now: NOW, communityReports: { positive: 0, negative: 1 } }).notEnoughData).toBe(false);
    expect(assessRisk(newCarrier(), { now: NOW, sharedIdentifiers: 3 }).notEnoughData).toBe(false);
    expect(assessRisk(newCarrier({ ...knownNone(), insurance: [], ...forHire() }), { now: NOW }).notEnoughData).toBe(false);
  });

  it('a new carrier with one negative report is not recommended', () => {
    const r = assessRisk(newCarrier(), { now: NOW, communityReports: { positive: 0, negative: 1 } });
    expect(r.score).toBe(10 + 30 + 10 + 5);
    expect(r.isRecommended).toBe(false);
  });

  it('keeps thin-data protection for what is normal for new carriers when the census does not require authority', () => {
    const r = assessRisk(newCarrier({ authorityStatus: 'PENDING', insurance: [] }), { now: NOW, sharedIdentifiers: 1 });
    expect(r.notEnoughData).toBe(true);
    expect(r.disqualifiers).toEqual(['Operating authority pending']);
  });

  it('scores an older carrier with a thin inspection record, with the thin record counting a little', () => {
    const r = assessRisk(plain({ inspections: 0, vehicleInspections: 0, driverInspections: 0, vehicleOosInspections: 0, driverOosInspections: 0, violations: 0 }), { now: NOW });
    expect(r.notEnoughData).toBe(false);
    expect(factorOf(r, 'inspections')).toMatchObject({ impact: 5, label: 'No roadside inspections' });
    expect(factorOf(r, 'vehicle-oos-rate')).toBeUndefined();
    expect(r.score).toBe(sum(r.factors));
    expect(r.isRecommended).toBe(true);
  });

  it('an empty record (census row with nothing else) is thin data', () => {
    expect(assessRisk(emptyCarrier('1'), { now: NOW })).toMatchObject({ notEnoughData: true, score: null, isRecommended: false });
  });
});

describe('assessRisk: totals', () => {
  it('the factors always sum to the score', () => {
    const cases = [
      goodCarrier(),
      badCarrier(),
      plain({ safetyRating: 'CONDITIONAL' }),
      plain({ vehicleOosInspections: 60 }),
      goodCarrier({ safetyRating: 'SATISFACTORY' }),
      plain({ authorityStatus: 'INACTIVE', insurance: [] }),
      plain({ ...knownNone(), insurance: [] }),
    ];
    for (const record of cases) {
      for (const communityReports of [undefined, { positive: 5, negative: 0 }, { positive: 0, negative: 4 }]) {
        const r = assessRisk(record, { now: NOW, communityReports, sharedIdentifiers: 2 });
        expect(r.score).not.toBeNull();
        expect(sum(r.factors)).toBe(r.score);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it('floors the score at 0 with a visible adjustment', () => {
    const r = assessRisk(goodCarrier(), { now: NOW, communityReports: { positive: 10, negative: 0 } });
    expect(r.score).toBe(0);
    expect(factorOf(r, 'community-reports')?.impact).toBe(-9);
    expect(factorOf(r, 'score-limit')).toMatchObject({ impact: 9, label: 'Score cannot go below 0', params: { total: '-9' }, detail: 'The factors add up to -9; the score stops at 0.' });
    expect(sum(r.factors)).toBe(0);
  });
});

/** Records that between them reach every variant of every factor (the catalogue must have no dead key). */
function everyVariant(): RiskAssessment[] {
  const revocation = { docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-09-26', effectiveDate: '2025-10-26', source: 'li-revocation' };
  const past = { ...revocation, effectiveDate: '2023-02-01' };
  const records = [
    goodCarrier(),
    badCarrier(),
    badCarrier({ revocations: [{ ...revocation, revocationType: 'VOLUNTARY REVOCATION', effectiveDate: '2025-07-01' }], safetyRatingDate: '', outOfServiceDate: '' }),
    badCarrier({ revocations: [], insurance: [policy({ cancelEffectiveDate: '' , effectiveDate: '2026-01-01' })] }),
    newCarrier(),
    newCarrier({ addDate: '2025-10-07', inspections: 1, vehicleInspections: 1, driverInspections: 1 }),
    emptyCarrier('1'),
    plain({ authorityStatus: 'INACTIVE', insurance: [] }),
    plain({ authorityStatus: 'PENDING', insurance: [], revocations: [revocation] }),
    plain({ revocations: [{ ...revocation, serveDate: '' }], dockets: [] }),
    plain({ revocations: [past] }),
    plain({ revocations: [{ ...past, effectiveDate: '' }] }),
    plain({ ...knownNone(), insurance: [] }),
    ...[['PRIVATE_PROPERTY'], ['EXEMPT_FOR_HIRE'], []].map((classifications) => plain({ ...knownNone(), insurance: [], classifications })),
    plain({ ...knownNone(), insurance: [], classifications: [], carrierOperation: '' }),
    plain({ ...knownNone(), insurance: [], carrierOperation: 'B' }),
    plain({ insurance: [policy({ cancelEffectiveDate: '2025-10-20', coverageAmount: 200_000 })] }),
    plain({ insurance: [policy({ coverageAmount: 300_000 })] }),
    plain({ insurance: [policy({ coverageAmount: 0 })] }),
    plain({ insurance: [policy({ cancelEffectiveDate: '2026-01-15' })] }),
    plain({ insurance: [policy({ cancelEffectiveDate: '2025-09-01' })] }),
    plain({ insurance: [policy()], hazmat: true }),
    plain({ insurance: [policy({ coverageAmount: 2_000_000 })], passengerCarrier: true }),
    plain({ safetyRating: 'CONDITIONAL', safetyRatingDate: '2024-01-01' }),
    plain({ safetyRating: 'CONDITIONAL', safetyRatingDate: '' }),
    plain({ safetyRating: 'SATISFACTORY', safetyRatingDate: '' }),
    ...['2025-09-01', '2025-06-01', '2024-06-01', '2022-01-01'].map((addDate) => plain({ addDate })),
    plain({ mcs150Date: '2020-01-01', priorRevokeDotNumber: '885213' }),
    ...[[10, 30], [32, 9], [22, 6], [10, 5], [1, 1]].map(([v, d]) => plain({ vehicleInspections: 100, vehicleOosInspections: v, driverInspections: 100, driverOosInspections: d })),
    plain({ vehicleInspections: 3, vehicleOosInspections: 1, driverInspections: 2, driverOosInspections: 0 }),
    ...[[10, 1, 1, 1], [20, 0, 1, 2], [500, 1, 2, 2], [1, 0, 0, 1]].map(([powerUnits, fatalCrashes, injuryCrashes, towCrashes]) =>
      plain({ powerUnits, fatalCrashes, injuryCrashes, towCrashes, crashes: fatalCrashes + injuryCrashes + towCrashes }),
    ),
    plain({ inspections: 0 }),
    plain({ inspections: 2 }),
  ];
  const options = [{}, { sharedIdentifiers: 0 }, { sharedIdentifiers: 4 }, { communityReports: { positive: 0, negative: 0 } }, { communityReports: { positive: 1, negative: 2 } }];
  const more = [
    { positive: 5, negative: 0 },
    { positive: 0, negative: 0, neutral: 2 },
    { positive: 0, negative: 0, incidents: { open: 1, verified: 0, disputed: 0, resolved: 0 } },
    { positive: 0, negative: 0, incidents: { open: 0, verified: 1, disputed: 1, resolved: 0 } },
    { positive: 0, negative: 0, incidents: { open: 0, verified: 0, disputed: 0, resolved: 2 } },
  ].map((communityReports) => assessRisk(plain(), { now: NOW, communityReports }));
  const floored = assessRisk(goodCarrier(), { now: NOW, communityReports: { positive: 10, negative: 0 } });
  const missing = assessRisk(plain({ authorityStatus: 'UNKNOWN', insurance: [] }), {
    now: NOW,
    coverage: [
      { dataset: 'authority', imported: false },
      { dataset: 'insurance', imported: false },
    ],
  });
  return [...records.flatMap((record) => options.map((o) => assessRisk(record, { now: NOW, ...o }))), ...more, floored, missing];
}

describe('explanations: keys, parameters and English', () => {
  const assessments = everyVariant();
  const factors = assessments.flatMap((r) => r.factors);
  const placeholders = (template: string) => [...template.matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1]);
  const templatesOf = (key: string) => Object.entries(RISK_EXPLANATIONS).filter(([k]) => k === key || k === `${key}_one` || k === `${key}_other`).map(([, t]) => t);

  it('renders each label and sentence from its key and parameters, so English has one source', () => {
    for (const f of factors) {
      expect(templatesOf(f.key).length).toBeGreaterThan(0);
      expect(templatesOf(f.labelKey).length).toBeGreaterThan(0);
      expect(f.labelKey).toMatch(/^risk\.[a-z0-9-]+(\.[a-z0-9-]+)?\.label$/);
      expect(f.key.startsWith(`risk.${f.code === 'insurance-minimum' ? 'insurance' : f.code}`)).toBe(true);
      expect(f.label).toBe(explainIn(RISK_EXPLANATIONS, f.labelKey, f.params));
      expect(f.detail).toBe(explainIn(RISK_EXPLANATIONS, f.key, f.params));
      expect(f.detail).toMatch(/[.)]$/);
    }
  });

  it('passes exactly the parameters the templates read, as language-neutral strings', () => {
    for (const f of factors) {
      const read = new Set([...templatesOf(f.key), ...templatesOf(f.labelKey)].flatMap(placeholders));
      expect({ key: f.key, params: Object.keys(f.params).sort() }).toEqual({ key: f.key, params: [...read].sort() });
      for (const [name, value] of Object.entries(f.params as ExplanationParams)) {
        // ISO days, decimals, dockets and DOT numbers: never a word a reader would need translated.
        expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^(\d{4}-\d{2}-\d{2}|-?\d+(\.\d+)?|[A-Z]{2,3}\d+(, [A-Z]{2,3}\d+)*)$/) });
      }
    }
  });

  it('uses a count parameter exactly where the template has plural forms', () => {
    for (const f of factors) {
      for (const key of [f.key, f.labelKey]) {
        const plural = `${key}_one` in RISK_EXPLANATIONS;
        if (plural) expect({ key, count: f.params.count }).toEqual({ key, count: expect.stringMatching(/^\d+$/) });
      }
    }
  });

  it('reaches every key of the catalogue (no template without a factor that uses it)', () => {
    const used = new Set(factors.flatMap((f) => [f.key, f.labelKey]));
    expect(baseKeys(RISK_EXPLANATIONS).filter((k) => !used.has(k))).toEqual([]);
  });
});
