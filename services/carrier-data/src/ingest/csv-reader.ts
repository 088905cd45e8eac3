/**
 * Streaming CSV / delimited-text reader for FMCSA files (census, L&I, SAFER exports, inspection units).
 *
 * - Quoted fields with delimiters, doubled quotes ("") and embedded newlines; CRLF or LF; a UTF-8 BOM.
 * - A quote opens a quoted field only at the start of a field; elsewhere it is kept literally (`5" PIPE`),
 *   and text after a closing quote is kept too (`"AB"C` → `ABC`), as lenient readers do.
 * - Bytes are decoded as UTF-8; a row that is not valid UTF-8 is decoded as latin1 instead (per row, so one
 *   Windows-1252 name does not garble the file) and flagged `latin1: true`.
 * - Every row carries its 1-based physical line number, the byte offset where it starts and the byte offset / line
 *   where the next row starts: an import killed mid-file resumes with `{ start: row.end, startLine: row.endLine }`.
 * - Memory stays flat: the reader holds one chunk (1 MiB by default) plus the unfinished row.
 * - Blank lines are skipped (they still count for line numbers).
 *
 * Speed: one native decode and one native split per row when the row has no quote; a byte scan only for rows with
 * quotes. See csv-reader.bench.ts.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

export interface CsvRow {
  fields: string[];
  /** 1-based physical line number where the row starts. */
  line: number;
  /** Byte offset of the row's first byte (after a BOM on the first row). */
  offset: number;
  /** Byte offset just past the row's line terminator: where the next row starts. */
  end: number;
  /** Line number of the next row (differs from line + 1 when quoted fields hold newlines). */
  endLine: number;
  /** Present (true) when the row was not valid UTF-8 and was decoded as latin1. */
  latin1?: true;
  /** Present when the row is malformed at the CSV level: unterminated quote at end of input, row too long. */
  error?: string;
}

export interface CsvReadOptions {
  /** One character; ',' by default ('|' and '\t' work too). */
  delimiter?: string;
  /** Byte offset to start from (file paths only): a row's `end` from an earlier run. */
  start?: number;
  /** Line number of the row at `start` (the earlier row's `endLine`); 1 by default. */
  startLine?: number;
  /** Read size; 1 MiB by default. */
  chunkSize?: number;
  /** A row longer than this (an unterminated quote, usually) is reported as an error row; 8 MiB by default. */
  maxRowBytes?: number;
  /** Whether to skip blank lines (true by default). */
  skipBlankLines?: boolean;
  /**
   * Rows with their offsets and line numbers but no fields (nothing decoded or split): where each row starts and ends,
   * for a reader that hands byte ranges to other threads.
   */
  extentsOnly?: boolean;
}

const NO_FIELDS = Object.freeze([]) as unknown as string[];

const LF = 10;
const CR = 13;
const QUOTE = 34;

/**
 * Incremental parser: push byte chunks, get complete rows back. Used by readRows; usable directly when the bytes
 * come from somewhere else (an HTTP body, a zip entry).
 */
export class CsvChunkParser {
  private pending: Buffer | null = null;
  /** Absolute byte offset of pending[0] / of the next chunk. */
  private base: number;
  /** Line number of the next row. */
  private line: number;
  private readonly delim: number;
  private readonly delimStr: string;
  private readonly maxRowBytes: number;
  private readonly skipBlank: boolean;
  private readonly extentsOnly: boolean;
  private bomChecked: boolean;
  private lastLatin1 = false;
  private scanNewlines = 0;
  private scanUnterminated = false;

  constructor(options: CsvReadOptions = {}) {
    const delimiter = options.delimiter ?? ',';
    if (delimiter.length !== 1 || delimiter.charCodeAt(0) > 127 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
      throw new Error(`delimiter must be one ASCII character other than a quote or newline, got ${JSON.stringify(delimiter)}`);
    }
    this.delimStr = delimiter;
    this.delim = delimiter.charCodeAt(0);
    this.base = options.start ?? 0;
    this.line = options.startLine ?? 1;
    this.maxRowBytes = options.maxRowBytes ?? 8 * 1024 * 1024;
    this.skipBlank = options.skipBlankLines ?? true;
    this.extentsOnly = options.extentsOnly ?? false;
    this.bomChecked = this.base !== 0;
  }

