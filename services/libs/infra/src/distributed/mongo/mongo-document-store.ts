import { DuplicateKeyError } from '@logiscope/kernel';
import type { mongo } from 'mongoose';
import { checkTextIndexName, type Document, type DocumentCollection, type DocumentStore, type Filter, type FindOptions, type IndexSpec, type TextIndex } from '../../ports';
import { ensureIndexes, isDuplicateKeyError, MongoDatabase, toJson, type MongoTarget } from './mongo-connection';
import { MongoTextIndex, type TextEntryDoc, type TextTermDoc } from './mongo-text-index';

type Raw = mongo.Document;
type MongoCollection = mongo.Collection<Raw>;

const OPERATORS = new Set(['$in', '$gt', '$gte', '$lt', '$lte', '$ne']);
const field = (name: string) => (name === 'id' ? '_id' : name);

/** Filter (the port's subset) to a MongoDB query: `id` is `_id`, values and the supported operators pass through. */
export function toMongoFilter<T>(filter: Filter<T>): Raw {
  const query: Raw = {};
  for (const [name, cond] of Object.entries(filter as Record<string, unknown>)) {
    // An undefined value constrains nothing (it would not survive JSON either).
    if (cond === undefined) continue;
    if (isOperatorObject(cond)) {
      const ops: Raw = {};
      for (const [op, v] of Object.entries(cond)) {
        if (op === '$contains') {
          ops.$regex = String(v).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          continue;
        }
        if (!OPERATORS.has(op)) throw new Error(`Unsupported filter operator ${op} on ${name}`);
        if (v !== undefined) ops[op] = toJson(v);
      }
      if (Object.keys(ops).length) query[field(name)] = ops;
      continue;
    }
    // null matches null and missing fields, as json_extract(...) IS NULL does in the embedded store.
    query[field(name)] = toJson(cond);
  }
  return query;
}

function isOperatorObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function toMongoSort<T>(sort: FindOptions<T>['sort']): Record<string, 1 | -1> {
  const out: Record<string, 1 | -1> = {};
  for (const [name, dir] of Object.entries(sort ?? {})) out[field(name)] = dir === -1 ? -1 : 1;
  // _id breaks ties so skip/limit pages are stable (MongoDB gives no order among equal keys).
  if (!('_id' in out)) out._id = 1;
  return out;
}

function fromMongo<T>(raw: Raw): T {
  const { _id, __v: _v, ...rest } = raw;
  return { id: _id, ...rest } as T;
}

/** The stored form: `id` becomes `_id`; values are reduced to JSON like the embedded store does. */
function toMongo<T extends Document>(doc: T): Raw {
  const { id, ...rest } = toJson(doc) as T & Record<string, unknown>;
  return { _id: id, ...rest };
}

/** One refused document of a bulk insert (the driver's WriteError). */
interface WriteErrorLike {
  index: number;
  code?: number;
  errmsg?: string;
}
const isDuplicateWrite = (w: WriteErrorLike) => isDuplicateKeyError({ code: w.code, message: w.errmsg ?? '' });

