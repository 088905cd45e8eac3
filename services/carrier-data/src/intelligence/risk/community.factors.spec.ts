import { assessRisk } from '../risk-score';
import { NOW } from '../test-fixtures';
import { factorOf, impactOf, plain } from './risk.test-support';

it('counts shared identifiers when given, by tiers', () => {
  expect(factorOf(assessRisk(plain(), { now: NOW }), 'shared-identifiers')).toBeUndefined();
  expect(factorOf(assessRisk(plain(), { now: NOW, sharedIdentifiers: 0 }), 'shared-identifiers')).toMatchObject({ impact: 0, key: 'risk.shared-identifiers.none' });
  expect(impactOf(assessRisk(plain(), { now: NOW, sharedIdentifiers: 2 }), 'shared-identifiers')).toBe(5);
  expect(impactOf(assessRisk(plain(), { now: NOW, sharedCount: 3 }), 'shared-identifiers')).toBe(10);
  expect(factorOf(assessRisk(plain(), { now: NOW, sharedIdentifiers: 12 }), 'shared-identifiers')).toMatchObject({
    impact: 15,
    label: 'Identifiers shared with 12 other carriers',
    key: 'risk.shared-identifiers.shared',
    params: { count: '12' },
  });
  expect(factorOf(assessRisk(plain(), { now: NOW, sharedIdentifiers: 1 }), 'shared-identifiers')?.label).toBe('Identifiers shared with 1 other carrier');
});

it('community reports: negative raise (max +30), positive lower (max -9)', () => {
  const c = (positive: number, negative: number, neutral = 0) => factorOf(assessRisk(plain(), { now: NOW, communityReports: { positive, negative, neutral } }), 'community-reports');
  expect(c(0, 0)).toMatchObject({ impact: 0, label: 'No community reports' });
  expect(c(0, 2)).toMatchObject({ impact: 20, label: 'Negative community reports' });
  expect(c(0, 7)?.impact).toBe(30);
  expect(c(2, 0)).toMatchObject({ impact: -6, label: 'Positive community reports' });
  expect(c(1, 1)).toMatchObject({ impact: 7 });
  expect(c(20, 0)?.impact).toBe(-9);
  expect(c(0, 0, 1)).toMatchObject({
    impact: 0,
    label: 'Mixed community reports',
    params: { count: '1', negative: '0', positive: '0', neutral: '1' },
    detail: '1 report from brokers about this carrier: 0 negative, 0 positive, 1 neutral (negative +10 each up to +30, positive -3 each up to -9).',
  });
});

it('FreightGuard incidents: verified +15, pending or disputed +8, at most +40; resolved ones only show; none: no factor', () => {
  const f = (open: number, verified: number, disputed: number, resolved: number) =>
    factorOf(assessRisk(plain(), { now: NOW, communityReports: { positive: 0, negative: 0, incidents: { open, verified, disputed, resolved } } }), 'freightguard-incidents');
  expect(f(0, 0, 0, 0)).toBeUndefined();
  expect(f(1, 0, 0, 0)).toMatchObject({ impact: 8, label: 'FreightGuard incidents reported' });
  expect(f(0, 1, 1, 0)).toMatchObject({
    impact: 23,
    label: 'Verified FreightGuard incidents',
    detail: '2 FreightGuard incident reports about this carrier: 1 verified, 0 pending, 1 disputed by the carrier, 0 resolved (verified +15 each, pending or disputed +8 each, up to +40).',
  });
  expect(f(0, 4, 0, 0)?.impact).toBe(40);
  expect(f(0, 0, 0, 2)).toMatchObject({ impact: 0, label: 'Resolved FreightGuard incidents' });
});
