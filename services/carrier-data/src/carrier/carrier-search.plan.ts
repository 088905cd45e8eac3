/** Search plans: what both carrier stores evaluate for a CarrierQuery, and the order they rank matches in. */
import type { CarrierQuery } from './carrier.store';
import { normaliseDot, normaliseEmail, normaliseMc, normalisePhone } from './carrier-identifiers.normalise';
import { nameTokens } from './carrier-names.normalise';
import { recogniseQuery } from './carrier-query.recognise';

/** Scores of exact identifier hits: always above any name relevance (a DOT hit above an MC hit). */
export const EXACT_SCORES = { dot: 1_000_000, mc: 990_000, phone: 900_000, email: 900_000 } as const;

/** Broad searches count and rank at most this many matches: the first ones in DOT order. */
export const SEARCH_CAP = 10_000;

/**
 * An exact identifier shared by more carriers than this (a filing service's phone or e-mail names ten thousand) ranks
 * only its first ones in DOT order; `total` still counts them all when nothing else narrows the search.
 */
export const EXACT_RANK_CAP = 250;

/**
 * The exact matches worth ranking: all of them, or the first ones in DOT order — EXACT_RANK_CAP when the identifier
 * stands alone, SEARCH_CAP when a name or state narrows it (so "this phone and this name" still finds the carrier
 * however many others share the phone).
 */
export function exactCandidates(scores: Map<number, number>, plan: Pick<SearchPlan, 'tokens' | 'state'>): number[] {
  const cap = narrows(plan) ? SEARCH_CAP : EXACT_RANK_CAP;
  const dots = [...scores.keys()];
  if (dots.length <= cap) return dots;
  return dots.sort((a, b) => a - b).slice(0, cap);
}

/**
 * Exact criteria hold together (AND): the carriers found so far (`scores`, undefined before the first criterion) that
 * the next criterion `found` too, with both scores added.
 */
export function intersectScores(scores: Map<number, number> | undefined, found: Map<number, number>): Map<number, number> {
  if (!scores) return found;
  const both = new Map<number, number>();
  for (const [dot, score] of scores) {
    const more = found.get(dot);
    if (more !== undefined) both.set(dot, score + more);
  }
  return both;
}

/** A carrier's best score over the identifier lookups of one criterion: `dots` found by a lookup worth `score`. */
export function keepBest(scores: Map<number, number>, dots: Iterable<number>, score: number): void {
  for (const d of dots) scores.set(d, Math.max(scores.get(d) ?? 0, score));
}

/** A match being ranked. */
export interface Ranked {
  dot: number;
  score: number;
  /** The legal name's matching form: ties are broken on it, then on the DOT number. */
  name: string;
}

/** Search order: higher score first, then legal name, then DOT number. */
export function byRank(a: Ranked, b: Ranked): number {
  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.dot - b.dot);
}

export interface ExactCriterion {
  /** `number`: bare digits of the free text, an MC or a DOT number (the union of both, a DOT hit scoring higher). */
  kind: 'dot' | 'mc' | 'number' | 'phone' | 'email';
  value: string;
}

/** A search reduced to exact identifiers (AND), name tokens (AND, each a possible prefix) and a state. */
export interface SearchPlan {
  exact: ExactCriterion[];
  tokens: string[];
  state: string;
}

/** Whether a name or a state narrows the plan's exact identifiers. */
export function narrows(plan: Pick<SearchPlan, 'tokens' | 'state'>): boolean {
  return plan.tokens.length > 0 || plan.state !== '';
}

/** null when nothing can match: no criterion, or a criterion that normalises to nothing. */
export function planSearch(query: CarrierQuery): SearchPlan | null {
  const exact: ExactCriterion[] = [];
  const tokens: string[] = [];
  let any = false;
  if (query.text !== undefined && query.text.trim() !== '') {
    any = true;
    const intent = recogniseQuery(query.text);
    switch (intent.kind) {
      case 'empty':
        return null;
      case 'mc':
        exact.push({ kind: 'mc', value: intent.mc });
        break;
      case 'dot':
        exact.push({ kind: 'dot', value: intent.dot });
        break;
      case 'number':
        exact.push({ kind: 'number', value: intent.digits });
        break;
      case 'phone':
        exact.push({ kind: 'phone', value: intent.phone });
        break;
      case 'email':
        exact.push({ kind: 'email', value: intent.email });
        break;
      case 'name':
        tokens.push(...intent.tokens);
        break;
    }
  }
  const field = (v: string | undefined, norm: (s: string) => string, kind: ExactCriterion['kind']): boolean => {
    if (v === undefined || v.trim() === '') return true;
    any = true;
    const value = norm(v);
    if (!value || value === '0') return false;
    exact.push({ kind, value });
    return true;
  };
  if (!field(query.dotNumber, normaliseDot, 'dot')) return null;
  if (!field(query.mcNumber, normaliseMc, 'mc')) return null;
  if (!field(query.phone, normalisePhone, 'phone')) return null;
  if (!field(query.email, normaliseEmail, 'email')) return null;
  if (query.companyName !== undefined && query.companyName.trim() !== '') {
    any = true;
    const t = nameTokens(query.companyName);
    if (!t.length) return null;
    tokens.push(...t);
  }
  const state = (query.state ?? '').trim().toUpperCase();
  if (state) any = true;
  if (!any) return null;
  return { exact, tokens: [...new Set(tokens)], state };
}
