import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { openSqlite, transaction } from '@logiscope/infra';
import type { CarrierRecord, EquipmentRecord } from './carrier.model';
import type { CarrierHit, CarrierQuery, CarrierStore, PreparedWrites, SharingKind, UpsertOutcome } from './carrier.store';
import { mcKeys, officerKeys, prepareCarrierRows, ROW_WIDTH, type PreparedCarrierRows } from './sqlite-carrier.rows';
import {
  byLastSeen,
  byRank,
  canonicalCarrier,
  carrierKeys,
  checkedEquipment,
  compareSnapshot,
  distinctNumbers,
  dotKey,
  EXACT_SCORES as EXACT,
  EXACT_RANK_CAP,
  exactCandidates,
  intersectScores,
  keepBest,
  narrows,
  nameCounts,
  nameScorer,
  nameStatsOf,
  normaliseDot,
  normaliseMc,
  normaliseVin,
  planSearch,
  SEARCH_CAP,
  sharingKey,
  VIN_MIN_CHARS,
  wholeCount,
  type CarrierKeys,
  type ExactCriterion,
  type NameCounts,
  type Ranked,
} from './carrier-search.normalise';

// The driver's types through the infra helper (domain code does not import node:sqlite itself).
type Db = ReturnType<typeof openSqlite>;
type Stmt = ReturnType<Db['prepare']>;

const SCHEMA_VERSION = '3';
/** A partial word of five letters or more is searched as the OR of the whole words it starts, up to this many. */
const MAX_EXPANSION = 64;
/** Rows per `IN (SELECT value FROM json_each(?))` list. */
const CHUNK = 20_000;
/** A first batch this large into an empty store starts a bulk load by itself. */
export const AUTO_BULK_ROWS = 1000;
/** A bulk load with no write for this long is over: the search structures are rebuilt. */
const IDLE_REBUILD_MS = 3000;

export interface SqliteCarrierStoreOptions {
  /** SQLite page cache for this connection (default 256 MB). */
  cacheMb?: number;
  /** Broad searches count and rank at most this many matches, the first in DOT order (default SEARCH_CAP, 10,000). */
  searchCap?: number;
  /** Enter bulk mode by itself on a first batch of AUTO_BULK_ROWS or more into an empty store (default true). */
  autoBulk?: boolean;
}

const SECONDARY_INDEXES: Record<string, string> = {
  carrier_keys_phone: `CREATE INDEX IF NOT EXISTS carrier_keys_phone ON carrier_keys(phone) WHERE phone <> ''`,
  carrier_keys_email: `CREATE INDEX IF NOT EXISTS carrier_keys_email ON carrier_keys(email) WHERE email <> ''`,
  carrier_keys_address: `CREATE INDEX IF NOT EXISTS carrier_keys_address ON carrier_keys(address_key) WHERE address_key <> ''`,
  carrier_keys_mailing: `CREATE INDEX IF NOT EXISTS carrier_keys_mailing ON carrier_keys(mailing_key) WHERE mailing_key <> ''`,
};

/** The search file's tables (schema `search` on the store's connection). */
const SEARCH_SCHEMA = `
  CREATE TABLE IF NOT EXISTS search.search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS search.carrier_officers (name TEXT NOT NULL, dot INTEGER NOT NULL, PRIMARY KEY (name, dot)) WITHOUT ROWID;
  CREATE VIRTUAL TABLE IF NOT EXISTS search.carrier_search USING fts5(
    legal, dba, state, content = '', contentless_delete = 1, tokenize = "unicode61", prefix = '2 3 4'
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS search.carrier_search_vocab USING fts5vocab(carrier_search, 'col');
  CREATE TABLE IF NOT EXISTS search.carrier_terms (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
`;

/** `carriers.db` → `carriers.search.db` (in memory: another in-memory database). */
export function searchFileOf(file: string): string {
  return file === ':memory:' ? ':memory:' : `${file.replace(/\.db$/, '')}.search.db`;
}

/**
 * CarrierStore on two SQLite files (node:sqlite): the store file, and beside it `<name>.search.db`, attached as
 * `search`, with the name index (FTS5, its words) and the officers. Two files so that a rebuild builds both halves at
 * once, on two threads (each file has one writer); queries join across them on one connection.
 *  - `carriers(dot INTEGER PRIMARY KEY, doc)`: the canonical JSON document per DOT number;
 *  - `carrier_keys(dot INTEGER PRIMARY KEY, ...)`: what searches read, ~140 bytes a carrier (name keys, state, phone,
 *    e-mail, address keys, MC and officer keys), with partial indexes on the exact keys. Kept apart from the ~1.3 KB
 *    documents so that filtering and the rebuild scan a table ten times smaller; `carrier_names(dot, legal, dba)`: the
 *    name keys again, 40 bytes a carrier, so that ranking thousands of candidates reads pages that stay cached;
 *  - `mc_dockets(mc, dot)` and `search.carrier_officers(name, dot)`: WITHOUT ROWID lookup tables;
 *  - `search.carrier_search`: contentless FTS5 (contentless_delete) over the matching forms of the legal and DBA names and
 *    the state, unicode61, prefix indexes 2/3/4 for partial words; `search.carrier_terms(term, df)`: its words and how many
 *    carriers hold each (partial words of 5+ letters expand to whole words through it; bm25's idf reads it);
 *  - `equipment`: JSON per unit, indexed by DOT and VIN.
 *
 * Name search: FTS5 finds the first SEARCH_CAP (10,000) matching DOT numbers, iterated lazily in DOT order (partial
 * words of 5+ letters as an OR of whole words, never a prefix merge), their name keys come from carrier_names, and bm25
 * (FTS5's formula, legal name weight 2, DBA 1) is computed in JS, ties by legal name then DOT. FTS5's own bm25() is not
 * used: it counts every document of every phrase for the idf, tens of milliseconds for a prefix such as TRU* at 2.5
 * million carriers; here the idf comes from carrier_terms. Exact identifiers (DOT, MC, phone, e-mail) never touch FTS.
 *
 * upsertMany is one transaction per call: the stored documents of the batch come back with one query (none when the
 * batch lies beyond the highest stored DOT, as in an initial load in DOT order), equal JSON means unchanged (both are
 * canonical), anything else is diffed field by field and only created/changed rows are written, with the lookup
 * tables, carrier_terms and the FTS maintained incrementally.
 *
 * Bulk loads (beginBulkImport): only `carriers` and `carrier_keys` are written, by a writer thread on its own
 * connection while this thread prepares the next rows (canonical JSON, keys, diffs), with a rollback journal and no
 * fsync; rebuildSearchIndex() then builds everything derived with set-based SQL, each file on a thread of its own,
 * and returns to WAL with synchronous=NORMAL. A read that needs the derived structures while they are stale (during,
 * or after an interrupted, bulk load) rebuilds them first: searches are never wrong, the first one after a bulk load
 * waits.
 *
 * The two files commit separately: every transaction that writes the search file stamps both with the same token
 * (`search_gen`), and a store that opens with different stamps (a crash between the two commits, a lost search file)
 * rebuilds the derived structures before its first search.
 */