  /** Parses what it can of the bytes so far; keeps an unfinished last row for the next push. */
  push(chunk: Buffer): CsvRow[] {
    const buf = this.pending && this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    return this.parse(buf, false);
  }

  /** End of input: the last row (without a final newline) and any unterminated one. */
  end(): CsvRow[] {
    const buf = this.pending;
    this.pending = null;
    if (!buf || buf.length === 0) return [];
    return this.parse(buf, true);
  }

  private parse(buf: Buffer, final: boolean): CsvRow[] {
    const rows: CsvRow[] = [];
    const n = buf.length;
    let s = 0;
    if (!this.bomChecked) {
      if (n < 3 && !final) {
        this.pending = buf;
        return rows;
      }
      this.bomChecked = true;
      if (n >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) s = 3;
    }
    const ascii = isAscii(buf);
    const delim = this.delimStr;
    // Position of the next quote at or after s (n when there is none in this buffer).
    let nextQuote = -1;
    while (s < n) {
      const nl = buf.indexOf(LF, s);
      if (nextQuote < s) {
        nextQuote = buf.indexOf(QUOTE, s);
        if (nextQuote < 0) nextQuote = n;
      }
      if (nl >= 0 && nextQuote > nl) {
        // Fast path: a whole line without quotes.
        let e = nl;
        if (e > s && buf[e - 1] === CR) e--;
        if (e === s && this.skipBlank) {
          this.line++;
          s = nl + 1;
          continue;
        }
        rows.push(this.row(this.extentsOnly ? NO_FIELDS : this.decode(buf, s, e, ascii).split(delim), s, nl + 1, 0, ''));
        s = nl + 1;
        continue;
      }
      if (nl < 0 && nextQuote >= n) {
        // No newline and no quote left: an unfinished plain row, or the last row of the input.
        if (!final) {
          if (n - s > this.maxRowBytes) {
            rows.push(this.row([this.decode(buf, s, n, ascii)], s, n, 0, `row longer than ${this.maxRowBytes} bytes`));
            s = n;
          }
          break;
        }
        let e = n;
        if (e > s && buf[e - 1] === CR) e--;
        if (e > s || !this.skipBlank) rows.push(this.row(this.decode(buf, s, e, ascii).split(delim), s, n, 0, ''));
        s = n;
        break;
      }
      // Slow path: the row holds a quote before its end of line.
      const scan = this.scanQuoted(buf, s, final);
      if (scan < 0) {
        if (n - s > this.maxRowBytes) {
          // Unterminated quote (or an absurd row): report it and resynchronise at the next newline.
          const resync = buf.indexOf(LF, s);
          const stop = resync < 0 ? n : resync + 1;
          rows.push(this.row([this.decode(buf, s, resync < 0 ? n : resync, ascii)], s, stop, 0, `row longer than ${this.maxRowBytes} bytes (unterminated quote?)`));
          s = stop;
          continue;
        }
        break;
      }
      let e = scan;
      const stop = scan < n ? scan + 1 : n;
      if (e > s && buf[e - 1] === CR) e--;
      const fields = this.extentsOnly ? NO_FIELDS : splitQuoted(this.decode(buf, s, e, ascii), this.delim);
      rows.push(this.row(fields, s, stop, this.scanNewlines, this.scanUnterminated ? 'unterminated quoted field at end of input' : ''));
      s = stop;
    }
    if (s < n) this.pending = s === 0 ? buf : buf.subarray(s);
    this.base += s;
    return rows;
  }

  private row(fields: string[], s: number, stop: number, innerNewlines: number, error: string): CsvRow {
    const row: CsvRow = { fields, line: this.line, offset: this.base + s, end: this.base + stop, endLine: this.line + innerNewlines + 1 };
    if (this.lastLatin1) row.latin1 = true;
    if (error) row.error = error;
    this.line += innerNewlines + 1;
    return row;
  }

