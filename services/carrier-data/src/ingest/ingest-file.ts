/**
 * A file, its layout and its mapped rows: the piece the import pipeline iterates over.
 *
 *   const file = await openFmcsaFile('/data/actpendins_2025_09_03.txt');
 *   for await (const batch of file.batches(resumePoint ?? file.dataStart)) {
 *     for (const row of batch) { row.result → update | RowError | null; checkpoint = { offset: row.end, line: row.endLine } }
 *   }
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseCsv, readFirstRow, readRowBatches, type CsvReadOptions, type CsvRow } from './csv-reader';
import { detectLayout, type DetectOptions } from './layouts/detect';
import { isJsonFile, readJsonBatches, readJsonKeys, type JsonRow } from './json-reader';
import { kindOfFileName } from '../datasets/dataset-catalog';
import type { Layout } from './layouts/layout';
import { rowError, type MapResult } from './updates';

export interface IngestedRow {
  /** 1-based line where the row starts. */
  line: number;
  /** Byte offset of the row. */
  offset: number;
  /** Resume point after this row: { offset: end, line: endLine }. */
  end: number;
  endLine: number;
  result: MapResult;
}

export interface ResumePoint {
  offset: number;
  line: number;
}

export interface OpenedFile {
  path: string;
  /** csv: delimited text (the ranges below work); json: the portal's JSON answer, read by one thread. */
  format: 'csv' | 'json';
  layout: Layout;
  hasHeader: boolean;
  asOf: string;
  /** The header row (null for headerless files). */
  header: string[] | null;
  /** Where the data rows start (after the header): the resume point of a fresh import. */
  dataStart: ResumePoint;
  /** File size in bytes when known (progress = offset / size). */
  size: number | null;
  /** Mapped rows in batches (one per chunk read), from `from` (default dataStart). CSV-level faults are RowErrors. */
  batches(from?: ResumePoint): AsyncGenerator<IngestedRow[]>;
  /**
   * Where the rows lie, in batches of about `rows` rows, from `from`: byte ranges that start and end on row boundaries
   * (quotes taken into account), read without decoding a field. Another thread maps a range with rowsIn().
   */
  ranges(from: ResumePoint, rows: number): AsyncGenerator<RowRange>;
  /** The mapped rows of one range, given its bytes (as ranges() cut them). */
  rowsIn(range: RowRange, bytes: Buffer): IngestedRow[];
}

/** Rows [start, end) of a file: byte offsets on row boundaries and the line numbers there. */
export interface RowRange {
  start: number;
  startLine: number;
  end: number;
  endLine: number;
  rows: number;
}

export interface OpenOptions extends DetectOptions {
  /** File name used for detection and the as-of date (defaults to the path's base name). */
  fileName?: string;
  csv?: Pick<CsvReadOptions, 'chunkSize' | 'maxRowBytes' | 'delimiter'>;
}

/** Opens a file, reads its first row and detects its layout; throws when no layout fits (nothing to import). */
export async function openFmcsaFile(path: string, options: OpenOptions = {}): Promise<OpenedFile> {
  const fileName = options.fileName ?? basename(path);
  if (await isJsonFile(path)) return openJsonFile(path, fileName, options);
  const first = await readFirstRow(path, options.csv);
  if (!first) throw new Error(`${fileName}: empty file`);
  const detected = detectLayout(first.fields, fileName, options);
  if (!detected) throw new Error(`${fileName}: unknown layout (first row: ${first.fields.slice(0, 6).join(',')}${first.fields.length > 6 ? ',...' : ''})`);
  const { layout, hasHeader, asOf, map } = detected;
  const dataStart = hasHeader ? { offset: first.end, line: first.endLine } : { offset: first.offset, line: first.line };
  let size: number | null = null;
  try {
    size = statSync(path).size;
  } catch {
    size = null;
  }
  return {
    path,
    format: 'csv',
    layout,
    hasHeader,
    asOf,
    header: hasHeader ? first.fields : null,
    dataStart,
    size,
    async *batches(from: ResumePoint = dataStart) {
      for await (const rows of readRowBatches(path, { ...options.csv, start: from.offset, startLine: from.line })) yield mapRows(rows);
    },
    async *ranges(from: ResumePoint, rows: number) {
      let range: RowRange | null = null;
      for await (const batch of readRowBatches(path, { ...options.csv, start: from.offset, startLine: from.line, extentsOnly: true, chunkSize: 4 << 20 })) {
        for (const r of batch) {
          range ??= { start: r.offset, startLine: r.line, end: r.end, endLine: r.endLine, rows: 0 };
          range.end = r.end;
          range.endLine = r.endLine;
          if (++range.rows >= rows) {
            yield range;
            range = null;
          }
        }
      }
      if (range) yield range;
    },
    rowsIn(range: RowRange, bytes: Buffer) {
      return mapRows(parseCsv(bytes, { ...options.csv, start: range.start, startLine: range.startLine }));
    },
  };

  function mapRows(rows: CsvRow[]): IngestedRow[] {
    const out: IngestedRow[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      let result: MapResult;
      if (r.error) result = rowError(layout.id, r.line, `CSV: ${r.error}`);
      else {
        try {
          result = map(r.fields, r.line);
        } catch (e) {
          // Layouts do not throw; this keeps one surprising row from stopping an import.
          result = rowError(layout.id, r.line, `unexpected: ${(e as Error).message}`);
        }
      }
      out[i] = { line: r.line, offset: r.offset, end: r.end, endLine: r.endLine, result };
    }
    return out;
  }
}

