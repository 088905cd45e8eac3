import { assessInsurance } from '../insurance-status';
import { assessRisk } from '../risk-score';
import { knownNone, NOW, policy } from '../test-fixtures';
import { factorOf, plain, sum } from './risk.test-support';

describe('insurance', () => {
  it.each([
    ['cancelling in 12 days', [policy({ cancelEffectiveDate: '2025-10-20' })], 20, 'Insurance cancelling in 12 days', 'risk.insurance.cancelling', false],
    ['below the minimum', [policy({ coverageAmount: 200_000 })], 15, 'Insurance below the required minimum', 'risk.insurance.below-minimum', false],
    ['none in force', [policy({ cancelEffectiveDate: '2025-09-01' })], 30, 'No insurance in force', 'risk.insurance.none-in-force', true],
    ['not yet in force', [policy({ effectiveDate: '2025-11-01' })], 10, 'Insurance not yet in force', 'risk.insurance.not-yet', true],
    ['no filing in the data', [], 10, 'Insurance not confirmed', 'risk.insurance.not-confirmed', false],
    ['in force', [policy()], 0, 'Insurance in force', 'risk.insurance.in-force', false],
  ])('%s', (_name, insurance, points, label, key, disqualifying) => {
    const r = assessRisk(plain({ insurance }), { now: NOW });
    expect(factorOf(r, 'insurance')).toMatchObject({ impact: points, label, key });
    expect(r.disqualifiers.includes(label)).toBe(disqualifying);
  });

  it('gives amounts as whole dollars and days as ISO days', () => {
    expect(factorOf(assessRisk(plain(), { now: NOW }), 'insurance')).toMatchObject({
      params: { amount: '1000000', required: '750000' },
      detail: '$1,000,000 of coverage is on file ($750,000 required).',
    });
    expect(factorOf(assessRisk(plain({ insurance: [policy({ cancelEffectiveDate: '2025-10-20' })] }), { now: NOW }), 'insurance')).toMatchObject({
      labelKey: 'risk.insurance.cancelling.label',
      params: { count: '12', date: '2025-10-20' },
      detail: 'The required coverage on file is cancelled effective Oct 20, 2025 and no replacement is on file. Ask for proof of new coverage before dispatching.',
    });
    expect(factorOf(assessRisk(plain({ insurance: [policy({ cancelEffectiveDate: '2025-09-01' })] }), { now: NOW }), 'insurance')).toMatchObject({
      params: { required: '750000', date: '2025-09-01' },
      detail: 'No required coverage is in force; $750,000 is required. The last filing was cancelled effective Sep 1, 2025.',
    });
  });

  it('lists both when coverage is cancelling and below the minimum', () => {
    const r = assessRisk(plain({ insurance: [policy({ coverageAmount: 300_000, cancelEffectiveDate: '2025-10-30' })] }), { now: NOW });
    expect(factorOf(r, 'insurance')).toMatchObject({ impact: 20, label: 'Insurance cancelling in 22 days' });
    expect(factorOf(r, 'insurance-minimum')).toMatchObject({ impact: 15, label: 'Insurance below the required minimum', params: { amount: '300000', required: '750000' } });
    expect(sum(r.factors)).toBe(r.score);
  });

  it('explains the $300,000 small-vehicle exception, the hazmat $5,000,000 classes and the passenger seats', () => {
    expect(factorOf(assessRisk(plain({ insurance: [policy({ coverageAmount: 300_000 })] }), { now: NOW }), 'insurance')?.detail).toBe(
      'Only $300,000 of liability coverage is on file; $750,000 is required for general freight ($300,000 is enough only for vehicles under 10,001 lb).',
    );
    expect(factorOf(assessRisk(plain({ hazmat: true }), { now: NOW }), 'insurance')).toMatchObject({
      key: 'risk.insurance.in-force-hazmat',
      params: { amount: '1000000', required: '1000000', higher: '5000000' },
      detail: expect.stringContaining('$5,000,000 is needed for explosives'),
    });
    expect(factorOf(assessRisk(plain({ passengerCarrier: true, insurance: [policy({ coverageAmount: 2_000_000 })] }), { now: NOW }), 'insurance')?.key).toBe(
      'risk.insurance.in-force-passenger',
    );
  });

  it('mentions a cancellation filed beyond 30 days, and a filing without its amount', () => {
    expect(factorOf(assessRisk(plain({ insurance: [policy({ cancelEffectiveDate: '2026-01-15' })] }), { now: NOW }), 'insurance')).toMatchObject({
      key: 'risk.insurance.in-force-cancel-filed',
      detail: '$1,000,000 of coverage is on file ($750,000 required). A cancellation is filed effective Jan 15, 2026.',
    });
    expect(factorOf(assessRisk(plain({ insurance: [policy({ coverageAmount: 0 })] }), { now: NOW }), 'insurance')?.key).toBe('risk.insurance.below-minimum-unknown-amount');
  });

  it('says "not known" when the L&I insurance file was never imported', () => {
    const r = assessRisk(plain({ insurance: [] }), { now: NOW, coverage: [{ dataset: 'insurance', imported: false }] });
    expect(factorOf(r, 'insurance')).toMatchObject({ impact: 0, key: 'risk.insurance.unknown', label: 'Insurance not known' });
  });

  it('no filing is expected of revoked authority or of a carrier without authority', () => {
    expect(factorOf(assessRisk(plain({ authorityStatus: 'REVOKED', insurance: [] }), { now: NOW }), 'insurance')).toMatchObject({ impact: 0, key: 'risk.insurance.none-on-file' });
    expect(factorOf(assessRisk(plain({ ...knownNone(), insurance: [] }), { now: NOW }), 'insurance')).toMatchObject({ impact: 0, key: 'risk.insurance.no-filing' });
  });

  it('uses a precomputed insurance assessment when given', () => {
    const record = plain();
    const insurance = { ...assessInsurance(record, NOW), insuranceStatus: 'EXPIRES SOON' as const, insuranceExpiryDate: '2025-10-10', daysToExpiry: 2 };
    expect(factorOf(assessRisk(record, { now: NOW, insurance }), 'insurance')?.label).toBe('Insurance cancelling in 2 days');
  });
});
