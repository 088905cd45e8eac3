/**
 * What a broker reads in a company's FMCSA filings, as pure functions: which authority lets it haul a brokered load,
 * its authority history newest first, and which insurance filings are BI&PD liability (a bond, a trust fund or cargo
 * cover never is).
 */
import type { AuthorityEventView, AuthorityView, InsurancePolicyView } from '@logiscope/proto/views';

export type AuthorityKind = AuthorityView['kind'];

/** Every kind, in the order the table lists them: the one that hauls brokered freight first, the ones that never haul last. */
export const AUTHORITY_KINDS = [
  'CARRIER_PROPERTY',
  'CARRIER_HHG',
  'CARRIER_MEXICO',
  'CARRIER_NON_NA',
  'CARRIER_PASSENGERS',
  'BROKER',
  'FREIGHT_FORWARDER',
] as const satisfies readonly AuthorityKind[];

/** Only an active motor-carrier authority of property takes any brokered freight load; a broker or forwarder never hauls. */
export function haulsBrokeredFreight(authority: Pick<AuthorityView, 'kind' | 'status'>): boolean {
  return authority.kind === 'CARRIER_PROPERTY' && authority.status === 'ACTIVE';
}

/** The authorities by kind (AUTHORITY_KINDS order), then docket. */
export function authoritiesInOrder(authorities: readonly AuthorityView[]): AuthorityView[] {
  const rank = (kind: string) => {
    const i = (AUTHORITY_KINDS as readonly string[]).indexOf(kind);
    return i < 0 ? AUTHORITY_KINDS.length : i;
  };
  return [...authorities].sort((a, b) => rank(a.kind) - rank(b.kind) || a.docket.localeCompare(b.docket));
}

/** AuthHist events newest first (the server sends them oldest first); undated events last, in the order given. */
export function historyNewestFirst(events: readonly AuthorityEventView[]): AuthorityEventView[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => {
      if (!a.event.date || !b.event.date) return Number(!a.event.date) - Number(!b.event.date) || a.index - b.index;
      return b.event.date.localeCompare(a.event.date) || b.index - a.index;
    })
    .map(({ event }) => event);
}

export const COVERAGE_TYPES = ['BIPD', 'CARGO', 'BOND', 'TRUST_FUND'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

/** The coverage a filing is, null for one this build does not know (shown as FMCSA wrote it). */
export function coverageOf(coverageType: string | null | undefined): CoverageType | null {
  const code = (coverageType ?? '').trim().toUpperCase().replace(/[\s&-]+/g, '_');
  const known = code === 'BI_PD' ? 'BIPD' : code;
  return (COVERAGE_TYPES as readonly string[]).includes(known) ? (known as CoverageType) : null;
}

/** BI&PD is the only liability a broker may rely on: cargo cover, a surety bond (84) and a trust fund (85) are not. */
export function isLiability(policy: Pick<InsurancePolicyView, 'coverageType'>): boolean {
  return coverageOf(policy.coverageType) === 'BIPD';
}

export const END_REASONS = ['CANCEL', 'TERM_REPL', 'NAMECHG', 'REMOVED'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Why a filing ended (TERM/REPL → TERM_REPL), null when it did not or FMCSA's reason is one this build does not know. */
export function endReasonOf(endReason: string | null | undefined): EndReason | null {
  const code = (endReason ?? '').trim().toUpperCase().replace(/[\s/-]+/g, '_');
  return (END_REASONS as readonly string[]).includes(code) ? (code as EndReason) : null;
}

/** In force: neither a cancellation date nor a reason it ended. */
export function inForce(policy: Pick<InsurancePolicyView, 'cancelEffectiveDate' | 'endReason'>): boolean {
  return !policy.cancelEffectiveDate && !policy.endReason;
}
