/** Sessions, rate-limit counters and caches: Redis in the distributed profile, SQLite when embedded. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { ttlMs?: number }): Promise<void>;
  delete(key: string): Promise<void>;
  /** Atomically adds 1 and returns the new value; the TTL is set when the key is created. */
  increment(key: string, options?: { ttlMs?: number }): Promise<number>;
  close(): Promise<void>;
}
