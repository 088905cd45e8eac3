import type { mongo } from 'mongoose';
import { isDuplicateKeyError } from './mongo-connection';
import { checkExactUpTo, checkSearchOptions, checkTerm, checkTextEntry, estimateMatches, type TextCount, type TextEntry, type TextIndex, type TextPage, type TextSearchOptions } from '../../ports';

/** A term document: one per (term, entry), `_id` `${term}|${docId}`. */
export interface TextTermDoc {
  _id: string;
  term: string;
  docId: string;
  /** Sorts like (rank desc, id desc) when read descending: the rank zero-padded, '|', the id. */
  key: string;
}

/** The entry as put, to find its term documents again on replace and remove. */
export interface TextEntryDoc {
  _id: string;
  rank: number;
  terms: string[];
}

/** Candidates of the rarest term read at a time; each other term then costs one read of that many ids at most. */
const CHUNK = 500;
const keyOf = (rank: number, id: string) => `${String(rank).padStart(15, '0')}|${id}`;

/**
 * A TextIndex as term documents in `text_<name>` (indexed on term, key) plus the entries in `text_<name>_docs`. FerretDB
 * v1 has no $text; these queries are equality, $in and $lt only, which it serves. A search reads the rarest term's
 * documents in key order, a chunk at a time, and checks the other terms with one read per term by `_id` $in: a common
 * term costs no more than a rare one. Equal ranks come in id order, greatest first. Not atomic: a put writes the term
 * documents and then the entry (FerretDB v1 has no transactions); a put that failed half way is repaired by the
 * next put or remove of that id. Concurrent puts of one id all succeed (a clash is retried), but a term only the
 * loser held can stay behind: callers put one id from one place (a projection) to keep it exact.
 */
export class MongoTextIndex implements TextIndex {
  constructor(
    private readonly terms: mongo.Collection<TextTermDoc>,
    private readonly docs: mongo.Collection<TextEntryDoc>,
  ) {}

  async put(entry: TextEntry): Promise<void> {
    await this.putMany([entry]);
  }

