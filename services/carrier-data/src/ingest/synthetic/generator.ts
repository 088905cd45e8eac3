/**
 * Synthetic FMCSA files in the real formats, for the embedded demo data and the benchmarks:
 *
 *   Company_Census_File_<date>.csv      147-column Company Census File, CLASSDEF included (census-147)
 *   FMCSA_CENSUS1_<YYYYMon>.txt         42-column SMS census, CRLF, DD-MON-YY dates, (NNN) NNN-NNNN phones, the
 *                                       classification flag columns (census-42)
 *   actpendins_<legacy>.txt             L&I ActPendInsur, 11 quoted fields, no header (li-actpendins)
 *   insur_<legacy>.txt                  L&I Insur, 9 quoted fields, no header, no DOT (li-insur)
 *   revocation_<legacy>.txt             L&I Revocation with header (li-revocation)
 *   Carrier_All_With_History_<legacy>.csv   legacy L&I Carrier, one row per docket (li-carrier)
 *   AuthHist_All_With_History_<legacy>.csv  legacy L&I authority history (li-authhist)
 *   SMS_Input_Inspection_<date>.csv     SMS Input – Inspection, 39 columns, up to two units per row (inspection-units)
 *   SAFER_Company_Snapshot_<date>.csv   SAFER snapshot with the header of the real fmcsa_on_off.csv: dockets, entity
 *                                       type, operating status (where authority comes from), out-of-service date
 *                                       (safer-snapshot)
 *   Motus_<Set>_All_With_History_<id>_<baseline>.csv and Motus_<Set>_Daily_<id>_<day>.json for Set = Carrier, Insur,
 *                                       InsHist, AuthHist, RevokeSuspend, BOC3 (motus-carrier ... motus-boc3): a
 *                                       baseline dated asOf - 3 and three daily differences up to asOf (motus-rows.ts)
 *
 * Dates: <date> is asOf; <legacy> is the day the legacy L&I files were frozen, the Motus cutover (2026-05-14), or asOf
 * when it comes first (L&I date underscores, Motus dashes, as the layouts read them), so imported records say
 * `<source>@<date of the data>`. Before the cutover the Motus files are written empty. `rows` is the number of carriers
 * (census rows), up to 3,000,000; Motus adds a few USDOTs the census does not hold yet. Deterministic: the same seed,
 * rows and asOf give the same bytes. Streaming: one pass over the carriers writes all files through 1 MiB buffers
 * (memory stays flat). What the carriers are like: dataset.ts, market.ts, motus-market.ts.
 */
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { CENSUS_147_HEADER, CENSUS_42_HEADER } from '../layouts/census';
import { INSPECTION_UNITS_HEADER } from '../layouts/inspection-units';
import { REVOCATION_HEADER } from '../layouts/li';
import { DEFAULT_AS_OF, SyntheticDataset } from './dataset';
import { daysFromIso, isoFromDays } from './dates';
import { LI_AUTHHIST_HEADER, LI_CARRIER_HEADER, liAuthHistRows, liCarrierRows } from './li-rows';
import { MotusView, type MotusRecord } from './motus-dataset';
import { MOTUS_CUTOVER, MOTUS_DAILY_DAYS } from './motus-market';
import { MOTUS_SETS, dailyChanges, duplicatedInBaseline, longAmountsFor, motusBaselineName, motusCsvRow, motusDailyName, motusHeader, motusJson, type MotusFileKind, type MotusSet } from './motus-rows';
import { JsonArrayFile, OutFile } from './out-file';
import { SAFER_SNAPSHOT_HEADER, actPendInsRows, census147Row, census42Row, insurRows, inspectionRows, revocationRows, saferRow } from './rows';
import type { SyntheticCarrier } from './model';

export { DEFAULT_AS_OF, SyntheticDataset } from './dataset';
export { daysFromIso, isoFromDays } from './dates';
export type { SyntheticAuthority, SyntheticCarrier, SyntheticInspection, SyntheticPolicy, SyntheticRevocation, SyntheticUnit } from './model';
export { MOTUS_CUTOVER } from './motus-market';
export { MOTUS_SETS, type MotusSet } from './motus-rows';
export { MOTUS_COLUMNS, MotusView } from './motus-dataset';
export { makeVin } from './vin';

export const MAX_SYNTHETIC_ROWS = 3_000_000;

export type SyntheticFileKind =
  | 'census-147'
  | 'census-42'
  | 'li-actpendins'
  | 'li-insur'
  | 'li-revocation'
  | 'inspection-units'
  | 'safer-snapshot'
  | 'li-carrier'
  | 'li-authhist'
  | MotusFileKind;
export const SYNTHETIC_FILE_KINDS: readonly SyntheticFileKind[] = [
  'census-147',
  'census-42',
  'li-actpendins',
  'li-insur',
  'li-revocation',
  'inspection-units',
  'safer-snapshot',
  'li-carrier',
  'li-authhist',
  ...MOTUS_SETS.map((s) => s.kind),
];

