import type { DatabaseSync } from 'node:sqlite';
import { checkExactUpTo, checkSearchOptions, checkTerm, checkTextEntry, checkTextIndexName, estimateMatches, type TextCount, type TextEntry, type TextIndex, type TextPage, type TextSearchOptions } from '../ports';
import { whileBusy } from './sqlite-busy';
import { prepared, transaction } from './sqlite-database';

/**
 * Entries of one rank share its 1024 rowids (rank * 1024 + slot). Rowids are bound as BigInt: node:sqlite binds a
 * number as a REAL, and FTS5 then filters `rowid < ?` row by row (15 ms instead of 0.4 for a page 100,000 deep).
 */
const SLOTS = 1024;

/** countAbout reads at most this many of the rarest term's entries per match it counts exactly. */
const SPAN_BUDGET = 8;
/** An FTS5 query: every term as a quoted string (terms are [a-z0-9]+, so nothing can escape the quotes), joined = AND. */
const matchOf = (terms: string[]) => terms.map((t) => `"${t}"`).join(' ');

/**
 * A TextIndex in an FTS5 table of the document store's own file (its transactions include it). FTS5 reads its
 * matches in rowid order cheaply, so an entry's rowid carries its order: rank * 1024 + a slot, the slot one above the
 * rank's highest taken (the first free one once the top is taken). Equal ranks therefore come the later put first,
 * and a rank holds at most 1024 entries (a put beyond throws). A side table maps ids to rowids (replace, remove, and
 * the ids of a page: joining it on the page's rowids measured faster than an UNINDEXED id column in the FTS table,
 * 4.7 against 5.9 ms for a page 100,000 deep in 200,000 entries, as that column is read for every skipped row).
 */
export class SqliteTextIndex implements TextIndex {
  private readonly fts: string;
  private readonly ids: string;
  private readonly counts: string;

  constructor(
    private readonly db: DatabaseSync,
    name: string,
  ) {
    this.fts = `fts_${checkTextIndexName(name)}`;
    this.ids = `${this.fts}_ids`;
    this.counts = `${this.fts}_counts`;
    this.create();
  }

