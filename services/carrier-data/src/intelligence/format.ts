/**
 * Small pure helpers shared by the intelligence functions: days (ISO dates, UTC), money, phone, names, addresses.
 * No clock: every "today" is derived from a `now` the caller passes in.
 */
import { englishNumber } from '@logiscope/proto/views';
import type { Address, CarrierRecord } from '../carrier/carrier.model';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The caller's clock reading: a Date or an ISO timestamp / day. */
export type Now = Date | string;

/** The last Date asked of isoDay and its day: a page of carriers asks the same `now` hundreds of times. */
let lastTime = NaN;
let lastDay = '';

/** The UTC calendar day of `now` as YYYY-MM-DD. */
export function isoDay(now: Now): string {
  if (typeof now === 'string' && ISO_DAY.test(now)) return now;
  const d = typeof now === 'string' ? new Date(now) : now;
  const time = d.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(now)}`);
  if (time !== lastTime) {
    lastDay = d.toISOString().slice(0, 10);
    lastTime = time;
  }
  return lastDay;
}

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
};

/**
 * Days since 1970-01-01 of an ISO day (YYYY-MM-DD), NaN for anything else: what `Date.parse(day + 'T00:00:00Z')`
 * gives divided by a day, with its rules (month 1-12, day 1-31, a day past the month's end runs into the next
 * month, as V8 reads "2025-02-30"), in arithmetic rather than a parse of a built string (the views ask it a few
 * hundred times a page).
 */
export function dayNumber(day: string): number {
  if (day.length !== 10 || day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45) return NaN;
  const y = digit(day, 0) * 1000 + digit(day, 1) * 100 + digit(day, 2) * 10 + digit(day, 3);
  const m = digit(day, 5) * 10 + digit(day, 6);
  const d = digit(day, 8) * 10 + digit(day, 9);
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31)) return NaN;
  // Days from the civil date (H. Hinnant's algorithm, proleptic Gregorian): the first of the month, then the days.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5);
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468 + d - 1;
}

/** True for a well-formed ISO day (YYYY-MM-DD). */
export function isIsoDay(value: string | undefined | null): value is string {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); NaN when either is not an ISO day. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whole calendar months from `from` to `to` (0 when `to` is earlier). */
export function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = [from.slice(0, 4), from.slice(5, 7), from.slice(8, 10)].map(Number);
  const [ty, tm, td] = [to.slice(0, 4), to.slice(5, 7), to.slice(8, 10)].map(Number);
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

/** Whole calendar years from `from` to `to` (0 when `to` is earlier). */
export function wholeYears(from: string, to: string): number {
  return Math.floor(wholeMonths(from, to) / 12);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03-05" → "Mar 5, 2025"; anything else is returned as given ('' stays ''). */
export function formatDay(day: string): string {
  if (!isIsoDay(day)) return day;
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "effective Mar 5, 2026 (in 3 days)", "effective today (...)", "effective Mar 5, 2026" (past). */
export function effectiveText(day: string, today: string): string {
  const d = daysBetween(today, day);
  if (d > 0) return `effective ${formatDay(day)} (in ${plural(d, 'day')})`;
  if (d === 0) return `effective today (${formatDay(day)})`;
  return `effective ${formatDay(day)}`;
}

/** 750000 → "$750,000". */
export function formatMoney(dollars: number): string {
  return `$${englishNumber(Math.round(dollars))}`;
}

/** Digits only. */
export function digits(value: string | undefined | null): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Ten digits → "(555) 123-4567" (a leading US country code 1 is dropped); anything else as given, '' → "none". */
export function formatPhone(value: string): string {
  let d = digits(value);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return value ? value : 'none';
}

/** Upper-case, punctuation to spaces, single spaces: for comparing names and streets. */
export function squash(value: string | undefined | null): string {
  return (value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const STREET_WORDS: Record<string, string> = {
  STREET: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  BOULEVARD: 'BLVD',
  LANE: 'LN',
  COURT: 'CT',
  PLACE: 'PL',
  HIGHWAY: 'HWY',
  PARKWAY: 'PKWY',
  SUITE: 'STE',
  APARTMENT: 'APT',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  CIRCLE: 'CIR',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  FREEWAY: 'FWY',
  EXPRESSWAY: 'EXPY',
  ROUTE: 'RTE',
};

/** A street normalised for comparison: "123 North Main Street, Suite 4" → "123 N MAIN ST STE 4". */
export function normaliseStreet(street: string): string {
  return squash(street)
    .replace(/\b(POST OFFICE|P O) BOX\b/g, 'PO BOX')
    .split(' ')
    .map((w) => (w in STREET_WORDS ? STREET_WORDS[w] : w))
    .filter(Boolean)
    .join(' ');
}

/** Addresses compared the way a person would: street words abbreviated, ZIP on its first five digits. */
export function sameAddress(a: Address | undefined, b: Address | undefined): boolean {
  const x = a ?? { street: '', city: '', state: '', zip: '', country: '' };
  const y = b ?? { street: '', city: '', state: '', zip: '', country: '' };
  return (
    normaliseStreet(x.street) === normaliseStreet(y.street) &&
    squash(x.city) === squash(y.city) &&
    squash(x.state) === squash(y.state) &&
    squash(x.zip).replace(/ /g, '').slice(0, 5) === squash(y.zip).replace(/ /g, '').slice(0, 5)
  );
}

/** "123 MAIN ST, DALLAS, TX 75201" ('' for an empty address). */
export function formatAddress(a: Address | undefined): string {
  if (!a) return '';
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.street, cityLine].filter(Boolean).join(', ');
}

/**
 * The name a broker knows the carrier by: the DBA ("doing business as") name when FMCSA has one, because that is the
 * name on the trucks, the rate confirmation and the phone; otherwise the legal name. The legal name is always kept
 * beside it (CarrierView.legalName) for contracts and certificates of insurance.
 */
export function companyNameOf(record: Pick<CarrierRecord, 'legalName' | 'dbaName'>): string {
  const dba = (record.dbaName ?? '').trim();
  return dba || (record.legalName ?? '').trim();
}

/** Round to one decimal place. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "1 inspection" / "3 inspections". */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${englishNumber(n)} ${n === 1 ? word : pluralWord}`;
}