/**
 * A JSON answer of the portal: the layout is detected from the keys of its first objects; each object becomes a row
 * of the layout's columns (a key left out is blank). Resume points are byte offsets; `line` is the object's 1-based
 * position in the array.
 */
async function openJsonFile(path: string, fileName: string, options: OpenOptions): Promise<OpenedFile> {
  const keys = await readJsonKeys(path);
  // An empty answer (a day with no difference) or one of deletions only (rows blank apart from their key) names its
  // data set only by the portal id in its file name.
  const named = kindOfFileName(fileName);
  if (keys.length === 0 && !named) throw new Error(`${fileName}: no JSON objects to import, and no data set id in its name`);
  const detected = (keys.length > 0 ? detectLayout(keys, fileName, options) : null) ?? (named ? detectLayout(keys, fileName, { ...options, layout: named }) : null);
  if (!detected || !detected.layout.mapsByName) throw new Error(`${fileName}: unknown layout (keys: ${keys.slice(0, 6).join(',')}${keys.length > 6 ? ',...' : ''})`);
  const { layout, asOf } = detected;
  const header = [...new Set([...(layout.columns ?? []).map((c) => c.toLowerCase()), ...keys.map((k) => k.toLowerCase())])];
  const map = layout.bind(header, { asOf, daily: options.daily ?? false });
  const size = statSync(path).size;
  const toFields = (value: Record<string, string>): string[] => {
    const lower: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) lower[k.toLowerCase()] = v;
    return header.map((h) => lower[h] ?? '');
  };
  const mapRow = (r: JsonRow): IngestedRow => {
    let result: MapResult;
    if (r.error) result = rowError(layout.id, r.index + 1, `JSON: ${r.error}`);
    else {
      try {
        result = map(toFields(r.value), r.index + 1);
      } catch (e) {
        result = rowError(layout.id, r.index + 1, `unexpected: ${(e as Error).message}`);
      }
    }
    return { line: r.index + 1, offset: r.offset, end: r.end, endLine: r.index + 2, result };
  };
  return {
    path,
    format: 'json',
    layout,
    hasHeader: false,
    asOf,
    header,
    dataStart: { offset: 0, line: 1 },
    size,
    async *batches(from: ResumePoint = { offset: 0, line: 1 }) {
      for await (const rows of readJsonBatches(path, { from: from.offset })) yield rows.map(mapRow);
    },
    ranges() {
      throw new Error(`${fileName}: JSON answers are read on one thread`);
    },
    rowsIn() {
      throw new Error(`${fileName}: JSON answers are read on one thread`);
    },
  };
}

/** Every mapped row of a file, one at a time (small files, tests). */
export async function* ingestFile(path: string, options: OpenOptions = {}): AsyncGenerator<IngestedRow> {
  const file = await openFmcsaFile(path, options);
  for await (const batch of file.batches()) yield* batch;
}
