import { message, quickSearchQuerySchema } from '@logiscope/proto/http';
import { ruleMessageOf, type RuleMessage } from '../../shared/errors/errorText';

/**
 * The home search card: four inputs, one query. The first non-empty input wins, in the order MC number, DOT
 * number, company name, phone; values are trimmed. No input: 'Search Required' / 'Please enter a search term.' The
 * term is checked by the server's quickSearchQuerySchema (`@logiscope/proto/http`).
 */

export const HOME_SEARCH_FIELDS = ['mcNumber', 'dotNumber', 'companyName', 'phone'] as const;
export type HomeSearchField = (typeof HOME_SEARCH_FIELDS)[number];
export type HomeSearchValues = Record<HomeSearchField, string>;

export const EMPTY_HOME_SEARCH: HomeSearchValues = { mcNumber: '', dotNumber: '', companyName: '', phone: '' };

export const RESULTS_PAGE_SIZE = 10;

export interface SearchTerm {
  field: HomeSearchField;
  term: string;
}

export function pickSearchTerm(values: Partial<HomeSearchValues>): SearchTerm | null {
  for (const field of HOME_SEARCH_FIELDS) {
    const term = (values[field] ?? '').trim();
    if (term) return { field, term };
  }
  return null;
}

/** The term to search, or the toast to show: its title an i18n key, its description the server's failed rule. */
export function validateHomeSearch(values: Partial<HomeSearchValues>): { term: SearchTerm } | { invalid: { title: string; description: RuleMessage } } {
  const term = pickSearchTerm(values);
  const parsed = quickSearchQuerySchema.safeParse({ q: term?.term ?? '' });
  if (term && parsed.success) return { term };
  const rule = parsed.success ? { code: 'SEARCH_REQUIRED', params: {}, message: message('SEARCH_REQUIRED') } : ruleMessageOf(parsed.error.issues[0]);
  return { invalid: { title: rule.code === 'SEARCH_REQUIRED' ? 'search:toasts.searchRequired' : 'search:toasts.searchFailed', description: rule } };
}

export interface ResultRange {
  from: number;
  to: number;
  total: number;
}

/**
 * 'Showing {from}-{to} of {total} results' for the page on screen: 'Showing 1-{n} of {total}' on the first
 * page, and so on. An empty page shows 0-0.
 */
export function resultRange(page: number, pageSize: number, shown: number, total: number): ResultRange {
  if (shown <= 0) return { from: 0, to: 0, total: Math.max(total, 0) };
  const from = (Math.max(page, 1) - 1) * pageSize + 1;
  const to = from + shown - 1;
  return { from, to, total: Math.max(total, to) };
}
