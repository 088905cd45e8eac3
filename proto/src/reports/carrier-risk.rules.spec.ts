import { assessCarrierRisk, compareRisk, type CarrierRiskInput } from './carrier-risk.rules';

const clean: CarrierRiskInput = { verdict: 'PASS', riskScore: 5, incidents: 0, negativeReports: 0, unrecoveredLosses: 0 };
const assess = (over: Partial<CarrierRiskInput>) => assessCarrierRisk({ ...clean, ...over });

describe('carrier risk rules', () => {
  it('approves a passing, low-score carrier nobody filed against', () => {
    expect(assess({})).toEqual({ riskLevel: 'LOW', recommendation: 'APPROVED', issues: [] });
  });

  it.each([
    ['a failing verdict with an incident of ours', { verdict: 'FAIL', incidents: 1 }],
    ['a failing verdict with a negative report of ours', { verdict: 'FAIL', negativeReports: 1 }],
    ['a risk score of 80', { riskScore: 80 }],
    ['three incidents', { incidents: 3 }],
  ] as const)('blacklists on %s', (_why, over) => {
    expect(assess(over)).toMatchObject({ riskLevel: 'CRITICAL', recommendation: 'BLACKLIST' });
  });

  it.each([
    ['a failing verdict alone', { verdict: 'FAIL' }],
    ['a risk score of 50', { riskScore: 50 }],
    ['a risk score of 79', { riskScore: 79 }],
    ['one incident', { incidents: 1 }],
    ['two incidents', { incidents: 2 }],
    ['three negative reports', { negativeReports: 3 }],
  ] as const)('asks to monitor closely on %s', (_why, over) => {
    expect(assess(over)).toMatchObject({ riskLevel: 'HIGH', recommendation: 'MONITOR_CLOSELY' });
  });

  it.each([
    ['a verdict asking for review', { verdict: 'REVIEW' }],
    ['a carrier not in the data', { verdict: null, riskScore: null }],
    ['a risk score of 25', { riskScore: 25 }],
    ['one negative report', { negativeReports: 1 }],
  ] as const)('asks for caution on %s', (_why, over) => {
    expect(assess(over)).toMatchObject({ riskLevel: 'MODERATE', recommendation: 'CAUTION' });
  });

  it('approves just under the caution score', () => {
    expect(assess({ riskScore: 24 })).toMatchObject({ riskLevel: 'LOW', recommendation: 'APPROVED' });
  });

  it('lists every fact that weighed, with its count, score or dollars', () => {
    expect(assess({ verdict: 'FAIL', riskScore: 62, incidents: 2, negativeReports: 1, unrecoveredLosses: 12500 }).issues).toEqual([
      { code: 'VERDICT_FAIL', value: 0 },
      { code: 'RISK_SCORE', value: 62 },
      { code: 'INCIDENTS', value: 2 },
      { code: 'NEGATIVE_REPORTS', value: 1 },
      { code: 'UNRECOVERED_LOSSES', value: 12500 },
    ]);
    expect(assess({ verdict: null, riskScore: null }).issues).toEqual([{ code: 'UNKNOWN_CARRIER', value: 0 }]);
  });

  it('orders the most concerning first: level, then score, then incidents, then id', () => {
    const rows = [
      { carrierId: '3', riskLevel: 'LOW' as const, riskScore: 90, incidents: 0 },
      { carrierId: '2', riskLevel: 'HIGH' as const, riskScore: 40, incidents: 1 },
      { carrierId: '1', riskLevel: 'HIGH' as const, riskScore: 60, incidents: 0 },
      { carrierId: '4', riskLevel: 'CRITICAL' as const, riskScore: null, incidents: 3 },
    ];
    expect(rows.sort(compareRisk).map((r) => r.carrierId)).toEqual(['4', '1', '2', '3']);
  });
});
