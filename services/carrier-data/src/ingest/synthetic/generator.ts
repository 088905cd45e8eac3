/**
 * Synthetic FMCSA files in the real formats, for the embedded demo data and the benchmarks:
 *
 *   Company_Census_File_<date>.csv      147-column Company Census File, CLASSDEF included (census-147)
 *   FMCSA_CENSUS1_<YYYYMon>.txt         42-column SMS census, CRLF, DD-MON-YY dates, (NNN) NNN-NNNN phones, the
 *                                       classification flag columns (census-42)
 *   actpendins_<date>.txt               L&I ActPendInsur, 11 quoted fields, no header (li-actpendins)
 *   insur_<date>.txt                    L&I Insur, 9 quoted fields, no header, no DOT (li-insur)
 *   revocation_<date>.txt               L&I Revocation with header (li-revocation)
 *   SMS_Input_Inspection_<date>.csv     SMS Input – Inspection, 39 columns, up to two units per row (inspection-units)
 *   SAFER_Company_Snapshot_<date>.csv   SAFER snapshot with the header of the real fmcsa_on_off.csv: dockets, entity
 *                                       type, operating status (where authority comes from), out-of-service date
 *                                       (safer-snapshot)
 *
 * Every file name carries the date of the data (`asOf`) the way the layouts read it, so imported records say
 * `<source>@<asOf>`. `rows` is the number of carriers (census rows), up to 3,000,000. Deterministic: the same seed,
 * rows and asOf give the same bytes. Streaming: one pass over the carriers writes all files through 1 MiB buffers
 * (memory stays flat). What the carriers are like: dataset.ts and market.ts.
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { CENSUS_147_HEADER, CENSUS_42_HEADER } from '../layouts/census';
import { INSPECTION_UNITS_HEADER } from '../layouts/inspection-units';
import { REVOCATION_HEADER } from '../layouts/li';
import { DEFAULT_AS_OF, SyntheticDataset } from './dataset';
import { SAFER_SNAPSHOT_HEADER, actPendInsRows, census147Row, census42Row, insurRows, inspectionRows, revocationRows, saferRow } from './rows';

export { DEFAULT_AS_OF, SyntheticDataset } from './dataset';
export { daysFromIso, isoFromDays } from './dates';
export type { SyntheticCarrier, SyntheticInspection, SyntheticPolicy, SyntheticRevocation, SyntheticUnit } from './model';
export { makeVin } from './vin';

export const MAX_SYNTHETIC_ROWS = 3_000_000;

export type SyntheticFileKind = 'census-147' | 'census-42' | 'li-actpendins' | 'li-insur' | 'li-revocation' | 'inspection-units' | 'safer-snapshot';
export const SYNTHETIC_FILE_KINDS: readonly SyntheticFileKind[] = ['census-147', 'census-42', 'li-actpendins', 'li-insur', 'li-revocation', 'inspection-units', 'safer-snapshot'];

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

/* ------------------------------------------------------------------ writing */

/** An output file written through one reusable 1 MiB buffer (flat memory; the caller awaits flush when full). */
class OutFile {
  rows = 0;
  bytes = 0;
  private readonly buf = Buffer.allocUnsafe(FLUSH_AT + MAX_LINE);
  private pos = 0;

  constructor(
    readonly kind: SyntheticFileKind,
    readonly path: string,
    private readonly fh: FileHandle,
    private readonly eol: string,
  ) {}

  header(line: string): void {
    this.put(line);
  }

  add(line: string): void {
    this.put(line);
    this.rows++;
  }

  private put(line: string): void {
    if (line.length * 3 + 2 > MAX_LINE || this.pos + line.length * 3 + 2 > this.buf.length) throw new Error(`${this.kind}: line too long or buffer not flushed`);
    this.pos += this.buf.write(line, this.pos, 'utf8');
    this.pos += this.buf.write(this.eol, this.pos, 'latin1');
  }

  get full(): boolean {
    return this.pos >= FLUSH_AT;
  }

  async addLatin1(line: string): Promise<void> {
    this.pos += this.buf.write(line + this.eol, this.pos, 'latin1');
    this.rows++;
    if (this.full) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pos === 0) return;
    const n = this.pos;
    this.pos = 0;
    let off = 0;
    while (off < n) off += (await this.fh.write(this.buf, off, n - off)).bytesWritten;
    this.bytes += n;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.fh.close();
  }
}

const FLUSH_AT = 1 << 20;
const MAX_LINE = 64 * 1024;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function syntheticFileName(kind: SyntheticFileKind, asOf: string): string {
  const d = asOf.replace(/-/g, '_');
  switch (kind) {
    case 'census-147':
      return `Company_Census_File_${d}.csv`;
    case 'census-42':
      return `FMCSA_CENSUS1_${asOf.slice(0, 4)}${MONTH_NAMES[Number(asOf.slice(5, 7)) - 1]}.txt`;
    case 'li-actpendins':
      return `actpendins_${d}.txt`;
    case 'li-insur':
      return `insur_${d}.txt`;
    case 'li-revocation':
      return `revocation_${d}.txt`;
    case 'inspection-units':
      return `SMS_Input_Inspection_${d}.csv`;
    case 'safer-snapshot':
      return `SAFER_Company_Snapshot_${d}.csv`;
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
  const outs = new Map<SyntheticFileKind, OutFile>();
  try {
    for (const kind of SYNTHETIC_FILE_KINDS) {
      if (!kinds.has(kind)) continue;
      const path = join(options.dir, syntheticFileName(kind, asOf));
      outs.set(kind, new OutFile(kind, path, await open(path, 'w'), kind === 'census-42' ? '\r\n' : '\n'));
    }
    outs.get('census-147')?.header(CENSUS_147_HEADER.join(','));
    outs.get('census-42')?.header(CENSUS_42_HEADER.join(','));
    outs.get('li-revocation')?.header(REVOCATION_HEADER.map((h) => `"${h}"`).join(','));
    outs.get('inspection-units')?.header(INSPECTION_UNITS_HEADER.join(','));
    outs.get('safer-snapshot')?.header(SAFER_SNAPSHOT_HEADER.join(','));
    const c147 = outs.get('census-147');
    const c42 = outs.get('census-42');
    const act = outs.get('li-actpendins');
    const ins = outs.get('li-insur');
    const rev = outs.get('li-revocation');
    const insp = outs.get('inspection-units');
    const safer = outs.get('safer-snapshot');
    const all = [...outs.values()];
    for (let i = 0; i < rows; i++) {
      const c = ds.carrier(i);
      c147?.add(census147Row(c));
      if (c42) {
        if (c.latin1) await c42.addLatin1(census42Row(c));
        else c42.add(census42Row(c));
      }
      if (act) for (const line of actPendInsRows(ds, c)) act.add(line);
      if (ins) for (const line of insurRows(ds, c)) ins.add(line);
      if (rev) for (const line of revocationRows(c)) rev.add(line);
      if (insp) for (const line of inspectionRows(c)) insp.add(line);
      safer?.add(saferRow(c));
      for (const o of all) if (o.full) await o.flush();
      if (options.onProgress && (i + 1) % 100_000 === 0) options.onProgress(i + 1);
    }
    for (const o of all) await o.close();
  } catch (e) {
    await Promise.allSettled([...outs.values()].map((o) => o.close()));
    throw e;
  }
  options.onProgress?.(rows);
  return {
    dir: options.dir,
    seed,
    asOf,
    carriers: rows,
    files: [...outs.values()].map((o) => ({ kind: o.kind, path: o.path, rows: o.rows, bytes: o.bytes })),
    ms: Date.now() - started,
  };
}
