import type { Carrier } from '../carriers/carrier.types';
import { AUTHORITY_STATUSES, NOT_RATED, authorityStatusOf, safetyRatingLabel, type AuthorityStatusCode } from '../carriers/carrier.rules';

/** The home results Filter: narrows the results on screen by state, authority status and safety rating. */
export interface ResultFilters {
  state?: string;
  /** The motor-carrier authority code (UNKNOWN for a carrier no data set covers, never folded into NONE). */
  authority?: AuthorityStatusCode;
  safety?: string;
}

export const SAFETY_FILTER_VALUES = ['SATISFACTORY', 'CONDITIONAL', 'UNSATISFACTORY', NOT_RATED] as const;

export function activeFilterCount(filters: ResultFilters): number {
  return [filters.state, filters.authority, filters.safety].filter(Boolean).length;
}

export function matchesFilters(carrier: Carrier, filters: ResultFilters): boolean {
  if (filters.state && (carrier.state ?? '').trim().toUpperCase() !== filters.state) return false;
  if (filters.authority && authorityStatusOf(carrier.authorityStatus) !== filters.authority) return false;
  if (filters.safety && safetyRatingLabel(carrier.safetyRating) !== filters.safety) return false;
  return true;
}

export function filterCarriers(carriers: readonly Carrier[], filters: ResultFilters): Carrier[] {
  if (activeFilterCount(filters) === 0) return [...carriers];
  return carriers.filter((carrier) => matchesFilters(carrier, filters));
}

/** The choices the results offer: their states, sorted, and their authority statuses, in AUTHORITY_STATUSES order. */
export function filterChoices(carriers: readonly Carrier[]): { states: string[]; authorities: AuthorityStatusCode[] } {
  const states = new Set<string>();
  const authorities = new Set<AuthorityStatusCode>();
  for (const carrier of carriers) {
    const state = (carrier.state ?? '').trim().toUpperCase();
    if (state) states.add(state);
    authorities.add(authorityStatusOf(carrier.authorityStatus));
  }
  return { states: [...states].sort(), authorities: AUTHORITY_STATUSES.filter((status) => authorities.has(status)) };
}
