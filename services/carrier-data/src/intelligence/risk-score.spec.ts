import type { RiskFactor } from '../carrier-data.api';
import { emptyCarrier } from '../carrier/carrier.model';
import { assessInsurance } from './insurance-status';
import { assessRisk, type RiskAssessment } from './risk-score';
import { badCarrier, goodCarrier, newCarrier, NOW, policy } from './test-fixtures';

const sum = (factors: RiskFactor[]) => factors.reduce((n, f) => n + f.impact, 0);
const factor = (r: RiskAssessment, code: string) => r.factors.find((f) => f.code === code);
const impact = (r: RiskAssessment, code: string) => factor(r, code)?.impact ?? 0;

/** Clean established carrier with some history, to vary one fact at a time. */
const plain = (overrides: Parameters<typeof goodCarrier>[0] = {}) =>
  goodCarrier({ safetyRating: '', addDate: '2021-01-15', crashes: 0, fatalCrashes: 0, injuryCrashes: 0, towCrashes: 0, ...overrides });

describe('assessRisk: typical carriers', () => {
  it('scores an established, satisfactory, insured carrier low and recommends it', () => {
    const r = assessRisk(goodCarrier(), { now: NOW });
    expect(r).toMatchObject({ score: 0, notEnoughData: false, isRecommended: true, disqualifiers: [] });
    expect(sum(r.factors)).toBe(r.score);
    expect(impact(r, 'safety-rating')).toBe(-5);
    expect(impact(r, 'authority-age')).toBe(-5);
    expect(factor(r, 'vehicle-oos-rate')).toMatchObject({ impact: 0, detail: expect.stringContaining('13.7% of 124 vehicle inspections') });
    expect(factor(r, 'driver-oos-rate')?.impact).toBe(0);
    expect(factor(r, 'crashes')).toMatchObject({ impact: 0, detail: expect.stringContaining('15 reported crashes (3 injury, 12 tow-away or other) for 213 power units') });
    expect(factor(r, 'insurance')).toMatchObject({ label: 'Insurance in force', impact: 0 });
  });

  it('scores a revoked, uninsured, unsatisfactory, out-of-service carrier 100 and never recommends it', () => {
    const r = assessRisk(badCarrier(), { now: NOW });
    expect(r.score).toBe(100);
    expect(r.isRecommended).toBe(false);
    expect(r.notEnoughData).toBe(false);
    expect(r.disqualifiers).toEqual(expect.arrayContaining(['Operating authority revoked', 'Out-of-service order', 'No insurance in force', 'Unsatisfactory safety rating']));
    const limit = r.factors[r.factors.length - 1];
    expect(limit.code).toBe('score-limit');
    expect(limit.impact).toBeLessThan(0);
    expect(sum(r.factors)).toBe(100);
    expect(factor(r, 'authority-status')?.detail).toContain('MC138328 effective Jul 26, 2025 (involuntary revocation)');
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
    expect(r.factors[0].code).toBe('not-enough-data');
    expect(factor(r, 'authority-age')).toMatchObject({ impact: 30, label: 'Brand-new carrier (49 days)' });
    expect(factor(r, 'insurance')?.label).toBe('Insurance in force');
    expect(factor(r, 'baseline')).toBeUndefined();
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
  });

  it('a new carrier with one negative report is not recommended', () => {
    const r = assessRisk(newCarrier(), { now: NOW, communityReports: { positive: 0, negative: 1 } });
    expect(r.score).toBe(10 + 30 + 10 + 5);
    expect(r.isRecommended).toBe(false);
  });

  it('keeps thin-data protection for things that are normal for new carriers (pending authority, no insurance data)', () => {
    const r = assessRisk(newCarrier({ authorityStatus: 'PENDING', insurance: [] }), { now: NOW, sharedIdentifiers: 1 });
    expect(r.notEnoughData).toBe(true);
    expect(r.disqualifiers).toEqual(['Operating authority pending']);
  });

  it('scores an older carrier with a thin inspection record, with the thin record counting a little', () => {
    const r = assessRisk(plain({ inspections: 0, vehicleInspections: 0, driverInspections: 0, vehicleOosInspections: 0, driverOosInspections: 0, violations: 0 }), { now: NOW });
    expect(r.notEnoughData).toBe(false);
    expect(factor(r, 'inspections')).toMatchObject({ impact: 5, label: 'No roadside inspections' });
    expect(factor(r, 'vehicle-oos-rate')).toBeUndefined();
    expect(r.score).toBe(sum(r.factors));
    expect(r.isRecommended).toBe(true);
  });
});