  /**
   * Finds the end of a row that contains quotes: the index of its terminating LF (n at end of input), or -1 when the
   * row is not complete yet. Sets scanNewlines (newlines inside quoted fields) and scanUnterminated.
   */
  private scanQuoted(buf: Buffer, s: number, final: boolean): number {
    const n = buf.length;
    const delim = this.delim;
    let i = s;
    let atFieldStart = true;
    let newlines = 0;
    this.scanUnterminated = false;
    while (i < n) {
      const c = buf[i];
      if (c === QUOTE && atFieldStart) {
        // Quoted field: jump from quote to quote.
        let j = i + 1;
        for (;;) {
          const q = buf.indexOf(QUOTE, j);
          if (q < 0) {
            if (!final) return -1;
            this.scanNewlines = newlines + countLf(buf, j, n);
            this.scanUnterminated = true;
            return n;
          }
          newlines += countLf(buf, j, q);
          if (q + 1 >= n && !final) return -1;
          if (buf[q + 1] === QUOTE) {
            j = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        atFieldStart = false;
        continue;
      }
      if (c === delim) atFieldStart = true;
      else if (c === LF) {
        this.scanNewlines = newlines;
        return i;
      } else atFieldStart = false;
      i++;
    }
    if (!final) return -1;
    this.scanNewlines = newlines;
    return n;
  }

  /** Decodes bytes [s, e): latin1 when ASCII (fastest), UTF-8 when valid, latin1 otherwise (sets lastLatin1). */
  private decode(buf: Buffer, s: number, e: number, chunkAscii: boolean): string {
    this.lastLatin1 = false;
    if (chunkAscii) return buf.toString('latin1', s, e);
    const slice = buf.subarray(s, e);
    if (isAscii(slice)) return buf.toString('latin1', s, e);
    if (isUtf8(slice)) return buf.toString('utf8', s, e);
    this.lastLatin1 = true;
    return buf.toString('latin1', s, e);
  }
}

function countLf(buf: Buffer, from: number, to: number): number {
  let count = 0;
  let p = buf.indexOf(LF, from);
  while (p >= 0 && p < to) {
    count++;
    p = buf.indexOf(LF, p + 1);
  }
  return count;
}

/** Splits one decoded row that contains quotes (same rules as the byte scan). */
export function splitQuoted(text: string, delim: number): string[] {
  const fields: string[] = [];
  const n = text.length;
  let i = 0;
  let field = '';
  let atFieldStart = true;
  let segStart = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE && atFieldStart) {
      field += text.slice(segStart, i);
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) {
          field += text.slice(j);
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === QUOTE) {
          field += text.slice(j, q + 1);
          j = q + 2;
          continue;
        }
        field += text.slice(j, q);
        i = q + 1;
        break;
      }
      segStart = i;
      atFieldStart = false;
      continue;
    }
    if (c === delim) {
      fields.push(field + text.slice(segStart, i));
      field = '';
      i++;
      segStart = i;
      atFieldStart = true;
      continue;
    }
    atFieldStart = false;
    i++;
  }
  fields.push(field + text.slice(segStart, n));
  return fields;
}

/** Parses a whole CSV text or buffer at once (tests, small files). */
export function parseCsv(input: string | Buffer, options: CsvReadOptions = {}): CsvRow[] {
  const parser = new CsvChunkParser(options);
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const rows = parser.push(buf);
  for (const row of parser.end()) rows.push(row);
  return rows;
}

/** Rows in batches (one batch per chunk read): the fastest way through a big file. */
export async function* readRowBatches(source: string | Readable, options: CsvReadOptions = {}): AsyncGenerator<CsvRow[]> {
  const chunkSize = options.chunkSize ?? 1024 * 1024;
  let stream: Readable;
  if (typeof source === 'string') {
    stream = createReadStream(source, { start: options.start ?? 0, highWaterMark: chunkSize });
  } else {
    if (options.start) throw new Error('start (resume offset) needs a file path, not a stream');
    stream = source;
  }
  const parser = new CsvChunkParser(options);
  try {
    for await (const chunk of stream) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
      const rows = parser.push(buf);
      if (rows.length) yield rows;
    }
    const rest = parser.end();
    if (rest.length) yield rest;
  } finally {
    if (typeof source === 'string') stream.destroy();
  }
}

/** Rows one at a time, with line numbers and byte offsets (see CsvRow). */
export async function* readRows(source: string | Readable, options: CsvReadOptions = {}): AsyncGenerator<CsvRow> {
  for await (const batch of readRowBatches(source, options)) {
    for (const row of batch) yield row;
  }
}

/** The first row of a file (its header, or its first record for headerless files), without reading the rest. */
export async function readFirstRow(source: string | Readable, options: CsvReadOptions = {}): Promise<CsvRow | null> {
  for await (const batch of readRowBatches(source, { ...options, chunkSize: options.chunkSize ?? 64 * 1024 })) {
    if (batch.length) return batch[0];
  }
  return null;
}
