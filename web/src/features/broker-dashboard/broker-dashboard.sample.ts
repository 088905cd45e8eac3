import type { BrokerDashboardView } from '@logiscope/proto/views';

/**
 * The spec's sample broker (001, "Broker dashboard (sample data)"): what visitors see on /broker-dashboard, in the
 * live dashboard's shape so one layout draws both. Fixed numbers; the period selector does not change them.
 */
export const SAMPLE_BROKER = {
  company: 'Summit Freight Brokerage',
  mcNumber: 'MC-784512',
  dotNumber: '2847561',
  memberSince: '2021-03-15',
  totalReports: 47,
  verifiedReports: 38,
  resolvedReports: 29,
};

export const SAMPLE_DASHBOARD: BrokerDashboardView = {
  period: '30d',
  from: '',
  to: '',
  summary: { reportsFiled: 47, incidentsFiled: 31, verifiedReports: 38, resolvedReports: 29, financialImpact: 284750, highRiskCarriers: 8, recoveryRate: 41.3 },
  financialImpact: { totalLosses: 284750, recoveredAmount: 117600, pendingClaims: 89400, averageClaimValue: 9185 },
  riskMetrics: { blacklisted: 3, highRisk: 5, moderateRisk: 12, lowRisk: 34 },
  categoryBreakdown: [
    { category: 'DOUBLE_BROKERAGE', count: 12, totalImpact: 98500, severity: 'CRITICAL' },
    { category: 'CARGO_ISSUES', count: 8, totalImpact: 76200, severity: 'HIGH' },
    { category: 'FRAUD_SUSPICIOUS', count: 5, totalImpact: 61300, severity: 'CRITICAL' },
    { category: 'PAYMENT_ISSUES', count: 4, totalImpact: 34750, severity: 'MEDIUM' },
    { category: 'SERVICE_QUALITY', count: 2, totalImpact: 14000, severity: 'LOW' },
  ],
  daily: [
    { day: '2026-10-06', reports: 6, incidents: 4, losses: 41200, recovered: 18000 },
    { day: '2026-10-13', reports: 9, incidents: 6, losses: 63500, recovered: 22100 },
    { day: '2026-10-20', reports: 11, incidents: 7, losses: 58900, recovered: 31500 },
    { day: '2026-10-27', reports: 13, incidents: 9, losses: 79650, recovered: 27000 },
    { day: '2026-11-03', reports: 8, incidents: 5, losses: 41500, recovered: 19000 },
  ],
  carrierRiskProfiles: [
    profile('2847001', 'Phantom Logistics LLC', '901234', 'CRITICAL', 'BLACKLIST', 6, 98500, '2026-10-28', [{ code: 'INCIDENTS', value: 6 }, { code: 'VERDICT_FAIL', value: 0 }]),
    profile('3012456', 'Rapid Ghost Transport', '912870', 'CRITICAL', 'BLACKLIST', 4, 61300, '2026-10-21', [{ code: 'INCIDENTS', value: 4 }, { code: 'RISK_SCORE', value: 86 }]),
    profile('2956310', 'Midwest Express Carriers', '884512', 'HIGH', 'MONITOR_CLOSELY', 3, 42800, '2026-10-15', [{ code: 'INCIDENTS', value: 3 }, { code: 'NEGATIVE_REPORTS', value: 2 }]),
    profile('2711893', 'Coastal Haulers Inc', '856203', 'MODERATE', 'CAUTION', 2, 12400, '2026-09-30', [{ code: 'VERDICT_REVIEW', value: 0 }]),
    profile('1987452', 'Reliable Freight Lines', '745120', 'LOW', 'APPROVED', 1, 0, null, []),
  ],
  recentActivity: [
    activity('a1', '2026-11-03', 'INCIDENT_FILED', 'Phantom Logistics LLC', 'DOUBLE_BROKERAGE', 18500),
    activity('a2', '2026-11-01', 'INCIDENT_RESOLVED', 'Midwest Express Carriers', 'CARGO_ISSUES', 12000),
    activity('a3', '2026-10-29', 'INCIDENT_VERIFIED', 'Rapid Ghost Transport', 'FRAUD_SUSPICIOUS', 24300),
    activity('a4', '2026-10-26', 'RESPONSE_RECEIVED', 'Coastal Haulers Inc', '', null),
    activity('a5', '2026-10-22', 'REPORT_FILED', 'Reliable Freight Lines', '', null),
  ],
};

function profile(
  carrierId: string,
  carrierName: string,
  mcNumber: string,
  riskLevel: BrokerDashboardView['carrierRiskProfiles'][number]['riskLevel'],
  recommendation: BrokerDashboardView['carrierRiskProfiles'][number]['recommendation'],
  totalReports: number,
  totalImpact: number,
  lastIncident: string | null,
  issues: BrokerDashboardView['carrierRiskProfiles'][number]['issues'],
): BrokerDashboardView['carrierRiskProfiles'][number] {
  return { carrierId, carrierName, mcNumber, riskLevel, recommendation, verdict: null, riskScore: null, totalReports, negativeReports: 0, incidents: totalReports, totalImpact, recovered: 0, lastIncident, saved: false, monitored: false, issues };
}

function activity(id: string, date: string, action: BrokerDashboardView['recentActivity'][number]['action'], carrierName: string, category: string, impact: number | null) {
  return { id, date, action, carrierId: '', carrierName, category, impact };
}
