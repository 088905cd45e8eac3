// The distributed adapter of CarrierStore: the connection is infra's MongoDatabase; the driver's types come from
// mongo-carrier.docs.ts.
import { MongoDatabase, type MongoTarget } from '@logiscope/infra/distributed';
import { searchEquipmentIn } from '../equipment/equipment-matches';
import { tallyInspections, type InspectionTally } from '../equipment/equipment-inspections';
import type { CarrierRecord, EquipmentRecord } from './carrier.model';
import type { CarrierHit, CarrierQuery, CarrierStore, SharingKind, UpsertOutcome } from './carrier.store';
import type { EquipmentSearchQuery, EquipmentSearchResult } from './equipment.store';
import { byIds, fromMongo, replaceDocs, updatePostings, type Coll, type Db, type Postings, type Raw } from './mongo-carrier.docs';
import { BUCKET, collectCarrier, fromKeysDoc, LOOKUPS, lookupKeys, satisfies, tokenKeys, toKeysDoc, type LookupKind, type MetaStats } from './mongo-carrier.keys';
import { MongoEquipment } from './mongo-equipment.store';
import { distinctNumbers, normaliseDot, normaliseMc, wholeCount } from './carrier-identifiers.normalise';
import { canonicalCarrier, compareSnapshot } from './carrier-record.canonical';
import { carrierKeys, dotKey, sharingKey, type CarrierKeys } from './carrier-search.keys';
import {
  byRank,
  EXACT_SCORES,
  exactCandidates,
  intersectScores,
  keepBest,
  planSearch,
  SEARCH_CAP,
  type ExactCriterion,
  type Ranked,
} from './carrier-search.plan';
import { nameScorer, nameStatsOf, type NameCounts } from './carrier-search.rank';

/** Carriers fetched per round trip when names are checked and ranked. */
const FETCH = 1000;

export interface MongoCarrierStoreOptions {
  /** Prefix of every collection name, so several stores can share one database (tests). */
  prefix?: string;
  /** Tests only: fail an upsert after the documents are written, before the old lookup entries are removed. */
  crashBeforeRemovals?: boolean;
}

/**
 * CarrierStore on MongoDB, written for what FerretDB v1 (SQLite backend) can do: every read is an `_id` lookup and
 * nothing needs a transaction.
 *
 * Collections (all `_id`-keyed, no secondary index):
 *  - `carriers`: `{ _id: '<dot>', ...CarrierRecord }` (string `_id`: FerretDB pushes down only string/ObjectId `_id`s);
 *  - `carrier_keys`: `{ _id: '<dot>', l, b, s, p, e, a, m, mc, o }`, the carrier's normalised search keys (~150 bytes):
 *    what every lookup candidate is checked against and ranked on, without reading the 1.3 KB documents;
 *  - `carrier_by_mc | _phone | _email | _address | _officer`: `{ _id: <normalised key>, d: [dot, ...] }`;
 *  - `carrier_terms`: name postings `{ _id: 'w:EAGLE:<bucket>' | 'p:EAG:<bucket>' | 's:TX:<bucket>', d: [dot, ...] }`
 *    for whole words, their 2/3/4-letter prefixes and the state, split in DOT-number buckets of 2^19 so that the
 *    broadest posting (a two-letter prefix) stays far below the 16 MB document limit;
 *  - equipment (vehicles): mongo-equipment.store.ts;
 *  - `carrier_meta`: `{ _id: 'stats', maxDot, named, legalTokens, dbaTokens }` (buckets to read, bm25's averages).
 *
 * FerretDB v1.24's SQLite backend pushes a single `_id` equality down to SQLite but the expression it filters on
 * (`_ferretdb_sjson->'$._id'`) is not the one its unique index is built on (`->"_id"`): every `_id` lookup is a scan of
 * the collection in SQLite (~1 µs a document), `$in` a scan in Go (~20 µs a document). So the write path never
 * issues one operation per key: per batch and collection, one `$in` read of the documents touched, the new documents
 * computed here, one deleteMany of those replaced and one insertMany. On real MongoDB the same operations use the
 * `_id` index.
 *
 * Writes assume a single writer (the import runs one batch at a time): the replace is read-modify-write and FerretDB
 * applies updates the same way, so two concurrent writers could lose each other's entries. Order per batch:
 *   1. lookup documents gaining entries, 2. the carrier documents, 3. lookup documents losing entries.
 * Between steps the lookups hold a superset of the truth, and every read checks its candidates against the carrier
 * documents, so entries left over by a crash cost a fetch, never a wrong answer. A crash inside one replace (between
 * its deleteMany and insertMany) can lose documents: rebuildLookups() rebuilds every lookup from the documents.
 *
 * Name search: the postings of every query token (a prefix key for partial words) and of the state are intersected,
 * the candidates' names are fetched in DOT order and checked, at most SEARCH_CAP matches are ranked in memory with the
 * SQLite store's bm25 scorer (FTS5's formula, legal name 2, DBA 1), ties by legal name then DOT. Good enough for
 * FerretDB; real MongoDB could use a text index later.
 */
