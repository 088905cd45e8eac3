import { MAX_PAGE_SIZE } from '@logiscope/proto/http';
import type { Carrier, CarrierSearchResult } from '../carriers/carrier.types';

/**
 * Exporting a search: every result, not only the page on screen, read page by page through the search operation at
 * the API's largest page. Bounded, so an export of a broad term stays a few requests: the UI says so when a search
 * has more results than an export holds.
 */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;
export const EXPORT_MAX_PAGES = 10;
export const EXPORT_MAX_CARRIERS = EXPORT_PAGE_SIZE * EXPORT_MAX_PAGES;

export interface CollectedResults {
  carriers: Carrier[];
  /** The search's result count as the server last answered it. */
  total: number;
  /** true when the search has more results than an export holds (carriers are then the first EXPORT_MAX_CARRIERS). */
  capped: boolean;
}

/** Reads the pages of a search in order until the last one, or EXPORT_MAX_PAGES; a page that fails fails it all. */
export async function collectSearchResults(fetchPage: (page: number, pageSize: number) => Promise<CarrierSearchResult>): Promise<CollectedResults> {
  const byId = new Map<string, Carrier>();
  let total = 0;
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = answer.total;
    // A carrier that moved between pages while they were read is kept once.
    for (const carrier of answer.carriers) if (!byId.has(carrier.id)) byId.set(carrier.id, carrier);
    const lastPage = answer.carriers.length < (answer.pageSize || EXPORT_PAGE_SIZE) || page * EXPORT_PAGE_SIZE >= total;
    if (lastPage) return { carriers: [...byId.values()], total, capped: false };
  }
  return { carriers: [...byId.values()], total, capped: total > byId.size };
}
