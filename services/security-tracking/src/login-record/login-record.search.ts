import { filteredTextSearch, type DocumentCollection, type Filter, type FilteredTextPage, type TextIndex, type TextSearchLimits } from '@logiscope/infra';
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
 * A search of 1 or 2 characters has no trigram: it checks the newest records under the filters, at most this many
 * (5 ms at a million), and estimates the total from the share that matched (such a search matches most records).
 */
export const SHORT_SEARCH_SCAN = 1_000;

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
  limits = { text: LOGIN_SEARCH_LIMITS, shortScan: SHORT_SEARCH_SCAN },
): Promise<LoginSearchPage> {
  const { filter, search, limit } = request;
  const wanted = searchTerms(search, request.scope, request);
  if (wanted === null) return recentScan(records, filter, { ...filter, searchText: { $contains: search } }, limit, limits.shortScan);
  // The company, status and threat are terms, so the candidates already pass them (a record never changes): only the
  // substring is checked. A scope or status condition here made SQLite read the company's index instead of the ids.
  const holding = (ids: string[]): Filter<StoredLoginRecord> => ({ id: { $in: ids }, searchText: { $contains: search } });
  // Two pages a chunk: about half the candidates of two trigrams hold the text, and a second chunk costs more than
  // the first (FTS5 walks its lists from the newest to the cursor again).
  const chunk = Math.max(limits.text.chunk, 2 * limit);
  const bounds = { ...limits.text, chunk, estimateAfter: Math.max(limits.text.estimateAfter, limit) };
  const find = (terms: string[], scan: number) =>
    filteredTextSearch({
      index: text,
      terms: [...wanted.filters, ...terms],
      read: async (ids) => inOrder(ids, await records.find(holding(ids))),
      count: (ids) => records.count(holding(ids)),
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
 * The newest `scan` records under the filter, checked for the text: the page from them, the total estimated from the
 * share that matched, of every record under the filter (a counted index: a few rows). Exact when they are all.
 */
async function recentScan(
  records: DocumentCollection<StoredLoginRecord>,
  filter: Filter<StoredLoginRecord>,
  matching: Filter<StoredLoginRecord>,
  limit: number,
  scan: number,
): Promise<LoginSearchPage> {
  // The scan stops at the createdAt of the scan-th newest record (an index walk: skipped rows are not read).
  const [edge] = await records.find(filter, { ...NEWEST, skip: scan - 1, limit: 1 });
  const window: Filter<StoredLoginRecord> = edge ? { ...matching, createdAt: { $gte: edge.createdAt } } : matching;
  const [found, passed, all] = await Promise.all([records.find(window, { ...NEWEST, limit }), records.count(window), edge ? records.count(filter) : Promise.resolve(0)]);
  if (!edge) return { records: found, total: passed, exact: true };
  return { records: found, total: Math.max(passed, Math.round((passed / scan) * all)), exact: false };
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

/** The records in the order of the ids (the index's, newest first). */
function inOrder(ids: string[], found: StoredLoginRecord[]): StoredLoginRecord[] {
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