class MongoDocumentCollection<T extends Document> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly coll: MongoCollection,
  ) {}

  private duplicate(e: unknown, id: string): unknown {
    if (!isDuplicateKeyError(e)) return e;
    // MongoDB names the clashing key; FerretDB only says "E11000 duplicate key error collection: db.coll".
    const key = e.keyValue ? JSON.stringify(e.keyValue) : id;
    return new DuplicateKeyError(this.name, key);
  }

  async insert(doc: T): Promise<void> {
    try {
      await this.coll.insertOne(toMongo(doc));
    } catch (e) {
      throw this.duplicate(e, doc.id);
    }
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    try {
      await this.coll.insertMany(docs.map(toMongo), { ordered: true });
    } catch (e) {
      const at = (e as { writeErrors?: { index?: number }[] }).writeErrors?.[0]?.index ?? 0;
      throw this.duplicate(e, docs[at]?.id ?? '');
    }
  }

  async insertNew(docs: T[]): Promise<string[]> {
    if (docs.length === 0) return [];
    try {
      await this.coll.insertMany(docs.map(toMongo), { ordered: false });
      return docs.map((d) => d.id);
    } catch (e) {
      // Unordered: every document was tried; those refused as duplicates were stored before, any other refusal is an error.
      const reported = (e as { writeErrors?: WriteErrorLike | WriteErrorLike[] }).writeErrors;
      const refused = Array.isArray(reported) ? reported : reported ? [reported] : [];
      if (refused.length === 0 || !refused.every(isDuplicateWrite)) throw e;
      const stored = new Set(refused.map((w) => w.index));
      return docs.filter((_, i) => !stored.has(i)).map((d) => d.id);
    }
  }

  async upsert(doc: T): Promise<void> {
    const { _id, ...rest } = toMongo(doc);
    try {
      await this.coll.replaceOne({ _id }, rest, { upsert: true });
    } catch (e) {
      if (!isDuplicateKeyError(e)) throw e;
      // Two upserts of a new id can both try to insert; the loser replaces the winner's document instead.
      // A clash on another unique index makes this fail (or match nothing) too, and then it is a real duplicate.
      const retried = await this.coll.replaceOne({ _id }, rest).catch((e2: unknown) => {
        throw this.duplicate(e2, doc.id);
      });
      if (retried.matchedCount === 0) throw this.duplicate(e, doc.id);
    }
  }

  async get(id: string): Promise<T | null> {
    const raw = await this.coll.findOne({ _id: id as never });
    return raw ? fromMongo<T>(raw) : null;
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    // MongoDB reads limit 0 as "no limit"; the port (and SQLite) read it as zero rows.
    if (options.limit === 0) return [];
    const cursor = this.coll.find(toMongoFilter(filter), { sort: toMongoSort(options.sort) });
    if (options.skip) cursor.skip(options.skip);
    if (options.limit !== undefined) cursor.limit(options.limit);
    return (await cursor.toArray()).map((raw) => fromMongo<T>(raw));
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.coll.countDocuments(toMongoFilter(filter));
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<boolean> {
    const $set: Raw = {};
    const $unset: Record<string, ''> = {};
    for (const [k, v] of Object.entries(patch as Record<string, unknown>)) {
      if (k === 'id' || k === '_id') continue;
      // A field patched to undefined disappears, as it does from the embedded store's JSON.
      if (v === undefined) $unset[k] = '';
      else $set[k] = toJson(v);
    }
    const update: Raw = {};
    if (Object.keys($set).length) update.$set = $set;
    if (Object.keys($unset).length) update.$unset = $unset;
    // An empty $set is an error on MongoDB; an empty patch still reports whether the document exists.
    if (!Object.keys(update).length) return (await this.coll.countDocuments({ _id: id as never }, { limit: 1 })) > 0;
    try {
      return (await this.coll.updateOne({ _id: id as never }, update)).matchedCount > 0;
    } catch (e) {
      throw this.duplicate(e, id);
    }
  }

  async delete(id: string): Promise<boolean> {
    return (await this.coll.deleteOne({ _id: id as never })).deletedCount > 0;
  }
}

/**
 * Read models in one MongoDB database per service. Documents are stored as they are with `id` as `_id`.
 * FerretDB v1 (SQLite) refuses field names containing '.' or starting with '$', and arrays directly inside arrays;
 * it also evaluates every query except an `_id` lookup by scanning the collection (indexes only enforce uniqueness there),
 * and applies an update as read-then-write, so concurrent updates of one document can lose each other's fields.
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly database: MongoDatabase;
  /** Index creation is a round trip per call; collections are asked for on every request by some callers. */
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(target: MongoTarget) {
    this.database = new MongoDatabase(target);
  }

  /** MongoDB writes go one by one (FerretDB v1 has no transactions); the batch only runs work. */
  batch<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  async collection<T extends Document>(name: string, indexes: IndexSpec[] = []): Promise<DocumentCollection<T>> {
    const db = await this.database.db();
    const coll = db.collection<Raw>(name);
    const specs = indexes.filter((i) => !(i.fields.length === 1 && i.fields[0] === 'id'));
    if (specs.length) {
      const key = `${name}\u0000${JSON.stringify(specs)}`;
      let ensuring = this.ensured.get(key);
      if (!ensuring) {
        ensuring = ensureIndexes(
          coll,
          specs.map((i) => ({
            key: Object.fromEntries(i.fields.map((f) => [field(f), 1 as const])),
            // Default names (email_1): changing `unique` on an existing index then fails loudly on MongoDB
            // (IndexOptionsConflict) instead of leaving the old index in force under another name.
            ...(i.unique ? { unique: true } : {}),
          })),
        );
        // A failed attempt is retried by the next call instead of being cached.
        ensuring.catch(() => this.ensured.delete(key));
        this.ensured.set(key, ensuring);
      }
      await ensuring;
    }
    return new MongoDocumentCollection<T>(name, coll);
  }

  /** Term documents in `text_<name>` (indexed on term, key) and the entries in `text_<name>_docs` (mongo-text-index.ts). */
  async textIndex(name: string): Promise<TextIndex> {
    const db = await this.database.db();
    const collection = `text_${checkTextIndexName(name)}`;
    const terms = db.collection<TextTermDoc>(collection);
    let ensuring = this.ensured.get(collection);
    if (!ensuring) {
      ensuring = ensureIndexes(terms, [{ key: { term: 1, key: 1 } }]);
      ensuring.catch(() => this.ensured.delete(collection));
      this.ensured.set(collection, ensuring);
    }
    await ensuring;
    return new MongoTextIndex(terms, db.collection<TextEntryDoc>(`${collection}_docs`));
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}
