/**
 * One document's entry: the terms it is found by (already normalised by the caller: lower-case [a-z0-9]+, prefixes
 * added by the caller if it wants them) and its rank (a non-negative integer below 2^43, e.g. epoch milliseconds).
 */
export interface TextEntry {
  id: string;
  rank: number;
  terms: string[];
}

export interface TextSearchOptions {
  limit: number;
  skip?: number;
  /** A `next` cursor from a previous search with the same terms (opaque; each engine has its own). */
  after?: string;
}

export interface TextPage {
  ids: string[];
  /** Continues after the last id of this page; null when nothing follows. */
  next: string | null;
}

/** A count of matches: `exact` false when estimated. */
export interface TextCount {
  n: number;
  exact: boolean;
}

/**
 * A full-text index of ids by terms, for AND searches newest (highest rank) first. Equal ranks come in a stable order
 * that depends on the engine (SQLite: the later put first; MongoDB: the greater id first), so callers must not rely
 * on it beyond stability. Terms and ranks are validated: anything else than [a-z0-9]+ throws, so no engine's query
 * syntax can be injected.
 */
export interface TextIndex {
  /** Adds the entry, or replaces the entry with this id (terms and rank). */
  put(entry: TextEntry): Promise<void>;
  /** Same as put for each, in one write where the engine can (one transaction on SQLite). A repeated id: the last wins. */
  putMany(entries: TextEntry[]): Promise<void>;
  /** false when no entry has this id. */
  remove(id: string): Promise<boolean>;
  /** The exact number of entries holding this term. */
  termCount(term: string): Promise<number>;
  /**
   * The entries holding every term: exact up to `exactUpTo` matches (and for one term); past it, estimated from the
   * newest `exactUpTo + 1` matches and the share of the rarest term's entries they span, so a count of two common
   * terms costs about as much as reading that many matches, however many there are.
   */
  countAbout(terms: string[], exactUpTo: number): Promise<TextCount>;
  /** Entries holding every term (AND), highest rank first; `search([])` finds nothing. */
  search(terms: string[], options: TextSearchOptions): Promise<TextPage>;
  /** Drops every entry (a projection rebuild). */
  clear(): Promise<void>;
}

/** Ranks stay below 2^43 so an engine can multiply one by 1024 and keep an exact integer (SQLite's rowid slots). */
export const MAX_TEXT_RANK = 2 ** 43;
const TERM = /^[a-z0-9]+$/;

export function checkTerm(term: unknown): string {
  if (typeof term !== 'string' || !TERM.test(term)) throw new Error(`Invalid text index term: ${JSON.stringify(term)}`);
  return term;
}

export function checkTextEntry(entry: TextEntry): TextEntry {
  if (typeof entry.id !== 'string' || entry.id === '') throw new Error('A text index entry needs a non-empty id');
  if (!Number.isSafeInteger(entry.rank) || entry.rank < 0 || entry.rank >= MAX_TEXT_RANK) throw new Error(`Invalid text index rank: ${entry.rank}`);
  if (!Array.isArray(entry.terms)) throw new Error('A text index entry needs terms');
  return { id: entry.id, rank: entry.rank, terms: [...new Set(entry.terms.map(checkTerm))] };
}

export function checkSearchOptions(options: TextSearchOptions): { limit: number; skip: number; after: string | undefined } {
  const { limit, skip = 0, after } = options;
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Invalid text search limit: ${limit}`);
  if (!Number.isSafeInteger(skip) || skip < 0) throw new Error(`Invalid text search skip: ${skip}`);
  return { limit, skip, after };
}

export function checkExactUpTo(exactUpTo: number): number {
  if (!Number.isSafeInteger(exactUpTo) || exactUpTo < 1) throw new Error(`Invalid exact count limit: ${exactUpTo}`);
  return exactUpTo;
}

/**
 * countAbout past its exact range: `seen` matches were found among `spanned` of the rarest term's `rarest` entries
 * (the newest ones), so the matches are about that share of all of them.
 */
export function estimateMatches(seen: number, rarest: number, spanned: number): number {
  return spanned > 0 ? Math.max(seen, Math.round((seen * rarest) / spanned)) : seen;
}

/** Text index names become table and collection names: plain identifiers only. */
export function checkTextIndexName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid name: ${name}`);
  return name;
}
