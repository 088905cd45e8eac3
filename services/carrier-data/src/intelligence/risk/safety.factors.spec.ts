import { assessRisk } from '../risk-score';
import { NOW } from '../test-fixtures';
import { factorOf, impactOf, plain } from './risk.test-support';

describe('safety rating and out-of-service order', () => {
  it.each([
    ['UNSATISFACTORY', 35, true],
    ['CONDITIONAL', 15, false],
    ['SATISFACTORY', -5, false],
    ['', 0, false],
  ] as const)('%s → %i', (safetyRating, points, disqualifying) => {
    const r = assessRisk(plain({ safetyRating, safetyRatingDate: safetyRating ? '2024-03-01' : '' }), { now: NOW });
    expect(impactOf(r, 'safety-rating')).toBe(points);
    expect(r.disqualifiers.includes('Unsatisfactory safety rating')).toBe(disqualifying);
  });

  it('dates the rating when FMCSA did, with a key of its own when it did not', () => {
    expect(factorOf(assessRisk(plain({ safetyRating: 'CONDITIONAL', safetyRatingDate: '2024-03-01' }), { now: NOW }), 'safety-rating')).toMatchObject({
      key: 'risk.safety-rating.conditional',
      labelKey: 'risk.safety-rating.conditional.label',
      params: { date: '2024-03-01' },
      detail: expect.stringMatching(/^FMCSA rated the carrier CONDITIONAL on Mar 1, 2024: /),
    });
    expect(factorOf(assessRisk(plain({ safetyRating: 'CONDITIONAL', safetyRatingDate: '' }), { now: NOW }), 'safety-rating')).toMatchObject({
      key: 'risk.safety-rating.conditional-undated',
      params: {},
    });
    expect(factorOf(assessRisk(plain(), { now: NOW }), 'safety-rating')).toMatchObject({ key: 'risk.safety-rating.not-rated', label: 'Not rated' });
  });

  it('an out-of-service order adds 40 and disqualifies', () => {
    const r = assessRisk(plain({ outOfService: true, outOfServiceDate: '2025-09-30' }), { now: NOW });
    expect(factorOf(r, 'out-of-service')).toMatchObject({ impact: 40, key: 'risk.out-of-service.ordered', params: { date: '2025-09-30' }, detail: expect.stringContaining('Sep 30, 2025') });
    expect(r.isRecommended).toBe(false);
    expect(factorOf(assessRisk(plain({ outOfService: true, outOfServiceDate: '' }), { now: NOW }), 'out-of-service')?.key).toBe('risk.out-of-service.ordered-undated');
  });

  it('a CONDITIONAL carrier that is otherwise fine can still be recommended (score under 40)', () => {
    const r = assessRisk(plain({ safetyRating: 'CONDITIONAL' }), { now: NOW });
    expect(r.score).toBe(25);
    expect(r.isRecommended).toBe(true);
  });
});

describe('out-of-service rates against the national averages', () => {
  it.each([
    [10, 100, 0, 'at-or-below'],
    [21, 100, 0, 'at-or-below'],
    [22, 100, 5, 'above'],
    [32, 100, 12, 'well-above'],
    [42, 100, 20, 'far-above'],
  ])('vehicle %i of %i → %i', (oos, inspected, points, variant) => {
    const f = factorOf(assessRisk(plain({ vehicleOosInspections: oos, vehicleInspections: inspected }), { now: NOW }), 'vehicle-oos-rate');
    expect(f).toMatchObject({ impact: points, key: `risk.vehicle-oos-rate.${variant}`, labelKey: `risk.vehicle-oos-rate.${variant}.label` });
  });

  it.each([
    [5, 100, 0],
    [6, 100, 4],
    [9, 100, 8],
    [11, 100, 15],
  ])('driver %i of %i → %i', (oos, inspected, points) => {
    expect(impactOf(assessRisk(plain({ driverOosInspections: oos, driverInspections: inspected }), { now: NOW }), 'driver-oos-rate')).toBe(points);
  });

  it('gives the rate, the count and the ratio as numbers', () => {
    expect(factorOf(assessRisk(plain({ driverOosInspections: 12, driverInspections: 100 }), { now: NOW }), 'driver-oos-rate')).toMatchObject({
      params: { rate: '12', inspections: '100', ratio: '2.2', average: '5.5' },
      label: 'Driver out-of-service rate far above average',
      detail: 'Drivers were placed out of service in 12% of 100 driver inspections: 2.2 times the ~5.5% national average.',
    });
  });

  it('does not judge a rate on fewer than 5 inspections', () => {
    const f = factorOf(assessRisk(plain({ vehicleOosInspections: 3, vehicleInspections: 4 }), { now: NOW }), 'vehicle-oos-rate');
    expect(f).toMatchObject({
      impact: 0,
      label: 'Vehicle out-of-service rate not yet meaningful',
      params: { count: '4', oos: '3', average: '21' },
      detail: 'Only 4 vehicle inspections so far (3 out of service): too few to compare with the ~21% national average.',
    });
    expect(factorOf(assessRisk(plain({ vehicleOosInspections: 0, vehicleInspections: 1 }), { now: NOW }), 'vehicle-oos-rate')?.detail).toMatch(/^Only 1 vehicle inspection so far/);
  });
});

