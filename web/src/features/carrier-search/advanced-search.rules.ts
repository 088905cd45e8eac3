import { STATE_MAX_LENGTH, advancedSearchBodySchema } from '@logiscope/proto/http';
import { ruleMessageOf } from '../../shared/errors/errorText';
import { isBlank, type FieldMessage } from '../../shared/forms/validation';

/**
 * /search: company name, email, phone, MC number, DOT number, state (2 letters, upper-cased).
 * - Advanced Search needs one non-blank field: 'Search Required' / 'Please enter at least one search criteria'; the
 *   check is the server's advancedSearchBodySchema (`@logiscope/proto/http`), run on the request the form would send.
 * - The email-only search needs the email ('Email Required'); the phone-only search the phone ('Phone Required').
 */

export const ADVANCED_SEARCH_FIELDS = ['companyName', 'email', 'phone', 'mcNumber', 'dotNumber', 'state'] as const;
export type AdvancedSearchField = (typeof ADVANCED_SEARCH_FIELDS)[number];
export type AdvancedSearchValues = Record<AdvancedSearchField, string>;

export const EMPTY_ADVANCED_SEARCH: AdvancedSearchValues = { companyName: '', email: '', phone: '', mcNumber: '', dotNumber: '', state: '' };

/** The server's bound on the state (`@logiscope/proto/http`). */
export { STATE_MAX_LENGTH };
export const ADVANCED_PAGE_SIZE = 12;

export interface AdvancedSearchRequest extends AdvancedSearchValues {
  page: number;
  pageSize: number;
}

/** What the state field keeps of what is typed: letters only, upper-cased, at most 2. */
export function normalizeStateInput(value: string | null | undefined): string {
  return (value ?? '').replace(/[^a-z]/gi, '').toUpperCase().slice(0, STATE_MAX_LENGTH);
}

/** A toast: its title an i18n key, its description an i18n key or a failed proto rule. */
export interface ToastKeys {
  title: string;
  description: FieldMessage;
}

/** null when the form can be searched, else the toast to show (the server's rule and message). */
export function validateAdvancedSearch(values: Partial<AdvancedSearchValues>): ToastKeys | null {
  const parsed = advancedSearchBodySchema.safeParse(buildAdvancedSearchRequest(values, 1, ADVANCED_PAGE_SIZE));
  if (parsed.success) return null;
  const rule = ruleMessageOf(parsed.error.issues[0]);
  return { title: rule.code === 'SEARCH_CRITERIA_REQUIRED' ? 'search:toasts.searchRequired' : 'search:toasts.searchFailed', description: rule };
}

export function validateEmailSearch(email: string | null | undefined): ToastKeys | null {
  return isBlank(email) ? { title: 'search:toasts.emailRequired', description: 'search:toasts.emailRequiredText' } : null;
}

export function validatePhoneSearch(phone: string | null | undefined): ToastKeys | null {
  return isBlank(phone) ? { title: 'search:toasts.phoneRequired', description: 'search:toasts.phoneRequiredText' } : null;
}

/** The POST /api/carriers/advanced-search body: every field trimmed, the state normalised. */
export function buildAdvancedSearchRequest(values: Partial<AdvancedSearchValues>, page: number, pageSize: number): AdvancedSearchRequest {
  return {
    companyName: (values.companyName ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    mcNumber: (values.mcNumber ?? '').trim(),
    dotNumber: (values.dotNumber ?? '').trim(),
    state: normalizeStateInput(values.state),
    page,
    pageSize,
  };
}
