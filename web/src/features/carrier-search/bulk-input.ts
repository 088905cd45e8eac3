/**
 * Bulk Upload: a pasted list or a CSV file of MC and DOT numbers, looked up in one go.
 *
 * - A CSV whose first row names an MC column and/or a DOT column (mc, mc_number, docket, dot, usdot,
 *   dot_number ...) is read by column; a row with both numbers is looked up by DOT (DOT numbers key
 *   everything), else by MC.
 * - Anything else is read token by token (lines, commas, semicolons, tabs, pipes): 'MC-123456', 'MC 123456',
 *   'MC#123456' are MC numbers; 'DOT 44110', 'USDOT# 44110' are DOT numbers; a bare number counts as the kind
 *   the user chose for bare numbers.
 * - Numbers are 1-8 digits (leading zeros dropped, as FMCSA pads DOT numbers to 8); repeats are dropped;
 *   at most BULK_MAX_ENTRIES are looked up.
 */

export type BulkKind = 'mc' | 'dot';

export interface BulkEntry {
  kind: BulkKind;
  /** Digits without leading zeros. */
  number: string;
  /** What the user wrote. */
  raw: string;
}

export interface BulkParseResult {
  entries: BulkEntry[];
  /** Tokens that are not an MC or DOT number. */
  invalid: string[];
  duplicates: number;
  /** Entries beyond BULK_MAX_ENTRIES, left out. */
  truncated: number;
}

export const BULK_MAX_ENTRIES = 100;
const MAX_DIGITS = 8;

const MC_HEADER = /^(mc|mc[\s_#-]*(number|no|num|#)?|docket([\s_-]*(number|no))?|mc\/mx\/ff.*)$/i;
const DOT_HEADER = /^(us[\s_-]*)?dot([\s_#-]*(number|no|num|#)?)?$/i;
const NUMBER_TOKEN = /^(?:(us\s*dot|dot|mc)\s*(?:no\.?|number|num)?\s*[#:.-]?\s*)?(\d+)$/i;

function cleanDigits(digits: string): string | null {
  const trimmed = digits.replace(/^0+/, '');
  if (!trimmed || trimmed.length > MAX_DIGITS) return null;
  return trimmed;
}

/** One token: an MC or DOT number, or null when it is neither. */
export function parseBulkToken(token: string, bareAs: BulkKind): BulkEntry | null {
  const raw = token.trim().replace(/^"|"$/g, '').trim();
  const match = NUMBER_TOKEN.exec(raw);
  if (!match) return null;
  const number = cleanDigits(match[2]);
  if (!number) return null;
  const prefix = (match[1] ?? '').replace(/\s+/g, '').toLowerCase();
  const kind: BulkKind = prefix === 'mc' ? 'mc' : prefix === '' ? bareAs : 'dot';
  return { kind, number, raw };
}

function splitCsvRow(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      cells.push(current.trim());
      current = '';
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

function headerColumns(firstLine: string): { mc: number; dot: number } | null {
  const cells = splitCsvRow(firstLine);
  const mc = cells.findIndex((cell) => MC_HEADER.test(cell));
  const dot = cells.findIndex((cell) => DOT_HEADER.test(cell));
  return mc >= 0 || dot >= 0 ? { mc, dot } : null;
}

function collect(candidates: { token: string; entry: BulkEntry | null }[]): BulkParseResult {
  const entries: BulkEntry[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let truncated = 0;
  for (const { token, entry } of candidates) {
    if (!entry) {
      invalid.push(token);
      continue;
    }
    const key = `${entry.kind}:${entry.number}`;
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    if (entries.length >= BULK_MAX_ENTRIES) truncated += 1;
    else entries.push(entry);
  }
  return { entries, invalid, duplicates, truncated };
}

export function parseBulkInput(text: string, bareAs: BulkKind = 'dot'): BulkParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return { entries: [], invalid: [], duplicates: 0, truncated: 0 };

  const columns = headerColumns(lines[0]);
  if (columns) {
    const candidates = lines.slice(1).flatMap((line) => {
      const cells = splitCsvRow(line);
      const dot = columns.dot >= 0 ? (cells[columns.dot] ?? '') : '';
      const mc = columns.mc >= 0 ? (cells[columns.mc] ?? '') : '';
      if (dot.trim()) return [{ token: dot.trim(), entry: parseBulkToken(dot, 'dot') }];
      if (mc.trim()) return [{ token: mc.trim(), entry: parseBulkToken(mc, 'mc') }];
      return [];
    });
    return collect(candidates);
  }

  const tokens = lines.flatMap((line) => line.split(/[,;\t|]+/)).map((token) => token.trim()).filter(Boolean);
  return collect(tokens.map((token) => ({ token, entry: parseBulkToken(token, bareAs) })));
}