  async putMany(entries: TextEntry[]): Promise<void> {
    // A repeated id: the last wins, as put after put.
    const byId = new Map(entries.map(checkTextEntry).map((e) => [e.id, e]));
    if (byId.size === 0) return;
    // Concurrent puts of one id can both insert its term documents (or its entry): the loser reads again and replaces.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.write(byId);
      } catch (e) {
        if (!isDuplicateKeyError(e) || attempt === 3) throw e;
      }
    }
  }

  private async write(byId: Map<string, TextEntry>): Promise<void> {
    const old = new Map((await this.docs.find({ _id: { $in: [...byId.keys()] } }).toArray()).map((d) => [d._id, d]));
    const drop: string[] = [];
    const add: TextTermDoc[] = [];
    for (const e of byId.values()) {
      const was = old.get(e.id);
      // The same rank keeps the term documents both hold; another rank changes every key.
      const kept = new Set(was && was.rank === e.rank ? was.terms : []);
      const now = new Set(e.terms);
      for (const t of was?.terms ?? []) if (!kept.has(t) || !now.has(t)) drop.push(`${t}|${e.id}`);
      for (const t of e.terms) if (!kept.has(t)) add.push({ _id: `${t}|${e.id}`, term: t, docId: e.id, key: keyOf(e.rank, e.id) });
    }
    // Deleting first also clears what an interrupted put left, so the inserts cannot clash.
    const stale = [...drop, ...add.map((d) => d._id)];
    if (stale.length) await this.terms.deleteMany({ _id: { $in: stale } });
    if (add.length) await this.terms.insertMany(add, { ordered: false });
    // Entries are written as the terms are, deleted and inserted: one bulkWrite of replaceOne per entry locks FerretDB
    // v1.24 up from ~100 existing ids (each statement keeps a pooled SQLite connection until the command ends).
    if (old.size) await this.docs.deleteMany({ _id: { $in: [...old.keys()] } });
    await this.docs.insertMany(
      [...byId.values()].map((e) => ({ _id: e.id, rank: e.rank, terms: e.terms })),
      { ordered: false },
    );
  }

  async remove(id: string): Promise<boolean> {
    const was = await this.docs.findOne({ _id: id });
    if (!was) return false;
    if (was.terms.length) await this.terms.deleteMany({ _id: { $in: was.terms.map((t) => `${t}|${id}`) } });
    return (await this.docs.deleteOne({ _id: id })).deletedCount > 0;
  }

  async termCount(term: string): Promise<number> {
    return this.terms.countDocuments({ term: checkTerm(term) });
  }

  async countAbout(terms: string[], exactUpTo: number): Promise<TextCount> {
    const wanted = [...new Set(terms.map(checkTerm))];
    checkExactUpTo(exactUpTo);
    if (wanted.length <= 1) return { n: wanted.length ? await this.termCount(wanted[0]!) : 0, exact: true };
    // The newest exactUpTo matches: a cursor after them means there are more.
    const newest = await this.search(wanted, { limit: exactUpTo });
    if (newest.next === null) return { n: newest.ids.length, exact: true };
    const counts = await Promise.all(wanted.map((t) => this.termCount(t)));
    const rarest = wanted[counts.indexOf(Math.min(...counts))]!;
    const spanned = await this.terms.countDocuments({ term: rarest, key: { $gte: newest.next } });
    return { n: estimateMatches(exactUpTo, Math.min(...counts), spanned), exact: false };
  }

  async search(terms: string[], options: TextSearchOptions): Promise<TextPage> {
    const { limit, skip, after } = checkSearchOptions(options);
    const wanted = [...new Set(terms.map(checkTerm))];
    if (after !== undefined && !after.includes('|')) throw new Error(`Invalid text search cursor: ${after}`);
    if (wanted.length === 0) return { ids: [], next: null };
    const counts = await Promise.all(wanted.map((t) => this.termCount(t)));
    const rarest = counts.indexOf(Math.min(...counts));
    if (counts[rarest] === 0) return { ids: [], next: null };
    const rare = wanted[rarest]!;
    const others = wanted.filter((t) => t !== rare);
    const below = (key: string | undefined) => (key === undefined ? { term: rare } : { term: rare, key: { $lt: key } });
    const read = (key: string | undefined, n: number, skipped = 0) =>
      this.terms.find(below(key), { sort: { key: -1 }, skip: skipped, limit: n, projection: { docId: 1, key: 1 } }).toArray();

    // One row past the page tells whether anything follows.
    const want = limit + 1;
    if (others.length === 0) {
      const rows = await read(after, want, skip);
      return page(rows, limit);
    }
    const matched: Pick<TextTermDoc, 'docId' | 'key'>[] = [];
    let toSkip = skip;
    let before = after;
    for (;;) {
      const chunk = await read(before, CHUNK);
      if (chunk.length === 0) break;
      before = chunk[chunk.length - 1]!.key;
      const hits = new Set(chunk.map((t) => t.docId));
      for (const term of others) {
        if (hits.size === 0) break;
        const found = await this.terms.find({ _id: { $in: [...hits].map((id) => `${term}|${id}`) } }, { projection: { docId: 1 } }).toArray();
        const has = new Set(found.map((t) => t.docId));
        for (const id of hits) if (!has.has(id)) hits.delete(id);
      }
      for (const t of chunk) {
        if (!hits.has(t.docId)) continue;
        if (toSkip > 0) toSkip--;
        else matched.push(t);
      }
      if (matched.length >= want || chunk.length < CHUNK) break;
    }
    return page(matched, limit);
  }

  async clear(): Promise<void> {
    await this.terms.deleteMany({});
    await this.docs.deleteMany({});
  }
}

function page(rows: Pick<TextTermDoc, 'docId' | 'key'>[], limit: number): TextPage {
  const shown = rows.slice(0, limit);
  return { ids: shown.map((r) => r.docId), next: rows.length > limit ? shown[shown.length - 1]!.key : null };
}
