import { filteredTextSearch, readByIds, type DocumentCollection, type Filter, type FilteredTextPage, type TextIndex, type TextSearchLimits } from '@logiscope/infra';
import type { LoginScope } from '../security-tracking.api';
import { searchTerms } from './login-record.terms';
import type { StoredLoginRecord } from './login-record.stored';

/**
 * A search of 3 characters or more: the index's candidates (trigrams, company, status and threat) are checked against
 * the real substring a chunk at a time. The status and threat terms make the candidates pass those filters, so the
 * page fills from the first chunk; the total is exact when the candidates fit in it (two pages), else estimated from
 * the share that passed and the index's count of candidates (a count of 1,000 candidates cost 8 ms at a million).
 */
export const LOGIN_SEARCH_LIMITS: TextSearchLimits = { chunk: 200, estimateAfter: 200, scan: 10_000, exactCount: 100 };
/**
 * A search asks the index for its rarest trigrams only (with the company, status and threat) while most of their
 * candidates hold the text: FTS5 walks every list it intersects, and the others narrow little, since candidates are
 * checked anyway (at a million records, "member1" failed medium: 2.6 ms with its 5 trigrams, 1.2 ms with 2).
 */
export const SEARCH_TRIGRAMS = 2;
/**
 * A search of 1 or 2 characters has no trigram: it checks the newest records under the filters, at most this many,
 * and estimates the total from the share that matched (such a search matches most records, and stops at a full page).
 */
export const SHORT_SEARCH_SCAN = 1_000;
/**
 * Status and threat filters that leave at most this many records (their counted index says how many, at once): those
 * records are checked for the text by their own index, newest first ("member1", failed, medium: 2,600 records, 1 ms;
 * 4.6 ms by the trigram index, whose lists of a company, a status and a threat are long).
 */
export const FEW_RECORDS = 5_000;
/** Under the filters' own index, the matches are counted exactly among at most this many records, else estimated. */
const EXACT_UP_TO = 1_000;

export interface SearchLimits {
  text: TextSearchLimits;
  shortScan: number;
  fewRecords: number;
}

export const SEARCH_LIMITS: SearchLimits = { text: LOGIN_SEARCH_LIMITS, shortScan: SHORT_SEARCH_SCAN, fewRecords: FEW_RECORDS };

export interface LoginSearchPage {
  records: StoredLoginRecord[];
  total: number;
  exact: boolean;
}

const NEWEST = { sort: { createdAt: -1 as const } };