describe('crashes per power unit', () => {
  const crash = (o: Parameters<typeof plain>[0]) => factorOf(assessRisk(plain(o), { now: NOW }), 'crashes');
  it('weights fatal 3, injury 2, other 1 per power unit', () => {
    expect(crash({ powerUnits: 10, crashes: 3, fatalCrashes: 1, injuryCrashes: 1, towCrashes: 1 })).toMatchObject({ impact: 20, label: 'High crash rate for the fleet size' });
    expect(crash({ powerUnits: 20, crashes: 3, fatalCrashes: 0, injuryCrashes: 1, towCrashes: 2 })).toMatchObject({ impact: 5, label: 'Elevated crash rate' });
    expect(crash({ powerUnits: 10, crashes: 2, fatalCrashes: 0, injuryCrashes: 1, towCrashes: 1 })).toMatchObject({ impact: 12 });
    expect(crash({ powerUnits: 500, crashes: 5, fatalCrashes: 1, injuryCrashes: 2, towCrashes: 2 })).toMatchObject({ impact: 0, label: 'Crash rate in line with fleet size' });
  });
  it('spells out the counts', () => {
    expect(crash({ powerUnits: 213, crashes: 15, fatalCrashes: 0, injuryCrashes: 3, towCrashes: 12 })).toMatchObject({
      key: 'risk.crashes.rate',
      params: { count: '15', fatal: '0', injury: '3', other: '12', units: '213', perUnit: '0.08' },
      detail: '15 reported crashes (0 fatal, 3 injury, 12 tow-away or other) for a fleet of 213: 0.08 weighted crashes per power unit (fatal counts 3, injury 2, others 1).',
    });
  });
  it('a single crash counts at most 8', () => {
    expect(crash({ powerUnits: 1, crashes: 1, fatalCrashes: 1 })).toMatchObject({ impact: 8, detail: expect.stringMatching(/^1 reported crash \(1 fatal/) });
  });
  it('counts unclassified crashes once and a fleet of 0 as 1 unit', () => {
    expect(crash({ powerUnits: 0, crashes: 2 })?.impact).toBe(20);
    expect(crash({ crashes: 0 })).toMatchObject({ impact: 0, label: 'No reported crashes', key: 'risk.crashes.none' });
  });
});

describe('inspections', () => {
  it('counts inspection volume', () => {
    expect(factorOf(assessRisk(plain({ inspections: 2, vehicleInspections: 1, driverInspections: 2, violations: 1 }), { now: NOW }), 'inspections')).toMatchObject({
      impact: 3,
      label: 'Thin inspection history',
      params: { count: '2', vehicle: '1', driver: '2', violations: '1', perInspection: '0.5' },
      detail: 'Only 2 roadside inspections (1 vehicle, 2 driver); violations found: 1 (0.5 per inspection).',
    });
    expect(factorOf(assessRisk(plain({ inspections: 300 }), { now: NOW }), 'inspections')).toMatchObject({ impact: 0, label: '300 roadside inspections', key: 'risk.inspections.record' });
    expect(factorOf(assessRisk(plain({ inspections: 0 }), { now: NOW }), 'inspections')).toMatchObject({ impact: 5, label: 'No roadside inspections' });
  });
});
