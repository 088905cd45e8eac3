import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';
import { OPEN_BUSY_TIMEOUT_MS } from './sqlite-busy';

export type SqlValue = SQLInputValue;

/** A row as a SELECT names it: each column an SQL value (declare row shapes as type aliases, not interfaces). */
export type SqlRow = Record<string, SQLOutputValue>;

/**
 * The statement's rows, typed as the columns its SELECT names: node:sqlite types every row as a record of SQL values,
 * the statement's text is what says which; the one place that narrows it, instead of a cast at every read.
 */
export function rowsOf<R extends SqlRow>(statement: StatementSync, ...params: SQLInputValue[]): R[] {
  return statement.all(...params) as R[];
}

/** The statement's first row (see rowsOf), or undefined when it selects none. */
export function rowOf<R extends SqlRow>(statement: StatementSync, ...params: SQLInputValue[]): R | undefined {
  return statement.get(...params) as R | undefined;
}

/** A row of a statement switched to arrays (setReturnArrays(true)): the columns its SELECT names, in order. */
export type SqlTuple = readonly SQLOutputValue[];

/** The rows of a statement in array mode, typed as the columns it selects (node:sqlite's types ignore the mode). */
export function tuplesOf<R extends SqlTuple>(statement: StatementSync, ...params: SQLInputValue[]): R[] {
  const rows: unknown[] = statement.all(...params);
  assertTuples<R>(rows);
  return rows;
}

function assertTuples<R extends SqlTuple>(rows: unknown[]): asserts rows is R[] {
  // One statement answers in one mode: its first row tells.
  if (rows.length > 0 && !Array.isArray(rows[0])) throw new Error('The statement does not answer arrays (setReturnArrays(true))');
}

/**
 * Opens a SQLite file tuned for one busy process: WAL so readers never block the writer, NORMAL sync
 * (durable across process crashes, the embedded profile's failure model), a busy timeout for the rare
 * second connection (tests open several clients on one file).
 */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}; PRAGMA foreign_keys = ON;`);
  return db;
}

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
/** Statements kept per connection: a process uses a handful of shapes, anything past this is not kept. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * The connection's statement for this SQL, prepared once: the stores run the same few statements on every request
 * (a session read, a read model's get), and preparing one costs more than running it.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let st = cache.get(sql);
  if (!st) {
    st = db.prepare(sql);
    if (cache.size < MAX_CACHED_STATEMENTS) cache.set(sql, st);
  }
  return st;
}

/**
 * Runs fn inside BEGIN IMMEDIATE … COMMIT so concurrent connections serialise their writes. Inside a transaction the
 * connection already holds (a DocumentStore batch), fn runs in a savepoint: all or nothing still, and the outer
 * transaction goes on.
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  const [begin, commit, rollback] = db.isTransaction ? ['SAVEPOINT nested', 'RELEASE nested', 'ROLLBACK TO nested; RELEASE nested'] : ['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK'];
  db.exec(begin);
  try {
    const result = fn();
    db.exec(commit);
    return result;
  } catch (e) {
    db.exec(rollback);
    throw e;
  }
}

/** node:sqlite binds no booleans or undefined: map them the way json_extract reads them back. */
export function toSql(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') return value;
  return JSON.stringify(value);
}

/** SQL identifier for a collection or field name; refuses anything that is not a plain name. */
export function ident(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid name: ${name}`);
  return name;
}
