import { VIN_MAX_CHARS, VIN_MIN_CHARS, isTrailerType, vinSchema } from '@logiscope/proto/http';
import { ruleMessageOf, type RuleMessage } from '../../shared/errors/errorText';

/**
 * VIN search: the input is upper-cased; at least 8 characters are needed ('Invalid VIN' / 'Please enter at
 * least 8 characters of the VIN'), and the search button is disabled below that. The bounds and the check are the
 * server's (vinSchema in `@logiscope/proto/http`).
 */

export const VIN_MIN_LENGTH = VIN_MIN_CHARS;
export const VIN_MAX_LENGTH = VIN_MAX_CHARS;

/** What the VIN field keeps of what is typed: letters and digits, upper-cased, at most 17. */
export function normalizeVinInput(value: string | null | undefined): string {
  return (value ?? '').replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, VIN_MAX_LENGTH);
}

export function canSearchVin(value: string | null | undefined): boolean {
  return vinSchema.safeParse(normalizeVinInput(value)).success;
}

/** null when the VIN can be searched, else the toast: 'Invalid VIN' (i18n key) and the server's rule (VIN_TOO_SHORT). */
export function validateVin(value: string | null | undefined): { title: string; description: RuleMessage } | null {
  const parsed = vinSchema.safeParse(normalizeVinInput(value));
  return parsed.success ? null : { title: 'equipment:vin.invalid', description: ruleMessageOf(parsed.error.issues[0]) };
}

/** Trailers are the units whose type names a trailer (SEMI-TRAILER, FULL TRAILER, Trailer): the server's rule. */
export const isTrailer = isTrailerType;