export class SqliteCarrierStore implements CarrierStore {
  private readonly db: Db;
  /** Derived structures (FTS, mc, officers, secondary indexes) are not maintained and must be rebuilt. */
  private bulk = false;
  private rowCount: number;
  private readonly s: ReturnType<SqliteCarrierStore['prepareStatements']>;
  /** bm25's collection statistics, kept in carrier_meta. */
  private stats: NameCounts;
  private statsDirty = false;
  private readonly cap: number;
  private readonly file: string;
  /** The bulk-load writer thread, while a bulk load runs in this process. */
  private writer: BulkWriter | undefined;
  private writes: Promise<unknown> = Promise.resolve();
  private rebuilding: Promise<void> | undefined;
  private idleRebuild: ReturnType<typeof setTimeout> | undefined;
  private readonly autoBulk: boolean;
  private readonly cacheKb: number;
  private readonly searchFile: string;
  private closed = false;

  constructor(file: string, options: SqliteCarrierStoreOptions = {}) {
    this.db = openSqlite(file);
    this.file = file;
    this.searchFile = searchFileOf(file);
    this.cap = Math.max(1, Math.floor(options.searchCap ?? SEARCH_CAP));
    this.autoBulk = options.autoBulk !== false;
    this.cacheKb = Math.round((options.cacheMb ?? 256) * 1024);
    const fresh = (this.db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number }).n === 0;
    if (fresh) {
      // Bigger pages: fewer B-tree levels and half the write cost for ~1.3 KB documents. Only possible before
      // the first table exists (and outside WAL, which openSqlite has already switched on).
      this.db.exec(`PRAGMA journal_mode = DELETE; PRAGMA page_size = 16384; VACUUM; PRAGMA journal_mode = WAL;`);
    }
    // threads: CREATE INDEX may sort on a second core.
    this.db.exec(`PRAGMA cache_size = -${this.cacheKb}; PRAGMA temp_store = MEMORY; PRAGMA threads = 2;`);
    this.db.prepare(`ATTACH DATABASE ? AS search`).run(this.searchFile);
    if ((this.db.prepare(`SELECT count(*) AS n FROM search.sqlite_master`).get() as { n: number }).n === 0) {
      this.db.exec(`PRAGMA search.page_size = 16384;`);
    }
    this.db.exec(`PRAGMA search.journal_mode = WAL; PRAGMA search.synchronous = NORMAL; PRAGMA search.cache_size = -${this.cacheKb};`);
    this.createSchema();
    this.s = this.prepareStatements();
    this.bulk = this.meta('bulk') === '1';
    this.stats = JSON.parse(this.meta('name_stats') ?? '{"named":0,"legalTokens":0,"dbaTokens":0}') as NameCounts;
    const counted = this.meta('count');
    this.rowCount = counted === undefined ? this.countRows() : Number(counted);
  }

  private createSchema(): void {
    transaction(this.db, () => {
      this.db.exec(`CREATE TABLE IF NOT EXISTS main.carrier_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`);
      const version = this.meta('schema');
      if (version === '2') {
        // Schema 2 kept the name index and the officers in this file: they move to the search file, rebuilt there.
        this.db.exec(`DROP TABLE IF EXISTS main.carrier_search_vocab; DROP TABLE IF EXISTS main.carrier_search;
          DROP TABLE IF EXISTS main.carrier_terms; DROP TABLE IF EXISTS main.carrier_officers;`);
        this.setMeta('schema', SCHEMA_VERSION);
        this.setMeta('bulk', '1');
      } else if (version !== undefined && version !== SCHEMA_VERSION) {
        throw new Error(`Carrier store schema ${version} is not ${SCHEMA_VERSION}`);
      }
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS main.carriers (dot INTEGER PRIMARY KEY, doc TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS main.carrier_keys (
          dot INTEGER PRIMARY KEY,
          legal_key TEXT NOT NULL,
          dba_key TEXT NOT NULL,
          state TEXT NOT NULL,
          phone TEXT NOT NULL,
          email TEXT NOT NULL,
          address_key TEXT NOT NULL,
          mailing_key TEXT NOT NULL,
          mc_keys TEXT NOT NULL,
          officer_keys TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS main.carrier_names (dot INTEGER PRIMARY KEY, legal_key TEXT NOT NULL, dba_key TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS main.mc_dockets (mc INTEGER NOT NULL, dot INTEGER NOT NULL, PRIMARY KEY (mc, dot)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS main.equipment (id TEXT PRIMARY KEY, dot INTEGER NOT NULL, vin TEXT NOT NULL, doc TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS main.equipment_dot ON equipment(dot);
        CREATE INDEX IF NOT EXISTS main.equipment_vin ON equipment(vin) WHERE vin <> '';
        ${SEARCH_SCHEMA}
      `);
      if (version === undefined) this.setMeta('schema', SCHEMA_VERSION);
      // Outside a bulk load the secondary indexes always exist.
      if (this.meta('bulk') !== '1') for (const sql of Object.values(SECONDARY_INDEXES)) this.db.exec(sql);
      // The two files committed different writes (a crash between their commits, or a search file lost): rebuild.
      const searchGen = (this.db.prepare(`SELECT value FROM search.search_meta WHERE key = 'gen'`).get() as { value: string } | undefined)?.value;
      if (this.meta('bulk') !== '1' && searchGen !== this.meta('search_gen')) this.setMeta('bulk', '1');
    });
  }

  private prepareStatements() {
    const db = this.db;
    const arrays = (st: Stmt): Stmt => {
      st.setReturnArrays(true);
      return st;
    };
    return {
      highestDot: db.prepare(`SELECT coalesce(max(dot), 0) AS m FROM carriers`),
      insertCarrier: db.prepare(`INSERT INTO carriers (dot, doc) VALUES (?, ?)`),
      updateCarrier: db.prepare(`UPDATE carriers SET doc = ? WHERE dot = ?`),
      insertKeys: db.prepare(
        `INSERT INTO carrier_keys (dot, legal_key, dba_key, state, phone, email, address_key, mailing_key, mc_keys, officer_keys)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      updateKeys: db.prepare(
        `UPDATE carrier_keys SET legal_key = ?, dba_key = ?, state = ?, phone = ?, email = ?, address_key = ?,
         mailing_key = ?, mc_keys = ?, officer_keys = ? WHERE dot = ?`,
      ),
      insertMc: db.prepare(`INSERT OR IGNORE INTO mc_dockets (mc, dot) VALUES (?, ?)`),
      deleteMc: db.prepare(`DELETE FROM mc_dockets WHERE mc = ? AND dot = ?`),
      insertOfficer: db.prepare(`INSERT OR IGNORE INTO search.carrier_officers (name, dot) VALUES (?, ?)`),
      deleteOfficer: db.prepare(`DELETE FROM search.carrier_officers WHERE name = ? AND dot = ?`),
      insertFts: db.prepare(`INSERT INTO search.carrier_search (rowid, legal, dba, state) VALUES (CAST(? AS INTEGER), ?, ?, ?)`),
      // node:sqlite binds JS numbers as REAL, and FTS5 silently ignores a REAL rowid constraint: cast it.
      deleteFts: db.prepare(`DELETE FROM search.carrier_search WHERE rowid = CAST(? AS INTEGER)`),
      termUp: db.prepare(`INSERT INTO search.carrier_terms (term, df) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET df = df + 1`),
      termDown: db.prepare(`UPDATE search.carrier_terms SET df = df - 1 WHERE term = ?`),
      termGone: db.prepare(`DELETE FROM search.carrier_terms WHERE term = ? AND df <= 0`),
      termDf: db.prepare(`SELECT df FROM search.carrier_terms WHERE term = ?`),
      termRange: arrays(db.prepare(`SELECT term, df FROM search.carrier_terms WHERE term >= ?1 AND term < ?2 LIMIT ?3`)),
      termRangeDf: db.prepare(`SELECT count(*) AS n, coalesce(sum(df), 0) AS df FROM (SELECT df FROM search.carrier_terms WHERE term >= ?1 AND term < ?2 LIMIT 20000)`),
      setMeta: db.prepare(`INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
      setSearchGen: db.prepare(`INSERT INTO search.search_meta (key, value) VALUES ('gen', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
      docs: arrays(db.prepare(`SELECT dot, doc FROM carriers WHERE dot IN (SELECT value FROM json_each(?))`)),
      doc: db.prepare(`SELECT doc FROM carriers WHERE dot = ?`),
      nameRows: arrays(db.prepare(`SELECT dot, legal_key, dba_key, state FROM carrier_keys WHERE dot IN (SELECT value FROM json_each(?))`)),
      insertName: db.prepare(`INSERT INTO carrier_names (dot, legal_key, dba_key) VALUES (?, ?, ?)`),
      updateName: db.prepare(`UPDATE carrier_names SET legal_key = ?, dba_key = ? WHERE dot = ?`),
      mcDots: arrays(db.prepare(`SELECT mc, dot FROM mc_dockets WHERE mc IN (SELECT value FROM json_each(?)) ORDER BY mc, dot`)),
      byMc: db.prepare(`SELECT dot FROM mc_dockets WHERE mc = ?`),
      byDot: db.prepare(`SELECT dot FROM carriers WHERE dot = ?`),
      byPhone: db.prepare(`SELECT dot FROM carrier_keys WHERE phone = ? AND phone <> ''`),
      byEmail: db.prepare(`SELECT dot FROM carrier_keys WHERE email = ? AND email <> ''`),
      sharePhone: db.prepare(`SELECT dot FROM carrier_keys WHERE phone = ?1 AND phone <> '' ORDER BY dot LIMIT ?2`),
      countPhone: db.prepare(`SELECT count(*) AS n FROM carrier_keys WHERE phone = ? AND phone <> ''`),
      shareEmail: db.prepare(`SELECT dot FROM carrier_keys WHERE email = ?1 AND email <> '' ORDER BY dot LIMIT ?2`),
      countEmail: db.prepare(`SELECT count(*) AS n FROM carrier_keys WHERE email = ? AND email <> ''`),
      shareAddress: db.prepare(
        `SELECT dot FROM carrier_keys WHERE address_key = ?1 AND address_key <> ''
         UNION SELECT dot FROM carrier_keys WHERE mailing_key = ?1 AND mailing_key <> '' ORDER BY dot LIMIT ?2`,
      ),
      countAddress: db.prepare(
        `SELECT count(*) AS n FROM (SELECT dot FROM carrier_keys WHERE address_key = ?1 AND address_key <> ''
         UNION SELECT dot FROM carrier_keys WHERE mailing_key = ?1 AND mailing_key <> '')`,
      ),
      shareOfficer: db.prepare(`SELECT dot FROM search.carrier_officers WHERE name = ?1 ORDER BY dot LIMIT ?2`),
      countOfficer: db.prepare(`SELECT count(*) AS n FROM search.carrier_officers WHERE name = ?`),
      // The first `cap` matches in DOT order with what ranking needs: rowids from FTS5, name keys from carrier_names
      // (40 bytes a carrier: it stays in the page cache next to the FTS index).
      names: arrays(
        db.prepare(
          `SELECT f.rowid, n.legal_key, n.dba_key FROM search.carrier_search f JOIN carrier_names n ON n.dot = f.rowid
           WHERE carrier_search MATCH ?1 LIMIT ?2`,
        ),
      ),
      // Like a broad name search: the first `cap` carriers of the state in DOT order (from the FTS state column, so no
      // index on carrier_keys.state to build), in legal-name order.
      inState: db.prepare(
        `SELECT s.dot FROM (SELECT rowid AS dot FROM search.carrier_search WHERE carrier_search MATCH ?1 LIMIT ?4) s
         JOIN carrier_names n ON n.dot = s.dot ORDER BY n.legal_key, s.dot LIMIT ?2 OFFSET ?3`,
      ),
      countInState: db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM search.carrier_search WHERE carrier_search MATCH ?1 LIMIT ?2)`),
      equipmentExisting: arrays(db.prepare(`SELECT id, doc FROM equipment WHERE id IN (SELECT value FROM json_each(?))`)),
      insertEquipment: db.prepare(`INSERT INTO equipment (id, dot, vin, doc) VALUES (?, ?, ?, ?)`),
      updateEquipment: db.prepare(`UPDATE equipment SET dot = ?, vin = ?, doc = ? WHERE id = ?`),
      equipmentOf: db.prepare(`SELECT doc FROM equipment WHERE dot = ?`),
      equipmentByVin: db.prepare(`SELECT doc FROM equipment WHERE vin >= ?1 AND vin < ?2 ORDER BY vin, id LIMIT ?3`),
    };
  }

  private meta(key: string): string | undefined {
    const row = this.db.prepare(`SELECT value FROM carrier_meta WHERE key = ?`).get(key) as { value: string } | undefined;
    return row?.value;
  }

  private setMeta(key: string, value: string): void {
    this.db.prepare(`INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(key, value);
  }

  private countRows(): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM carriers`).get() as { n: number }).n;
  }

  // ------------------------------------------------------------------------------------------------------------
  // Writes

  async upsertMany(carriers: CarrierRecord[]): Promise<UpsertOutcome[]> {
    this.open();
    if (carriers.length === 0) return [];
    return this.exclusive(async () => {
      const writer = await this.bulkWriterFor(carriers.length);
      if (!writer) return this.upsertHere(carriers);
      const outcomes = await this.upsertThroughWriter(carriers, writer);
      this.armIdleRebuild();
      return outcomes;
    });
  }

  /** The writer thread when a bulk load runs (one starts by itself for `rows` new carriers into an empty store). */
  private async bulkWriterFor(rows: number): Promise<BulkWriter | undefined> {
    // A large first batch into an empty store is an initial load: bulk mode, ended by the first read that needs the
    // search structures or by a few idle seconds (callers that see only the CarrierStore interface get it too).
    if (this.autoBulk && !this.bulk && this.rowCount === 0 && rows >= AUTO_BULK_ROWS) this.beginBulkImport();
    if (this.writer && !this.writer.alive) {
      // The thread died (it should not): the load goes on, on this connection.
      await this.writer.close();
      this.writer = undefined;
    }
    return this.writer;
  }

  /** One transaction on this connection, everything derived maintained on the way. */
  private upsertHere(carriers: CarrierRecord[]): UpsertOutcome[] {
    const n = carriers.length;
    const recs: CarrierRecord[] = new Array(n);
    const docs: string[] = new Array(n);
    const dots: number[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const rec = canonicalCarrier(carriers[i]);
      dots[i] = dotKey(rec.dotNumber);
      recs[i] = rec;
      docs[i] = JSON.stringify(rec);
    }
    const statsBefore = { ...this.stats };
    const countBefore = this.rowCount;
    try {
      return transaction(this.db, () => this.applyBatch(recs, docs, dots));
    } catch (e) {
      // The transaction rolled back: so do the in-memory counters.
      this.stats = statsBefore;
      this.statsDirty = false;
      this.rowCount = countBefore;
      throw e;
    }
  }

  /**
   * Bulk mode: the same outcomes, but the rows are written by the writer thread in one transaction of its own while
   * this thread prepares the next batch (canonical JSON, keys, diffs): the two halves of the work overlap on two cores.
   */
  private async upsertThroughWriter(carriers: CarrierRecord[], writer: BulkWriter): Promise<UpsertOutcome[]> {
    // Every DOT number is checked (prepareCarrierRows throws on a bad one) before anything is written.
    const { rows, outcomes } = prepareCarrierRows(carriers, this.storedDocs(carriers.map((c) => dotKey(c.dotNumber))));
    await this.sendRows(rows, writer);
    return outcomes;
  }

  /** One transaction on the writer thread, in chunks so that it starts writing while the rest is cloned over. */
  private async sendRows(rows: PreparedCarrierRows, writer: BulkWriter): Promise<void> {
    const chunk = WRITER_CHUNK * ROW_WIDTH;
    writer.begin();
    try {
      for (let i = 0; i < rows.ins.length; i += chunk) writer.rows(rows.ins.slice(i, i + chunk), []);
      for (let i = 0; i < rows.upd.length; i += chunk) writer.rows([], rows.upd.slice(i, i + chunk));
    } catch (e) {
      await writer.rollback();
      throw e;
    }
    await writer.commit(rows.created ? [['count', String(this.rowCount + rows.created)]] : []);
    this.rowCount += rows.created;
  }

  /**
   * Import lanes (worker threads) prepare carrier rows with prepareCarrierRows against these stored documents and
   * hand them to writePrepared. Only while a bulk load runs on a file (the lanes' rows go straight to the writer
   * thread); otherwise the lanes are not used and upsertMany is.
   */
  preparedWrites(): PreparedWrites | undefined {
    this.open();
    if (this.file === ':memory:') return undefined;
    return {
      highestDot: () => this.highestDot(),
      storedDocs: (dots) => this.storedDocs(dots),
      write: (rows) => this.writePrepared(rows),
    };
  }

  private writePrepared(rows: PreparedCarrierRows): Promise<void> {
    this.open();
    if (!rows.ins.length && !rows.upd.length) return Promise.resolve();
    return this.exclusive(async () => {
      const writer = await this.bulkWriterFor(rows.created);
      if (!writer) {
        // Not a bulk load: the incremental path, which maintains everything derived (it needs the records).
        const docs: CarrierRecord[] = [];
        for (const a of [rows.ins, rows.upd]) for (let i = 1; i < a.length; i += ROW_WIDTH) docs.push(JSON.parse(a[i] as string) as CarrierRecord);
        this.upsertHere(docs);
        return;
      }
      await this.sendRows(rows, writer);
      this.armIdleRebuild();
    });
  }

  private armIdleRebuild(): void {
    clearTimeout(this.idleRebuild);
    this.idleRebuild = setTimeout(() => void this.derived().catch(() => undefined), IDLE_REBUILD_MS);
    this.idleRebuild.unref();
  }

  /**
   * The highest stored DOT number (one B-tree descent): a batch entirely above it cannot meet a stored row. Read each
   * time, never cached: the import CLI writes to this file beside a running server.
   */
  private highestDot(): number {
    return (this.s.highestDot.get() as { m: number }).m;
  }

  /** The stored documents of these DOT numbers; none read when they all lie above the highest stored DOT. */
  private storedDocs(dots: number[]): Map<number, string> {
    const stored = new Map<number, string>();
    let lowest = Infinity;
    for (const d of dots) if (d < lowest) lowest = d;
    if (lowest <= this.highestDot()) for (const [dot, doc] of this.docRows(dots)) stored.set(dot, doc);
    return stored;
  }

  /** Writes one after the other: the writer thread's transaction must never wait for this connection's, or the reverse. */
  private exclusive<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    this.writes = run.catch(() => undefined);
    return run;
  }

  private applyBatch(recs: CarrierRecord[], docs: string[], dots: number[]): UpsertOutcome[] {
    const n = recs.length;
    const stored = this.storedDocs(dots);
    const outcomes: UpsertOutcome[] = new Array(n);
    let created = 0;
    let written = 0;
    for (let i = 0; i < n; i++) {
      const { outcome, before } = compareSnapshot(recs[i], docs[i], stored.get(dots[i]));
      outcomes[i] = outcome;
      if (outcome.kind === 'unchanged') continue;
      if (outcome.kind === 'created') {
        this.insert(recs[i], docs[i]);
        created++;
      } else {
        this.update(before!, recs[i], docs[i]);
      }
      written++;
      stored.set(dots[i], docs[i]);
    }
    // The search file may have been written too: both files get the same new stamp in this transaction.
    if (written && !this.bulk) this.stampSearch(randomUUID());
    if (created) {
      this.rowCount += created;
      this.s.setMeta.run('count', String(this.rowCount));
    }
    if (this.statsDirty) {
      this.s.setMeta.run('name_stats', JSON.stringify(this.stats));
      this.statsDirty = false;
    }
    return outcomes;
  }

  private stampSearch(gen: string): void {
    this.s.setMeta.run('search_gen', gen);
    this.s.setSearchGen.run(gen);
  }

  private insert(rec: CarrierRecord, doc: string): void {
    const k = carrierKeys(rec);
    this.s.insertCarrier.run(k.dot, doc);
    this.s.insertKeys.run(k.dot, k.legal, k.dba, k.state, k.phone, k.email, k.address, k.mailing, mcKeys(k), officerKeys(k));
    if (this.bulk) return;
    this.s.insertName.run(k.dot, k.legal, k.dba);
    for (const mc of k.mcs) this.s.insertMc.run(mc, k.dot);
    for (const o of k.officers) this.s.insertOfficer.run(o, k.dot);
    this.s.insertFts.run(k.dot, k.legal, k.dba, k.state);
    for (const t of terms(k)) this.s.termUp.run(t);
    this.countNames(k, 1);
  }

  private update(before: CarrierRecord, rec: CarrierRecord, doc: string): void {
    const k = carrierKeys(rec);
    const o = carrierKeys(before);
    this.s.updateCarrier.run(doc, k.dot);
    if (!sameKeys(o, k)) {
      this.s.updateKeys.run(k.legal, k.dba, k.state, k.phone, k.email, k.address, k.mailing, mcKeys(k), officerKeys(k), k.dot);
    }
    if (this.bulk) return;
    for (const mc of o.mcs) if (!k.mcs.includes(mc)) this.s.deleteMc.run(mc, k.dot);
    for (const mc of k.mcs) if (!o.mcs.includes(mc)) this.s.insertMc.run(mc, k.dot);
    for (const name of o.officers) if (!k.officers.includes(name)) this.s.deleteOfficer.run(name, k.dot);
    for (const name of k.officers) if (!o.officers.includes(name)) this.s.insertOfficer.run(name, k.dot);
    if (o.legal !== k.legal || o.dba !== k.dba || o.state !== k.state) {
      this.s.deleteFts.run(k.dot);
      this.s.insertFts.run(k.dot, k.legal, k.dba, k.state);
    }
    if (o.legal !== k.legal || o.dba !== k.dba) {
      this.s.updateName.run(k.legal, k.dba, k.dot);
      for (const t of terms(o)) {
        this.s.termDown.run(t);
        this.s.termGone.run(t);
      }
      for (const t of terms(k)) this.s.termUp.run(t);
      this.countNames(o, -1);
      this.countNames(k, 1);
    }
  }

  private countNames(k: CarrierKeys, sign: 1 | -1): void {
    const counts = nameCounts(k);
    if (!counts.named) return;
    this.stats.named += sign * counts.named;
    this.stats.legalTokens += sign * counts.legalTokens;
    this.stats.dbaTokens += sign * counts.dbaTokens;
    this.statsDirty = true;
  }

  /**
   * For a large load into an empty (or to be replaced) store: from now on upsertMany writes only the carrier rows.
   * The FTS, the mc/officer tables and the secondary indexes are emptied and rebuilt by rebuildSearchIndex() (or by
   * the first read that needs them).
   *
   * Durability: every upsertMany stays one committed transaction. While the load runs, fsync is off and the file uses
   * a rollback journal instead of the WAL (pages appended to a growing file are written once instead of twice, and
   * unlike WAL's checkpoints nothing is copied back). Both keep every committed batch across a crash of this process
   * (the OS holds the writes; a hot journal rolls a half-written batch back on the next open). Only an OS crash or a
   * power loss during the load can lose or damage it; the load is then run again from the FMCSA files.
   * rebuildSearchIndex() returns to WAL with synchronous=NORMAL. When another connection holds the file open, the
   * journal mode cannot change and the load simply stays in WAL.
   */
  beginBulkImport(): void {
    this.open();
    if (!this.bulk) {
      transaction(this.db, () => {
        this.setMeta('bulk', '1');
        for (const name of Object.keys(SECONDARY_INDEXES)) this.db.exec(`DROP INDEX IF EXISTS ${name}`);
        // The search file is cleared by the rebuild (its own thread): until then reads wait for the rebuild anyway.
        this.db.exec(`DELETE FROM carrier_names; DELETE FROM mc_dockets;`);
      });
      this.bulk = true;
    }
    // Also when resuming a bulk load that a crash interrupted (the flag was on in the file).
    if (this.writer) return;
    // Stays in WAL: the running server keeps its own connection to this file (an import runs beside it), and
    // leaving WAL needs every other connection closed ("database is locked").
    this.db.exec(`PRAGMA synchronous = OFF;`);
    // An in-memory database cannot be shared with a second connection: it stays on this one.
    if (this.file !== ':memory:') this.writer = new BulkWriter(this.file, this.cacheKb);
  }

  /**
   * Rebuilds everything derived from the carrier rows (FTS, mc dockets, officers, secondary indexes) in one
   * transaction with set-based SQL, ends a bulk import, and makes the file durable (checkpoint with fsync).
   */
  async finishImport(): Promise<void> {
    if (this.bulk) await this.rebuildSearchIndex();
  }

  async rebuildSearchIndex(log?: (step: string, ms: number) => void): Promise<void> {
    this.open();
    return this.exclusive(() => this.rebuild(log));
  }

  private async rebuild(log?: (step: string, ms: number) => void): Promise<void> {
    clearTimeout(this.idleRebuild);
    const gen = randomUUID();
    let done = false;
    if (this.writer) {
      // Each file on its own thread (the search thread reads carrier_keys from this file's last commit); the event
      // loop stays free meanwhile (reads that need the index wait for it).
      const writer = this.writer;
      this.writer = undefined;
      const searchWriter = new BulkWriter(this.searchFile, this.cacheKb, this.file);
      try {
        const [main, search] = await Promise.all([writer.rebuild(MAIN_REBUILD_STEPS, NAME_STATS_SQL), searchWriter.rebuild(searchRebuildSteps('src', 'main', gen))]);
        for (const [name, ms] of main.timings) log?.(name, ms);
        for (const [name, ms] of search.timings) log?.(`search ${name}`, ms);
        this.stats = main.result as unknown as NameCounts;
        transaction(this.db, () => this.finishRebuild(gen));
        done = true;
      } catch {
        // Rolled back on the threads: rebuilt below on this connection instead.
      } finally {
        await Promise.all([writer.close(), searchWriter.close()]);
      }
    }
    if (!done) {
      transaction(this.db, () => {
        for (const [name, sql] of [...MAIN_REBUILD_STEPS, ...searchRebuildSteps('main', 'search', gen)]) {
          const t = performance.now();
          this.db.exec(sql);
          log?.(name, performance.now() - t);
        }
        this.stats = this.db.prepare(NAME_STATS_SQL).get() as unknown as NameCounts;
        this.finishRebuild(gen);
      });
    }
    this.bulk = false;
    const t = performance.now();
    this.db.exec(`PRAGMA synchronous = NORMAL; PRAGMA journal_mode = WAL; PRAGMA wal_checkpoint(TRUNCATE); PRAGMA optimize;`);
    log?.('checkpoint', performance.now() - t);
  }

  /** The derived structures are current: the bulk flag goes off, with the search file's stamp (in a transaction). */
  private finishRebuild(gen: string): void {
    this.setMeta('name_stats', JSON.stringify(this.stats));
    this.setMeta('search_gen', gen);
    this.setMeta('bulk', '0');
  }

  /** Reads through the derived structures call this first: a stale index is rebuilt, never read. */
  private async derived(): Promise<void> {
    this.open();
    if (!this.bulk) return;
    this.rebuilding ??= this.rebuildSearchIndex().finally(() => {
      this.rebuilding = undefined;
    });
    await this.rebuilding;
  }

  async upsertEquipment(records: EquipmentRecord[]): Promise<number> {
    this.open();
    if (!records.length) return 0;
    const recs = checkedEquipment(records);
    const docs = recs.map((r) => JSON.stringify(r));
    return this.exclusive(() => transaction(this.db, () => {
      const stored = new Map(chunkedRows<[string, string]>(this.s.equipmentExisting, recs.map((r) => r.id)));
      let written = 0;
      recs.forEach((r, i) => {
        const old = stored.get(r.id);
        if (old === docs[i]) return;
        const vin = normaliseVin(r.vehicleVin);
        if (old === undefined) this.s.insertEquipment.run(r.id, Number(r.dotNumber), vin, docs[i]);
        else this.s.updateEquipment.run(Number(r.dotNumber), vin, docs[i], r.id);
        stored.set(r.id, docs[i]);
        written++;
      });
      return written;
    }));
  }

  // ------------------------------------------------------------------------------------------------------------
  // Reads

  async get(dotNumber: string): Promise<CarrierRecord | null> {
    this.open();
    const dot = normaliseDot(dotNumber);
    if (!dot) return null;
    const row = this.s.doc.get(Number(dot)) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as CarrierRecord) : null;
  }

  async getMany(dotNumbers: string[]): Promise<Map<string, CarrierRecord>> {
    this.open();
    const out = new Map<string, CarrierRecord>();
    // An initial load in DOT order asks only for carriers above the highest stored one: nothing to read.
    for (const [dot, doc] of this.storedDocs(distinctNumbers(dotNumbers, normaliseDot).map(Number))) out.set(String(dot), JSON.parse(doc) as CarrierRecord);
    return out;
  }

  private docRows(dots: number[]): [number, string][] {
    return chunkedRows<[number, string]>(this.s.docs, dots);
  }

  async dotsByMc(mcNumbers: string[]): Promise<Map<string, string>> {
    await this.derived();
    const out = new Map<string, string>();
    const mcs = distinctNumbers(mcNumbers, normaliseMc).map(Number);
    // Ordered by (mc, dot): when two carriers list one docket, the lower DOT number wins.
    for (const [mc, dot] of chunkedRows<[number, number]>(this.s.mcDots, mcs)) if (!out.has(String(mc))) out.set(String(mc), String(dot));
    return out;
  }

  async count(): Promise<number> {
    this.open();
    return this.rowCount;
  }

  async search(query: CarrierQuery, page: { offset: number; limit: number }): Promise<{ hits: CarrierHit[]; total: number }> {
    await this.derived();
    const offset = wholeCount(page.offset);
    const limit = wholeCount(page.limit);
    const plan = planSearch(query);
    if (!plan) return { hits: [], total: 0 };

    let ranked: { dot: number; score: number }[];
    let total: number;
    if (plan.exact.length) {
      // Exact identifiers first: small sets, intersected, then filtered by state and name.
      let scores: Map<number, number> | undefined;
      let counted: number | undefined;
      const only = plan.exact.length === 1 && !narrows(plan) ? plan.exact[0] : undefined;
      if (only && (only.kind === 'phone' || only.kind === 'email')) {
        // A phone or e-mail alone: its first EXACT_RANK_CAP carriers straight from the index in DOT order, and a count,
        // instead of every carrier a filing service's number names (ten thousand and more).
        ({ scores, total: counted } = this.sharedScores(only.kind, only.value));
      } else {
        for (const c of plan.exact) {
          scores = intersectScores(scores, this.exactScores(c));
          if (!scores.size) break;
        }
      }
      const scorer = plan.tokens.length ? this.scorer(plan.tokens) : undefined;
      const matches: Ranked[] = [];
      for (const [dot, legal, dba, state] of chunkedRows<[number, string, string, string]>(this.s.nameRows, exactCandidates(scores!, plan))) {
        if (plan.state && state !== plan.state) continue;
        let score = scores!.get(dot)!;
        if (scorer) {
          const relevance = scorer(legal, dba);
          if (relevance === undefined) continue;
          score += relevance;
        }
        matches.push({ dot, score, name: legal });
      }
      matches.sort(byRank);
      total = scorer || plan.state ? matches.length : (counted ?? scores!.size);
      ranked = matches.slice(offset, offset + limit);
    } else if (plan.tokens.length) {
      const fts = this.ftsQuery(plan.tokens, plan.state);
      if (!fts) return { hits: [], total: 0 };
      const scorer = this.scorer(plan.tokens);
      const rows = this.s.names.all(fts, this.cap) as unknown as [number, string, string][];
      const matches: Ranked[] = [];
      for (const [dot, legal, dba] of rows) {
        const score = scorer(legal, dba);
        if (score !== undefined) matches.push({ dot, score, name: legal });
      }
      total = matches.length;
      ranked = topRanked(matches, offset, limit);
    } else {
      // Only a state: its first SEARCH_CAP carriers in DOT order, in legal-name order.
      const state = stateQuery(plan.state);
      const rows = this.s.inState.all(state, limit, offset, this.cap) as { dot: number }[];
      total = (this.s.countInState.get(state, this.cap) as { n: number }).n;
      ranked = rows.map((r) => ({ dot: r.dot, score: 0 }));
    }
    if (!ranked.length) return { hits: [], total };
    const docs = new Map(this.docRows(ranked.map((r) => r.dot)));
    const hits: CarrierHit[] = [];
    for (const r of ranked) {
      const doc = docs.get(r.dot);
      if (doc) hits.push({ carrier: JSON.parse(doc) as CarrierRecord, score: r.score });
    }
    return { hits, total };
  }

  /** The first EXACT_RANK_CAP carriers (DOT order) with this phone or e-mail, scored, and how many there are in all. */
  private sharedScores(kind: 'phone' | 'email', value: string): { scores: Map<number, number>; total: number } {
    const [list, counter] = this.sharingStatements(kind);
    const dots = (list.all(value, EXACT_RANK_CAP) as { dot: number }[]).map((r) => r.dot);
    const scores = new Map<number, number>();
    keepBest(scores, dots, EXACT[kind]);
    return { scores, total: dots.length < EXACT_RANK_CAP ? dots.length : (counter.get(value) as { n: number }).n };
  }

  /** The carriers an exact criterion finds, with the score it gives them. */
  private exactScores(c: ExactCriterion): Map<number, number> {
    const out = new Map<number, number>();
    const add = (rows: unknown[], score: number) => keepBest(out, (rows as { dot: number }[]).map((r) => r.dot), score);
    switch (c.kind) {
      case 'dot':
        add(this.s.byDot.all(Number(c.value)), EXACT.dot);
        break;
      case 'mc':
        add(this.s.byMc.all(Number(c.value)), EXACT.mc);
        break;
      case 'number':
        add(this.s.byDot.all(Number(c.value)), EXACT.dot);
        add(this.s.byMc.all(Number(c.value)), EXACT.mc);
        break;
      case 'phone':
        add(this.s.byPhone.all(c.value), EXACT.phone);
        break;
      case 'email':
        add(this.s.byEmail.all(c.value), EXACT.email);
        break;
    }
    return out;
  }

  /**
   * The FTS5 query for name tokens (all must match) and a state: one or two letters as a prefix from the prefix index,
   * a one-letter word whole, five letters or more as the OR of the whole words they start (lazy doclists, where FTS5
   * would otherwise merge every matching term up front). Empty when a token starts no word at all.
   */
  private ftsQuery(tokens: string[], state: string): string {
    const parts: string[] = [];
    for (const t of tokens) {
      if (t.length === 1) parts.push(`"${t}"`);
      else if (t.length <= 4) parts.push(`"${t}"*`);
      else {
        const lower = t.toLowerCase();
        const words = (this.s.termRange.all(lower, `${lower}\uffff`, MAX_EXPANSION + 1) as unknown as [string, number][]).map(([w]) => w);
        if (!words.length) return '';
        parts.push(words.length > MAX_EXPANSION ? `"${t}"*` : `(${words.map((w) => `"${w}"`).join(' OR ')})`);
      }
    }
    const names = `{legal dba}: (${parts.join(' AND ')})`;
    return state ? `${names} AND ${stateQuery(state)}` : names;
  }

  /** bm25 for these tokens, with document frequencies from carrier_terms. */
  private scorer(tokens: string[]): (legal: string, dba: string) => number | undefined {
    const dfs = tokens.map((t) => {
      const lower = t.toLowerCase();
      if (t.length === 1) return (this.s.termDf.get(lower) as { df: number } | undefined)?.df ?? 0;
      return (this.s.termRangeDf.get(lower, `${lower}\uffff`) as { df: number }).df;
    });
    return nameScorer(tokens, dfs, nameStatsOf(this.stats));
  }

  /** The carriers holding a sharing key, first ones in DOT order (?1 key, ?2 limit), and their count. */
  private sharingStatements(kind: SharingKind): [Stmt, Stmt] {
    const s = this.s;
    return { phone: [s.sharePhone, s.countPhone], email: [s.shareEmail, s.countEmail], address: [s.shareAddress, s.countAddress], officer: [s.shareOfficer, s.countOfficer] }[kind] as [Stmt, Stmt];
  }

  async findSharing(kind: SharingKind, value: string, limit: number): Promise<{ dotNumbers: string[]; total: number }> {
    await this.derived();
    const n = wholeCount(limit);
    const key = sharingKey(kind, value);
    if (!key) return { dotNumbers: [], total: 0 };
    const [list, counter] = this.sharingStatements(kind);
    const dotNumbers = n ? (list.all(key, n) as { dot: number }[]).map((r) => String(r.dot)) : [];
    const total = dotNumbers.length < n ? dotNumbers.length : (counter.get(key) as { n: number }).n;
    return { dotNumbers, total };
  }

  async equipmentOf(dotNumber: string): Promise<EquipmentRecord[]> {
    this.open();
    const dot = normaliseDot(dotNumber);
    if (!dot) return [];
    const list = (this.s.equipmentOf.all(Number(dot)) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord);
    return list.sort(byLastSeen);
  }

  async equipmentByVin(vin: string, limit: number): Promise<EquipmentRecord[]> {
    this.open();
    const prefix = normaliseVin(vin);
    const n = wholeCount(limit);
    if (prefix.length < VIN_MIN_CHARS || !n) return [];
    // VINs are [A-Z0-9]: every VIN starting with the prefix sorts below prefix + '~'.
    return (this.s.equipmentByVin.all(prefix, `${prefix}~`, n) as { doc: string }[]).map((r) => JSON.parse(r.doc) as EquipmentRecord);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleRebuild);
    await this.writes;
    if (this.writer) await this.writer.close();
    this.writer = undefined;
    this.db.close();
  }

  private open(): void {
    if (this.closed) throw new Error('SqliteCarrierStore is closed');
  }
}

/** The FTS terms of a carrier's names as carrier_terms counts them: each distinct word once per name, lower-cased as unicode61 folds it. */
function terms(k: CarrierKeys): string[] {
  const out: string[] = [];
  for (const name of [k.legal, k.dba]) if (name) out.push(...new Set(name.toLowerCase().split(' ')));
  return out;
}

function sameKeys(a: CarrierKeys, b: CarrierKeys): boolean {
  return (
    a.legal === b.legal && a.dba === b.dba && a.state === b.state && a.phone === b.phone && a.email === b.email &&
    a.address === b.address && a.mailing === b.mailing && mcKeys(a) === mcKeys(b) && officerKeys(a) === officerKeys(b)
  );
}

/** Rows of a `... IN (SELECT value FROM json_each(?))` statement for any number of values, CHUNK values a query. */
function chunkedRows<R>(st: Stmt, values: unknown[]): R[] {
  const rows: R[] = [];
  for (let from = 0; from < values.length; from += CHUNK) rows.push(...(st.all(JSON.stringify(values.slice(from, from + CHUNK))) as unknown as R[]));
  return rows;
}

/** The page of a ranked list without sorting all of it when the page is near the top (the usual case). */
function topRanked(matches: Ranked[], offset: number, limit: number): Ranked[] {
  const want = offset + limit;
  if (want === 0) return [];
  if (want * 8 >= matches.length) return matches.sort(byRank).slice(offset, want);
  // Keep the best `want` in a sorted buffer; most candidates fail the comparison with its last entry.
  const best: Ranked[] = [];
  for (const m of matches) {
    if (best.length === want && byRank(m, best[want - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byRank(best[mid], m) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, m);
    if (best.length > want) best.pop();
  }
  return best.slice(offset, want);
}

/** Everything derived from carriers/carrier_keys, rebuilt in one transaction (on the writer thread when there is one). */
/** The store file's derived structures, rebuilt on its writer thread. */
const MAIN_REBUILD_STEPS: [string, string][] = [
  ['clear', `DELETE FROM main.mc_dockets; DELETE FROM main.carrier_names;`],
  ['names', `INSERT INTO main.carrier_names (dot, legal_key, dba_key) SELECT dot, legal_key, dba_key FROM main.carrier_keys`],
  ['mc', `INSERT OR IGNORE INTO main.mc_dockets (mc, dot) SELECT j.value, k.dot FROM main.carrier_keys k, json_each(k.mc_keys) j WHERE k.mc_keys <> '' ORDER BY 1, 2`],
  ...Object.entries(SECONDARY_INDEXES),
];

/**
 * The search file's structures from the store file's carrier_keys (`src`: the store file's schema name on the
 * connection that runs them), ending with the stamp `gen`. Unqualified names are the search file's tables.
 */
function searchRebuildSteps(src: string, dst: string, gen: string): [string, string][] {
  return [
    ['clear', `INSERT INTO ${dst}.carrier_search (carrier_search) VALUES ('delete-all'); DELETE FROM ${dst}.carrier_officers; DELETE FROM ${dst}.carrier_terms;`],
    // No merging while the index is filled (optimize merges everything once at the end): 5.6 s to 3.6 s at 2.5 M.
    ['fts', `INSERT INTO ${dst}.carrier_search (carrier_search, rank) VALUES ('automerge', 0), ('crisismerge', 64);
      INSERT INTO ${dst}.carrier_search (rowid, legal, dba, state) SELECT dot, legal_key, dba_key, state FROM ${src}.carrier_keys;
      INSERT INTO ${dst}.carrier_search (carrier_search, rank) VALUES ('automerge', 4), ('crisismerge', 16);`],
    ['officers', `INSERT OR IGNORE INTO ${dst}.carrier_officers (name, dot)
      SELECT j.value, k.dot FROM ${src}.carrier_keys k, json_each(k.officer_keys) j WHERE k.officer_keys <> '' ORDER BY 1, 2`],
    ['fts optimize', `INSERT INTO ${dst}.carrier_search (carrier_search) VALUES ('optimize')`],
    // Name words and their document counts per name column, from the index just built (not the state column).
    ['terms', `INSERT INTO ${dst}.carrier_terms (term, df) SELECT term, sum(doc) FROM ${dst}.carrier_search_vocab WHERE col IN ('legal', 'dba') GROUP BY term`],
    ['stamp', `INSERT INTO ${dst}.search_meta (key, value) VALUES ('gen', '${gen}') ON CONFLICT (key) DO UPDATE SET value = excluded.value`],
  ];
}

const wordsSql = (col: string) => `coalesce(sum(CASE WHEN ${col} = '' THEN 0 ELSE length(${col}) - length(replace(${col}, ' ', '')) + 1 END), 0)`;
/** bm25's collection statistics, recomputed by a rebuild. */
const NAME_STATS_SQL = `SELECT count(*) AS named, ${wordsSql('legal_key')} AS legalTokens, ${wordsSql('dba_key')} AS dbaTokens
  FROM carrier_names WHERE legal_key <> '' OR dba_key <> ''`;

/** FTS5 query for the state column. */
function stateQuery(state: string): string {
  return `{state}: "${state.replace(/"/g, '')}"`;
}

/** Rows per message to the writer thread. */
const WRITER_CHUNK = 500;

/**
 * The bulk-load writer: a worker thread with its own connection to the store's file (no fsync, like the main
 * connection during a bulk load) that inserts and updates carrier rows, and runs a file's share of a rebuild (the
 * search file's on a second one). Messages: begin, rows (no
 * answer; a failure is kept), commit (answered; a kept failure rolls the transaction back and is returned), close.
 * Plain JavaScript evaluated in the worker, so that it needs no build step.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA threads = 2; PRAGMA cache_size = -' + workerData.cacheKb + ';');
if (workerData.attach) db.prepare('ATTACH DATABASE ? AS src').run(workerData.attach);
let s = null;
const statements = () => s || (s = {
  insDoc: db.prepare('INSERT INTO carriers (dot, doc) VALUES (?, ?)'),
  insKeys: db.prepare('INSERT INTO carrier_keys (dot, legal_key, dba_key, state, phone, email, address_key, mailing_key, mc_keys, officer_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
  updDoc: db.prepare('UPDATE carriers SET doc = ? WHERE dot = ?'),
  updKeys: db.prepare('UPDATE carrier_keys SET legal_key = ?, dba_key = ?, state = ?, phone = ?, email = ?, address_key = ?, mailing_key = ?, mc_keys = ?, officer_keys = ? WHERE dot = ?'),
  setMeta: db.prepare('INSERT INTO carrier_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
});
const W = ${ROW_WIDTH};
let inTransaction = false;
let failure = null;
parentPort.on('message', (m) => {
  try {
    if (m.op === 'begin') {
      failure = null;
      db.exec('BEGIN IMMEDIATE');
      inTransaction = true;
    } else if (m.op === 'rows') {
      if (failure) return;
      const { insDoc, insKeys, updDoc, updKeys } = statements();
      const a = m.ins;
      for (let i = 0; i < a.length; i += W) {
        insDoc.run(a[i], a[i + 1]);
        insKeys.run(a[i], a[i + 2], a[i + 3], a[i + 4], a[i + 5], a[i + 6], a[i + 7], a[i + 8], a[i + 9], a[i + 10]);
      }
      const u = m.upd;
      for (let i = 0; i < u.length; i += W) {
        updDoc.run(u[i + 1], u[i]);
        updKeys.run(u[i + 2], u[i + 3], u[i + 4], u[i + 5], u[i + 6], u[i + 7], u[i + 8], u[i + 9], u[i + 10], u[i]);
      }
    } else if (m.op === 'commit') {
      if (failure) throw failure;
      for (const [k, v] of m.meta) statements().setMeta.run(k, v);
      db.exec('COMMIT');
      inTransaction = false;
      parentPort.postMessage({ id: m.id });
    } else if (m.op === 'rebuild') {
      // Deferred with an attached file: IMMEDIATE would also take the write lock of the file it only reads.
      db.exec(workerData.attach ? 'BEGIN' : 'BEGIN IMMEDIATE');
      inTransaction = true;
      const timings = [];
      for (const [name, sql] of m.steps) {
        const t = performance.now();
        db.exec(sql);
        timings.push([name, performance.now() - t]);
      }
      const result = m.querySql ? { ...db.prepare(m.querySql).get() } : null;
      const t = performance.now();
      db.exec('COMMIT');
      inTransaction = false;
      timings.push(['commit', performance.now() - t]);
      parentPort.postMessage({ id: m.id, result: { timings, result } });
    } else if (m.op === 'rollback') {
      if (inTransaction) db.exec('ROLLBACK');
      inTransaction = false;
      failure = null;
      parentPort.postMessage({ id: m.id });
    } else if (m.op === 'close') {
      if (inTransaction) db.exec('ROLLBACK');
      inTransaction = false;
      db.close();
      parentPort.postMessage({ id: m.id });
      parentPort.close();
    }
  } catch (e) {
    if (m.op === 'begin' || m.op === 'rows') {
      failure = failure || e;
      return;
    }
    if (inTransaction) {
      try { db.exec('ROLLBACK'); } catch {}
      inTransaction = false;
    }
    parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) });
  }
});
`;

class BulkWriter {
  private readonly worker: Worker;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (e: Error) => void }>();
  private dead: Error | undefined;
  private closing = false;
  private readonly exited: Promise<void>;

  /** `attach`: another file, attached as `src` (read by rebuild steps). */
  constructor(file: string, cacheKb: number, attach?: string) {
    this.worker = new Worker(WRITER_SOURCE, { eval: true, workerData: { file, cacheKb, attach } });
    // Idle, the thread does not keep the process alive; a pending commit does (see call()).
    this.worker.unref();
    this.worker.on('message', (m: { id: number; error?: string; result?: unknown }) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (!this.waiting.size && !this.closing) this.worker.unref();
      if (m.error) w.reject(new Error(`Bulk writer: ${m.error}`));
      else w.resolve(m.result);
    });
    const fail = (e: Error) => {
      this.dead ??= e;
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        fail(new Error('Bulk writer thread exited'));
        resolve();
      }),
    );
  }

  get alive(): boolean {
    return !this.dead;
  }

  begin(): void {
    this.post({ op: 'begin' });
  }

  rows(ins: unknown[], upd: unknown[]): void {
    this.post({ op: 'rows', ins, upd });
  }

  async commit(meta: [string, string][]): Promise<void> {
    await this.call({ op: 'commit', meta });
  }

  rollback(): Promise<void> {
    return this.call({ op: 'rollback' }).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The steps in one transaction, then `querySql`'s row (before the commit). */
  rebuild(steps: [string, string][], querySql?: string): Promise<{ timings: [string, number][]; result: Record<string, unknown> | null }> {
    return this.call({ op: 'rebuild', steps, querySql }) as Promise<{ timings: [string, number][]; result: Record<string, unknown> | null }>;
  }

  async close(): Promise<void> {
    // Referenced until the thread has exited, or the process could end while we wait for it.
    this.closing = true;
    this.worker.ref();
    if (!this.dead) await this.call({ op: 'close' }).catch(() => undefined);
    await this.exited;
  }

  private post(message: object): void {
    if (this.dead) throw this.dead;
    this.worker.postMessage(message);
  }

  private call(message: object): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = ++this.seq;
    this.worker.ref();
    return new Promise<unknown>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
}