/** The records, newest first, holding the search and passing the filter (scope, status, threat). */
export async function searchLoginRecords(
  records: DocumentCollection<StoredLoginRecord>,
  text: TextIndex,
  request: { scope: LoginScope; filter: Filter<StoredLoginRecord>; status: string; threatLevel: string; search: string; limit: number },
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<LoginSearchPage> {
  const { filter, search, limit } = request;
  const wanted = searchTerms(search, request.scope, request);
  const all = await records.count(filter);
  // Too short for a trigram: the newest records under the filters, a bounded number.
  if (wanted === null) return newestHolding(records, filter, search, limit, limits.shortScan, all);
  // Few records under the filters: their own index reads them newest first faster than FTS5 intersects its lists.
  if (all <= limits.fewRecords) return newestHolding(records, filter, search, limit, all, all);
  // The company, status and threat are terms, so the candidates already pass them (a record never changes): only the
  // substring is checked. A scope or status condition here made SQLite read the company's index instead of the ids.
  const holds: Filter<StoredLoginRecord> = { searchText: { $contains: search } };
  // Two pages a chunk: about half the candidates of two trigrams hold the text, and a second chunk costs more than
  // the first (FTS5 walks its lists from the newest to the cursor again).
  const chunk = Math.max(limits.text.chunk, 2 * limit);
  const bounds = { ...limits.text, chunk, estimateAfter: Math.max(limits.text.estimateAfter, limit) };
  const find = (terms: string[], scan: number) =>
    filteredTextSearch({
      index: text,
      terms: [...wanted.filters, ...terms],
      read: (ids) => readByIds(records, ids, holds),
      count: (ids) => records.count({ ...holds, id: { $in: ids } }),
      estimate: (seen) => shareOfNewest(records, filter, seen),
      skip: 0,
      limit,
      limits: { ...bounds, scan },
    });
  if (wanted.trigrams.length <= SEARCH_TRIGRAMS) return pageOf(await find(wanted.trigrams, bounds.scan));
  const few = await find(await rarest(text, wanted.trigrams, SEARCH_TRIGRAMS), 2 * chunk);
  // Two chunks of the rarest trigrams' candidates did not fill the page: few hold the text ("user12@": its two rarest,
  // "12@" and "r12", are in every "member12@" too), so every trigram is asked for.
  if (few.exact || few.docs.length >= limit) return pageOf(few);
  return pageOf(await find(wanted.trigrams, bounds.scan));
}

const pageOf = (page: FilteredTextPage<StoredLoginRecord>): LoginSearchPage => ({ records: page.docs, total: page.total, exact: page.exact });

/** Every matching record checked (the text index is still being filled): exact, and a scan of the scope. */
export async function scanLoginRecords(records: DocumentCollection<StoredLoginRecord>, filter: Filter<StoredLoginRecord>, search: string, limit: number): Promise<LoginSearchPage> {
  const matching: Filter<StoredLoginRecord> = { ...filter, searchText: { $contains: search } };
  const [found, total] = await Promise.all([records.find(matching, { ...NEWEST, limit }), records.count(matching)]);
  return { records: found, total, exact: true };
}

/**
 * The newest records under the filter (at most `bound` of them) read by the filter's own index and checked for the
 * text, newest first, until the page is full. The total is exact when every record under the filter was checked or
 * they are few; else estimated as shareOfNewest does: the share of the records checked that held the text, of all
 * under the filter (index reads, the filter's a counted index).
 */
async function newestHolding(records: DocumentCollection<StoredLoginRecord>, filter: Filter<StoredLoginRecord>, search: string, limit: number, bound: number, all: number): Promise<LoginSearchPage> {
  // Past the bound, the check stops at the createdAt of the bound-th newest record (an index walk: skipped rows are not read).
  const [edge] = all > bound ? await records.find(filter, { ...NEWEST, skip: bound - 1, limit: 1 }) : [];
  const window: Filter<StoredLoginRecord> = edge ? { ...filter, createdAt: { $gte: edge.createdAt } } : filter;
  const found = await records.find({ ...window, searchText: { $contains: search } }, { ...NEWEST, limit });
  if (found.length < limit) return edge ? { records: found, total: Math.round((found.length / bound) * all), exact: false } : { records: found, total: found.length, exact: true };
  // A few hundred records are counted exactly (checking each costs about a microsecond).
  if (!edge && all <= EXACT_UP_TO) return { records: found, total: await records.count({ ...filter, searchText: { $contains: search } }), exact: true };
  const checked = await records.count({ ...filter, createdAt: { $gte: found[found.length - 1]!.createdAt } });
  return { records: found, total: Math.max(limit, Math.round((limit / Math.max(checked, limit)) * all)), exact: false };
}

/**
 * The estimated total: the share of the newest records under the filter (back to the last candidate read) that hold
 * the text, of every record under the filter. Both counts are index reads (the second a counted index): 0.2 ms where
 * the index's count of candidates took 2 ms for a search with status and threat at a million records.
 */
async function shareOfNewest(records: DocumentCollection<StoredLoginRecord>, filter: Filter<StoredLoginRecord>, seen: { passed: number; lastId: string }): Promise<number> {
  const last = await records.get(seen.lastId);
  if (!last) return seen.passed;
  const [newest, all] = await Promise.all([records.count({ ...filter, createdAt: { $gte: last.createdAt } }), records.count(filter)]);
  return newest > 0 ? Math.round((seen.passed / newest) * all) : seen.passed;
}

/** The n terms with the fewest entries. */
async function rarest(text: TextIndex, terms: string[], n: number): Promise<string[]> {
  const counts = await Promise.all(terms.map((term) => text.termCount(term)));
  return terms
    .map((term, i) => ({ term, n: counts[i]! }))
    .sort((a, b) => a.n - b.n)
    .slice(0, n)
    .map((t) => t.term);
}
