import type { CarrierStore } from './carrier.store';
import type { PreparedCarrierRows } from './sqlite-carrier.rows';

/**
 * SQLite only: carrier writes prepared off the store's thread. The import's worker threads (import lanes) parse, merge
 * and prepare carrier rows (prepareCarrierRows) against the documents storedDocs returns, and the import hands them to
 * write in file order. Kept out of the CarrierStore port, which names no engine's row format.
 */
export interface PreparedWrites {
  /** The highest stored DOT number (0 when none): nothing at or below it needs reading for a batch above it. */
  highestDot(): number;
  /** The stored canonical JSON documents of these DOT numbers (numbers), as the lanes compare against them. */
  storedDocs(dots: number[]): Map<number, string>;
  /** Writes one batch of prepared rows in one transaction. */
  write(rows: PreparedCarrierRows): Promise<void>;
}

/** A store that takes prepared rows (SqliteCarrierStore); preparedWrites() is undefined when it cannot right now. */
export interface PreparedWritesStore {
  preparedWrites(): PreparedWrites | undefined;
}

/** The store's prepared-writes path, if its engine has one and it is open now (else the import calls upsertMany). */
export function preparedWritesOf(store: CarrierStore): PreparedWrites | undefined {
  const candidate = store as Partial<PreparedWritesStore>;
  return typeof candidate.preparedWrites === 'function' ? candidate.preparedWrites() : undefined;
}
