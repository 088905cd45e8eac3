import { carrier } from './carrier-store.fixtures';
import type { CarrierRecord } from './carrier.model';
import { SqliteCarrierStore } from './sqlite-carrier.store';

/**
 * The in-memory name index must rank exactly as the FTS5 path does: the same carriers, order, scores and totals,
 * caps included. A small vocabulary (like the synthetic market's) makes ties and broad matches the usual case.
 */
const WORDS = ['EAGLE', 'EAGLES', 'EAST', 'TRUCKING', 'TRUCK', 'TRUST', 'TRANSPORT', 'LOGISTICS', 'LINES', 'A', 'B', 'AB', 'STAR', 'STARLINE', 'NORTH', 'O\'BRIEN', 'A-1', 'FREIGHT', 'EXPRESS', 'J'];
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = () => WORDS[Math.floor(next() * WORDS.length)];
const nameOf = (words: number) => Array.from({ length: words }, pick).join(' ');
const fleet: CarrierRecord[] = Array.from({ length: 3000 }, (_, i) =>
  carrier(String(1000 + i * 3), { legalName: `${nameOf(1 + Math.floor(next() * 4))} ${next() < 0.3 ? 'LLC' : 'INC'}`, dbaName: next() < 0.25 ? nameOf(1 + Math.floor(next() * 3)) : '' }),
);

const QUERIES = ['eagle', 'eagle tru', 'tru', 'e', 'a', 'a-1', "o'b", 'star tr', 'trucking lines', 'j express', 'north east trans', 'ab', 'zebra', 'eagle zebra', 'b llc', 'express freight lines tr'];

describe.each([
  ['every match ranked', 10_000],
  ['broad searches capped at 200 matches', 200],
])('the in-memory name index ranks as FTS5 does (%s)', (_, searchCap) => {
  let fts: SqliteCarrierStore;
  let indexed: SqliteCarrierStore;
  beforeAll(async () => {
    fts = new SqliteCarrierStore(':memory:', { memoryIndexes: false, searchCap });
    indexed = new SqliteCarrierStore(':memory:', { searchCap });
    await fts.upsertMany(fleet);
    await indexed.upsertMany(fleet);
    await indexed.warmMemoryIndexes();
  });
  afterAll(async () => {
    await fts.close();
    await indexed.close();
  });

  it.each(QUERIES)('%s', async (text) => {
    for (const page of [{ offset: 0, limit: 20 }, { offset: 20, limit: 50 }]) {
      const a = await fts.search({ text }, page);
      const b = await indexed.search({ text }, page);
      expect(b.total).toBe(a.total);
      expect(b.hits.map((h) => h.carrier.dotNumber)).toEqual(a.hits.map((h) => h.carrier.dotNumber));
      b.hits.forEach((h, i) => expect(h.score).toBeCloseTo(a.hits[i].score, 9));
    }
  });

  it('after a write, answers the new data (through FTS5 until the index is built again, then from it)', async () => {
    const renamed = carrier('1000', { legalName: 'ZEBRA EAGLE HAULERS' });
    await fts.upsertMany([renamed]);
    await indexed.upsertMany([renamed]);
    const now = await indexed.search({ text: 'zebra' }, { offset: 0, limit: 20 });
    expect(now.hits.map((h) => h.carrier.dotNumber)).toEqual(['1000']);
    await indexed.warmMemoryIndexes();
    for (const text of ['zebra', 'eagle', 'eagle h']) {
      const a = await fts.search({ text }, { offset: 0, limit: 30 });
      const b = await indexed.search({ text }, { offset: 0, limit: 30 });
      expect({ text, total: b.total, dots: b.hits.map((h) => h.carrier.dotNumber) }).toEqual({ text, total: a.total, dots: a.hits.map((h) => h.carrier.dotNumber) });
    }
  });
});
