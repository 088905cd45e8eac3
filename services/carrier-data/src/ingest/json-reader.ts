/**
 * Streaming reader for the DOT open data portal's JSON answers (SODA `/resource/<id>.json`): one array of flat
 * objects, lower-case keys, keys whose value is blank left out. Memory stays flat (one chunk and one object at a
 * time, @streamparser/json's tokenizer with keepStack off); every object carries its byte range, so an import
 * resumes after the last committed object by skipping what ends before it.
 */
import { createReadStream } from 'node:fs';
import { TokenParser, Tokenizer, TokenType } from '@streamparser/json';

export interface JsonRow {
  /** The object's values as text ('' for null); a key the portal left out is absent. */
  value: Record<string, string>;
  /** 0-based position in the array. */
  index: number;
  /** Byte offset of its `{` and just past its `}`. */
  offset: number;
  end: number;
  /** Present when the element is not an object of plain values. */
  error?: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function toRow(value: unknown, index: number, offset: number, end: number): JsonRow {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value: {}, index, offset, end, error: `element ${index + 1} is not an object` };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = text(v);
  return { value: out, index, offset, end };
}

/** Whether a file holds JSON (its first non-blank byte opens an array). */
export async function isJsonFile(path: string): Promise<boolean> {
  for await (const chunk of createReadStream(path, { start: 0, end: 4095 })) {
    for (const byte of chunk as Buffer) {
      if (byte === 0xef || byte === 0xbb || byte === 0xbf || byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      return byte === 0x5b;
    }
  }
  return false;
}

/**
 * The array's objects in batches (one per chunk read), skipping those that end at or before `from` (a resume point).
 * A file that is not a JSON array, or is cut off, ends with an error thrown after the rows read so far.
 */
export async function* readJsonBatches(path: string, options: { from?: number; chunkSize?: number } = {}): AsyncGenerator<JsonRow[]> {
  const from = options.from ?? 0;
  const tokenizer = new Tokenizer();
  // Elements of the top-level array, each dropped once emitted (keepStack: false).
  const parser = new TokenParser({ paths: ['$.*'], keepStack: false });
  let depth = 0;
  let start = 0;
  let lastEnd = 0;
  let index = 0;
  let pending: JsonRow[] = [];
  tokenizer.onToken = (t) => {
    const { token, offset } = t;
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (depth === 1) start = offset;
      depth += 1;
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      depth -= 1;
      if (depth === 1) lastEnd = offset + 1;
    } else if (depth === 1 && token !== TokenType.COMMA) {
      // A bare value as an element.
      start = offset;
      lastEnd = offset + 1;
    }
    parser.write(t);
  };
  parser.onValue = ({ value, stack }) => {
    if (stack.length !== 1) return;
    const row = toRow(value, index++, start, lastEnd);
    if (row.end > from) pending.push(row);
  };
  parser.onError = (e) => {
    throw e;
  };
  for await (const chunk of createReadStream(path, { highWaterMark: options.chunkSize ?? 1 << 20 })) {
    tokenizer.write(chunk as Buffer);
    if (pending.length) {
      yield pending;
      pending = [];
    }
  }
  if (!tokenizer.isEnded) tokenizer.end();
  if (pending.length) yield pending;
}

/** The keys of the first `limit` objects (the portal omits blank keys, so one object rarely names them all). */
export async function readJsonKeys(path: string, limit = 500): Promise<string[]> {
  const keys = new Set<string>();
  let seen = 0;
  for await (const batch of readJsonBatches(path, { chunkSize: 256 << 10 })) {
    for (const row of batch) {
      for (const k of Object.keys(row.value)) keys.add(k);
      if (++seen >= limit) return [...keys];
    }
  }
  return [...keys];
}
