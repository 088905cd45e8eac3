import type { MapResult, SourceKind } from '../updates';

/** Maps one row (its fields and 1-based line number) to an update, a RowError or null. Never throws. */
export type RowMapper = (fields: string[], line: number) => MapResult;

export interface BindOptions {
  /** Date of the data (ISO); '' unknown. detectLayout takes it from the file name unless given. */
  asOf: string;
  /** A daily difference: a row blank apart from its key deletes that record (else such a row is skipped). */
  daily?: boolean;
}

export interface Layout {
  /** Also the `source` of every update it makes. */
  id: SourceKind;
  /** Every column it reads, by name (JSON answers omit blank keys, so their first objects never name them all). */
  columns?: readonly string[];
  title: string;
  /** Header layouts map by column NAME (any order, extra columns ignored); headerless ones by position. */
  mapsByName: boolean;
  /**
   * How well the first row of a file (header, or first record of a headerless file) and the file name fit:
   * 0 = not this layout; higher wins. `hasHeader` says whether that first row is a header to skip.
   */
  match(first: string[], fileName: string): { score: number; hasHeader: boolean };
  /** A mapper for the file; `header` is the header row (null for headerless files). */
  bind(header: string[] | null, options: BindOptions): RowMapper;
}

/** `MC/MX/FF Number(s)` → `MC_MX_FF_NUMBER_S`, `Entity Type` → `ENTITY_TYPE`, `hm_ind` → `HM_IND`. */
export function headerKey(name: string): string {
  return name
    .replace(/^\ufeff/, '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Column positions by normalised header name. */
export class HeaderIndex {
  readonly keys: string[];
  private readonly index = new Map<string, number>();

  constructor(header: string[]) {
    this.keys = header.map(headerKey);
    this.keys.forEach((k, i) => {
      if (!this.index.has(k)) this.index.set(k, i);
    });
  }

  /** Position of the first of `names` present, -1 when none is. */
  get(...names: string[]): number {
    for (const n of names) {
      const i = this.index.get(n);
      if (i !== undefined) return i;
    }
    return -1;
  }

  has(...names: string[]): boolean {
    return this.get(...names) >= 0;
  }

  get size(): number {
    return this.keys.length;
  }
}

/** Reads a cell by position ('' for a missing column). */
export const cell = (fields: string[], i: number): string => (i >= 0 && i < fields.length ? fields[i] : '');

/** The reason for a row whose field count differs from the header's / the layout's. */
export function fieldCountReason(expected: number, found: number): string {
  return `expected ${expected} fields, found ${found} (${found < expected ? 'short' : 'long'} row)`;
}
