import type { Carrier } from '../carriers/carrier.types';
import { NOT_RATED, safetyRatingLabel, statusLabel } from '../carriers/carrier.rules';

/** The home results Filter: narrows the results on screen by state, authority status and safety rating. */
export interface ResultFilters {
  state?: string;
  authority?: string;
  safety?: string;
}

export const SAFETY_FILTER_VALUES = ['SATISFACTORY', 'CONDITIONAL', 'UNSATISFACTORY', NOT_RATED] as const;

export function activeFilterCount(filters: ResultFilters): number {
  return [filters.state, filters.authority, filters.safety].filter(Boolean).length;
}

export function matchesFilters(carrier: Carrier, filters: ResultFilters): boolean {
  if (filters.state && (carrier.state ?? '').trim().toUpperCase() !== filters.state) return false;
  if (filters.authority && statusLabel(carrier.authorityStatus) !== filters.authority) return false;
  if (filters.safety && safetyRatingLabel(carrier.safetyRating) !== filters.safety) return false;
  return true;
}

export function filterCarriers(carriers: readonly Carrier[], filters: ResultFilters): Carrier[] {
  if (activeFilterCount(filters) === 0) return [...carriers];
  return carriers.filter((carrier) => matchesFilters(carrier, filters));
}

/** The choices the results offer: their states and authority statuses, sorted. */
export function filterChoices(carriers: readonly Carrier[]): { states: string[]; authorities: string[] } {
  const states = new Set<string>();
  const authorities = new Set<string>();
  for (const carrier of carriers) {
    const state = (carrier.state ?? '').trim().toUpperCase();
    if (state) states.add(state);
    authorities.add(statusLabel(carrier.authorityStatus));
  }
  return { states: [...states].sort(), authorities: [...authorities].sort() };
}
