import { transaction, waitBrieflyWhenBusy, waitingOnTheThread, whileBusy } from '@logiscope/infra';
import { searchEquipmentIn } from '../equipment/equipment-matches';
import { tallyInspections, type InspectionTally } from '../equipment/equipment-inspections';
import type { CarrierRecord, EquipmentRecord } from './carrier.model';
import type { CarrierHit, CarrierQuery, CarrierStore, SharingKind, UpsertOutcome } from './carrier.store';
import type { EquipmentSearchQuery, EquipmentSearchResult } from './equipment.store';
import { distinctNumbers, normaliseDot, normaliseMc } from './carrier-identifiers.normalise';
import { canonicalCarrier } from './carrier-record.canonical';
import { dotKey } from './carrier-search.keys';
import { SEARCH_CAP } from './carrier-search.plan';
import { type NameCounts } from './carrier-search.rank';
import { SqliteCarrierRows } from './sqlite-carrier.incremental';
import type { PreparedWrites, PreparedWritesStore } from './sqlite-carrier.prepared-writes';
import { beginBulkMode, rebuildDerived } from './sqlite-carrier.rebuild';
import { prepareCarrierRows, type PreparedCarrierRows } from './sqlite-carrier.rows';
import { createCarrierSchema, openCarrierFiles, readMeta, searchFileOf, writeMeta, type Db } from './sqlite-carrier.schema';
import { memoryIndexSourceFor } from './carrier-memory.indexes';
import { SqliteCarrierSearch } from './sqlite-carrier.search';
import { chunkedRows, prepareCarrierStatements, type CarrierStatements } from './sqlite-carrier.statements';
import { BulkWriter } from './sqlite-carrier.writer';
import { SqliteEquipment } from './sqlite-equipment.store';
import { AUTO_BULK_ROWS, IDLE_REBUILD_MS, type SqliteCarrierStoreOptions } from './sqlite-carrier.options';

export { AUTO_BULK_ROWS, type SqliteCarrierStoreOptions } from './sqlite-carrier.options';

/**
 * CarrierStore on two SQLite files (node:sqlite): the store file, and beside it `<name>.search.db`, attached as
 * `search`, with the name index (FTS5, its words) and the officers. Two files so that a rebuild builds both halves at
 * once, on two threads (each file has one writer); queries join across them on one connection. Tables:
 * sqlite-carrier.schema.ts; searches: sqlite-carrier.search.ts; writes outside a bulk load: sqlite-carrier.incremental.ts;
 * equipment (vehicles): sqlite-equipment.store.ts, on this connection.
 *
 * upsertMany is one transaction per call: the stored documents of the batch come back with one query (none when the
 * batch lies beyond the highest stored DOT, as in an initial load in DOT order), equal JSON means unchanged (both are
 * canonical), anything else is diffed field by field and only created/changed rows are written, with the lookup
 * tables, carrier_terms and the FTS maintained incrementally.
 *
 * Bulk loads (beginBulkImport): only `carriers` and `carrier_keys` are written, by a writer thread on its own
 * connection (sqlite-carrier.writer.ts) while this thread prepares the next rows (canonical JSON, keys, diffs), with
 * no fsync; rebuildSearchIndex() then builds everything derived with set-based SQL, each file on a thread of its own
 * (sqlite-carrier.rebuild.ts), and returns to WAL with synchronous=NORMAL. A read that needs the derived structures
 * while they are stale (during, or after an interrupted, bulk load) rebuilds them first: never a wrong answer.
 *
 * The two files commit separately: every transaction that writes the search file stamps both with the same token
 * (`search_gen`), and a store that opens with different stamps (a crash between the two commits, a lost search file)
 * rebuilds the derived structures before its first search.
 */
