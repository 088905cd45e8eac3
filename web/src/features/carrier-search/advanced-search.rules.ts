import { isBlank } from '../../shared/forms/validation';

/**
 * /search: company name, email, phone, MC number, DOT number, state (2 letters, upper-cased).
 * - Advanced Search needs one non-blank field: 'Search Required' / 'Please enter at least one search criteria'.
 * - The email-only search needs the email ('Email Required'); the phone-only search the phone ('Phone Required').
 */

export const ADVANCED_SEARCH_FIELDS = ['companyName', 'email', 'phone', 'mcNumber', 'dotNumber', 'state'] as const;
export type AdvancedSearchField = (typeof ADVANCED_SEARCH_FIELDS)[number];
export type AdvancedSearchValues = Record<AdvancedSearchField, string>;

export const EMPTY_ADVANCED_SEARCH: AdvancedSearchValues = { companyName: '', email: '', phone: '', mcNumber: '', dotNumber: '', state: '' };

export const STATE_MAX_LENGTH = 2;
export const ADVANCED_PAGE_SIZE = 12;

export interface AdvancedSearchRequest extends AdvancedSearchValues {
  page: number;
  pageSize: number;
}

/** What the state field keeps of what is typed: letters only, upper-cased, at most 2. */
export function normalizeStateInput(value: string | null | undefined): string {
  return (value ?? '').replace(/[^a-z]/gi, '').toUpperCase().slice(0, STATE_MAX_LENGTH);
}

export interface ToastKeys {
  title: string;
  description: string;
}

/** null when the form can be searched, else the toast (i18n keys) to show. */
export function validateAdvancedSearch(values: Partial<AdvancedSearchValues>): ToastKeys | null {
  const anyFilled = ADVANCED_SEARCH_FIELDS.some((field) => !isBlank(values[field]));
  return anyFilled ? null : { title: 'search:toasts.searchRequired', description: 'search:toasts.criteriaRequired' };
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
