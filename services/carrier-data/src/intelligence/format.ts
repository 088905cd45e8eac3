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

/** The UTC calendar day of `now` as YYYY-MM-DD. */
export function isoDay(now: Now): string {
  if (typeof now === 'string' && ISO_DAY.test(now)) return now;
  const d = typeof now === 'string' ? new Date(now) : now;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(now)}`);
  return d.toISOString().slice(0, 10);
}

/** True for a well-formed ISO day (YYYY-MM-DD). */
export function isIsoDay(value: string | undefined | null): value is string {
  return typeof value === 'string' && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whole calendar months from `from` to `to` (0 when `to` is earlier). */
export function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
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
