import type { SharedIdentifier } from '../carriers/carrier.types';
import { formatImpact, impactDirection, orderSharedIdentifiers, othersSharing, sortFactors, verdictOf } from './risk.rules';

const carrierRef = (id: string) => ({ id, companyName: `Carrier ${id}`, dotNumber: id, mcNumber: '', state: 'TX', authorityStatus: 'ACTIVE' });

describe('verdictOf', () => {
  it('should be Recommended or Caution, or not enough data without a score', () => {
    expect(verdictOf({ riskScore: 12, notEnoughData: false, isRecommended: true })).toBe('recommended');
    expect(verdictOf({ riskScore: 71, notEnoughData: false, isRecommended: false })).toBe('caution');
    expect(verdictOf({ riskScore: null, notEnoughData: true, isRecommended: false })).toBe('notEnoughData');
    expect(verdictOf({ riskScore: 40, notEnoughData: true, isRecommended: true })).toBe('notEnoughData');
  });

  it('should never say Recommended for a carrier whose verdict is not a PASS, however low its score', () => {
    expect(verdictOf({ riskScore: 5, notEnoughData: false, isRecommended: true, verdict: { outcome: 'FAIL' } })).toBe('caution');
    expect(verdictOf({ riskScore: 5, notEnoughData: false, isRecommended: true, verdict: { outcome: 'REVIEW' } })).toBe('caution');
    expect(verdictOf({ riskScore: 5, notEnoughData: false, isRecommended: true, verdict: { outcome: 'PASS' } })).toBe('recommended');
  });
});

describe('risk factors', () => {
  it('should list the largest influence first and keep ties in order', () => {
    const factors = [
      { code: 'a', label: 'A', impact: 3, detail: '', labelKey: 'risk.a.label', key: 'risk.a', params: {} },
      { code: 'b', label: 'B', impact: -10, detail: '', labelKey: 'risk.b.label', key: 'risk.b', params: {} },
      { code: 'c', label: 'C', impact: 3, detail: '', labelKey: 'risk.c.label', key: 'risk.c', params: {} },
      { code: 'd', label: 'D', impact: 25, detail: '', labelKey: 'risk.d.label', key: 'risk.d', params: {} },
    ];
    expect(sortFactors(factors).map((f) => f.code)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('should sign the points with a true minus', () => {
    expect(formatImpact(12)).toBe('+12');
    expect(formatImpact(-5)).toBe('−5');
    expect(formatImpact(0)).toBe('0');
    expect(formatImpact(2.25)).toBe('+2.3');
    expect(impactDirection(4)).toBe('raises');
    expect(impactDirection(-4)).toBe('lowers');
    expect(impactDirection(0)).toBe('neutral');
  });
});

describe('shared identifiers', () => {
  const identifiers: SharedIdentifier[] = [
    { kind: 'address', value: '1209 ORANGE ST|WILMINGTON|DE', carriers: [carrierRef('9')], total: 240, discounted: true },
    { kind: 'officer', value: 'JOHN DOE', carriers: [carrierRef('7')], total: 2, discounted: false },
    { kind: 'phone', value: '5551234567', carriers: [carrierRef('1'), carrierRef('2'), carrierRef('3')], total: 3, discounted: false },
    { kind: 'prior-revocation', value: '42', carriers: [carrierRef('42')], total: 2, discounted: false },
  ];

  it('should put the discounted ones last and order the rest by kind', () => {
    expect(orderSharedIdentifiers(identifiers, '1').map((i) => i.kind)).toEqual(['prior-revocation', 'phone', 'officer', 'address']);
  });

  it('should never list the carrier itself among those it shares with', () => {
    const phone = orderSharedIdentifiers(identifiers, '1').find((i) => i.kind === 'phone')!;
    expect(phone.carriers.map((c) => c.id)).toEqual(['2', '3']);
    expect(othersSharing(phone, phone.carriers.length)).toBe(2);
  });

  it('should count the carriers left out of a capped list', () => {
    expect(othersSharing(identifiers[0], 1)).toBe(239);
    expect(othersSharing({ ...identifiers[1], total: 0 }, 1)).toBe(1);
  });
});
