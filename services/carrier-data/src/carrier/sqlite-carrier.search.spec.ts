import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carrier } from './carrier-store.fixtures';
import type { CarrierRecord } from './carrier.model';
import { SqliteCarrierStore } from './sqlite-carrier.store';

const dir = mkdtempSync(join(tmpdir(), 'logiscope-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dots = (r: { hits: { carrier: CarrierRecord }[] }) => r.hits.map((h) => h.carrier.dotNumber);
/** 60 carriers named ATLAS ..., with names of 2 to 5 words so the ranking has an order to keep, some in OH. */
const fleet = Array.from({ length: 60 }, (_, i) =>
  carrier(String(100 + i), { legalName: `ATLAS ${['HAUL', 'HAUL LINES', 'HAUL LINES NORTH', 'HAUL LINES NORTH EAST'][i % 4]} ${i} LLC`, phone: '6175550100', state: i % 3 ? 'TX' : 'OH' }),
);

describe('SqliteCarrierSearch: remembered rankings', () => {
  let store: SqliteCarrierStore;
  beforeAll(async () => {
    store = new SqliteCarrierStore(join(dir, 'rank.db'), { cacheMb: 8 });
    await store.upsertMany(fleet);
  });
  afterAll(() => store.close());

  it.each([
    ['a name', { text: 'atlas haul' }],
    ['a state alone', { state: 'OH' }],
    ['a phone shared by all', { phone: '6175550100' }],
    ['a phone and a name', { phone: '6175550100', companyName: 'atlas lines' }],
  ])('pages of %s, asked again and in any order, are the pages of the whole ranking', async (_, query) => {
    const whole = await store.search(query, { offset: 0, limit: 100 });
    expect(whole.total).toBeGreaterThan(10);
    const pages = [];
    for (const offset of [20, 0, 40, 0, 20, 40]) pages[offset / 20] = await store.search(query, { offset, limit: 20 });
    expect(pages.flatMap(dots)).toEqual(dots(whole));
    expect(pages.every((p) => p.total === whole.total)).toBe(true);
    // Deeper than anything ranked so far: ranked again, the same order.
    expect(dots(await store.search(query, { offset: 5, limit: 200 }))).toEqual(dots(whole).slice(5));
  });

  it('shows a write at once, made on this connection or by another process', async () => {
    expect(dots(await store.search({ text: 'atlas haul 7' }, { offset: 0, limit: 5 }))).toEqual(['107']);
    await store.upsertMany([carrier('107', { legalName: 'BORealis FREIGHT' })]);
    expect(dots(await store.search({ text: 'atlas haul 7' }, { offset: 0, limit: 5 }))).toEqual([]);
    expect(dots(await store.search({ text: 'borealis' }, { offset: 0, limit: 5 }))).toEqual(['107']);

    const before = await store.search({ text: 'atlas haul' }, { offset: 0, limit: 100 });
    // Another connection on the same files (the import CLI beside the server).
    const other = new SqliteCarrierStore(join(dir, 'rank.db'), { cacheMb: 8 });
    try {
      await other.upsertMany([carrier('108', { legalName: 'ATLAS HAUL 8 LLC', phone: '6175550199', state: 'OH' }), carrier('500', { legalName: 'ATLAS HAUL LLC', state: 'OH' })]);
    } finally {
      await other.close();
    }
    const after = await store.search({ text: 'atlas haul' }, { offset: 0, limit: 100 });
    expect(after.total).toBe(before.total + 1);
    // The shortest name ranks first.
    expect(dots(after)[0]).toBe('500');
    expect((await store.search({ phone: '6175550100' }, { offset: 0, limit: 100 })).total).toBe(58);
    expect(dots(await store.search({ state: 'OH' }, { offset: 0, limit: 100 }))).toContain('500');
    // And the documents are read fresh: a change that leaves the name alone shows too.
    await store.upsertMany([carrier('500', { legalName: 'ATLAS HAUL LLC', state: 'OH', powerUnits: 42 })]);
    expect((await store.search({ text: 'atlas haul' }, { offset: 0, limit: 1 })).hits[0].carrier.powerUnits).toBe(42);
  });
});
