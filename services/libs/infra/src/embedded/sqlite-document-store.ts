import { DuplicateKeyError } from '@logiscope/kernel';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';
import type { Document, DocumentCollection, DocumentStore, Filter, FindOptions, IndexSpec, TextIndex } from '../ports';
import { ident, openSqlite, prepared, transaction } from './sqlite-database';
import { CountedIndex } from './sqlite-counted-index';
import { column, where } from './sqlite-document-filter';
import { SqliteTextIndex } from './sqlite-text-index';
import { waitBrieflyWhenBusy, whileBusy } from './sqlite-busy';
import { holdWrites } from './sqlite-write-gate';

// Duck-typed: errors from node built-ins are not instanceof Error inside jest's sandbox.
const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/.test(String((e as { message?: string })?.message));

class SqliteCollection<T extends Document> implements DocumentCollection<T> {
  private readonly table: string;
  private readonly counted: CountedIndex[];

  constructor(
    private readonly db: DatabaseSync,
    private readonly name: string,
    indexes: IndexSpec[],
  ) {
    this.table = `doc_${ident(name)}`;
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    // A counted index's counts table serves its counts; finds are served by the other indexes.
    for (const idx of indexes.filter((i) => !i.counted)) {
      const idxName = `${this.table}_${idx.fields.map(ident).join('_')}`;
      db.exec(`CREATE ${idx.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${idxName} ON ${this.table} (${idx.fields.map(column).join(', ')})`);
    }
    // Fewest fields first: the first that covers a count has the fewest rows to sum.
    this.counted = indexes
      .filter((i) => i.counted)
      .sort((a, b) => a.fields.length - b.fields.length)
      .map((i) => new CountedIndex(db, this.table, i.fields));
  }

  private async write(sql: string, doc: T): Promise<void> {
    try {
      await whileBusy(() => prepared(this.db, sql).run(doc.id, JSON.stringify(doc)));
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, doc.id);
      throw e;
    }
  }

  async insert(doc: T): Promise<void> {
    await this.write(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`, doc);
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    const st = prepared(this.db, `INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`);
    let at = 0;
    try {
      await whileBusy(() =>
        transaction(this.db, () => {
          for (at = 0; at < docs.length; at++) st.run(docs[at].id, JSON.stringify(docs[at]));
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, docs[at]?.id ?? '');
      throw e;
    }
  }

  async insertNew(docs: T[]): Promise<string[]> {
    if (docs.length === 0) return [];
    const st = prepared(this.db, `INSERT OR IGNORE INTO ${this.table} (id, doc) VALUES (?, ?)`);
    return whileBusy(() => transaction(this.db, () => docs.filter((d) => Number(st.run(d.id, JSON.stringify(d)).changes) > 0).map((d) => d.id)));
  }

  async upsert(doc: T): Promise<void> {
    await this.write(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`, doc);
  }

  async get(id: string): Promise<T | null> {
    const row = prepared(this.db, `SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    const w = where(filter);
    const order = Object.entries(options.sort ?? {})
      .map(([f, dir]) => `${column(f)} ${dir === -1 ? 'DESC' : 'ASC'}`)
      .join(', ');
    const sql = `SELECT doc FROM ${this.table} ${w.sql} ${order ? `ORDER BY ${order}` : ''} LIMIT ? OFFSET ?`;
    const rows = prepared(this.db, sql).all(...w.params, options.limit ?? -1, options.skip ?? 0) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async count(filter: Filter<T>): Promise<number> {
    const counted = this.counted.find((c) => c.covers(filter));
    if (counted) return counted.count(filter);
    const w = where(filter);
    return (prepared(this.db, `SELECT COUNT(*) AS n FROM ${this.table} ${w.sql}`).get(...w.params) as { n: number }).n;
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    const next = { ...current, ...patch, id } as T;
    try {
      await whileBusy(() => prepared(this.db, `UPDATE ${this.table} SET doc = ? WHERE id = ?`).run(JSON.stringify(next), id));
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, id);
      throw e;
    }
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return Number((await whileBusy(() => prepared(this.db, `DELETE FROM ${this.table} WHERE id = ?`).run(id))).changes) > 0;
  }
}

/** The store whose batch the running code is part of: a batch inside it runs as part of it. */
const inBatch = new AsyncLocalStorage<SqliteDocumentStore>();

/** Read models as JSON documents in SQLite tables, with expression indexes on the queried fields. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: DatabaseSync;

  constructor(private readonly file: string) {
    this.db = openSqlite(file);
    // An import writes this file from another process: every write here waits in whileBusy, not on the thread.
    waitBrieflyWhenBusy(this.db);
  }

  /**
   * One transaction around work's writes: a projection's batch of 500 events commits its pages once instead of once a
   * write (5 to 10 times faster replays). The file's other writers in this process wait for it (sqlite-write-gate.ts).
   * Not all or nothing: what work wrote before a failure is committed (projections are idempotent; their checkpoint
   * is stored only after the batch). Inside a batch, work runs as it comes.
   */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    if (inBatch.getStore() === this) return work();
    // Another batch of this file (another projection of the service) runs first: they take turns.
    const release = await holdWrites(this.file);
    try {
      await whileBusy(() => this.db.exec('BEGIN IMMEDIATE'));
      return await inBatch.run(this, work);
    } finally {
      try {
        if (this.db.isTransaction) this.db.exec('COMMIT');
      } finally {
        release();
      }
    }
  }

  async collection<T extends Document>(name: string, indexes: IndexSpec[] = []): Promise<DocumentCollection<T>> {
    // Its tables and indexes are created (IF NOT EXISTS) here: a write too.
    return whileBusy(() => new SqliteCollection<T>(this.db, name, indexes));
  }

  /** An FTS5 table in this store's file, so the store's transactions (a batch) include its writes. */
  async textIndex(name: string): Promise<TextIndex> {
    return whileBusy(() => new SqliteTextIndex(this.db, name));
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
