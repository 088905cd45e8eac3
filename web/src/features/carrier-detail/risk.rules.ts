import type { Carrier, RiskFactor, SharedIdentifier } from '../carriers/carrier.types';
import { isRecommendedVerdict } from '../carriers/verdict.rules';

/** The score's badge: Recommended (only for a PASS verdict) or Caution, or not enough data to score. */
export type Verdict = 'recommended' | 'caution' | 'notEnoughData';

export function verdictOf(carrier: Pick<Carrier, 'riskScore' | 'notEnoughData' | 'isRecommended'> & { verdict?: Pick<Carrier['verdict'], 'outcome'> | null }): Verdict {
  if (carrier.notEnoughData || carrier.riskScore === null || carrier.riskScore === undefined) return 'notEnoughData';
  return isRecommendedVerdict(carrier) ? 'recommended' : 'caution';
}

/** Biggest influence first; ties keep the server's order. */
export function sortFactors(factors: readonly RiskFactor[]): RiskFactor[] {
  return factors
    .map((factor, index) => ({ factor, index }))
    .sort((a, b) => Math.abs(b.factor.impact) - Math.abs(a.factor.impact) || a.index - b.index)
    .map(({ factor }) => factor);
}

/** '+12', '−5' (a true minus sign), '0'. */
export function formatImpact(impact: number): string {
  if (!Number.isFinite(impact) || impact === 0) return '0';
  const rounded = Math.round(impact * 10) / 10;
  return rounded > 0 ? `+${rounded}` : `−${Math.abs(rounded)}`;
}

/** Points added raise the risk; points taken away lower it. */
export function impactDirection(impact: number): 'raises' | 'lowers' | 'neutral' {
  if (impact > 0) return 'raises';
  if (impact < 0) return 'lowers';
  return 'neutral';
}

const KIND_ORDER = ['prior-revocation', 'phone', 'email', 'address', 'officer', 'vin'];

/**
 * Shared identifiers as fraud signals: the ones that count first (by kind: prior revocation, phone, e-mail,
 * address, officer, VIN), the discounted ones (registered agents, filing services) after them; the carrier
 * itself is never listed among the carriers it shares with.
 */
export function orderSharedIdentifiers(identifiers: readonly SharedIdentifier[], carrierId: string): SharedIdentifier[] {
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index < 0 ? KIND_ORDER.length : index;
  };
  return identifiers
    .map((identifier) => ({ ...identifier, carriers: identifier.carriers.filter((carrier) => carrier.id !== carrierId) }))
    .sort((a, b) => Number(a.discounted) - Number(b.discounted) || rank(a.kind) - rank(b.kind));
}

/** How many carriers, other than this one, share the identifier (the list is capped; total counts all). */
export function othersSharing(identifier: SharedIdentifier, listedOthers: number): number {
  return Math.max(listedOthers, identifier.total - 1, 0);
}
