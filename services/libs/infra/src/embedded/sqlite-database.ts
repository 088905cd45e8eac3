import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

export type SqlValue = SQLInputValue;

/**
 * Opens a SQLite file tuned for one busy process: WAL so readers never block the writer, NORMAL sync
 * (durable across process crashes, the embedded profile's failure model), a busy timeout for the rare
 * second connection (tests open several clients on one file).
 */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;`);
  return db;
}

/** Runs fn inside BEGIN IMMEDIATE … COMMIT so concurrent connections serialise their writes. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (e) {
    db.exec('ROLLBACK');
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
