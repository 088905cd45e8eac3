// The SQLite carrier store's options and the thresholds of its bulk loads (sqlite-carrier.store.ts).

/** A first batch this large into an empty store starts a bulk load by itself. */
export const AUTO_BULK_ROWS = 1000;
/** A bulk load with no write for this long is over: the search structures are rebuilt. */
export const IDLE_REBUILD_MS = 3000;

export interface SqliteCarrierStoreOptions {
  /** SQLite page cache for this connection (default 256 MB). */
  cacheMb?: number;
  /** Broad searches count and rank at most this many matches, the first in DOT order (default SEARCH_CAP, 10,000). */
  searchCap?: number;
  /** Enter bulk mode by itself on a first batch of AUTO_BULK_ROWS or more into an empty store (default true). */
  autoBulk?: boolean;
  /**
   * Keep the in-memory indexes (names; flagged carriers' contact keys) once built (default true); false: name searches
   * always go through FTS5 and every sharing lookup reads the store.
   */
  memoryIndexes?: boolean;
}
