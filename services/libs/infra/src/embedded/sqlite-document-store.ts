import { DuplicateKeyError } from '@logiscope/kernel';
import type { DatabaseSync } from 'node:sqlite';
import type { Document, DocumentCollection, DocumentStore, Filter, FindOptions, IndexSpec } from '../ports';
import { ident, openSqlite, prepared, toSql, transaction, type SqlValue } from './sqlite-database';

/** `id` lives in its own column; every other field is read from the JSON document. */
const column = (field: string) => (field === 'id' ? 'id' : `json_extract(doc, '$.${ident(field)}')`);

function where<T>(filter: Filter<T>): { sql: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  for (const [field, cond] of Object.entries(filter as Record<string, unknown>)) {
    const col = column(field);
    if (cond === null) {
      clauses.push(`${col} IS NULL`);
    } else if (typeof cond === 'object' && !Array.isArray(cond)) {
      const ops = cond as Record<string, unknown>;
      if ('$in' in ops) {
        const values = ops.$in as unknown[];
        if (values.length === 0) clauses.push('0');
        else {
          clauses.push(`${col} IN (${values.map(() => '?').join(', ')})`);
          params.push(...values.map(toSql));
        }
      }
      if ('$contains' in ops) {
        clauses.push(`instr(${col}, ?) > 0`);
        params.push(String(ops.$contains));
      }
      if ('$ne' in ops) {
        if (ops.$ne === null) clauses.push(`${col} IS NOT NULL`);
        else {
          clauses.push(`(${col} IS NULL OR ${col} != ?)`);
          params.push(toSql(ops.$ne));
        }
      }
      for (const [op, sql] of [['$gt', '>'], ['$gte', '>='], ['$lt', '<'], ['$lte', '<=']] as const) {
        if (op in ops) {
          clauses.push(`${col} ${sql} ?`);
          params.push(toSql(ops[op]));
        }
      }
    } else {
      clauses.push(`${col} = ?`);
      params.push(toSql(cond));
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

// Duck-typed: errors from node built-ins are not instanceof Error inside jest's sandbox.
const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/.test(String((e as { message?: string })?.message));

class SqliteCollection<T extends Document> implements DocumentCollection<T> {
  private readonly table: string;

  constructor(
    private readonly db: DatabaseSync,
    private readonly name: string,
    indexes: IndexSpec[],
  ) {
    this.table = `doc_${ident(name)}`;
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    for (const idx of indexes) {
      const idxName = `${this.table}_${idx.fields.map(ident).join('_')}`;
      db.exec(`CREATE ${idx.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${idxName} ON ${this.table} (${idx.fields.map(column).join(', ')})`);
    }
  }

  private write(sql: string, doc: T): void {
    try {
      prepared(this.db, sql).run(doc.id, JSON.stringify(doc));
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, doc.id);
      throw e;
    }
  }

  async insert(doc: T): Promise<void> {
    this.write(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`, doc);
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    const st = prepared(this.db, `INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`);
    let at = 0;
    try {
      transaction(this.db, () => {
        for (; at < docs.length; at++) st.run(docs[at].id, JSON.stringify(docs[at]));
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, docs[at]?.id ?? '');
      throw e;
    }
  }

  async upsert(doc: T): Promise<void> {
    this.write(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`, doc);
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
    const w = where(filter);
    return (prepared(this.db, `SELECT COUNT(*) AS n FROM ${this.table} ${w.sql}`).get(...w.params) as { n: number }).n;
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    const next = { ...current, ...patch, id } as T;
    try {
      prepared(this.db, `UPDATE ${this.table} SET doc = ? WHERE id = ?`).run(JSON.stringify(next), id);
    } catch (e) {
      if (isUniqueViolation(e)) throw new DuplicateKeyError(this.name, id);
      throw e;
    }
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return Number(prepared(this.db, `DELETE FROM ${this.table} WHERE id = ?`).run(id).changes) > 0;
  }
}

/** Read models as JSON documents in SQLite tables, with expression indexes on the queried fields. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: DatabaseSync;

  constructor(file: string) {
    this.db = openSqlite(file);
  }

  async collection<T extends Document>(name: string, indexes: IndexSpec[] = []): Promise<DocumentCollection<T>> {
    return new SqliteCollection<T>(this.db, name, indexes);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
