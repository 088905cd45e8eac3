import { ErrorCode, isDomainError } from '@logiscope/kernel';
import { assessCarrierRisk, compareRisk } from '@logiscope/proto/http';
import type { BrokerDashboardView, CarrierRiskProfile, CarrierView } from '@logiscope/proto/views';
import type { DashboardCandidate, DashboardFigures } from '@logiscope/reports/api';

/** Carrier risk profiles shown at the most (the reports service hands over at most 20 candidates). */
export const PROFILES_SHOWN = 20;

/** The carrier-data facts a profile needs; null when the carrier is not in the data. */
export type CarrierFacts = Pick<CarrierView, 'companyName' | 'mcNumber' | 'riskScore' | 'verdict'> | null;

/** Reads a carrier's view under the company's profile; a carrier LogiScope does not hold is null, not an error. */
export async function factsOf(read: () => Promise<CarrierView>): Promise<CarrierFacts> {
  try {
    return await read();
  } catch (error) {
    if (isDomainError(error) && error.code === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

/**
 * The dashboard the web shows: the reports service's figures, and each candidate carrier judged by the risk rules
 * (`@logiscope/proto/http` carrier-risk.rules) from its verdict and score and what the company filed; most concerning
 * first, at most PROFILES_SHOWN. The high-risk card counts the HIGH and CRITICAL profiles.
 */
export function composeDashboard(figures: DashboardFigures, facts: readonly CarrierFacts[]): BrokerDashboardView {
  const profiles = figures.candidates
    .map((c, i) => profileOf(c, facts[i] ?? null))
    .sort(compareRisk)
    .slice(0, PROFILES_SHOWN);
  const count = (level: CarrierRiskProfile['riskLevel']) => profiles.filter((p) => p.riskLevel === level).length;
  const riskMetrics = { blacklisted: count('CRITICAL'), highRisk: count('HIGH'), moderateRisk: count('MODERATE'), lowRisk: count('LOW') };
  // The candidates stay behind: the answer leaves through its declared view (DeclaredAnswerInterceptor).
  return {
    ...figures,
    summary: { ...figures.summary, highRiskCarriers: riskMetrics.blacklisted + riskMetrics.highRisk },
    riskMetrics,
    carrierRiskProfiles: profiles,
  };
}

function profileOf(c: DashboardCandidate, facts: CarrierFacts): CarrierRiskProfile {
  const verdict = facts?.verdict.outcome ?? null;
  const riskScore = facts?.riskScore ?? null;
  const assessment = assessCarrierRisk({ verdict, riskScore, incidents: c.incidents, negativeReports: c.negativeReports, unrecoveredLosses: Math.max(0, c.totalImpact - c.recovered) });
  return {
    ...c,
    carrierName: facts?.companyName || c.carrierName,
    mcNumber: facts?.mcNumber || c.mcNumber,
    ...assessment,
    verdict,
    riskScore,
    lastIncident: c.lastIncident || null,
  };
}
