import { digitsOf } from '../../shared/forms/validation';
import type { CompanyLookupResult, LookupQuery } from './fmcsa-lookup.types';

export const MC_LOOKUP_MIN_DIGITS = 6;
export const DOT_LOOKUP_MIN_DIGITS = 7;

export type LookupField = 'mcNumber' | 'dotNumber';

/** Registration auto lookup: an MC number with 6+ digits looks up by MC, a DOT number with 7+ digits by DOT. */
export function lookupQueryFor(field: LookupField, value: string | undefined | null): LookupQuery | null {
  const digits = digitsOf(value);
  if (field === 'mcNumber') return digits.length >= MC_LOOKUP_MIN_DIGITS ? { mc: digits } : null;
  return digits.length >= DOT_LOOKUP_MIN_DIGITS ? { dot: digits } : null;
}

export function lookupKey(query: LookupQuery): string {
  return 'mc' in query ? `mc=${query.mc}` : `dot=${query.dot}`;
}

/** The form values a successful lookup fills in: company name, MC and DOT (only those it knows). */
export function filledFromLookup(result: CompanyLookupResult): { companyName?: string; mcNumber?: string; dotNumber?: string } {
  const filled: { companyName?: string; mcNumber?: string; dotNumber?: string } = {};
  const companyName = result.companyName?.trim() || result.legalName?.trim();
  if (companyName) filled.companyName = companyName;
  if (result.mcNumber?.trim()) filled.mcNumber = result.mcNumber.trim();
  if (result.dotNumber?.trim()) filled.dotNumber = result.dotNumber.trim();
  return filled;
}

/** A 200 answer still counts as "not found" when it names no company. */
export function isCompanyFound(result: CompanyLookupResult | null | undefined): boolean {
  return !!result && !!(result.companyName?.trim() || result.legalName?.trim());
}

/**
 * The FMCSA Lookup screen's query: the number typed for the chosen kind ('MC-1515', 'mc 1515', '1515' → 1515),
 * or null when nothing searchable was typed (the Search FMCSA button is disabled while the trimmed input is empty).
 */
export function screenLookupQuery(kind: 'mc' | 'dot', input: string | null | undefined): LookupQuery | null {
  const trimmed = (input ?? '').trim();
  if (!trimmed) return null;
  const digits = digitsOf(trimmed).replace(/^0+/, '');
  if (!digits) return null;
  return kind === 'mc' ? { mc: digits } : { dot: digits };
}
