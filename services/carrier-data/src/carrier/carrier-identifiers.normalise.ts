/**
 * Identifiers as the stores key them and search looks them up: phone, e-mail, officer, MC and DOT numbers, VINs, and
 * the counts and number lists the stores take. Idempotent: normalising a normalised value gives it back.
 */
import { normaliseName } from './carrier-names.normalise';

/** Digits without leading zeros ('0' for zeros only). */
export function stripZeros(digits: string): string {
  const s = digits.replace(/^0+/, '');
  return s === '' ? '0' : s;
}

/** Ten digits for US/CA numbers (a leading 1 dropped); '' when there are no digits. */
export function normalisePhone(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits[0] === '1' ? digits.slice(1) : digits;
}

export function normaliseEmail(value: string): string {
  return (value ?? '').trim().toLowerCase();
}

/** Officer names as FMCSA prints them: upper-case, punctuation dropped, single spaces. */
export function normaliseOfficer(value: string): string {
  return normaliseName(value);
}

/**
 * MX and FF dockets are indexed beside MC numbers, offset so they never meet one (MX7 → 10000000007, FF31 →
 * 20000000031): one docket index finds a company by any of its dockets.
 */
const DOCKET_OFFSETS: Record<string, number> = { MX: 10_000_000_000, FF: 20_000_000_000 };

/**
 * The docket index key of a docket in any spelling the files use: an MC docket's digits without leading zeros
 * ("MC-012345", "MC0000012345", "12345" → "12345"); an MX or FF docket offset ("FF-000031" → "20000000031"); ''
 * when there are no digits.
 */
export function normaliseMc(value: string): string {
  const prefixed = /^\s*(MX|FF)\s*[-#]?\s*(\d{1,9})\s*$/i.exec(value ?? '');
  if (prefixed) {
    const n = Number(prefixed[2]);
    return n > 0 ? String(DOCKET_OFFSETS[prefixed[1].toUpperCase()] + n) : '';
  }
  const digits = (value ?? '').replace(/\D/g, '');
  return digits ? stripZeros(digits) : '';
}

/** A DOT number without leading zeros; '' when the value has no digits. */
export function normaliseDot(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits ? stripZeros(digits) : '';
}

/** The VIN form equipment is looked up by: upper-case letters and digits only. */
export function normaliseVin(vin: string): string {
  return (vin ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The shortest VIN text equipmentByVin searches for (and the web asks for). */
export const VIN_MIN_CHARS = 8;

/** Distinct DOT or MC numbers as the stores key them (`normalise` is normaliseDot or normaliseMc); empty and 0 left out. */
export function distinctNumbers(values: string[], normalise: (value: string) => string): string[] {
  return [...new Set(values.map(normalise).filter((v) => v && v !== '0'))];
}

/** A count or limit as the stores take it: a whole number, 0 for anything negative or missing. */
export function wholeCount(n: number): number {
  return Math.max(0, Math.floor(n || 0));
}
