import type { Document, DocumentCollection, Filter, TextIndex } from '../ports';

/** How far a filtered text search reads before it answers with an estimated total. */
export interface TextSearchLimits {
  /** At most this many candidates are read, page full or not; the total is then estimated. */
  scan: number;
  /** Once the page is full and this many candidates are read, the total is estimated from the share that passed. */
  estimateAfter: number;
  /** Candidates asked of the index at a time. */
  chunk: number;
  /** The candidates of several terms are counted exactly up to this (TextIndex.countAbout), estimated past it. */
  exactCount: number;
}

export interface FilteredTextSearch<T> {
  index: TextIndex;
  /** AND-ed; none finds nothing. */
  terms: string[];
  /** The documents with these ids that pass the caller's filter, in the order of the ids. */
  read(ids: string[]): Promise<T[]>;
  /** How many of these ids pass the filter, without reading them (once the page is full); default: read's length. */
  count?(ids: string[]): Promise<number>;
  /**
   * How many pass in all, from what was read: `passed` of the newest `scanned` candidates, down to `lastId`. Default:
   * that share of the index's count of candidates (TextIndex.countAbout).
   */
  estimate?(seen: { passed: number; scanned: number; lastId: string }): Promise<number>;
  /** Every document holding the terms matches (no filter to check): the index's page and count are the answer. */
  unfiltered?: boolean;
  skip: number;
  limit: number;
  limits: TextSearchLimits;
}

export interface FilteredTextPage<T> {
  docs: T[];
  total: number;
  /** false when the total is estimated. */
  exact: boolean;
}

/**
 * One page of the documents holding every term and passing a filter, newest (highest rank) first. Unfiltered, the
 * index's page is the answer and its count the total (exact for one term, estimated past `exactCount` for several).
 * Filtered, the candidates are read a chunk at a time, newest first, and checked with `read` until the page is full,
 * then only counted: the total is exact when every candidate was checked, and estimated from the share that passed
 * once the page is full and `estimateAfter` candidates are read (or `scan` without a full page), so a search costs
 * about the same however many documents hold its terms.
 */
export async function filteredTextSearch<T>(s: FilteredTextSearch<T>): Promise<FilteredTextPage<T>> {
  const { index, skip, limit, limits } = s;
  const terms = [...new Set(s.terms)];
  if (terms.length === 0) return { docs: [], total: 0, exact: true };
  const counts = await Promise.all(terms.map((term) => index.termCount(term)));
  const rarest = Math.min(...counts);
  if (rarest === 0) return { docs: [], total: 0, exact: true };
  const candidates = () => (terms.length === 1 ? Promise.resolve({ n: rarest, exact: true }) : index.countAbout(terms, limits.exactCount));
  if (s.unfiltered) {
    const [page, all] = await Promise.all([index.search(terms, { skip, limit }), candidates()]);
    return { docs: await s.read(page.ids), total: Math.max(all.n, skip + page.ids.length), exact: all.exact };
  }
  const docs: T[] = [];
  let passed = 0;
  let scanned = 0;
  let after: string | undefined;
  let lastId = '';
  // Reads the skipped documents and the page's; once they are all found, counts the rest.
  const check = async (ids: string[]) => {
    for (let at = 0; at < ids.length; ) {
      const wanted = skip + limit - passed;
      if (wanted <= 0 && s.count) {
        passed += await s.count(ids.slice(at));
        return;
      }
      // At least a quarter chunk a read, so candidates that mostly fail are not read a few at a time.
      const part = ids.slice(at, at + Math.max(wanted, Math.ceil(limits.chunk / 4)));
      at += part.length;
      for (const doc of await s.read(part)) {
        if (passed >= skip && docs.length < limit) docs.push(doc);
        passed++;
      }
    }
  };
  for (;;) {
    if (scanned >= limits.scan || (scanned >= limits.estimateAfter && docs.length >= limit)) {
      // The rest is estimated: by default the share that passed so far, of every candidate.
      const about = s.estimate ? await s.estimate({ passed, scanned, lastId }) : Math.round((passed / scanned) * (await candidates()).n);
      return { docs, total: Math.max(passed, about), exact: false };
    }
    const chunk = await index.search(terms, { after, limit: limits.chunk });
    scanned += chunk.ids.length;
    lastId = chunk.ids.at(-1) ?? lastId;
    await check(chunk.ids);
    if (!chunk.next) break;
    after = chunk.next;
  }
  return { docs, total: passed, exact: true };
}

/** The documents with these ids that pass the filter, in the order of the ids (a text index's, newest first): a `read`. */
export async function readByIds<T extends Document>(collection: DocumentCollection<T>, ids: string[], filter: Filter<T> = {}): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await collection.find({ ...filter, id: { $in: ids } } as Filter<T>)).map((d) => [d.id, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