export class MongoCarrierStore implements CarrierStore {
  private readonly database: MongoDatabase;
  private readonly prefix: string;
  private readonly crashBeforeRemovals: boolean;
  private readonly equipment: MongoEquipment;

  constructor(target: MongoTarget, options: MongoCarrierStoreOptions = {}) {
    this.database = new MongoDatabase(target);
    this.prefix = options.prefix ?? '';
    this.crashBeforeRemovals = options.crashBeforeRemovals === true;
    this.equipment = new MongoEquipment((name) => this.coll(name));
  }

  private db(): Promise<Db> {
    return this.database.db();
  }

  /** Carrier collections are read by `_id` only: no index to create (equipment has its own: mongo-equipment.store.ts). */
  private async coll(name: string): Promise<Coll> {
    return (await this.db()).collection<Raw>(this.prefix + name);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Writes

  async upsertMany(carriers: CarrierRecord[]): Promise<UpsertOutcome[]> {
    const n = carriers.length;
    if (n === 0) return [];
    const recs = carriers.map(canonicalCarrier);
    for (const r of recs) dotKey(r.dotNumber);
    const docs = recs.map((r) => JSON.stringify(r));
    const dots = [...new Set(recs.map((r) => r.dotNumber))];
    const coll = await this.coll('carriers');
    const before = new Map<string, CarrierRecord>();
    for (const raw of await byIds(coll, dots)) before.set(String(raw._id), fromMongo<CarrierRecord>(raw));

    const current = new Map<string, string>();
    for (const [dot, rec] of before) current.set(dot, JSON.stringify(rec));
    const written = new Map<string, CarrierRecord>();
    const outcomes: UpsertOutcome[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const dot = recs[i].dotNumber;
      const { outcome } = compareSnapshot(recs[i], docs[i], current.get(dot));
      outcomes[i] = outcome;
      if (outcome.kind === 'unchanged') continue;
      current.set(dot, docs[i]);
      written.set(dot, recs[i]);
    }
    if (!written.size) return outcomes;

    // The net effect of the batch on every lookup key: entries to add, entries to remove.
    const adds: Postings<number> = new Map();
    const removes: Postings<number> = new Map();
    const stats: MetaStats = { maxDot: 0, named: 0, legalTokens: 0, dbaTokens: 0 };
    const keyDocs: Raw[] = [];
    for (const [dot, rec] of written) {
      const k = carrierKeys(rec);
      const prev = before.get(dot);
      collectCarrier(k, prev ? carrierKeys(prev) : undefined, adds, removes, stats);
      keyDocs.push(toKeysDoc(dot, k));
    }

    // 1. new lookup entries, 2. the documents, 3. old entries: lookups are a superset of the truth between steps.
    await updatePostings((name) => this.coll(name), adds, 'add');
    await (await this.coll('carrier_meta')).updateOne(
      { _id: 'stats' as never },
      { $max: { maxDot: stats.maxDot }, $inc: { named: stats.named, legalTokens: stats.legalTokens, dbaTokens: stats.dbaTokens } },
      { upsert: true },
    );
    // Keys before documents: a crash in between leaves the old document, which the next import rewrites with both.
    await replaceDocs(await this.coll('carrier_keys'), keyDocs, new Set(before.keys()));
    await replaceDocs(coll, [...written].map(([dot, rec]) => ({ _id: dot, ...rec })), new Set(before.keys()));
    if (this.crashBeforeRemovals) throw new Error('Simulated crash before the removals');
    await updatePostings((name) => this.coll(name), removes, 'remove');
    return outcomes;
  }

  upsertEquipment(records: EquipmentRecord[]): Promise<number> {
    return this.equipment.write(records);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Reads

  async get(dotNumber: string): Promise<CarrierRecord | null> {
    const dot = normaliseDot(dotNumber);
    if (!dot || dot === '0') return null;
    const raw = await (await this.coll('carriers')).findOne({ _id: dot as never });
    return raw ? fromMongo<CarrierRecord>(raw) : null;
  }

  async getMany(dotNumbers: string[]): Promise<Map<string, CarrierRecord>> {
    const dots = distinctNumbers(dotNumbers, normaliseDot);
    const out = new Map<string, CarrierRecord>();
    if (!dots.length) return out;
    for (const raw of await byIds(await this.coll('carriers'), dots)) out.set(String(raw._id), fromMongo<CarrierRecord>(raw));
    return out;
  }

  /** Carriers (key fields only) for candidate DOT numbers, in DOT order; what every lookup is checked against. */
  private async keysOf(dots: number[]): Promise<Map<number, CarrierKeys>> {
    const out = new Map<number, CarrierKeys>();
    const coll = await this.coll('carrier_keys');
    const sorted = [...new Set(dots)].sort((a, b) => a - b);
    for (let from = 0; from < sorted.length; from += FETCH) {
      const slice = sorted.slice(from, from + FETCH);
      const byDot = new Map<number, CarrierKeys>();
      for (const raw of await byIds(coll, slice.map(String))) byDot.set(Number(raw._id), fromKeysDoc(raw));
      // In DOT order whatever order the server answered in.
      for (const dot of slice) {
        const k = byDot.get(dot);
        if (k) out.set(dot, k);
      }
    }
    return out;
  }

  private async lookup(kind: LookupKind, keys: string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    if (!keys.length) return out;
    for (const raw of await byIds(await this.coll(`carrier_by_${kind}`), keys)) out.set(String(raw._id), (raw.d as number[]) ?? []);
    return out;
  }

  async dotsByMc(mcNumbers: string[]): Promise<Map<string, string>> {
    const mcs = distinctNumbers(mcNumbers, normaliseMc);
    const found = await this.lookup('mc', mcs);
    const keys = await this.keysOf([...found.values()].flat());
    const out = new Map<string, string>();
    for (const mc of mcs) {
      const dots = (found.get(mc) ?? []).filter((d) => keys.get(d)?.mcs.includes(Number(mc))).sort((a, b) => a - b);
      // When two carriers list one docket, the lower DOT number wins (as in the SQLite store).
      if (dots.length) out.set(mc, String(dots[0]));
    }
    return out;
  }

  async count(): Promise<number> {
    return (await this.coll('carriers')).estimatedDocumentCount();
  }

  async findSharing(kind: SharingKind, value: string, limit: number): Promise<{ dotNumbers: string[]; total: number }> {
    const n = wholeCount(limit);
    const key = sharingKey(kind, value);
    if (!key) return { dotNumbers: [], total: 0 };
    const candidates = (await this.lookup(kind, [key])).get(key) ?? [];
    const keys = await this.keysOf(candidates);
    const dots = [...keys.values()].filter((k) => lookupKeys(k, kind).includes(key)).map((k) => k.dot);
    return { dotNumbers: dots.slice(0, n).map(String), total: dots.length };
  }

  async search(query: CarrierQuery, page: { offset: number; limit: number }): Promise<{ hits: CarrierHit[]; total: number }> {
    const offset = wholeCount(page.offset);
    const limit = wholeCount(page.limit);
    const plan = planSearch(query);
    if (!plan) return { hits: [], total: 0 };

    let matches: Ranked[] = [];
    let total: number;
    // The postings and bm25's statistics are read by name and state searches only, not by exact identifiers alone.
    const meta = plan.tokens.length || !plan.exact.length ? ((await (await this.coll('carrier_meta')).findOne({ _id: 'stats' as never })) ?? {}) : {};
    const tokenSets: Set<number>[] = [];
    for (const t of plan.tokens) tokenSets.push(await this.termDots(tokenKeys(t), meta));
    const ranker = plan.tokens.length ? this.ranker(plan.tokens, tokenSets, meta) : undefined;
    if (plan.exact.length) {
      let scores: Map<number, number> | undefined;
      for (const c of plan.exact) {
        scores = intersectScores(scores, await this.exactScores(c));
        if (!scores.size) break;
      }
      const candidates = exactCandidates(scores!, plan);
      const keys = await this.keysOf(candidates);
      // Lookup entries a crash left behind name carriers that no longer hold the identifier: not counted.
      let stale = 0;
      for (const dot of candidates) {
        const score = scores!.get(dot)!;
        const k = keys.get(dot);
        if (!k || !plan.exact.every((c) => satisfies(k, c))) {
          stale++;
          continue;
        }
        if (plan.state && k.state !== plan.state) continue;
        let s = score;
        if (ranker) {
          const nameScore = ranker(k);
          if (nameScore === undefined) continue;
          s += nameScore;
        }
        matches.push({ dot, score: s, name: k.legal });
      }
      total = ranker || plan.state ? matches.length : scores!.size - stale;
    } else {
      // Candidates from the postings: every token (and the state) must hold; checked against the names in DOT order.
      const sets = [...tokenSets];
      if (plan.state) sets.push(await this.termDots([`s:${plan.state}`], meta));
      sets.sort((a, b) => a.size - b.size);
      const candidates = [...sets[0]].filter((d) => sets.every((s) => s.has(d))).sort((a, b) => a - b);
      for (let from = 0; from < candidates.length && matches.length < SEARCH_CAP; from += FETCH) {
        const keys = await this.keysOf(candidates.slice(from, from + FETCH));
        for (const k of keys.values()) {
          if (plan.state && k.state !== plan.state) continue;
          const score = ranker ? ranker(k) : 0;
          if (score === undefined) continue;
          matches.push({ dot: k.dot, score, name: k.legal });
          if (matches.length === SEARCH_CAP) break;
        }
      }
      total = matches.length;
    }
    matches.sort(byRank);
    matches = matches.slice(offset, offset + limit);
    if (!matches.length) return { hits: [], total };
    const docs = await this.getMany(matches.map((m) => String(m.dot)));
    const hits: CarrierHit[] = [];
    for (const m of matches) {
      const carrier = docs.get(String(m.dot));
      if (carrier) hits.push({ carrier, score: m.score });
    }
    return { hits, total };
  }

  private async exactScores(c: ExactCriterion): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (c.kind === 'dot' || c.kind === 'number') {
      const doc = await (await this.coll('carriers')).findOne({ _id: c.value as never }, { projection: { _id: 1 } });
      if (doc) keepBest(out, [Number(c.value)], EXACT_SCORES.dot);
    }
    if (c.kind === 'mc' || c.kind === 'number') keepBest(out, (await this.lookup('mc', [c.value])).get(c.value) ?? [], EXACT_SCORES.mc);
    if (c.kind === 'phone' || c.kind === 'email') keepBest(out, (await this.lookup(c.kind, [c.value])).get(c.value) ?? [], EXACT_SCORES[c.kind]);
    return out;
  }

  /** The union of the postings of these keys, over every DOT bucket. */
  private async termDots(keys: string[], meta: Raw): Promise<Set<number>> {
    const coll = await this.coll('carrier_terms');
    const buckets = Math.floor(Number(meta.maxDot ?? 0) / BUCKET);
    const ids: string[] = [];
    for (const key of keys) for (let b = 0; b <= buckets; b++) ids.push(`${key}:${b}`);
    const out = new Set<number>();
    for (const raw of await byIds(coll, ids)) for (const d of (raw.d as number[]) ?? []) out.add(d);
    return out;
  }

  /** bm25 as the SQLite store computes it; document frequencies from the postings (long partial words: their 4-letter prefix). */
  private ranker(tokens: string[], postings: Set<number>[], meta: Raw): (k: CarrierKeys) => number | undefined {
    const counts: NameCounts = { named: Number(meta.named ?? 1), legalTokens: Number(meta.legalTokens ?? 0), dbaTokens: Number(meta.dbaTokens ?? 0) };
    const score = nameScorer(tokens, postings.map((p) => p.size), nameStatsOf(counts));
    return (k) => score(k.legal, k.dba);
  }

  equipmentOf(dotNumber: string): Promise<EquipmentRecord[]> {
    return this.equipment.of(dotNumber);
  }

  equipmentByVin(vin: string, limit: number): Promise<EquipmentRecord[]> {
    return this.equipment.byVin(vin, limit);
  }

  async inspectionTallies(dotNumbers: readonly string[]): Promise<Map<string, InspectionTally>> {
    return tallyInspections(await this.equipment.inspectionsOf(dotNumbers));
  }

  searchEquipment(query: EquipmentSearchQuery, page: { offset: number; limit: number }): Promise<EquipmentSearchResult> {
    return searchEquipmentIn(this.equipment, this, query, page);
  }

  /**
   * Rebuilds every lookup collection, the name postings and the statistics from the carrier and equipment documents
   * (a repair after a crash inside a write, see replaceDocs; reads are incomplete while it runs).
   */
  async rebuildLookups(): Promise<void> {
    const names = [...LOOKUPS.map((k) => `carrier_by_${k}`), 'carrier_keys', 'carrier_terms'];
    for (const name of names) await (await this.coll(name)).deleteMany({});
    const stats: MetaStats = { maxDot: 0, named: 0, legalTokens: 0, dbaTokens: 0 };
    let adds: Postings<number> = new Map();
    let keys: Raw[] = [];
    const flush = async () => {
      await updatePostings((name) => this.coll(name), adds, 'add');
      if (keys.length) await (await this.coll('carrier_keys')).insertMany(keys, { ordered: false });
      adds = new Map();
      keys = [];
    };
    for await (const raw of (await this.coll('carriers')).find({})) {
      const k = carrierKeys(canonicalCarrier(fromMongo<CarrierRecord>(raw)));
      collectCarrier(k, undefined, adds, new Map(), stats);
      keys.push(toKeysDoc(String(raw._id), k));
      if (keys.length === 10_000) await flush();
    }
    await flush();
    // The statistics only: carrier_meta also holds the equipment's schema mark.
    await (await this.coll('carrier_meta')).replaceOne({ _id: 'stats' as never }, stats, { upsert: true });
    await this.equipment.rebuildLookups();
  }

  /** Drops this store's database (tests, re-provisioning). */
  async dropDatabase(): Promise<void> {
    await (await this.db()).dropDatabase();
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}
