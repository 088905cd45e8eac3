import type { Recommendation, RiskIssue, RiskLevel } from '../views';

/**
 * The recommendation rules of the broker dashboard's Carrier Risk Profiles (and of the Carrier Intelligence
 * Profile): a carrier's risk level and what the broker should do, from carrier-data's verdict and risk score under
 * the company's profile and from what this company itself filed about the carrier. Pure: no clock, no I/O.
 *
 * The first rule that holds decides (README, "Broker dashboard"):
 *
 * | level    | recommendation  | when |
 * |----------|-----------------|------|
 * | CRITICAL | BLACKLIST       | verdict FAIL and the company filed an incident or a negative report about it; or risk score ≥ 80; or 3+ incidents |
 * | HIGH     | MONITOR_CLOSELY | verdict FAIL; or risk score ≥ 50; or 1+ incident; or 3+ negative reports |
 * | MODERATE | CAUTION         | verdict REVIEW; or the carrier is not in the data (unknown is never "no"); or risk score ≥ 25; or 1+ negative report |
 * | LOW      | APPROVED        | otherwise: verdict PASS, risk score under 25, nothing filed against it |
 */
export const RISK_THRESHOLDS = {
  blacklistScore: 80,
  blacklistIncidents: 3,
  monitorScore: 50,
  monitorIncidents: 1,
  monitorNegativeReports: 3,
  cautionScore: 25,
  cautionNegativeReports: 1,
} as const;

export interface CarrierRiskInput {
  /** carrier-data's verdict under the company's profile; null when the carrier is not in the data. */
  verdict: 'PASS' | 'REVIEW' | 'FAIL' | null;
  /** 0-100, higher is riskier; null when carrier-data has not enough data. */
  riskScore: number | null;
  /** FreightGuard incidents this company filed about the carrier (retracted ones left out). */
  incidents: number;
  /** NEGATIVE carrier reports this company filed about the carrier. */
  negativeReports: number;
  /** Whole dollars of those incidents not recovered yet. */
  unrecoveredLosses: number;
}

export interface CarrierRiskAssessment {
  riskLevel: RiskLevel;
  recommendation: Recommendation;
  /** Every fact that weighed, most serious first (the web lists them as the profile's issues). */
  issues: RiskIssue[];
}

export const RECOMMENDATION_OF: Record<RiskLevel, Recommendation> = { CRITICAL: 'BLACKLIST', HIGH: 'MONITOR_CLOSELY', MODERATE: 'CAUTION', LOW: 'APPROVED' };

export function assessCarrierRisk(input: CarrierRiskInput): CarrierRiskAssessment {
  const t = RISK_THRESHOLDS;
  const score = input.riskScore ?? 0;
  const filedAgainst = input.incidents + input.negativeReports > 0;
  let riskLevel: RiskLevel;
  if ((input.verdict === 'FAIL' && filedAgainst) || score >= t.blacklistScore || input.incidents >= t.blacklistIncidents) riskLevel = 'CRITICAL';
  else if (input.verdict === 'FAIL' || score >= t.monitorScore || input.incidents >= t.monitorIncidents || input.negativeReports >= t.monitorNegativeReports) riskLevel = 'HIGH';
  else if (input.verdict === 'REVIEW' || input.verdict === null || score >= t.cautionScore || input.negativeReports >= t.cautionNegativeReports) riskLevel = 'MODERATE';
  else riskLevel = 'LOW';
  return { riskLevel, recommendation: RECOMMENDATION_OF[riskLevel], issues: issuesOf(input) };
}

function issuesOf(input: CarrierRiskInput): RiskIssue[] {
  const issues: RiskIssue[] = [];
  if (input.verdict === 'FAIL') issues.push({ code: 'VERDICT_FAIL', value: 0 });
  if (input.verdict === 'REVIEW') issues.push({ code: 'VERDICT_REVIEW', value: 0 });
  if (input.verdict === null) issues.push({ code: 'UNKNOWN_CARRIER', value: 0 });
  if (input.riskScore !== null && input.riskScore >= RISK_THRESHOLDS.cautionScore) issues.push({ code: 'RISK_SCORE', value: input.riskScore });
  if (input.incidents > 0) issues.push({ code: 'INCIDENTS', value: input.incidents });
  if (input.negativeReports > 0) issues.push({ code: 'NEGATIVE_REPORTS', value: input.negativeReports });
  if (input.unrecoveredLosses > 0) issues.push({ code: 'UNRECOVERED_LOSSES', value: input.unrecoveredLosses });
  return issues;
}

const LEVEL_ORDER: Record<RiskLevel, number> = { CRITICAL: 0, HIGH: 1, MODERATE: 2, LOW: 3 };

/** Most concerning first: level, then risk score, then incidents, then the carrier id (a stable order). */
export function compareRisk(
  a: { riskLevel: RiskLevel; riskScore: number | null; incidents: number; carrierId: string },
  b: { riskLevel: RiskLevel; riskScore: number | null; incidents: number; carrierId: string },
): number {
  return LEVEL_ORDER[a.riskLevel] - LEVEL_ORDER[b.riskLevel] || (b.riskScore ?? 0) - (a.riskScore ?? 0) || b.incidents - a.incidents || a.carrierId.localeCompare(b.carrierId);
}
