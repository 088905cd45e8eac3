import { filteredTextSearch, type DocumentCollection, type Filter, type TextIndex, type TextSearchLimits } from '@logiscope/infra';
import type { LoginScope } from '../security-tracking.api';
import { searchTerms } from './login-record.terms';
import type { StoredLoginRecord } from './login-record.stored';

/**
 * A search of 3 characters or more: the index's candidates (every trigram, the company, status and threat) are
 * checked against the real substring a chunk at a time. The status and threat terms make nearly every candidate pass,
 * so the page fills from the first chunk, one page long; the total is exact when the candidates fit in it, else
 * estimated from the share that passed and the index's count of candidates (measured at a million records: 2.4 ms
 * for 170,000 matches, against 3.4 ms reading and counting 200 candidates and 8 ms for 1,000).
 */
export const LOGIN_SEARCH_LIMITS: TextSearchLimits = { chunk: 100, estimateAfter: 100, scan: 10_000, exactCount: 100 };
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
  const terms = searchTerms(search, request.scope, request);
  if (terms === null) return recentScan(records, filter, { ...filter, searchText: { $contains: search } }, limit, limits.shortScan);
  // The company, status and threat are terms, so the candidates already pass them (a record never changes): only the
  // substring is checked. A scope or status condition here made SQLite read the company's index instead of the ids.
  const holding = (ids: string[]): Filter<StoredLoginRecord> => ({ id: { $in: ids }, searchText: { $contains: search } });
  const page = await filteredTextSearch({
    index: text,
    terms,
    read: async (ids) => inOrder(ids, await records.find(holding(ids))),
    count: (ids) => records.count(holding(ids)),
    skip: 0,
    limit,
    // A chunk at least a page long, so a page that passes whole is one read.
    limits: { ...limits.text, chunk: Math.max(limits.text.chunk, limit), estimateAfter: Math.max(limits.text.estimateAfter, limit) },
  });
  return { records: page.docs, total: page.total, exact: page.exact };
}

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

/** The records in the order of the ids (the index's, newest first). */
function inOrder(ids: string[], found: StoredLoginRecord[]): StoredLoginRecord[] {
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
