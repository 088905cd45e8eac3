import type { TextIndex } from './text-index.port';

/** Comparison operators supported on top-level fields: the subset FerretDB v1, MongoDB and SQLite all serve. */
export type FieldFilter<V> = V | { $in: V[] } | { $gt?: V; $gte?: V; $lt?: V; $lte?: V } | { $ne: V } | (V extends string ? { $contains: string } : never);
// `$contains`: the string field holds this text (exact case: store a lower-cased copy to search case-insensitively). A scan.
export type Filter<T> = { [K in keyof T]?: FieldFilter<T[K]> };
export type Sort<T> = { [K in keyof T]?: 1 | -1 };

export interface FindOptions<T> {
  sort?: Sort<T>;
  limit?: number;
  skip?: number;
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
  /**
   * Keep the number of documents per combination of these fields, so a count whose conditions are all on them
   * (equality, $in, $ne, ranges) costs a few rows however many documents match. For fields with few values.
   * SQLite keeps a counts table by triggers (no index for finds: declare one apart); MongoDB has the plain index (the
   * server counts on it).
   */
  counted?: boolean;
}

export interface Document {
  id: string;
}

/** A read model collection. Documents are plain JSON objects keyed by `id`; returned values are copies. */
export interface DocumentCollection<T extends Document> {
  /** Throws DuplicateKeyError when the id or a unique index already holds the value. */
  insert(doc: T): Promise<void>;
  /**
   * Inserts many in one write (SQLite: one transaction, all or nothing; MongoDB: one ordered insertMany, the documents
   * before a duplicate stay). Throws DuplicateKeyError like insert.
   */
  insertMany(docs: T[]): Promise<void>;
  /**
   * Inserts those not stored yet (by id or a unique field) and answers their ids, in one write however many were stored
   * before (SQLite: INSERT OR IGNORE in one transaction; MongoDB: one unordered insertMany): a redelivered source event
   * adds only what is new.
   */
  insertNew(docs: T[]): Promise<string[]>;
  /** Insert or replace the whole document with this id. */
  upsert(doc: T): Promise<void>;
  get(id: string): Promise<T | null>;
  findOne(filter: Filter<T>): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Shallow merge of the given fields; false when no document has this id. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
}

export interface DocumentStore {
  collection<T extends Document>(name: string, indexes?: IndexSpec[]): Promise<DocumentCollection<T>>;
  /** A full-text index of ids by terms, kept by this store (SQLite: FTS5 in its file; MongoDB: term documents). Names as collection names. */
  textIndex(name: string): Promise<TextIndex>;
  /**
   * Runs work, whose writes the engine may group for speed (SQLite: one transaction; MongoDB: as they come). Not all or
   * nothing: what work wrote before it failed stays. work must await nothing but this store (no other service, no
   * timer): on SQLite, the file's other writers wait until it ends.
   */
  batch<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
