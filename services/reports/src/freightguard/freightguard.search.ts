import type { Filter } from '@logiscope/infra';
import type { FreightGuardQuery } from '@logiscope/proto/http';
import type { IncidentCollections, IncidentDoc } from './freightguard.read-model';
import { queryTerms } from './freightguard.terms';

/** A search reads at most this many incidents holding its rarest term before it answers with what it found. */
export const SEARCH_SCAN_LIMIT = 10_000;
const CHUNK = 500;

export interface IncidentPage {
  docs: IncidentDoc[];
  total: number;
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
 * other terms and the filters, until the page is full and counted (up to SEARCH_SCAN_LIMIT candidates).
 */
export async function searchIncidents(c: IncidentCollections, q: Criteria): Promise<IncidentPage> {
  const filter = filterOf(q);
  const skip = (q.page - 1) * q.pageSize;
  const terms = queryTerms(q.search);
  if (terms.length === 0) {
    const [docs, total] = await Promise.all([c.incidents.find(filter, { sort: { sortKey: -1 }, skip, limit: q.pageSize }), c.incidents.count(filter)]);
    return { docs, total };
  }
  const counts = await Promise.all(terms.map((term) => c.terms.count({ term })));
  const rarest = counts.indexOf(Math.min(...counts));
  const rare = terms[rarest]!;
  if (counts[rarest] === 0) return { docs: [], total: 0 };
  const others = terms.filter((t) => t !== rare);
  const unfiltered = others.length === 0 && Object.keys(filter).length === 0;
  if (unfiltered) {
    // One term and no filter: its documents are the answer, in order.
    const page = await c.terms.find({ term: rare }, { sort: { sortKey: -1 }, skip, limit: q.pageSize });
    return { docs: await byIds(c, page.map((t) => t.reportId), {}), total: counts[rarest]! };
  }
  const matched: IncidentDoc[] = [];
  let total = 0;
  let before: string | undefined;
  for (let scanned = 0; scanned < SEARCH_SCAN_LIMIT; ) {
    const chunk = await c.terms.find(before === undefined ? { term: rare } : { term: rare, sortKey: { $lt: before } }, { sort: { sortKey: -1 }, limit: CHUNK });
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
    if (hits.size === 0) continue;
    const docs = await byIds(c, ids.filter((id) => hits.has(id)), filter);
    for (const doc of docs) {
      if (total >= skip && matched.length < q.pageSize) matched.push(doc);
      total++;
    }
    if (chunk.length < CHUNK) break;
  }
  return { docs: matched, total };
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
