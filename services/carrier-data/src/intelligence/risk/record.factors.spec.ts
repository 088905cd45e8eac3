import { assessRisk } from '../risk-score';
import { NOW } from '../test-fixtures';
import { factorOf, plain } from './risk.test-support';

describe('authority age (DOT registration date)', () => {
  const age = (addDate: string) => factorOf(assessRisk(plain({ addDate }), { now: NOW }), 'authority-age');
  it.each([
    ['2025-09-01', 30, 'Brand-new carrier (37 days)'],
    ['2025-07-11', 30, 'Brand-new carrier (89 days)'],
    ['2025-10-07', 30, 'Brand-new carrier (1 day)'],
    ['2025-07-10', 15, 'New carrier (2 months)'],
    ['2024-10-09', 15, 'New carrier (11 months)'],
    ['2024-10-08', 5, 'Young carrier (1 year)'],
    ['2022-10-01', 0, '3 years in business'],
    ['2020-10-08', -5, 'Established carrier (5 years)'],
  ])('registered %s → %i', (addDate, points, label) => {
    expect(age(addDate)).toMatchObject({ impact: points, label });
  });

  it('carries the day and the count the sentence reads', () => {
    expect(age('2025-09-01')).toMatchObject({
      key: 'risk.authority-age.brand-new',
      labelKey: 'risk.authority-age.brand-new.label',
      params: { date: '2025-09-01', count: '37' },
      detail: 'Registered with FMCSA on Sep 1, 2025, 37 days ago. Most freight fraud, double brokering and cargo theft involves carriers in their first 90 days.',
    });
    expect(age('1974-06-01')).toMatchObject({ key: 'risk.authority-age.established', params: { date: '1974-06-01', years: '51' } });
  });

  it('treats a date in the future as brand new and a missing date as unknown', () => {
    expect(age('2026-01-01')?.impact).toBe(30);
    expect(age('')).toMatchObject({ impact: 0, label: 'Registration date unknown', params: {} });
  });
});

it('counts an outdated MCS-150', () => {
  expect(factorOf(assessRisk(plain({ mcs150Date: '2022-01-01' }), { now: NOW }), 'mcs150')).toMatchObject({ impact: 5, params: { date: '2022-01-01' }, detail: expect.stringContaining('Jan 1, 2022') });
  expect(factorOf(assessRisk(plain({ mcs150Date: '2024-01-01' }), { now: NOW }), 'mcs150')).toBeUndefined();
});

it('links to a revoked carrier add 25', () => {
  const r = assessRisk(plain({ priorRevokeDotNumber: '885213' }), { now: NOW });
  expect(factorOf(r, 'prior-revocation')).toMatchObject({ impact: 25, params: { dot: '885213' }, detail: expect.stringContaining('USDOT 885213') });
});
