// Documents by `_id` on MongoDB as FerretDB v1 can serve them: the helpers both MongoDB adapters of the carrier store
// (carriers, equipment) write and read with. Only the driver's types come from mongoose; the connection is infra's.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the CarrierStore's MongoDB adapter; drivers are otherwise kept in services/libs/infra
import type { mongo } from 'mongoose';

export type Db = mongo.Db;
export type Raw = mongo.Document;
export type Coll = mongo.Collection<Raw>;
/** A collection of the store by name (the store's prefix applied). */
export type CollOf = (name: string) => Promise<Coll>;

/** Per collection, per key: the DOT numbers (or equipment ids) to add or remove. */
export type Postings<V> = Map<string, Map<string, Set<V>>>;

export function note<V>(target: Postings<V>, coll: string, key: string, value: V): void {
  if (!key) return;
  let byKey = target.get(coll);
  if (!byKey) target.set(coll, (byKey = new Map()));
  let set = byKey.get(key);
  if (!set) byKey.set(key, (set = new Set()));
  set.add(value);
}

/**
 * Writes whole documents: those that exist are deleted first, then everything is inserted in one insertMany (plus the
 * `gone` ids deleted). Two round trips whatever the number of documents; between them the replaced documents are
 * briefly absent (no transactions on FerretDB), which the stores' rebuildLookups() repairs after a crash there.
 */
export async function replaceDocs(coll: Coll, docs: Raw[], existing: Set<string>, gone: string[] = []): Promise<void> {
  const remove = [...gone, ...docs.map((d) => String(d._id)).filter((id) => existing.has(id))];
  if (remove.length) await coll.deleteMany(remove.length === 1 ? { _id: remove[0] as never } : { _id: { $in: remove as never[] } });
  if (docs.length) await coll.insertMany(docs, { ordered: false });
}

/** Up to this many ids are read with one equality query each, in parallel, rather than one `$in`. */
const EQUALITY_LOOKUPS = 50;

/**
 * `_id` lookups. A single `_id` equality is the only filter FerretDB pushes down to SQLite (a scan in C, ~1 µs a
 * document); `$in` is evaluated in Go on every decoded document against every listed id. So a few ids are read with
 * parallel equality queries and only longer lists with `$in` (on MongoDB both use the `_id` index).
 */
export async function byIds(coll: Coll, ids: string[], projection?: Record<string, 0 | 1>): Promise<Raw[]> {
  if (!ids.length) return [];
  const options = projection ? { projection } : {};
  if (ids.length <= EQUALITY_LOOKUPS) {
    const found = await Promise.all(ids.map((id) => coll.findOne({ _id: id as never }, options)));
    return found.filter((raw) => raw !== null) as Raw[];
  }
  return coll.find({ _id: { $in: ids as never[] } }, options).toArray();
}

/** The stored form back to the record: `_id` (and the named search fields) dropped, field order as stored (canonical). */
export function fromMongo<T>(raw: Raw, ...drop: string[]): T {
  const { _id: _ignored, ...rest } = raw;
  for (const key of drop) delete rest[key];
  return rest as T;
}

/**
 * Adds entries to (or removes them from) lookup documents `{ _id: key, d: [...] }`, per collection: one `$in` read of
 * the documents touched, the new arrays computed here, then the changed documents replaced with one deleteMany and
 * one insertMany. Never one round trip per key: FerretDB v1 evaluates every `_id` filter by scanning the collection.
 */
export async function updatePostings<V extends number | string>(collOf: CollOf, changes: Postings<V>, mode: 'add' | 'remove'): Promise<void> {
  await Promise.all(
    [...changes].map(async ([name, byKey]) => {
      const coll = await collOf(name);
      const current = new Map<string, V[]>();
      for (const raw of await byIds(coll, [...byKey.keys()])) current.set(String(raw._id), (raw.d as V[]) ?? []);
      const docs: Raw[] = [];
      const gone: string[] = [];
      for (const [key, set] of byKey) {
        const had = current.get(key);
        if (mode === 'add') {
          const next = had ? [...had] : [];
          const seen = new Set(next);
          let changed = !had;
          for (const v of set) {
            if (seen.has(v)) continue;
            next.push(v);
            changed = true;
          }
          if (changed) docs.push({ _id: key, d: next });
        } else if (had) {
          const next = had.filter((v) => !set.has(v));
          if (next.length === had.length) continue;
          if (next.length) docs.push({ _id: key, d: next });
          else gone.push(key);
        }
      }
      await replaceDocs(coll, docs, new Set(current.keys()), gone);
    }),
  );
}
