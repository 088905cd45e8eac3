import { DomainError } from '@logiscope/kernel';
import type { DashboardCandidate, DashboardFigures } from '@logiscope/reports/api';
import { composeDashboard, factsOf, type CarrierFacts } from './dashboard.compose';

const candidate = (carrierId: string, over: Partial<DashboardCandidate> = {}): DashboardCandidate => ({
  carrierId, carrierName: `Carrier ${carrierId}`, mcNumber: '', totalReports: 0, negativeReports: 0, incidents: 0, totalImpact: 0, recovered: 0, lastIncident: '', saved: false, monitored: false, ...over,
});
const figures = (candidates: DashboardCandidate[]): DashboardFigures => ({
  period: '30d', from: '2026-10-27', to: '2026-11-25',
  summary: { reportsFiled: 3, incidentsFiled: 2, verifiedReports: 0, resolvedReports: 1, financialImpact: 1000, recoveryRate: 50 },
  financialImpact: { totalLosses: 1000, recoveredAmount: 500, pendingClaims: 0, averageClaimValue: 500 },
  categoryBreakdown: [], daily: [], recentActivity: [], candidates,
});
const facts = (outcome: 'PASS' | 'REVIEW' | 'FAIL', riskScore: number, companyName = 'FROM FMCSA'): CarrierFacts => ({ companyName, mcNumber: '777', riskScore, verdict: { outcome } as never });

describe('broker dashboard composition', () => {
  it('judges each candidate with its verdict and what the company filed, most concerning first, and counts the levels', () => {
    const d = composeDashboard(
      figures([candidate('1'), candidate('2', { incidents: 1, totalImpact: 1000, recovered: 500, lastIncident: '2026-11-20T00:00:00.000Z' }), candidate('3', { saved: true }), candidate('4')]),
      [facts('PASS', 5), facts('FAIL', 60), facts('REVIEW', 10), null],
    );
    expect(d.carrierRiskProfiles.map((p) => [p.carrierId, p.riskLevel, p.recommendation])).toEqual([
      ['2', 'CRITICAL', 'BLACKLIST'],
      ['3', 'MODERATE', 'CAUTION'],
      ['4', 'MODERATE', 'CAUTION'],
      ['1', 'LOW', 'APPROVED'],
    ]);
    expect(d.riskMetrics).toEqual({ blacklisted: 1, highRisk: 0, moderateRisk: 2, lowRisk: 1 });
    expect(d.summary).toMatchObject({ reportsFiled: 3, highRiskCarriers: 1, recoveryRate: 50 });
    const critical = d.carrierRiskProfiles[0];
    expect(critical).toMatchObject({ carrierName: 'FROM FMCSA', mcNumber: '777', verdict: 'FAIL', riskScore: 60, lastIncident: '2026-11-20T00:00:00.000Z' });
    expect(critical.issues).toContainEqual({ code: 'UNRECOVERED_LOSSES', value: 500 });
    // A carrier not in the data keeps the name the report gave it.
    expect(d.carrierRiskProfiles[2]).toMatchObject({ carrierName: 'Carrier 4', verdict: null, riskScore: null });
  });

  it('shows at most 20 profiles', () => {
    const many = Array.from({ length: 25 }, (_, i) => candidate(String(i)));
    expect(composeDashboard(figures(many), many.map(() => facts('PASS', 1))).carrierRiskProfiles).toHaveLength(20);
  });

  it("reads a carrier LogiScope does not hold as unknown, and lets any other failure through", async () => {
    await expect(factsOf(() => Promise.reject(DomainError.notFound('Carrier not found.')))).resolves.toBeNull();
    await expect(factsOf(() => Promise.reject(new Error('carrier-data is down')))).rejects.toThrow('carrier-data is down');
  });
});