export class SqliteCarrierStore implements CarrierStore, PreparedWritesStore {
  private readonly db: Db;
  /** Derived structures (FTS, mc, officers, secondary indexes) are not maintained and must be rebuilt. */
  private bulk = false;
  private rowCount: number;
  private readonly s: CarrierStatements;
  /** Carrier rows written on this connection, with bm25's collection statistics (kept in carrier_meta). */
  private readonly rows: SqliteCarrierRows;
  private readonly searches: SqliteCarrierSearch;
  private readonly equipment: SqliteEquipment;
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
    this.file = file;
    this.searchFile = searchFileOf(file);
    const cap = Math.max(1, Math.floor(options.searchCap ?? SEARCH_CAP));
    this.autoBulk = options.autoBulk !== false;
    this.cacheKb = Math.round((options.cacheMb ?? 256) * 1024);
    this.db = openCarrierFiles(file, this.searchFile, this.cacheKb);
    createCarrierSchema(this.db);
    // The server and `npm run import` both write here: a write waits for the other's lock off the thread (whileBusy).
    waitBrieflyWhenBusy(this.db);
    this.s = prepareCarrierStatements(this.db);
    this.bulk = readMeta(this.db, 'bulk') === '1';
    this.rows = new SqliteCarrierRows(this.s, JSON.parse(readMeta(this.db, 'name_stats') ?? '{"named":0,"legalTokens":0,"dbaTokens":0}') as NameCounts);
    const index = options.memoryIndexes === false ? undefined : memoryIndexSourceFor(file, this.searchFile, this.db);
    this.searches = new SqliteCarrierSearch(this.s, cap, () => this.rows.stats, index);
    this.equipment = new SqliteEquipment(this.db);
    const counted = readMeta(this.db, 'count');
    this.rowCount = counted === undefined ? (this.db.prepare(`SELECT count(*) AS n FROM carriers`).get() as { n: number }).n : Number(counted);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Writes

