import type { CarrierRecord } from './carrier.model';
import type { EquipmentStore } from './equipment.store';

/** One field that differs between the stored and the incoming snapshot (top-level field names of CarrierRecord). */
export interface FieldChange {
  field: keyof CarrierRecord & string;
  before: unknown;
  after: unknown;
}

export interface UpsertOutcome {
  dotNumber: string;
  /** created: first time seen; changed: stored with these changes; unchanged: identical, nothing written. */
  kind: 'created' | 'changed' | 'unchanged';
  changes: FieldChange[];
}

export interface CarrierQuery {
  /** Free text of the home search: MC, DOT, name (legal or DBA, partial words) or phone, recognised by the store. */
  text?: string;
  companyName?: string;
  email?: string;
  /** Digits only. */
  phone?: string;
  /** Digits of an MC docket. */
  mcNumber?: string;
  dotNumber?: string;
  /** Two letters. */
  state?: string;
}

/** What findSharing looks carriers up by. */
export type SharingKind = 'phone' | 'email' | 'address' | 'officer';

export interface CarrierHit {
  carrier: CarrierRecord;
  /** Higher first: exact identifiers, then name relevance. */
  score: number;
}

/**
 * Where carriers live for search: SQLite (with FTS5) embedded, MongoDB distributed. Bulk-first: imports hand it
 * thousands of snapshots at once; reads are single-digit milliseconds at 2.5 million carriers. The vehicles seen under
 * the carriers live beside them (EquipmentStore). Engine-specific paths stay out of this port (SQLite's prepared
 * writes: sqlite-carrier.prepared-writes.ts).
 */
export interface CarrierStore extends EquipmentStore {
  /**
   * Stores the snapshots (a whole batch in one write where the engine allows) and reports, per carrier, whether it
   * is new, changed (with the field differences) or unchanged. Idempotent: the same batch twice reports unchanged.
   */
  upsertMany(carriers: CarrierRecord[]): Promise<UpsertOutcome[]>;
  getMany(dotNumbers: string[]): Promise<Map<string, CarrierRecord>>;
  get(dotNumber: string): Promise<CarrierRecord | null>;
  /** DOT numbers of carriers holding these MC dockets (digits only). */
  dotsByMc(mcNumbers: string[]): Promise<Map<string, string>>;
  /** Ranked and paged; `total` counts every match (capped at 10,000 for broad name searches). */
  search(query: CarrierQuery, page: { offset: number; limit: number }): Promise<{ hits: CarrierHit[]; total: number }>;
  /** Carriers sharing a phone / email / normalised street address / officer name with the given values. */
  findSharing(kind: SharingKind, value: string, limit: number): Promise<{ dotNumbers: string[]; total: number }>;
  /**
   * A quick test of whether any revoked or out-of-service carrier may hold a value (false: surely none), when the store
   * keeps such a set and it is current; undefined otherwise (read the holders with findSharing).
   */
  flaggedFilter?(): Promise<((kind: SharingKind, value: string) => boolean) | undefined>;
  /** Builds the store's in-memory indexes ahead of the first search, when it keeps any. */
  warmMemoryIndexes?(): Promise<void>;
  count(): Promise<number>;
  /**
   * The import calls this when a run completes: an engine that defers index maintenance during a bulk load (SQLite
   * rebuilds its search index set-wise) brings it up to date before the importing process exits.
   */
  finishImport?(): Promise<void>;
  close(): Promise<void>;
}
