import { filteredTextSearch, readByIds, type Filter, type FilteredTextPage, type TextSearchLimits } from '@logiscope/infra';
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

/** `exact` false when total is estimated (a search over many candidates). */
export type IncidentPage = FilteredTextPage<IncidentDoc>;

type Criteria = Pick<FreightGuardQuery, 'search' | 'category' | 'status' | 'page' | 'pageSize'>;

const filterOf = (q: Criteria): Filter<IncidentDoc> => ({
  ...(q.category !== 'ALL' ? { reportCategory: q.category } : {}),
  ...(q.status !== 'ALL' ? { status: q.status } : {}),
});

/**
 * One page of incidents, newest first. Without a search: one indexed read of the incidents (category, status and
 * sortKey are indexed together). With a search, the text index finds the incidents holding every term, newest first
 * (filteredTextSearch): without a filter its page is the answer (the total is the term's count, or for several terms
 * the matches counted exactly up to SEARCH_EXACT_COUNT and estimated past it); with a filter its matches are checked
 * against the filter a chunk at a time until the page is full; the total is counted exactly while the matches are few,
 * and estimated from the share that passed once the page is full and SEARCH_ESTIMATE_AFTER matches are read (or
 * SEARCH_SCAN_LIMIT without a full page).
 */
export async function searchIncidents(c: IncidentCollections, q: Criteria, limits: TextSearchLimits = { scan: SEARCH_SCAN_LIMIT, estimateAfter: SEARCH_ESTIMATE_AFTER, chunk: CHUNK, exactCount: SEARCH_EXACT_COUNT }): Promise<IncidentPage> {
  const filter = filterOf(q);
  const skip = (q.page - 1) * q.pageSize;
  const terms = queryTerms(q.search);
  if (terms.length === 0) {
    const [docs, total] = await Promise.all([c.incidents.find(filter, { sort: { sortKey: -1 }, skip, limit: q.pageSize }), c.incidents.count(filter)]);
    return { docs, total, exact: true };
  }
  return filteredTextSearch({
    index: c.terms,
    terms,
    read: (ids) => readByIds(c.incidents, ids, filter),
    count: (ids) => c.incidents.count({ ...filter, id: { $in: ids } }),
    unfiltered: Object.keys(filter).length === 0,
    skip,
    limit: q.pageSize,
    limits,
  });
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
