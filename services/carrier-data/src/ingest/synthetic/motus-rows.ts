/**
 * The six Motus data sets as files: each a baseline "All With History" CSV export (upper-case header, the portal's field
 * names) and daily differences as the portal's SODA JSON answers (an array of objects with lower-case keys, keys with a
 * blank value omitted). A daily holds every record whose state changed that day, written whole, and a deletion for every
 * record gone: a row blank apart from its key. Insur: the docket alone (with the USDOT) when the docket has no filing
 * left, else docket + form + policy number of the filing that ended.
 */
import type { MotusRecord, MotusSetName } from './motus-dataset';
import { MOTUS_COLUMNS } from './motus-dataset';
import { hash32 } from './prng';
import { q } from './rows';

export type MotusFileKind = 'motus-carrier' | 'motus-insur' | 'motus-inshist' | 'motus-authhist' | 'motus-revokesuspend' | 'motus-boc3';

export interface MotusSet {
  kind: MotusFileKind;
  set: MotusSetName;
  /** Portal data set ids: the baseline ("All With History") and the daily difference. */
  baselineId: string;
  dailyId: string;
}

export const MOTUS_SETS: readonly MotusSet[] = [
  { kind: 'motus-carrier', set: 'Carrier', baselineId: 'inys-ebih', dailyId: 'nakq-58th' },
  { kind: 'motus-insur', set: 'Insur', baselineId: 'c5y8-a4uz', dailyId: 'x96h-evps' },
  { kind: 'motus-inshist', set: 'InsHist', baselineId: '3uet-3z4i', dailyId: 'xe5s-wca7' },
  { kind: 'motus-authhist', set: 'AuthHist', baselineId: 'yu5v-wbh6', dailyId: 'dm5j-zc6c' },
  { kind: 'motus-revokesuspend', set: 'RevokeSuspend', baselineId: 'wb4f-neki', dailyId: 'e67p-xyd5' },
  { kind: 'motus-boc3', set: 'BOC3', baselineId: '6snj-ed7q', dailyId: 'mhr5-hjyc' },
];

export const motusBaselineName = (s: MotusSet, date: string) => `Motus_${s.set}_All_With_History_${s.baselineId}_${date}.csv`;
export const motusDailyName = (s: MotusSet, date: string) => `Motus_${s.set}_Daily_${s.dailyId}_${date}.json`;
export const motusHeader = (set: MotusSetName) => MOTUS_COLUMNS[set].map((c) => c.toUpperCase()).join(',');

/** The columns a deletion keeps (its key); the rest are blank. */
const DELETION_KEYS: Record<MotusSetName, readonly string[]> = {
  Carrier: ['docket_number', 'usdot_number', 'op_auth_type'],
  Insur: ['docket_number', 'usdot_number', 'ins_form_code', 'policy_no'],
  InsHist: ['docket_number', 'usdot_number', 'ins_form_code', 'policy_no', 'cancl_effective_date'],
  AuthHist: ['docket_number', 'usdot_number', 'op_auth_type', 'status_change_date'],
  RevokeSuspend: ['docket_number', 'usdot_number', 'op_auth_type'],
  BOC3: ['docket_number', 'usdot_number'],
};
const keyIndexes = (set: MotusSetName, names: readonly string[]) => names.map((n) => MOTUS_COLUMNS[set].indexOf(n));
const DELETION_INDEXES = Object.fromEntries(Object.entries(DELETION_KEYS).map(([set, names]) => [set, keyIndexes(set as MotusSetName, names)])) as Record<MotusSetName, number[]>;
const DOCKET_ONLY = [0, 1];

const blankExcept = (cells: readonly string[], keep: readonly number[]) => cells.map((v, i) => (keep.includes(i) ? v : ''));
const joined = (r: MotusRecord) => (r.joined ??= r.cells.join('\u0001'));
/** The normalised docket a record key starts with. */
const docketOf = (key: string) => key.slice(0, key.indexOf('|') < 0 ? key.length : key.indexOf('|'));

/**
 * What a daily difference holds for one carrier between two days: changed and new records whole, then the deletions.
 * Cells in MOTUS_COLUMNS order, deletions blank apart from their key.
 */
export function dailyChanges(set: MotusSetName, before: readonly MotusRecord[], after: readonly MotusRecord[]): string[][] {
  const out: string[][] = [];
  if (before.length === 0 && after.length === 0) return out;
  const was = new Map<string, string>();
  for (const r of before) was.set(r.key, joined(r));
  const now = new Set<string>();
  for (const r of after) {
    now.add(r.key);
    if (was.get(r.key) !== joined(r)) out.push(r.cells);
  }
  const docketsLeft = set === 'Insur' ? new Set(after.map((r) => docketOf(r.key))) : null;
  const docketDeleted = new Set<string>();
  for (const r of before) {
    if (now.has(r.key)) continue;
    if (docketsLeft && !docketsLeft.has(docketOf(r.key))) {
      // The docket has no filing left: one row with the docket (and USDOT) alone.
      if (!docketDeleted.has(docketOf(r.key))) out.push(blankExcept(r.cells, DOCKET_ONLY));
      docketDeleted.add(docketOf(r.key));
    } else out.push(blankExcept(r.cells, DELETION_INDEXES[set]));
  }
  return out;
}

export const motusCsvRow = (cells: readonly string[]) => cells.map(q).join(',');

const AMOUNT = /_amount$|^bipd_file$/;

/**
 * One object of a SODA JSON answer: lower-case keys, blank values omitted; amounts as the API may send them
 * ("750000.000000000000000000") when `longAmounts`.
 */
export function motusJson(set: MotusSetName, cells: readonly string[], longAmounts: boolean): string {
  const cols = MOTUS_COLUMNS[set];
  let s = '';
  for (let i = 0; i < cols.length; i++) {
    let v = cells[i];
    if (v === '') continue;
    if (longAmounts && AMOUNT.test(cols[i])) v = v.replace(/\.00$/, '.000000000000000000');
    s += `${s ? ',' : '{'}"${cols[i]}":${JSON.stringify(v)}`;
  }
  return s ? `${s}}` : '{}';
}

/** The portal sends some amounts in the long form: per carrier. */
export const longAmountsFor = (seed: number, index: number) => hash32(seed ^ 0x10a9e5, index) % 2 === 0;

/** Exact duplicate rows exist in the Insur and InsHist exports (MOTUS.md): about one row in 200 is written twice. */
export const duplicatedInBaseline = (set: MotusSetName, seed: number, index: number, k: number) =>
  (set === 'Insur' || set === 'InsHist') && hash32(seed ^ 0xd0b1e5, index * 64 + k) % 200 === 0;
