import type { DocumentStore, TextEntry, TextIndex } from '../ports';
import { uniq } from './contract-helpers';

const e = (id: string, rank: number, terms: string[]): TextEntry => ({ id, rank, terms });

/** Every page of a search, following `next`, as one list of ids. */
async function allPages(index: TextIndex, terms: string[], limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await index.search(terms, { limit, ...(after === undefined ? {} : { after }) });
    pages++;
    ids.push(...page.ids);
    if (page.next === null) return { ids, pages };
    after = page.next;
    if (pages > 100) throw new Error('search pages never end');
  }
}

/**
 * The TextIndex port on a DocumentStore's engine. Equal ranks come in an engine's own stable order, so the cases that
 * check an order use distinct ranks, and the ones with ties check that pages cover every entry once.
 */
export function describeTextIndexContract(engine: string, open: () => Promise<DocumentStore>): void {
  describe(`TextIndex contract [${engine}]`, () => {
    let store: DocumentStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });
    const fresh = () => store.textIndex(uniq('ti').replace(/-/g, '_'));

    it('finds the entries holding every term, highest rank first', async () => {
      const ix = await fresh();
      await ix.put(e('a', 100, ['swift', 'cargo', 'theft']));
      await ix.put(e('b', 300, ['swift', 'theft']));
      await ix.put(e('c', 200, ['swift', 'cargo']));
      await ix.put(e('d', 400, ['other']));
      expect(await ix.search(['swift'], { limit: 10 })).toEqual({ ids: ['b', 'c', 'a'], next: null });
      expect((await ix.search(['swift', 'theft'], { limit: 10 })).ids).toEqual(['b', 'a']);
      expect((await ix.search(['cargo', 'swift', 'theft'], { limit: 10 })).ids).toEqual(['a']);
      expect((await ix.search(['theft', 'other'], { limit: 10 })).ids).toEqual([]);
      expect((await ix.search(['missing'], { limit: 10 })).ids).toEqual([]);
      expect(await ix.search([], { limit: 10 })).toEqual({ ids: [], next: null });
    });

    it('skips and limits, and says whether more follows', async () => {
      const ix = await fresh();
      await ix.putMany([1, 2, 3, 4, 5].map((n) => e(`r${n}`, n * 10, ['load', n % 2 ? 'odd' : 'even'])));
      const first = await ix.search(['load'], { limit: 2 });
      expect(first.ids).toEqual(['r5', 'r4']);
      expect(first.next).not.toBeNull();
      expect((await ix.search(['load'], { limit: 2, skip: 2 })).ids).toEqual(['r3', 'r2']);
      expect(await ix.search(['load'], { limit: 2, skip: 4 })).toEqual({ ids: ['r1'], next: null });
      expect(await ix.search(['load'], { limit: 5 })).toEqual({ ids: ['r5', 'r4', 'r3', 'r2', 'r1'], next: null });
      expect(await ix.search(['load', 'odd'], { limit: 1, skip: 1 })).toEqual({ ids: ['r3'], next: expect.any(String) });
    });

    it('continues after a cursor: the pages cover every entry once, ties included', async () => {
      const ix = await fresh();
      // 1,200 entries, many sharing a rank, half holding "half" (more candidates than MongoDB reads at a time).
      const entries = Array.from({ length: 1200 }, (_, i) => e(`id${i}`, 1_700_000_000_000 + Math.floor(i / 7), i % 2 === 0 ? ['all', 'half'] : ['all']));
      await ix.putMany(entries);
      const all = await allPages(ix, ['all'], 250);
      expect(all.pages).toBe(5);
      expect(all.ids).toHaveLength(1200);
      expect(new Set(all.ids).size).toBe(1200);
      const rankOf = new Map(entries.map((x) => [x.id, x.rank]));
      const ranks = all.ids.map((id) => rankOf.get(id)!);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      // The cursor pages give the same order as one long read.
      expect((await ix.search(['all'], { limit: 1200 })).ids).toEqual(all.ids);

      const halves = await allPages(ix, ['half', 'all'], 70);
      expect(halves.ids).toHaveLength(600);
      expect(halves.ids).toEqual(all.ids.filter((id) => Number(id.slice(2)) % 2 === 0));
      // skip applies after the cursor.
      const page = await ix.search(['all'], { limit: 10 });
      expect((await ix.search(['all'], { limit: 5, skip: 3, after: page.next! })).ids).toEqual(all.ids.slice(13, 18));
    });

    it('replaces an entry put again: its old terms and rank no longer count', async () => {
      const ix = await fresh();
      await ix.put(e('a', 100, ['alpha', 'shared']));
      await ix.put(e('b', 200, ['shared']));
      await ix.put(e('a', 300, ['beta', 'shared']));
      expect((await ix.search(['alpha'], { limit: 10 })).ids).toEqual([]);
      expect(await ix.termCount('alpha')).toBe(0);
      expect((await ix.search(['beta'], { limit: 10 })).ids).toEqual(['a']);
      expect((await ix.search(['shared'], { limit: 10 })).ids).toEqual(['a', 'b']);
      expect(await ix.termCount('shared')).toBe(2);
      // The same rank, other terms.
      await ix.put(e('a', 300, ['gamma']));
      expect((await ix.search(['shared'], { limit: 10 })).ids).toEqual(['b']);
      expect((await ix.search(['gamma'], { limit: 10 })).ids).toEqual(['a']);
    });

    it('puts many at once, a repeated id keeping its last entry', async () => {
      const ix = await fresh();
      await ix.putMany([]);
      await ix.putMany([e('a', 1, ['one']), e('b', 2, ['one', 'two']), e('a', 3, ['two'])]);
      expect((await ix.search(['two'], { limit: 10 })).ids).toEqual(['a', 'b']);
      expect((await ix.search(['one'], { limit: 10 })).ids).toEqual(['b']);
      await ix.putMany([e('b', 5, ['three']), e('c', 4, ['three'])]);
      expect((await ix.search(['three'], { limit: 10 })).ids).toEqual(['b', 'c']);
      expect(await ix.termCount('two')).toBe(1);
    });

    it('puts again, in one call, more entries than a command of replacements can hold on FerretDB v1', async () => {
      const ix = await fresh();
      const ids = Array.from({ length: 150 }, (_, i) => `n${String(i).padStart(3, '0')}`);
      await ix.putMany(ids.map((id, i) => e(id, i + 1, ['before'])));
      await ix.putMany(ids.map((id, i) => e(id, 1000 - i, ['after', ...(i % 2 ? [] : ['even'])])));
      expect(await ix.termCount('before')).toBe(0);
      expect(await ix.termCount('after')).toBe(150);
      expect(await ix.termCount('even')).toBe(75);
      expect((await ix.search(['after'], { limit: 3 })).ids).toEqual(['n000', 'n001', 'n002']);
    });

    it('removes an entry, and says false for an absent one', async () => {
      const ix = await fresh();
      await ix.putMany([e('a', 1, ['x', 'y']), e('b', 2, ['x'])]);
      expect(await ix.remove('a')).toBe(true);
      expect(await ix.remove('a')).toBe(false);
      expect(await ix.remove('never')).toBe(false);
      expect((await ix.search(['x'], { limit: 10 })).ids).toEqual(['b']);
      expect(await ix.termCount('y')).toBe(0);
      // Put again after a remove.
      await ix.put(e('a', 3, ['y']));
      expect((await ix.search(['y'], { limit: 10 })).ids).toEqual(['a']);
    });

    it('counts the entries holding a term exactly', async () => {
      const ix = await fresh();
      await ix.putMany(Array.from({ length: 30 }, (_, i) => e(`n${i}`, i, i % 4 === 0 ? ['every', 'fourth'] : ['every'])));
      expect(await ix.termCount('every')).toBe(30);
      expect(await ix.termCount('fourth')).toBe(8);
      expect(await ix.termCount('none')).toBe(0);
    });

    it('counts the entries holding every term: exactly up to a limit, one term always exactly', async () => {
      const ix = await fresh();
      await ix.putMany(Array.from({ length: 30 }, (_, i) => e(`n${i}`, i, i % 3 === 0 ? ['every', 'third'] : i % 2 === 0 ? ['every', 'even'] : ['every'])));
      expect(await ix.countAbout(['every', 'third'], 100)).toEqual({ n: 10, exact: true });
      expect(await ix.countAbout(['third', 'every'], 10)).toEqual({ n: 10, exact: true });
      expect(await ix.countAbout(['every'], 4)).toEqual({ n: 30, exact: true });
      expect(await ix.countAbout(['even', 'third'], 100)).toEqual({ n: 0, exact: true });
      expect(await ix.countAbout([], 100)).toEqual({ n: 0, exact: true });
      await expect(ix.countAbout(['every', 'third'], 0)).rejects.toThrow();
    });

    it('estimates a count past its exact limit from the newest matches, for independent and for related terms', async () => {
      const ix = await fresh();
      // 400 entries: 'all' in each, 'half' in every other one, 'four' and 'quad' always together in every fourth.
      await ix.putMany(Array.from({ length: 400 }, (_, i) => e(`n${i}`, i + 1, ['all', ...(i % 2 === 0 ? ['half'] : []), ...(i % 4 === 0 ? ['four', 'quad'] : [])])));
      const half = await ix.countAbout(['all', 'half'], 20);
      expect(half.exact).toBe(false);
      expect(half.n).toBeGreaterThanOrEqual(180);
      expect(half.n).toBeLessThanOrEqual(220);
      const quad = await ix.countAbout(['four', 'quad', 'all'], 20);
      expect(quad.exact).toBe(false);
      expect(quad.n).toBeGreaterThanOrEqual(90);
      expect(quad.n).toBeLessThanOrEqual(110);
      expect(await ix.countAbout(['four', 'half'], 100)).toEqual({ n: 100, exact: true });
    });

    it('clears every entry', async () => {
      const ix = await fresh();
      await ix.putMany([e('a', 1, ['x']), e('b', 2, ['x'])]);
      await ix.clear();
      expect(await ix.termCount('x')).toBe(0);
      expect((await ix.search(['x'], { limit: 10 })).ids).toEqual([]);
      expect(await ix.remove('a')).toBe(false);
      await ix.put(e('a', 1, ['x']));
      expect((await ix.search(['x'], { limit: 10 })).ids).toEqual(['a']);
    });

    it('refuses terms outside [a-z0-9]+, bad ranks and bad limits, writing nothing', async () => {
      const ix = await fresh();
      for (const term of ['', 'Upper', 'two words', '"quoted"', 'a*', 'x OR y', 'é']) {
        await expect(ix.put(e('a', 1, ['ok', term]))).rejects.toThrow();
        await expect(ix.search(['ok', term], { limit: 1 })).rejects.toThrow();
        await expect(ix.termCount(term)).rejects.toThrow();
      }
      for (const rank of [-1, 1.5, Number.NaN, 2 ** 43, Number.MAX_SAFE_INTEGER]) await expect(ix.put(e('a', rank, ['ok']))).rejects.toThrow();
      await expect(ix.putMany([e('a', 1, ['ok']), e('b', -5, ['ok'])])).rejects.toThrow();
      await expect(ix.search(['ok'], { limit: 0 })).rejects.toThrow();
      await expect(ix.search(['ok'], { limit: 1, skip: -1 })).rejects.toThrow();
      expect(await ix.termCount('ok')).toBe(0);
      // The largest rank is accepted.
      await ix.put(e('top', 2 ** 43 - 1, ['ok']));
      await ix.put(e('zero', 0, ['ok']));
      expect((await ix.search(['ok'], { limit: 10 })).ids).toEqual(['top', 'zero']);
    });

    it('keeps indexes of different names apart, and the same name shares one', async () => {
      const name = uniq('ti').replace(/-/g, '_');
      const one = await store.textIndex(name);
      const other = await fresh();
      await one.put(e('a', 1, ['freight']));
      await other.put(e('b', 2, ['freight']));
      expect((await one.search(['freight'], { limit: 10 })).ids).toEqual(['a']);
      expect((await other.search(['freight'], { limit: 10 })).ids).toEqual(['b']);
      expect((await (await store.textIndex(name)).search(['freight'], { limit: 10 })).ids).toEqual(['a']);
      await other.clear();
      expect(await one.termCount('freight')).toBe(1);
      await expect(store.textIndex('bad name; drop')).rejects.toThrow();
    });
  });
}