  private create(): void {
    // detail=none: only "which rows hold the term" (no positions, no phrase queries); columnsize=0: no ranking by length.
    this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${this.fts} USING fts5(terms, tokenize='ascii', detail=none, columnsize=0)`);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${this.ids} (id TEXT PRIMARY KEY, rowid INTEGER NOT NULL) WITHOUT ROWID`);
    this.db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${this.ids}_rowid ON ${this.ids} (rowid)`);
    // Entries per term, kept with every write: FTS5 counts a term by reading its whole list (8 ms for 200,000 entries).
    const counted = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(this.counts) !== undefined;
    if (counted) return;
    // All or nothing: a write lock held elsewhere (sqlite-busy.ts: tried again) must not leave the counts made and empty.
    transaction(this.db, () => {
      this.db.exec(`CREATE TABLE ${this.counts} (term TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID`);
      // An index made before the counts (or filled by another version): counted once from FTS5's own vocabulary.
      this.db.exec(`CREATE VIRTUAL TABLE temp.${this.fts}_vocab USING fts5vocab(main, ${this.fts}, 'row')`);
      this.db.exec(`INSERT INTO ${this.counts} (term, n) SELECT term, doc FROM temp.${this.fts}_vocab`);
      this.db.exec(`DROP TABLE temp.${this.fts}_vocab`);
    });
  }

  async put(entry: TextEntry): Promise<void> {
    await this.putMany([entry]);
  }

  /**
   * The term counts change once per term and call, not once per term and entry: entries share most of their terms
   * (a million login records put under 60 trigrams each were 60 million count updates).
   */
  async putMany(entries: TextEntry[]): Promise<void> {
    const checked = entries.map(checkTextEntry);
    if (checked.length === 0) return;
    await whileBusy(() =>
      transaction(this.db, () => {
        const counts = new Map<string, number>();
        for (const e of checked) this.write(e, counts);
        this.count(counts);
      }),
    );
  }

  async remove(id: string): Promise<boolean> {
    return whileBusy(() =>
      transaction(this.db, () => {
        const old = this.rowidOf(id);
        if (old === undefined) return false;
        const counts = new Map<string, number>();
        this.drop(old, counts);
        this.count(counts);
        prepared(this.db, `DELETE FROM ${this.ids} WHERE id = ?`).run(id);
        return true;
      }),
    );
  }

  async termCount(term: string): Promise<number> {
    const row = prepared(this.db, `SELECT n FROM ${this.counts} WHERE term = ?`).get(checkTerm(term)) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  async countAbout(terms: string[], exactUpTo: number): Promise<TextCount> {
    const wanted = [...new Set(terms.map(checkTerm))];
    checkExactUpTo(exactUpTo);
    if (wanted.length <= 1) return { n: wanted.length ? await this.termCount(wanted[0]!) : 0, exact: true };
    // Rowids only (no id join): FTS5 intersects the terms' lists, newest first, and stops one past the exact range.
    const newest = prepared(this.db, `SELECT count(*) AS n, min(rowid) AS low FROM (SELECT rowid FROM ${this.fts} WHERE ${this.fts} MATCH ? ORDER BY rowid DESC LIMIT ?)`).get(
      matchOf(wanted),
      exactUpTo + 1,
    ) as { n: number; low: number };
    if (newest.n <= exactUpTo) return { n: newest.n, exact: true };
    const counts = await Promise.all(wanted.map((t) => this.termCount(t)));
    const rarest = wanted[counts.indexOf(Math.min(...counts))]!;
    // The rarest term's entries since the oldest of those matches, read newest first up to a budget: FTS5 reads a
    // whole list for a rowid bound (8 ms for 100,000 entries), a LIMIT stops it. Past the budget, the entries are
    // taken as spread evenly over the time the budget covered.
    const budget = SPAN_BUDGET * (exactUpTo + 1);
    const read = prepared(
      this.db,
      `SELECT count(*) FILTER (WHERE rowid >= ?) AS spanned, count(*) AS n, min(rowid) AS oldest, max(rowid) AS newest FROM (SELECT rowid FROM ${this.fts} WHERE ${this.fts} MATCH ? ORDER BY rowid DESC LIMIT ?)`,
    ).get(newest.low, matchOf([rarest]), budget) as { spanned: number; n: number; oldest: number; newest: number };
    const spanned = read.spanned < read.n || read.newest === read.oldest ? read.spanned : read.n * ((read.newest - newest.low) / (read.newest - read.oldest));
    return { n: estimateMatches(newest.n, Math.min(...counts), spanned), exact: false };
  }

  async search(terms: string[], options: TextSearchOptions): Promise<TextPage> {
    const { limit, skip, after } = checkSearchOptions(options);
    const match = matchOf([...new Set(terms.map(checkTerm))]);
    if (!match) return { ids: [], next: null };
    const before = after === undefined ? BigInt(Number.MAX_SAFE_INTEGER) : cursorOf(after);
    // One row past the page tells whether anything follows; ids are joined on the page's rowids only.
    const rows = prepared(
      this.db,
      `SELECT p.rowid AS r, i.id AS id FROM (SELECT rowid FROM ${this.fts} WHERE ${this.fts} MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ? OFFSET ?) p
       JOIN ${this.ids} i ON i.rowid = p.rowid ORDER BY p.rowid DESC`,
    ).all(match, before, limit + 1, skip) as { r: number; id: string }[];
    const page = rows.slice(0, limit);
    return { ids: page.map((r) => r.id), next: rows.length > limit ? String(page[page.length - 1]!.r) : null };
  }

  /** Drops and creates the tables: an FTS5 DELETE takes every row's terms out one by one (1.9 s against 56 ms for 200,000). */
  async clear(): Promise<void> {
    await whileBusy(() =>
      transaction(this.db, () => {
        this.db.exec(`DROP TABLE IF EXISTS ${this.fts}`);
        this.db.exec(`DROP TABLE IF EXISTS ${this.ids}`);
        this.db.exec(`DROP TABLE IF EXISTS ${this.counts}`);
        this.create();
      }),
    );
  }

  private rowidOf(id: string): number | undefined {
    return (prepared(this.db, `SELECT rowid FROM ${this.ids} WHERE id = ?`).get(id) as { rowid: number } | undefined)?.rowid;
  }

  /**
   * Inside a transaction: drops the id's old row, if any, and inserts the new one (the same rowid when the rank is
   * unchanged); the change to each term's count is added to `counts`.
   */
  private write(entry: TextEntry, counts: Map<string, number>): void {
    const old = this.rowidOf(entry.id);
    if (old !== undefined) this.drop(old, counts);
    const rowid = old !== undefined && Math.floor(old / SLOTS) === entry.rank ? old : this.freeRowid(entry.rank);
    prepared(this.db, `INSERT INTO ${this.fts} (rowid, terms) VALUES (?, ?)`).run(BigInt(rowid), entry.terms.join(' '));
    for (const term of entry.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    prepared(this.db, `INSERT INTO ${this.ids} (id, rowid) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET rowid = excluded.rowid`).run(entry.id, BigInt(rowid));
  }

  /** Inside a transaction: deletes the FTS row and takes its terms off `counts`. */
  private drop(rowid: number, counts: Map<string, number>): void {
    const row = prepared(this.db, `SELECT terms FROM ${this.fts} WHERE rowid = ?`).get(BigInt(rowid)) as { terms: string } | undefined;
    prepared(this.db, `DELETE FROM ${this.fts} WHERE rowid = ?`).run(BigInt(rowid));
    if (!row) return;
    for (const term of row.terms.split(' ')) if (term) counts.set(term, (counts.get(term) ?? 0) - 1);
  }

  /** Inside a transaction: adds each term's change to its count. */
  private count(counts: Map<string, number>): void {
    const add = prepared(this.db, `INSERT INTO ${this.counts} (term, n) VALUES (?, ?) ON CONFLICT (term) DO UPDATE SET n = n + excluded.n`);
    const less = prepared(this.db, `UPDATE ${this.counts} SET n = n + ? WHERE term = ?`);
    for (const [term, n] of counts) {
      if (n > 0) add.run(term, n);
      else if (n < 0) less.run(n, term);
    }
  }

  private freeRowid(rank: number): number {
    const low = rank * SLOTS;
    const high = low + SLOTS - 1;
    const top = (prepared(this.db, `SELECT max(rowid) AS m FROM ${this.ids} WHERE rowid BETWEEN ? AND ?`).get(BigInt(low), BigInt(high)) as { m: number | null }).m;
    if (top === null) return low;
    if (top < high) return top + 1;
    // The top slot is taken: the first gap left by a removal, if any.
    const taken = prepared(this.db, `SELECT rowid FROM ${this.ids} WHERE rowid BETWEEN ? AND ? ORDER BY rowid`).all(BigInt(low), BigInt(high)) as { rowid: number }[];
    const gap = taken.findIndex((r, i) => r.rowid !== low + i);
    if (gap === -1) throw new Error(`Text index ${this.fts}: more than ${SLOTS} entries with rank ${rank}`);
    return low + gap;
  }
}

function cursorOf(after: string): bigint {
  const n = /^\d{1,16}$/.test(after) ? Number(after) : NaN;
  if (!Number.isSafeInteger(n)) throw new Error(`Invalid text search cursor: ${after}`);
  return BigInt(n);
}
