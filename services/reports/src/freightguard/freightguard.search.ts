import type { Filter } from '@logiscope/infra';
import type { FreightGuardQuery } from '@logiscope/proto/http';
import type { IncidentCollections, IncidentDoc } from './freightguard.read-model';
import { queryTerms } from './freightguard.terms';

/** A search reads at most this many incidents holding its rarest term before it answers with what it found. */
export const SEARCH_SCAN_LIMIT = 10_000;
/** Once its page is full and this many candidates are read, a search estimates its total from the share that matched. */
export const SEARCH_ESTIMATE_AFTER = 2_000;
const CHUNK = 500;

export interface IncidentPage {
  docs: IncidentDoc[];
  total: number;
  /** false when total is estimated from the candidates read (a search over many candidates). */
  exact: boolean;
}

type Criteria = Pick<FreightGuardQuery, 'search' | 'category' | 'status' | 'page' | 'pageSize'>;

const filterOf = (q: Criteria): Filter<IncidentDoc> => ({
  ...(q.category !== 'ALL' ? { reportCategory: q.category } : {}),
  ...(q.status !== 'ALL' ? { status: q.status } : {}),
});

/**
 * One page of incidents, newest first. Without a search: one indexed read of the incidents (category, status and
 * sortKey are indexed together). With a search: every term must match; the rarest term's documents are read in
 * order (an index range on term, sortKey), a chunk at a time, and the incidents they name are checked against the
 * other terms and the filters, until the page is full; the total is counted exactly while the candidates are few, and
 * estimated from the share that matched once the page is full and SEARCH_ESTIMATE_AFTER candidates are read (or
 * SEARCH_SCAN_LIMIT without a full page).
 */
export async function searchIncidents(c: IncidentCollections, q: Criteria, limits = { scan: SEARCH_SCAN_LIMIT, estimateAfter: SEARCH_ESTIMATE_AFTER, chunk: CHUNK }): Promise<IncidentPage> {
  const filter = filterOf(q);
  const skip = (q.page - 1) * q.pageSize;
  const terms = queryTerms(q.search);
  if (terms.length === 0) {
    const [docs, total] = await Promise.all([c.incidents.find(filter, { sort: { sortKey: -1 }, skip, limit: q.pageSize }), c.incidents.count(filter)]);
    return { docs, total, exact: true };
  }
  const counts = await Promise.all(terms.map((term) => c.terms.count({ term })));
  const rarest = counts.indexOf(Math.min(...counts));
  const rare = terms[rarest]!;
  const candidates = counts[rarest]!;
  if (candidates === 0) return { docs: [], total: 0, exact: true };
  const others = terms.filter((t) => t !== rare);
  const unfiltered = others.length === 0 && Object.keys(filter).length === 0;
  if (unfiltered) {
    // One term and no filter: its documents are the answer, in order.
    const page = await c.terms.find({ term: rare }, { sort: { sortKey: -1 }, skip, limit: q.pageSize });
    return { docs: await byIds(c, page.map((t) => t.reportId), {}), total: candidates, exact: true };
  }
  const matched: IncidentDoc[] = [];
  let total = 0;
  let scanned = 0;
  let before: string | undefined;
  while (scanned < candidates) {
    if (scanned >= limits.scan || (scanned >= limits.estimateAfter && matched.length >= q.pageSize)) {
      // The rest is estimated: the matches so far, scaled to every candidate.
      return { docs: matched, total: Math.max(total, Math.round((total / scanned) * candidates)), exact: false };
    }
    const chunk = await c.terms.find(before === undefined ? { term: rare } : { term: rare, sortKey: { $lt: before } }, { sort: { sortKey: -1 }, limit: limits.chunk });
    if (chunk.length === 0) break;
    scanned += chunk.length;
    before = chunk[chunk.length - 1]!.sortKey;
    const ids = chunk.map((t) => t.reportId);
    const hits = new Set(ids);
    // Each other term narrows the chunk with one read of term documents by id (`term|reportId`, the primary key):
    // a common word costs no more than a rare one.
    for (const term of others) {
      if (hits.size === 0) break;
      const found = await c.terms.find({ id: { $in: [...hits].map((id) => `${term}|${id}`) } });
      const has = new Set(found.map((t) => t.reportId));
      for (const id of hits) if (!has.has(id)) hits.delete(id);
    }
    if (hits.size === 0) {
      if (chunk.length < limits.chunk) break;
      continue;
    }
    const docs = await byIds(c, ids.filter((id) => hits.has(id)), filter);
    for (const doc of docs) {
      if (total >= skip && matched.length < q.pageSize) matched.push(doc);
      total++;
    }
    if (chunk.length < limits.chunk) break;
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
