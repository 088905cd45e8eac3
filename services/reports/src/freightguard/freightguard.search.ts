import type { Filter } from '@logiscope/infra';
import type { FreightGuardQuery } from '@logiscope/proto/http';
import type { IncidentCollections, IncidentDoc } from './freightguard.read-model';
import { queryTerms } from './freightguard.terms';

/** A search reads at most this many incidents holding its terms before it answers with what it found. */
export const SEARCH_SCAN_LIMIT = 10_000;
/** Once its page is full and this many candidates are read, a search estimates its total from the share that matched. */
export const SEARCH_ESTIMATE_AFTER = 2_000;
/** Matches of several terms counted exactly; past it the total is estimated from the newest (the screen says "about"). */
export const SEARCH_EXACT_COUNT = 1_000;
const CHUNK = 500;

export interface IncidentPage {
  docs: IncidentDoc[];
  total: number;
  /** false when total is estimated (a search over many candidates). */
  exact: boolean;
}

type Criteria = Pick<FreightGuardQuery, 'search' | 'category' | 'status' | 'page' | 'pageSize'>;

const filterOf = (q: Criteria): Filter<IncidentDoc> => ({
  ...(q.category !== 'ALL' ? { reportCategory: q.category } : {}),
  ...(q.status !== 'ALL' ? { status: q.status } : {}),
});

/**
 * One page of incidents, newest first. Without a search: one indexed read of the incidents (category, status and
 * sortKey are indexed together). With a search, the text index finds the incidents holding every term, newest first:
 * without a filter its page is the answer (the total is the term's count, or for several terms the matches counted
 * exactly up to SEARCH_EXACT_COUNT and estimated past it); with a filter its matches are read a chunk at a time and checked against the
 * filter until the page is full; the total is counted exactly while the matches are few, and estimated from the share
 * that passed once the page is full and SEARCH_ESTIMATE_AFTER matches are read (or SEARCH_SCAN_LIMIT without a full page).
 */
export async function searchIncidents(c: IncidentCollections, q: Criteria, limits = { scan: SEARCH_SCAN_LIMIT, estimateAfter: SEARCH_ESTIMATE_AFTER, chunk: CHUNK, exactCount: SEARCH_EXACT_COUNT }): Promise<IncidentPage> {
  const filter = filterOf(q);
  const skip = (q.page - 1) * q.pageSize;
  const terms = queryTerms(q.search);
  if (terms.length === 0) {
    const [docs, total] = await Promise.all([c.incidents.find(filter, { sort: { sortKey: -1 }, skip, limit: q.pageSize }), c.incidents.count(filter)]);
    return { docs, total, exact: true };
  }
  const counts = await Promise.all(terms.map((term) => c.terms.termCount(term)));
  const rarest = Math.min(...counts);
  if (rarest === 0) return { docs: [], total: 0, exact: true };
  const matches = () => (terms.length === 1 ? Promise.resolve({ n: rarest, exact: true }) : c.terms.countAbout(terms, limits.exactCount));
  if (Object.keys(filter).length === 0) {
    const [page, all] = await Promise.all([c.terms.search(terms, { skip, limit: q.pageSize }), matches()]);
    return { docs: await byIds(c, page.ids, {}), total: Math.max(all.n, skip + page.ids.length), exact: all.exact };
  }
  const matched: IncidentDoc[] = [];
  let total = 0;
  let scanned = 0;
  let after: string | undefined;
  for (;;) {
    if (scanned >= limits.scan || (scanned >= limits.estimateAfter && matched.length >= q.pageSize)) {
      // The rest is estimated: the share that passed the filter so far, of every match.
      const all = await matches();
      return { docs: matched, total: Math.max(total, Math.round((total / scanned) * all.n)), exact: false };
    }
    const chunk = await c.terms.search(terms, { after, limit: limits.chunk });
    scanned += chunk.ids.length;
    for (const doc of await byIds(c, chunk.ids, filter)) {
      if (total >= skip && matched.length < q.pageSize) matched.push(doc);
      total++;
    }
    if (!chunk.next) break;
    after = chunk.next;
  }
  return { docs: matched, total, exact: true };
}


/** The incidents with these ids that pass the filter, in the order of the ids. */
async function byIds(c: IncidentCollections, ids: string[], filter: Filter<IncidentDoc>): Promise<IncidentDoc[]> {
  if (ids.length === 0) return [];
  const docs = await c.incidents.find({ ...filter, id: { $in: ids } } as Filter<IncidentDoc>);
  const byId = new Map(docs.map((d) => [d.id, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Reports of the same carrier and category by other companies within `days` of this one (either side). */
export function corroborationsOf(c: IncidentCollections, doc: IncidentDoc, days: number): Promise<number> {
  const t = Date.parse(doc.filedAt);
  const span = days * 86_400_000;
  return c.incidents.count({
    carrierKey: doc.carrierKey,
    reportCategory: doc.reportCategory,
    filedAt: { $gte: new Date(t - span).toISOString(), $lte: new Date(t + span).toISOString() },
    companyId: { $ne: doc.companyId },
  });
}
