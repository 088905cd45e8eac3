import type { Carrier, CarrierSearchResult } from '../carriers/carrier.types';
import { EXPORT_MAX_CARRIERS, EXPORT_PAGE_SIZE, collectSearchResults } from './search-export';

const carrier = (n: number) => ({ id: String(n), companyName: `CARRIER ${n}` }) as Carrier;

/** A search answering `total` carriers page by page, as the API does; records the pages asked for. */
function server(total: number) {
  const asked: { page: number; pageSize: number }[] = [];
  const fetchPage = async (page: number, pageSize: number): Promise<CarrierSearchResult> => {
    asked.push({ page, pageSize });
    const from = (page - 1) * pageSize;
    const carriers = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => carrier(from + i + 1));
    return { carriers, total, page, pageSize };
  };
  return { asked, fetchPage };
}

describe('collectSearchResults: every result of a search for its export', () => {
  it('exports all 57 results when the screen shows 10 of them, in one request at the largest page', async () => {
    const { asked, fetchPage } = server(57);
    const collected = await collectSearchResults(fetchPage);
    expect(collected.carriers.map((c) => c.id)).toEqual(Array.from({ length: 57 }, (_, i) => String(i + 1)));
    expect(collected).toMatchObject({ total: 57, capped: false });
    expect(asked).toEqual([{ page: 1, pageSize: EXPORT_PAGE_SIZE }]);
  });

  it('reads page after page until the last', async () => {
    const { asked, fetchPage } = server(250);
    const collected = await collectSearchResults(fetchPage);
    expect(collected.carriers).toHaveLength(250);
    expect(collected.capped).toBe(false);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  it('stops at the most an export holds and says it did (capped), never more requests', async () => {
    const { asked, fetchPage } = server(2345);
    const collected = await collectSearchResults(fetchPage);
    expect(collected.carriers).toHaveLength(EXPORT_MAX_CARRIERS);
    expect(collected).toMatchObject({ total: 2345, capped: true });
    expect(asked).toHaveLength(EXPORT_MAX_CARRIERS / EXPORT_PAGE_SIZE);
  });

  it('exactly as many results as an export holds is not capped', async () => {
    const collected = await collectSearchResults(server(EXPORT_MAX_CARRIERS).fetchPage);
    expect(collected.carriers).toHaveLength(EXPORT_MAX_CARRIERS);
    expect(collected.capped).toBe(false);
  });

  it('keeps a carrier once when it moved to the next page between two reads', async () => {
    const pages: Record<number, Carrier[]> = {
      1: Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => carrier(i + 1)),
      2: [carrier(EXPORT_PAGE_SIZE), carrier(EXPORT_PAGE_SIZE + 1)],
    };
    const collected = await collectSearchResults(async (page, pageSize) => ({ carriers: pages[page] ?? [], total: EXPORT_PAGE_SIZE + 2, page, pageSize }));
    expect(collected.carriers).toHaveLength(EXPORT_PAGE_SIZE + 1);
    expect(new Set(collected.carriers.map((c) => c.id)).size).toBe(EXPORT_PAGE_SIZE + 1);
  });

  it('fails when a page fails: no export of part of the results', async () => {
    const { fetchPage } = server(250);
    const failing = (page: number, pageSize: number) => (page === 2 ? Promise.reject(new Error('503')) : fetchPage(page, pageSize));
    await expect(collectSearchResults(failing)).rejects.toThrow('503');
  });

  it('no results: nothing collected, one request', async () => {
    const { asked, fetchPage } = server(0);
    expect(await collectSearchResults(fetchPage)).toEqual({ carriers: [], total: 0, capped: false });
    expect(asked).toHaveLength(1);
  });
});
