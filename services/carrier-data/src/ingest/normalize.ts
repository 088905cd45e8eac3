/**
 * Value normalisation shared by the layouts: FMCSA writes the same thing many ways across its files.
 * Every function is total: bad input gives the documented "none" value ('' / 0 / null), never an exception.
 */

const MONTHS: Record<string, string> = {
  JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUL: '07', AUG: '08', SEP: '09', OCT: '10', NOV: '11', DEC: '12',
};

/**
 * Two-digit years (DD-MON-YY, census): a year up to ten years past the current one is 20YY, anything later 19YY.
 * The census only carries past dates (ADD_DATE 01-JUN-74 → 1974, MCS150_DATE 20-OCT-23 → 2023).
 */
const CENTURY_PIVOT = (new Date().getUTCFullYear() % 100) + 10;

export function centuryOf(yy: number): number {
  return yy <= CENTURY_PIVOT ? 2000 + yy : 1900 + yy;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function validYmd(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

function iso(y: number, m: number, d: number): string | null {
  return validYmd(y, m, d) ? `${y}-${pad2(m)}-${pad2(d)}` : null;
}

const RE_DMY_MON = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/;
const RE_MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const RE_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const RE_COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\s*\d{4}(?:\d{2})?)?$/;

/**
 * A date in any of FMCSA's formats, as ISO YYYY-MM-DD; '' for empty, "None", "--" and zero dates; null when the
 * text is not a date (the caller decides whether that is a warning).
 *
 * Formats: DD-MON-YY (`20-OCT-23`, census), DD-MON-YYYY, MM/DD/YYYY and M/D/YYYY (L&I, SAFER), M/D/YY,
 * YYYY-MM-DD (with an optional time, Socrata exports), YYYYMMDD (with an optional HHMM, Company Census File).
 */
export function parseDate(raw: string): string | null {
  const s = raw.length && (raw.charCodeAt(0) <= 32 || raw.charCodeAt(raw.length - 1) <= 32) ? raw.trim() : raw;
  if (s === '' || s === 'None' || s === 'NONE' || s === '--' || s === '00000000' || s === '0' || s === '00/00/0000') return '';
  // Dispatch on the separator so each value meets one regular expression.
  const sep = s.length > 4 ? s.charCodeAt(2) : 0;
  let m: RegExpExecArray | null;
  if (sep === 45 /* - */ || s.charCodeAt(1) === 45) {
    m = RE_DMY_MON.exec(s);
    if (!m) return null;
    const mon = MONTHS[m[2].toUpperCase()];
    if (!mon) return null;
    const y = m[3].length === 2 ? centuryOf(Number(m[3])) : Number(m[3]);
    return iso(y, Number(mon), Number(m[1]));
  }
  if (sep === 47 /* / */ || s.charCodeAt(1) === 47) {
    m = RE_MDY.exec(s);
    if (!m) return null;
    const y = m[3].length === 2 ? centuryOf(Number(m[3])) : Number(m[3]);
    return iso(y, Number(m[1]), Number(m[2]));
  }
  if (s.charCodeAt(4) === 45) {
    m = RE_ISO.exec(s);
    return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  }
  m = RE_COMPACT.exec(s);
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * A DOT number: digits without leading zeros ('00044110' → '44110'); '' for empty or all zeros ('00000000').
 * Null when the text is not a number. The L&I carrier search appends `OOS` to out-of-service carriers: strip it
 * first with splitOosSuffix.
 */
export function normalizeDot(raw: string): string | null {
  const s = raw.trim();
  if (s === '') return '';
  let i = 0;
  const n = s.length;
  // Whole-number floats from spreadsheet/parquet round trips ("44110.0").
  let end = n;
  if (s.endsWith('.0')) end = n - 2;
  for (let k = 0; k < end; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return null;
  }
  while (i < end && s.charCodeAt(i) === 48) i++;
  return s.slice(i, end);
}

/** `3650238OOS` → { dot: '3650238', oos: true } (L&I carrier search). */
export function splitOosSuffix(raw: string): { value: string; oos: boolean } {
  const s = raw.trim();
  if (/OOS$/i.test(s)) return { value: s.slice(0, -3).trim(), oos: true };
  return { value: s, oos: false };
}

export const DOCKET_PREFIXES = ['MC', 'MX', 'FF'] as const;
export type DocketPrefix = (typeof DOCKET_PREFIXES)[number];

/**
 * A docket as the model keeps it: prefix + digits without padding (`MC062130` → `MC62130`). Accepts the prefix and
 * number as separate fields (census DOCKET1PREFIX/DOCKET1, L&I search) or together (`MC-123456`, `MC 123456`,
 * `MC1281287`). '' when there is none or it is not a MC/MX/FF docket.
 */
export function normalizeDocket(prefixOrDocket: string, number?: string): string {
  let prefix: string;
  let digits: string;
  if (number === undefined) {
    const m = /^\s*(MC|MX|FF)\s*-?\s*(\d+)\s*$/i.exec(prefixOrDocket);
    if (!m) return '';
    prefix = m[1].toUpperCase();
    digits = m[2];
  } else {
    prefix = prefixOrDocket.trim().toUpperCase();
    digits = number.trim();
    if (!/^\d+$/.test(digits)) return '';
  }
  if (prefix !== 'MC' && prefix !== 'MX' && prefix !== 'FF') return '';
  digits = digits.replace(/^0+/, '');
  return digits ? prefix + digits : '';
}

/**
 * All dockets in a SAFER "MC/MX/FF Number(s)" cell: `MC-114123\n MC-118661`, `FF-12204\n MC-118805`. Order kept,
 * duplicates dropped.
 */
export function parseDocketList(raw: string): string[] {
  const out: string[] = [];
  const re = /\b(MC|MX|FF)\s*-?\s*(\d+)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const d = normalizeDocket(m[1], m[2]);
    if (d && !out.includes(d)) out.push(d);
  }
  return out;
}

/** The MC number (digits) of a docket, '' when the docket is not an MC docket. */
export function mcNumberOf(docket: string): string {
  return docket.startsWith('MC') ? docket.slice(2) : '';
}

/**
 * A phone number as digits: `(202) 555-5555` → `2025555555`; a leading US country code 1 dropped; an extension
 * (`x12`, `EXT 12`) dropped. Other lengths (foreign numbers) keep all their digits. '' when there are no digits.
 */
export function normalizePhone(raw: string): string {
  if (raw === '') return '';
  let s = raw;
  if (/[a-z]/i.test(s)) {
    const ext = /\s*(?:x|ext\.?|extension)\s*\d+\s*$/i.exec(s);
    if (ext) s = s.slice(0, ext.index);
  }
  let digits = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += s[i];
  }
  if (digits.length === 11 && digits[0] === '1') digits = digits.slice(1);
  if (/^0+$/.test(digits)) return '';
  return digits;
}

