import type { DatabaseSync } from 'node:sqlite';
import type { KeyValueStore } from '../ports';
import { openSqlite, prepared } from './sqlite-database';

/** Sessions and counters in SQLite; expired keys read as absent and are swept once a minute. */
export class SqliteKeyValueStore implements KeyValueStore {
  private readonly db: DatabaseSync;
  private readonly sweeper: NodeJS.Timeout;

  constructor(file: string) {
    this.db = openSqlite(file);
    this.db.exec(`CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER)`);
    this.sweeper = setInterval(() => prepared(this.db, 'DELETE FROM kv WHERE expires_at IS NOT NULL AND expires_at <= ?').run(Date.now()), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    const row = prepared(this.db, 'SELECT value FROM kv WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)').get(key, Date.now()) as
      | { value: string }
      | undefined;
    return row?.value ?? null;
  }

  async set(key: string, value: string, options: { ttlMs?: number } = {}): Promise<void> {
    const expires = options.ttlMs ? Date.now() + options.ttlMs : null;
    prepared(this.db, 'INSERT INTO kv (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at').run(key, value, expires);
  }

  async delete(key: string): Promise<void> {
    prepared(this.db, 'DELETE FROM kv WHERE key = ?').run(key);
  }

  async increment(key: string, options: { ttlMs?: number } = {}): Promise<number> {
    const now = Date.now();
    // One statement: an expired counter restarts at 1 with a fresh ttl, a live one keeps its expiry.
    const row = prepared(
      this.db,
      `INSERT INTO kv (key, value, expires_at) VALUES (?, '1', ?)
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN kv.expires_at IS NOT NULL AND kv.expires_at <= ? THEN '1' ELSE CAST(CAST(kv.value AS INTEGER) + 1 AS TEXT) END,
           expires_at = CASE WHEN kv.expires_at IS NOT NULL AND kv.expires_at <= ? THEN excluded.expires_at ELSE kv.expires_at END
         RETURNING value`,
    ).get(key, options.ttlMs ? now + options.ttlMs : null, now, now) as { value: string };
    return Number(row.value);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    if (this.db.isOpen) this.db.close();
  }
}