describe('assessRisk: factors', () => {
  it('the factors always sum to the score', () => {
    const cases = [
      goodCarrier(),
      badCarrier(),
      plain({ safetyRating: 'CONDITIONAL' }),
      plain({ vehicleOosInspections: 60 }),
      goodCarrier({ safetyRating: 'SATISFACTORY' }),
      plain({ authorityStatus: 'INACTIVE', insurance: [] }),
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

  it('every factor has a code, label and a sentence', () => {
    for (const r of [assessRisk(goodCarrier(), { now: NOW }), assessRisk(badCarrier(), { now: NOW }), assessRisk(newCarrier(), { now: NOW })]) {
      for (const f of r.factors) {
        expect(f.code).toMatch(/^[a-z0-9-]+$/);
        expect(f.label.length).toBeGreaterThan(3);
        expect(f.detail).toMatch(/[.)]$/);
        expect(Number.isInteger(f.impact)).toBe(true);
      }
    }
  });

  it('floors the score at 0 with a visible adjustment', () => {
    const r = assessRisk(goodCarrier(), { now: NOW, communityReports: { positive: 10, negative: 0 } });
    expect(r.score).toBe(0);
    expect(factor(r, 'community-reports')?.impact).toBe(-9);
    expect(factor(r, 'score-limit')).toMatchObject({ impact: 9, label: 'Score cannot go below 0' });
    expect(sum(r.factors)).toBe(0);
  });

  describe('authority age (DOT registration date)', () => {
    const age = (addDate: string) => factor(assessRisk(plain({ addDate }), { now: NOW }), 'authority-age');
    it.each([
      ['2025-09-01', 30, 'Brand-new carrier (37 days)'],
      ['2025-07-11', 30, 'Brand-new carrier (89 days)'],
      ['2025-07-10', 15, 'New carrier (2 months)'],
      ['2024-10-09', 15, 'New carrier (11 months)'],
      ['2024-10-08', 5, 'Young carrier (1 year)'],
      ['2022-10-01', 0, '3 years in business'],
      ['2020-10-08', -5, 'Established carrier (5 years)'],
    ])('registered %s → %i', (addDate, points, label) => {
      expect(age(addDate)).toMatchObject({ impact: points, label });
    });
    it('treats a date in the future as brand new and a missing date as unknown', () => {
      expect(age('2026-01-01')?.impact).toBe(30);
      expect(age('')).toMatchObject({ impact: 0, label: 'Registration date unknown' });
    });
  });

  describe('authority status', () => {
    it.each([
      ['REVOKED', 40, true],
      ['INACTIVE', 30, true],
      ['PENDING', 15, true],
      ['ACTIVE', 0, false],
    ] as const)('%s → %i (disqualifying: %s)', (authorityStatus, points, disqualifying) => {
      const r = assessRisk(plain({ authorityStatus }), { now: NOW });
      expect(impact(r, 'authority-status')).toBe(points);
      expect(r.disqualifiers.some((d) => d.startsWith('Operating authority'))).toBe(disqualifying);
    });

    it('NONE counts for an interstate carrier only', () => {
      expect(factor(assessRisk(plain({ authorityStatus: 'NONE', authorityTypes: [], insurance: [] }), { now: NOW }), 'authority-status')).toMatchObject({ impact: 10, label: 'No for-hire operating authority' });
      expect(factor(assessRisk(plain({ authorityStatus: 'NONE', carrierOperation: 'C', insurance: [] }), { now: NOW }), 'authority-status')).toMatchObject({ impact: 0, label: 'Intrastate carrier' });
    });

    it('flags a pending revocation notice and a past involuntary revocation', () => {
      const pending = assessRisk(plain({ revocations: [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2025-09-26', effectiveDate: '2025-10-26' }] }), { now: NOW });
      expect(factor(pending, 'revocations')).toMatchObject({ impact: 20, label: 'Revocation pending' });
      expect(factor(pending, 'revocations')?.detail).toContain('effective Oct 26, 2025');

      const past = assessRisk(plain({ revocations: [{ docket: 'MC245009', authorityType: 'COMMON', revocationType: 'INVOLUNTARY REVOCATION', serveDate: '2023-01-01', effectiveDate: '2023-02-01' }] }), { now: NOW });
      expect(factor(past, 'revocations')).toMatchObject({ impact: 10, label: 'Authority revoked before' });

      const voluntary = assessRisk(plain({ revocations: [{ docket: 'MC245009', authorityType: 'BROKER', revocationType: 'VOLUNTARY REVOCATION', serveDate: '2023-01-01', effectiveDate: '2023-02-01' }] }), { now: NOW });
      expect(factor(voluntary, 'revocations')).toBeUndefined();
    });
  });

  describe('insurance', () => {
    it.each([
      ['cancelling in 12 days', [policy({ cancelEffectiveDate: '2025-10-20' })], 20, 'Insurance cancelling in 12 days', false],
      ['below the minimum', [policy({ coverageAmount: 300_000 })], 15, 'Insurance below the required minimum', false],
      ['none in force', [policy({ cancelEffectiveDate: '2025-09-01' })], 30, 'No insurance in force', true],
      ['not yet in force', [policy({ effectiveDate: '2025-11-01' })], 10, 'Insurance not yet in force', true],
      ['no filing in the data', [], 10, 'Insurance not confirmed', false],
      ['in force', [policy()], 0, 'Insurance in force', false],
    ])('%s', (_name, insurance, points, label, disqualifying) => {
      const r = assessRisk(plain({ insurance }), { now: NOW });
      expect(factor(r, 'insurance')).toMatchObject({ impact: points, label });
      expect(r.disqualifiers.includes(label)).toBe(disqualifying);
    });

    it('lists both when coverage is cancelling and below the minimum', () => {
      const r = assessRisk(plain({ insurance: [policy({ coverageAmount: 300_000, cancelEffectiveDate: '2025-10-30' })] }), { now: NOW });
      expect(factor(r, 'insurance')).toMatchObject({ impact: 20, label: 'Insurance cancelling in 22 days' });
      expect(factor(r, 'insurance-minimum')).toMatchObject({ impact: 15, label: 'Insurance below the required minimum' });
      expect(sum(r.factors)).toBe(r.score);
    });

    it('explains the $300,000 small-vehicle exception and the hazmat $5,000,000 classes', () => {
      expect(factor(assessRisk(plain({ insurance: [policy({ coverageAmount: 300_000 })] }), { now: NOW }), 'insurance')?.detail).toBe(
        'Only $300,000 BIPD liability with NORTHLAND INSURANCE COMPANY is on file; $750,000 is required for general freight. ($300,000 is enough only for vehicles under 10,001 lb.)',
      );
      expect(factor(assessRisk(plain({ hazmat: true }), { now: NOW }), 'insurance')?.detail).toContain('$5,000,000 is needed for explosives');
    });

    it('uses a precomputed insurance assessment when given', () => {
      const record = plain();
      const insurance = { ...assessInsurance(record, NOW), insuranceStatus: 'EXPIRES SOON' as const, insuranceExpiryDate: '2025-10-10', daysToExpiry: 2 };
      expect(factor(assessRisk(record, { now: NOW, insurance }), 'insurance')?.label).toBe('Insurance cancelling in 2 days');
    });
  });

  describe('safety rating and out-of-service order', () => {
    it.each([
      ['UNSATISFACTORY', 35, true],
      ['CONDITIONAL', 15, false],
      ['SATISFACTORY', -5, false],
      ['', 0, false],
    ] as const)('%s → %i', (safetyRating, points, disqualifying) => {
      const r = assessRisk(plain({ safetyRating, safetyRatingDate: safetyRating ? '2024-03-01' : '' }), { now: NOW });
      expect(impact(r, 'safety-rating')).toBe(points);
      expect(r.disqualifiers.includes('Unsatisfactory safety rating')).toBe(disqualifying);
    });

    it('an out-of-service order adds 40 and disqualifies', () => {
      const r = assessRisk(plain({ outOfService: true, outOfServiceDate: '2025-09-30' }), { now: NOW });
      expect(factor(r, 'out-of-service')).toMatchObject({ impact: 40, detail: expect.stringContaining('Sep 30, 2025') });
      expect(r.isRecommended).toBe(false);
    });

    it('a CONDITIONAL carrier that is otherwise fine can still be recommended (score under 40)', () => {
      const r = assessRisk(plain({ safetyRating: 'CONDITIONAL' }), { now: NOW });
      expect(r.score).toBe(25);
      expect(r.isRecommended).toBe(true);
    });
  });

  describe('out-of-service rates against the national averages', () => {
    it.each([
      [10, 100, 0],
      [21, 100, 0],
      [22, 100, 5],
      [32, 100, 12],
      [42, 100, 20],
    ])('vehicle %i of %i → %i', (oos, inspected, points) => {
      expect(impact(assessRisk(plain({ vehicleOosInspections: oos, vehicleInspections: inspected }), { now: NOW }), 'vehicle-oos-rate')).toBe(points);
    });

    it.each([
      [5, 100, 0],
      [6, 100, 4],
      [9, 100, 8],
      [11, 100, 15],
    ])('driver %i of %i → %i', (oos, inspected, points) => {
      expect(impact(assessRisk(plain({ driverOosInspections: oos, driverInspections: inspected }), { now: NOW }), 'driver-oos-rate')).toBe(points);
    });

    it('does not judge a rate on fewer than 5 inspections', () => {
      const f = factor(assessRisk(plain({ vehicleOosInspections: 3, vehicleInspections: 4 }), { now: NOW }), 'vehicle-oos-rate');
      expect(f).toMatchObject({ impact: 0, label: 'Vehicle out-of-service rate not yet meaningful' });
    });
  });

  describe('crashes per power unit', () => {
    const crash = (o: Parameters<typeof plain>[0]) => factor(assessRisk(plain(o), { now: NOW }), 'crashes');
    it('weights fatal 3, injury 2, other 1 per power unit', () => {
      expect(crash({ powerUnits: 10, crashes: 3, fatalCrashes: 1, injuryCrashes: 1, towCrashes: 1 })).toMatchObject({ impact: 20, label: 'High crash rate for the fleet size' });
      expect(crash({ powerUnits: 20, crashes: 3, fatalCrashes: 0, injuryCrashes: 1, towCrashes: 2 })).toMatchObject({ impact: 5 });
      expect(crash({ powerUnits: 10, crashes: 2, fatalCrashes: 0, injuryCrashes: 1, towCrashes: 1 })).toMatchObject({ impact: 12 });
      expect(crash({ powerUnits: 500, crashes: 5, fatalCrashes: 1, injuryCrashes: 2, towCrashes: 2 })).toMatchObject({ impact: 0, label: 'Crash rate in line with fleet size' });
    });
    it('a single crash counts at most 8', () => {
      expect(crash({ powerUnits: 1, crashes: 1, fatalCrashes: 1 })?.impact).toBe(8);
    });
    it('counts unclassified crashes once and a fleet of 0 as 1 unit', () => {
      expect(crash({ powerUnits: 0, crashes: 2 })?.impact).toBe(20);
      expect(crash({ crashes: 0 })).toMatchObject({ impact: 0, label: 'No reported crashes' });
    });
  });

  it('counts inspection volume and an outdated MCS-150', () => {
    expect(factor(assessRisk(plain({ inspections: 2 }), { now: NOW }), 'inspections')).toMatchObject({ impact: 3, label: 'Thin inspection history' });
    expect(factor(assessRisk(plain({ inspections: 300 }), { now: NOW }), 'inspections')).toMatchObject({ impact: 0, label: '300 roadside inspections' });
    expect(factor(assessRisk(plain({ mcs150Date: '2022-01-01' }), { now: NOW }), 'mcs150')).toMatchObject({ impact: 5 });
    expect(factor(assessRisk(plain({ mcs150Date: '2024-01-01' }), { now: NOW }), 'mcs150')).toBeUndefined();
  });

  it('counts shared identifiers when given, by tiers', () => {
    expect(factor(assessRisk(plain(), { now: NOW }), 'shared-identifiers')).toBeUndefined();
    expect(impact(assessRisk(plain(), { now: NOW, sharedIdentifiers: 0 }), 'shared-identifiers')).toBe(0);
    expect(impact(assessRisk(plain(), { now: NOW, sharedIdentifiers: 2 }), 'shared-identifiers')).toBe(5);
    expect(impact(assessRisk(plain(), { now: NOW, sharedCount: 3 }), 'shared-identifiers')).toBe(10);
    expect(factor(assessRisk(plain(), { now: NOW, sharedIdentifiers: 12 }), 'shared-identifiers')).toMatchObject({ impact: 15, label: 'Identifiers shared with 12 other carriers' });
  });

  it('community reports: negative raise (max +30), positive lower (max -9)', () => {
    const c = (positive: number, negative: number) => factor(assessRisk(plain(), { now: NOW, communityReports: { positive, negative } }), 'community-reports');
    expect(c(0, 0)).toMatchObject({ impact: 0, label: 'No community reports' });
    expect(c(0, 2)).toMatchObject({ impact: 20, label: 'Negative community reports' });
    expect(c(0, 7)?.impact).toBe(30);
    expect(c(2, 0)).toMatchObject({ impact: -6, label: 'Positive community reports' });
    expect(c(1, 1)).toMatchObject({ impact: 7 });
    expect(c(20, 0)?.impact).toBe(-9);
  });

  it('links to a revoked carrier add 25', () => {
    const r = assessRisk(plain({ priorRevokeDotNumber: '885213' }), { now: NOW });
    expect(factor(r, 'prior-revocation')).toMatchObject({ impact: 25, detail: expect.stringContaining('USDOT 885213') });
  });

  it('an empty record (census row with nothing else) is thin data', () => {
    const r = assessRisk(emptyCarrier('1'), { now: NOW });
    expect(r).toMatchObject({ notEnoughData: true, score: null, isRecommended: false });
  });
});