  async upsertMany(carriers: CarrierRecord[]): Promise<UpsertOutcome[]> {
    this.open();
    if (carriers.length === 0) return [];
    return this.exclusive(async () => {
      const writer = await this.bulkWriterFor(carriers.length);
      if (!writer) return whileBusy(() => this.upsertHere(carriers));
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
    const recs = carriers.map((c) => canonicalCarrier(c));
    const dots = recs.map((r) => dotKey(r.dotNumber));
    const docs = recs.map((r) => JSON.stringify(r));
    return this.inTransaction(() => this.applyBatch(recs, docs, dots));
  }

  /** fn in one transaction on this connection; if it rolls back, so do the in-memory counters. */
  private inTransaction<T>(fn: () => T): T {
    const statsBefore = { ...this.rows.stats };
    const countBefore = this.rowCount;
    try {
      return transaction(this.db, fn);
    } catch (e) {
      this.rows.stats = statsBefore;
      this.rows.statsDirty = false;
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

  /** One transaction on the writer thread, with the new count. */
  private async sendRows(rows: PreparedCarrierRows, writer: BulkWriter): Promise<void> {
    await writer.writeRows(rows, rows.created ? [['count', String(this.rowCount + rows.created)]] : []);
    this.rowCount += rows.created;
  }

  /**
   * Import lanes (worker threads) prepare carrier rows with prepareCarrierRows against these stored documents and hand
   * them to writePrepared: to the writer thread while a bulk load runs, else written on this connection as prepared.
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
      // Not a bulk load: the rows as the lane prepared them, everything derived maintained on the way.
      if (!writer) return whileBusy(() => this.inTransaction(() => this.countCreated(this.rows.applyPrepared(rows, this.bulk).created)));
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

  /** Inside the transaction of upsertHere: the batch's rows, the count and bm25's statistics. */
  private applyBatch(recs: CarrierRecord[], docs: string[], dots: number[]): UpsertOutcome[] {
    const { outcomes, created } = this.rows.applyBatch(recs, docs, dots, this.storedDocs(dots), this.bulk);
    this.countCreated(created);
    return outcomes;
  }

  /** Inside a write's transaction: the new count and bm25's statistics. */
  private countCreated(created: number): void {
    if (created) {
      this.rowCount += created;
      this.s.setMeta.run('count', String(this.rowCount));
    }
    this.rows.saveStats();
  }

  /**
   * For a large load into an empty (or to be replaced) store: from now on upsertMany writes only the carrier rows.
   * The FTS, the mc/officer tables and the secondary indexes are emptied and rebuilt by rebuildSearchIndex() (or by
   * the first read that needs them).
   *
   * Durability: every upsertMany stays one committed transaction. While the load runs, fsync is off (the file stays in
   * WAL: a running server beside the import keeps its own connection, and leaving WAL needs every other connection
   * closed). Every committed batch survives a crash of this process (the OS holds the writes); only an OS crash or a
   * power loss during the load can lose or damage it, and the load is then run again from the FMCSA files.
   * rebuildSearchIndex() returns to synchronous=NORMAL and checkpoints with fsync.
   */
  beginBulkImport(): void {
    this.open();
    if (!this.bulk) {
      waitingOnTheThread(this.db, () => beginBulkMode(this.db));
      this.bulk = true;
    }
    // Also when resuming a bulk load that a crash interrupted (the flag was on in the file).
    if (this.writer) return;
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
    return this.exclusive(() => waitingOnTheThread(this.db, () => this.rebuild(log)));
  }

  private async rebuild(log?: (step: string, ms: number) => void): Promise<void> {
    clearTimeout(this.idleRebuild);
    const writer = this.writer;
    this.writer = undefined;
    const files = { file: this.file, searchFile: this.searchFile, cacheKb: this.cacheKb };
    await rebuildDerived(this.db, files, writer, (stats, gen) => this.finishRebuild(stats, gen), log);
    this.bulk = false;
    const t = performance.now();
    this.db.exec(`PRAGMA synchronous = NORMAL; PRAGMA journal_mode = WAL; PRAGMA wal_checkpoint(TRUNCATE); PRAGMA optimize;`);
    log?.('checkpoint', performance.now() - t);
  }

  /** The derived structures are current: the bulk flag goes off, with the search file's stamp (in a transaction). */
  private finishRebuild(stats: NameCounts, gen: string): void {
    this.rows.stats = stats;
    writeMeta(this.db, 'name_stats', JSON.stringify(this.rows.stats));
    writeMeta(this.db, 'search_gen', gen);
    writeMeta(this.db, 'bulk', '0');
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
    return this.exclusive(() => whileBusy(() => transaction(this.db, () => this.equipment.write(records))));
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
    return this.searches.search(query, page);
  }

  /**
   * Builds the in-memory indexes for the data as it stands (on a thread of its own for a file). They serve from then
   * until the next write; after a write, searches go through FTS5 while they are built again.
   */
  async warmMemoryIndexes(): Promise<void> {
    await this.derived();
    await this.searches.refreshIndex();
  }

  async flaggedFilter(): Promise<((kind: SharingKind, value: string) => boolean) | undefined> {
    await this.derived();
    return this.searches.flaggedFilter();
  }

  async findSharing(kind: SharingKind, value: string, limit: number): Promise<{ dotNumbers: string[]; total: number }> {
    await this.derived();
    return this.searches.findSharing(kind, value, limit);
  }

  async equipmentOf(dotNumber: string): Promise<EquipmentRecord[]> {
    this.open();
    return this.equipment.of(dotNumber);
  }

  async equipmentByVin(vin: string, limit: number): Promise<EquipmentRecord[]> {
    this.open();
    return this.equipment.byVin(vin, limit);
  }

  async inspectionTallies(dotNumbers: readonly string[]): Promise<Map<string, InspectionTally>> {
    this.open();
    return tallyInspections(this.equipment.inspectionsOf(dotNumbers));
  }

  /** Carrier names and MC numbers come from this store's search structures, rebuilt first if stale. */
  async searchEquipment(query: EquipmentSearchQuery, page: { offset: number; limit: number }): Promise<EquipmentSearchResult> {
    await this.derived();
    return searchEquipmentIn(this.equipment, this, query, page);
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