export interface GenerateOptions {
  /** Output folder (created when missing). */
  dir: string;
  /** Number of carriers (census rows), 1 .. 3,000,000. */
  rows: number;
  /** PRNG seed; 1 by default. */
  seed?: number;
  /** Date of the data (ISO): file names and "today" in the data (registrations, cancellations, revocations); 2025-09-15 by default. */
  asOf?: string;
  /** Which files to write; all by default. */
  files?: readonly SyntheticFileKind[];
  /** Called every 100,000 carriers and at the end. */
  onProgress?: (carriersDone: number) => void;
}

export interface GeneratedFile {
  kind: SyntheticFileKind;
  path: string;
  /** The date of the data in the file (its name's date). */
  asOf: string;
  /** A Motus daily difference (JSON), not a baseline. */
  daily: boolean;
  /** Data rows (header not counted). */
  rows: number;
  bytes: number;
}

export interface GeneratedFiles {
  dir: string;
  seed: number;
  asOf: string;
  carriers: number;
  files: GeneratedFile[];
  ms: number;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The legacy L&I files' date: frozen on the Motus cutover, or asOf when it comes first. */
export const legacyDateOf = (asOf: string) => (asOf < MOTUS_CUTOVER ? asOf : MOTUS_CUTOVER);

/** The days of the Motus files: the baseline (asOf - 3), then one daily difference a day up to asOf. */
export function motusDays(asOf: string): string[] {
  const d = daysFromIso(asOf);
  return Array.from({ length: MOTUS_DAILY_DAYS + 1 }, (_, k) => isoFromDays(d - MOTUS_DAILY_DAYS + k));
}

export interface SyntheticFileName {
  name: string;
  /** The date of the data in the file. */
  asOf: string;
  daily: boolean;
}

/** Every file a kind writes for `asOf` (a Motus kind: its baseline, then its dailies). */
export function syntheticFiles(kind: SyntheticFileKind, asOf: string): SyntheticFileName[] {
  const legacy = legacyDateOf(asOf);
  const one = (name: string, date: string) => [{ name, asOf: date, daily: false }];
  const u = (iso: string) => iso.replace(/-/g, '_');
  switch (kind) {
    case 'census-147':
      return one(`Company_Census_File_${u(asOf)}.csv`, asOf);
    case 'census-42':
      return one(`FMCSA_CENSUS1_${asOf.slice(0, 4)}${MONTH_NAMES[Number(asOf.slice(5, 7)) - 1]}.txt`, asOf);
    case 'li-actpendins':
      return one(`actpendins_${u(legacy)}.txt`, legacy);
    case 'li-insur':
      return one(`insur_${u(legacy)}.txt`, legacy);
    case 'li-revocation':
      return one(`revocation_${u(legacy)}.txt`, legacy);
    case 'li-carrier':
      return one(`Carrier_All_With_History_${u(legacy)}.csv`, legacy);
    case 'li-authhist':
      return one(`AuthHist_All_With_History_${u(legacy)}.csv`, legacy);
    case 'inspection-units':
      return one(`SMS_Input_Inspection_${u(asOf)}.csv`, asOf);
    case 'safer-snapshot':
      return one(`SAFER_Company_Snapshot_${u(asOf)}.csv`, asOf);
    default: {
      const set = MOTUS_SETS.find((s) => s.kind === kind)!;
      const [baseline, ...days] = motusDays(asOf);
      return [{ name: motusBaselineName(set, baseline), asOf: baseline, daily: false }, ...days.map((d) => ({ name: motusDailyName(set, d), asOf: d, daily: true }))];
    }
  }
}

/** The name of a kind's file (a Motus kind: its baseline's). */
export const syntheticFileName = (kind: SyntheticFileKind, asOf: string) => syntheticFiles(kind, asOf)[0].name;

const HEADERS: Partial<Record<SyntheticFileKind, string>> = {
  'census-147': CENSUS_147_HEADER.join(','),
  'census-42': CENSUS_42_HEADER.join(','),
  'li-revocation': REVOCATION_HEADER.map((h) => `"${h}"`).join(','),
  'li-carrier': LI_CARRIER_HEADER.join(','),
  'li-authhist': LI_AUTHHIST_HEADER.join(','),
  'inspection-units': INSPECTION_UNITS_HEADER.join(','),
  'safer-snapshot': SAFER_SNAPSHOT_HEADER.join(','),
};

/** Writes one carrier's Motus records: the baseline's, then each day's differences. */
function writeMotus(view: MotusView, days: readonly string[], sets: readonly { set: MotusSet; files: OutFile[] }[], c: SyntheticCarrier): void {
  const first = view.firstDay(c);
  if (!first) return;
  const seed = view.seed;
  const long = longAmountsFor(seed, c.index);
  // Most companies in Motus did nothing in the last days: their baseline alone.
  const quiet = first <= days[0] && !view.changesBetween(c, days[0], days[days.length - 1]);
  for (const { set, files } of sets) {
    if (quiet) {
      view.records(c, set.set, days[0]).forEach((r, k) => {
        files[0].add(motusCsvRow(r.cells));
        if (duplicatedInBaseline(set.set, seed, c.index, k)) files[0].add(motusCsvRow(r.cells));
      });
      continue;
    }
    const states: MotusRecord[][] = days.map((d) => (d >= first ? view.records(c, set.set, d) : []));
    states[0].forEach((r, k) => {
      files[0].add(motusCsvRow(r.cells));
      if (duplicatedInBaseline(set.set, seed, c.index, k)) files[0].add(motusCsvRow(r.cells));
    });
    for (let k = 1; k < days.length; k++) for (const cells of dailyChanges(set.set, states[k - 1], states[k])) files[k].add(motusJson(set.set, cells, long));
  }
}

/** Writes the synthetic files (see the module comment). */
export async function generateFiles(options: GenerateOptions): Promise<GeneratedFiles> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  const rows = options.rows;
  if (!Number.isInteger(rows) || rows < 1 || rows > MAX_SYNTHETIC_ROWS) throw new Error(`rows must be an integer from 1 to ${MAX_SYNTHETIC_ROWS}, got ${rows}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error(`asOf must be YYYY-MM-DD, got ${asOf}`);
  const kinds = new Set(options.files ?? SYNTHETIC_FILE_KINDS);
  await mkdir(options.dir, { recursive: true });
  const ds = new SyntheticDataset(seed, rows, asOf);
  const all: OutFile<SyntheticFileKind>[] = [];
  const outs = new Map<SyntheticFileKind, OutFile>();
  const motus: { set: MotusSet; files: OutFile[] }[] = [];
  try {
    for (const kind of SYNTHETIC_FILE_KINDS) {
      if (!kinds.has(kind)) continue;
      const opened: OutFile[] = [];
      for (const f of syntheticFiles(kind, asOf)) {
        const path = join(options.dir, f.name);
        const fh = await open(path, 'w');
        const out = f.daily ? new JsonArrayFile(kind, path, f.asOf, fh, '') : new OutFile(kind, path, f.asOf, fh, kind === 'census-42' ? '\r\n' : '\n');
        all.push(out);
        opened.push(out);
      }
      const set = MOTUS_SETS.find((s) => s.kind === kind);
      if (set) {
        opened[0].header(motusHeader(set.set));
        motus.push({ set, files: opened });
      } else {
        const header = HEADERS[kind];
        if (header) opened[0].header(header);
        outs.set(kind, opened[0]);
      }
    }
    const c147 = outs.get('census-147');
    const c42 = outs.get('census-42');
    const act = outs.get('li-actpendins');
    const ins = outs.get('li-insur');
    const rev = outs.get('li-revocation');
    const liCarrier = outs.get('li-carrier');
    const liAuthHist = outs.get('li-authhist');
    const insp = outs.get('inspection-units');
    const safer = outs.get('safer-snapshot');
    const view = new MotusView(ds);
    const days = motusDays(asOf);
    for (let i = 0; i < rows; i++) {
      const c = ds.carrier(i);
      c147?.add(census147Row(c));
      if (c42) {
        if (c.latin1) await c42.addLatin1(census42Row(c));
        else c42.add(census42Row(c));
      }
      if (act) for (const line of actPendInsRows(ds, c)) act.add(line);
      if (ins) for (const line of insurRows(ds, c)) ins.add(line);
      if (rev) for (const line of revocationRows(ds, c)) rev.add(line);
      if (liCarrier) for (const line of liCarrierRows(ds, c)) liCarrier.add(line);
      if (liAuthHist) for (const line of liAuthHistRows(ds, c)) liAuthHist.add(line);
      if (insp) for (const line of inspectionRows(c)) insp.add(line);
      safer?.add(saferRow(c));
      if (motus.length) writeMotus(view, days, motus, c);
      for (const o of all) if (o.full) await o.flush();
      if (options.onProgress && (i + 1) % 100_000 === 0) options.onProgress(i + 1);
    }
    // Registrations Motus holds and the census does not yet.
    for (let k = 0; motus.length && k < ds.motusOnlyCount; k++) {
      writeMotus(view, days, motus, ds.applicant(k));
      for (const o of all) if (o.full) await o.flush();
    }
    for (const o of all) await o.close();
  } catch (e) {
    await Promise.allSettled(all.map((o) => o.close()));
    throw e;
  }
  options.onProgress?.(rows);
  return {
    dir: options.dir,
    seed,
    asOf,
    carriers: rows,
    files: all.map((o) => ({ kind: o.kind, path: o.path, asOf: o.asOf, daily: o instanceof JsonArrayFile, rows: o.rows, bytes: o.bytes })),
    ms: Date.now() - started,
  };
}
