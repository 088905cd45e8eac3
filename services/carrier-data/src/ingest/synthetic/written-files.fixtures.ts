/**
 * Test helpers: the generated files read back as a user would, without the import layouts: CSV through the csv-reader
 * (rows as objects by header name), the portal's JSON answers through JSON.parse.
 */
import { readFileSync } from 'node:fs';
import { readRows } from '../csv-reader';
import type { GeneratedFile, GeneratedFiles, SyntheticFileKind } from './generator';
import { MOTUS_COLUMNS, type MotusSetName } from './motus-dataset';
import { MOTUS_SETS } from './motus-rows';

export interface CsvFile {
  header: string[];
  rows: Record<string, string>[];
}

export async function readCsv(path: string): Promise<CsvFile> {
  let header: string[] | null = null;
  const rows: Record<string, string>[] = [];
  for await (const row of readRows(path)) {
    if (row.error) throw new Error(`${path}:${row.line}: ${row.error}`);
    if (!header) header = row.fields;
    else rows.push(Object.fromEntries(header.map((h, i) => [h, row.fields[i] ?? ''])));
  }
  return { header: header ?? [], rows };
}

/** Every row's fields (files without a header). */
export async function readFields(path: string): Promise<string[][]> {
  const out: string[][] = [];
  for await (const row of readRows(path)) out.push(row.fields);
  return out;
}

export const readJson = (path: string): Record<string, string>[] => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>[];

/** The baseline and the dailies (in date order) a Motus kind wrote. */
export function motusFiles(generated: GeneratedFiles, kind: SyntheticFileKind): { baseline: GeneratedFile; dailies: GeneratedFile[] } {
  const files = generated.files.filter((f) => f.kind === kind);
  return { baseline: files.find((f) => !f.daily)!, dailies: files.filter((f) => f.daily).sort((a, b) => (a.asOf < b.asOf ? -1 : 1)) };
}

export const fileOf = (generated: GeneratedFiles, kind: SyntheticFileKind) => generated.files.find((f) => f.kind === kind)!;

/** The key a Motus daily rewrites or deletes a record by (what a deletion row keeps). */
export const MOTUS_KEYS: Record<MotusSetName, readonly string[]> = {
  Carrier: ['docket_number', 'usdot_number', 'op_auth_type'],
  Insur: ['docket_number', 'usdot_number', 'ins_form_code', 'policy_no'],
  InsHist: ['docket_number', 'usdot_number', 'ins_form_code', 'policy_no', 'cancl_effective_date'],
  AuthHist: ['docket_number', 'usdot_number', 'op_auth_type', 'status_change_date', 'reason'],
  RevokeSuspend: ['docket_number', 'usdot_number', 'op_auth_type'],
  BOC3: ['docket_number', 'usdot_number'],
};
export const motusKeyOf = (set: MotusSetName, row: Record<string, string>) => MOTUS_KEYS[set].map((k) => row[k] ?? '').join('|');
/** A daily row blank apart from its key. */
export const isDeletion = (set: MotusSetName, o: Record<string, string>) => Object.keys(o).every((k) => MOTUS_KEYS[set].includes(k));
/** The long amounts the JSON API may send ("750000.000000000000000000"), as the CSV export writes them. */
export const shortAmounts = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.replace(/\.0{18}$/, '.00')]));

/**
 * A Motus data set on asOf as a user rebuilds it: the baseline, then each daily in turn (a row replaces the record of
 * its key, a deletion removes it; an Insur row with the docket alone removes every filing of the docket).
 */
export async function motusState(generated: GeneratedFiles, set: MotusSetName): Promise<Record<string, string>[]> {
  const kind = MOTUS_SETS.find((s) => s.set === set)!.kind;
  const { baseline, dailies } = motusFiles(generated, kind);
  const state = new Map<string, Record<string, string>>();
  for (const r of (await readCsv(baseline.path)).rows) {
    const row = Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toLowerCase(), v]));
    state.set(motusKeyOf(set, row), row);
  }
  for (const f of dailies) {
    for (const o of readJson(f.path)) {
      const row = shortAmounts(o);
      if (!isDeletion(set, row)) state.set(motusKeyOf(set, row), Object.fromEntries(MOTUS_COLUMNS[set].map((c) => [c, row[c] ?? ''])));
      else if (set === 'Insur' && !row.policy_no) {
        for (const [k, v] of state) if (v.docket_number === row.docket_number && v.usdot_number === row.usdot_number) state.delete(k);
      } else if (!state.delete(motusKeyOf(set, row))) throw new Error(`${f.path}: deletes ${motusKeyOf(set, row)}, which it does not hold`);
    }
  }
  return [...state.values()];
}