/** Lower-cased and trimmed; '' for empty and for obvious placeholders. */
export function normalizeEmail(raw: string): string {
  const s = raw.trim().toLowerCase();
  if (s === '' || s === 'none' || s === 'n/a' || s === 'na' || s === '--') return '';
  return s;
}

/** Y/N flags (also true/false, T/F, 1/0, X): true only for a yes. */
export function parseFlag(raw: string): boolean {
  const s = raw.trim().toUpperCase();
  return s === 'Y' || s === 'YES' || s === 'T' || s === 'TRUE' || s === '1' || s === 'X';
}

/**
 * A whole number: `3000`, `3000.0`, `15,000`, `  12 `; `15,000 (2022)` → 15000 (the SAFER mileage cell).
 * null when there is no number; the caller maps that to 0 (and a warning when the cell was not empty).
 */
export function parseIntLoose(raw: string): number | null {
  // Fast path: plain digits.
  const n0 = raw.length;
  if (n0 > 0 && n0 < 16) {
    let plain = true;
    for (let i = 0; i < n0; i++) {
      const c = raw.charCodeAt(i);
      if (c < 48 || c > 57) {
        plain = false;
        break;
      }
    }
    if (plain) return Number(raw);
  }
  const s = raw.trim();
  if (s === '' || s === '--' || s === 'None') return null;
  const m = /^(-?[\d,]+)(?:\.\d*)?(?:\s*\(\d{4}\))?$/.exec(s);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Trimmed text with runs of whitespace (including non-breaking spaces and newlines) collapsed to one space. */
export function cleanText(raw: string): string {
  const s = raw.trim();
  if (s === '') return s;
  // Fast exit for the common case: nothing to collapse.
  if (!/\s\s|[\t\n\r\u00a0]/.test(s)) return s;
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Upper-cased clean text (officer names, as FMCSA prints them). */
export function cleanUpper(raw: string): string {
  return cleanText(raw).toUpperCase();
}

/** A ZIP/postal code as published: leading zeros kept, ZIP+4 kept; only surrounding spaces removed. */
export function normalizeZip(raw: string): string {
  return raw.trim();
}

/** Two-letter state/province code, upper-case ('' when it is not two letters). */
export function normalizeState(raw: string): string {
  const s = raw.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(s) ? s : '';
}

/** A date for a file name like `actpendins_2025_09_03.txt`, `FMCSA_CENSUS1_2023Nov.txt`, `x-20250903.csv`. */
export function dateFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  let m = /(\d{4})[_-](\d{2})[_-](\d{2})/.exec(base);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3])) ?? '';
  m = /(?:^|[^\d])(\d{4})(\d{2})(\d{2})(?:[^\d]|$)/.exec(base);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3])) ?? '';
  m = /(\d{4})[_-]?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/i.exec(base);
  if (m) return `${m[1]}-${MONTHS[m[2].toUpperCase()]}-01`;
  return '';
}

/**
 * The model year a VIN encodes (10th character), for 17-character VINs; null when unknown. The code repeats every
 * 30 years: the latest year not after `notAfter` (the inspection year + 1) is chosen.
 */
export function vinModelYear(vin: string, notAfter: number): number | null {
  if (vin.length !== 17) return null;
  const code = vin[9].toUpperCase();
  const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const k = codes.indexOf(code);
  if (k < 0) return null;
  let year = 1980 + k;
  while (year + 30 <= notAfter) year += 30;
  return year;
}
