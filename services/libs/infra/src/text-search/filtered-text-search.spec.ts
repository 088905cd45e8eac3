import { SqliteDocumentStore } from '../embedded';
import type { TextIndex } from '../ports';
import { filteredTextSearch, type TextSearchLimits } from './filtered-text-search';

// 30 entries holding "load", ranked 1..30 (id n30 newest); the filter passes the even ones.
const IDS = Array.from({ length: 30 }, (_, i) => `n${String(i + 1).padStart(2, '0')}`);
const passes = (id: string) => Number(id.slice(1)) % 2 === 0;
const WIDE: TextSearchLimits = { chunk: 100, estimateAfter: 100, scan: 1_000, exactCount: 1_000 };

describe('filteredTextSearch', () => {
  let store: SqliteDocumentStore;
  let index: TextIndex;
  const read: string[][] = [];
  const counted: string[][] = [];
  const search = (over: { skip?: number; limit?: number; limits?: TextSearchLimits; unfiltered?: boolean; terms?: string[] } = {}) =>
    filteredTextSearch({
      index,
      terms: over.terms ?? ['load'],
      read: async (ids) => (read.push(ids), ids.filter((id) => over.unfiltered || passes(id))),
      count: async (ids) => (counted.push(ids), ids.filter(passes).length),
      unfiltered: over.unfiltered,
      skip: over.skip ?? 0,
      limit: over.limit ?? 3,
      limits: over.limits ?? WIDE,
    });

  beforeAll(async () => {
    store = new SqliteDocumentStore(':memory:');
    index = await store.textIndex('fts_spec');
    await index.putMany(IDS.map((id, i) => ({ id, rank: i + 1, terms: ['load', i < 10 ? 'old' : 'new'] })));
  });
  afterAll(() => store.close());
  beforeEach(() => {
    read.length = 0;
    counted.length = 0;
  });

  it('should answer the newest passing documents and count the rest exactly, reading only what the page needs', async () => {
    expect(await search()).toEqual({ docs: ['n30', 'n28', 'n26'], total: 15, exact: true });
    // The page's candidates were read (a quarter chunk at least), the others only counted.
    expect(read.flat()).toEqual(IDS.slice(5).reverse());
    expect(counted.flat()).toEqual(IDS.slice(0, 5).reverse());
    expect(await search({ skip: 2, limit: 2 })).toEqual({ docs: ['n26', 'n24'], total: 15, exact: true });
    expect(await search({ terms: ['load', 'old'] })).toEqual({ docs: ['n10', 'n08', 'n06'], total: 5, exact: true });
  });

  it('should estimate the total from the share that passed once the page is full and enough are read', async () => {
    const page = await search({ limits: { chunk: 8, estimateAfter: 8, scan: 100, exactCount: 1_000 } });
    expect(page.docs).toEqual(['n30', 'n28', 'n26']);
    expect(page).toMatchObject({ total: 15, exact: false });
    // Without a full page the scan bound stops it: what passed so far, scaled.
    expect(await search({ limit: 20, limits: { chunk: 4, estimateAfter: 4, scan: 8, exactCount: 1_000 } })).toMatchObject({ total: 15, exact: false });
  });

  it("should take the index's page and count as the answer when nothing is filtered, and find nothing for an absent term", async () => {
    expect(await search({ unfiltered: true, limit: 2 })).toEqual({ docs: ['n30', 'n29'], total: 30, exact: true });
    expect(await search({ unfiltered: true, terms: ['load', 'new'], limits: { ...WIDE, exactCount: 5 } })).toMatchObject({ total: 20, exact: false });
    expect(await search({ terms: ['load', 'absent'] })).toEqual({ docs: [], total: 0, exact: true });
    expect(await search({ terms: [] })).toEqual({ docs: [], total: 0, exact: true });
  });
});
