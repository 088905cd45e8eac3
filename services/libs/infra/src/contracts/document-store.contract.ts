import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, Filter } from '../ports';
import { uniq } from './contract-helpers';

interface Person {
  id: string;
  email: string;
  name: string;
  age: number;
  companyId: string | null;
  tags: string[];
  profile?: { city: string };
}

export function describeDocumentStoreContract(engine: string, open: () => Promise<DocumentStore>): void {
  describe(`DocumentStore contract [${engine}]`, () => {
    let store: DocumentStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });
    const people = () => store.collection<Person>(uniq('people').replace(/-/g, '_'), [{ fields: ['email'], unique: true }, { fields: ['companyId'] }]);
    const p = (id: string, age: number, extra: Partial<Person> = {}): Person => ({ id, email: `${id}@x.io`, name: `N${id}`, age, companyId: 'c1', tags: ['a'], ...extra });

    it('inserts and gets documents as plain copies, nested values included', async () => {
      const c = await people();
      await c.insert(p('1', 30, { profile: { city: 'Reno' } }));
      const got = await c.get('1');
      expect(got).toEqual(p('1', 30, { profile: { city: 'Reno' } }));
      got!.name = 'mutated';
      expect((await c.get('1'))!.name).toBe('N1');
      expect(await c.get('missing')).toBeNull();
    });

    it('refuses a duplicate id or unique field with DuplicateKeyError', async () => {
      const c = await people();
      await c.insert(p('1', 30));
      await expect(c.insert(p('1', 31, { email: 'other@x.io' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(c.insert(p('2', 31, { email: '1@x.io' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.count({})).toBe(1);
    });

    it('inserts many at once, and refuses a duplicate among them', async () => {
      const c = await people();
      await c.insertMany([]);
      await c.insertMany([p('1', 30), p('2', 31), p('3', 32)]);
      expect((await c.find({}, { sort: { age: 1 } })).map((x) => x.id)).toEqual(['1', '2', '3']);
      await expect(c.insertMany([p('4', 33), p('2', 34, { email: 'again@x.io' })])).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.get('2')).toEqual(p('2', 31));
    });

    it('inserts only what is new (a redelivered source event), in one write when nothing was stored', async () => {
      const c = await people();
      expect(await c.insertNew([p('1', 30), p('2', 31)])).toEqual(['1', '2']);
      // The second and fourth were stored before (the fifth clashes on a unique field): the others go in.
      const again = await c.insertNew([p('3', 32), p('2', 99), p('4', 33), p('1', 99), p('5', 34, { email: '3@x.io' })]);
      expect(again.sort()).toEqual(['3', '4']);
      expect((await c.find({}, { sort: { age: 1 } })).map((x) => `${x.id}:${x.age}`)).toEqual(['1:30', '2:31', '3:32', '4:33']);
      expect(await c.insertNew([])).toEqual([]);
    });

    it('finds with equality, $in, ranges, $ne and null, sorted and paged', async () => {
      const c = await people();
      for (const [id, age] of [['a', 20], ['b', 35], ['c', 50], ['d', 65]] as const) await c.insert(p(id, age));
      await c.insert(p('e', 40, { companyId: null }));
      expect((await c.find({ age: { $gte: 35, $lt: 65 } }, { sort: { age: 1 } })).map((x) => x.id)).toEqual(['b', 'e', 'c']);
      expect((await c.find({ id: { $in: ['a', 'd', 'zz'] } }, { sort: { age: -1 } })).map((x) => x.id)).toEqual(['d', 'a']);
      expect((await c.find({ companyId: null })).map((x) => x.id)).toEqual(['e']);
      expect((await c.find({ companyId: { $ne: null } }, { sort: { id: 1 } })).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
      expect((await c.find({}, { sort: { age: 1 }, skip: 1, limit: 2 })).map((x) => x.id)).toEqual(['b', 'e']);
      expect(await c.count({ companyId: 'c1' })).toBe(4);
      expect((await c.findOne({ email: 'c@x.io' }))?.id).toBe('c');
      expect(await c.findOne({ email: 'none@x.io' })).toBeNull();
    });

    it('finds a string field holding a text ($contains, exact case, special characters taken literally)', async () => {
      const c = await people();
      for (const id of ['a', 'b', 'c']) await c.insert(p(id, 30));
      await c.insert(p('d', 30, { email: 'd.x+tag@x.io' }));
      expect((await c.find({ email: { $contains: '@x.io' } }, { sort: { id: 1 } })).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
      expect((await c.find({ email: { $contains: '.x+t' } })).map((x) => x.id)).toEqual(['d']);
      expect(await c.count({ email: { $contains: 'a@' }, age: 30 })).toBe(1);
      expect(await c.count({ email: { $contains: 'A@' } })).toBe(0);
    });

    it('updates fields in place, upserts whole documents and deletes', async () => {
      const c = await people();
      await c.insert(p('1', 30));
      expect(await c.update('1', { age: 31, tags: ['x', 'y'] })).toBe(true);
      expect(await c.get('1')).toEqual({ ...p('1', 31), tags: ['x', 'y'] });
      expect(await c.update('nope', { age: 1 })).toBe(false);
      await c.upsert(p('1', 99, { name: 'Replaced' }));
      await c.upsert(p('2', 5));
      expect((await c.get('1'))!.name).toBe('Replaced');
      expect(await c.count({})).toBe(2);
      expect(await c.delete('1')).toBe(true);
      expect(await c.delete('1')).toBe(false);
      expect(await c.get('1')).toBeNull();
    });

    it('counts by a counted index exactly as by reading the documents, after every kind of write', async () => {
      const name = uniq('counted').replace(/-/g, '_');
      const filters: Filter<Person>[] = [
        {},
        { companyId: 'c1' },
        { companyId: null },
        { companyId: { $ne: 'c1' } },
        { companyId: { $in: ['c1', 'c2'] }, age: 30 },
        { age: { $gte: 30, $lt: 50 } },
        { companyId: 'c2', age: { $gt: 40 } },
      ];
      const countsOf = async (c: DocumentCollection<Person>) => Promise.all(filters.map((f) => c.count(f)));
      // Documents stored before the index was declared are counted too.
      const plain = await store.collection<Person>(name);
      await plain.insertMany([p('1', 30), p('2', 45, { companyId: 'c2' }), p('3', 30, { companyId: null })]);
      const counted = await store.collection<Person>(name, [{ fields: ['companyId', 'age'], counted: true }]);
      expect(await countsOf(counted)).toEqual([3, 1, 1, 2, 1, 3, 1]);
      await counted.insert(p('4', 60, { companyId: 'c2' }));
      await counted.upsert(p('1', 31, { companyId: 'c2' }));
      await counted.update('3', { companyId: 'c1' });
      await counted.delete('2');
      await counted.delete('missing');
      await expect(counted.insert(p('4', 1))).rejects.toBeInstanceOf(DuplicateKeyError);
      // Now: 1 (c2, 31), 3 (c1, 30), 4 (c2, 60).
      expect(await countsOf(counted)).toEqual([3, 1, 0, 2, 1, 2, 1]);
      // A condition on another field is answered from the documents, with the same result.
      expect(await counted.count({ companyId: 'c2', name: 'N4' })).toBe(1);
      expect(await counted.count({ email: { $contains: '3@' } })).toBe(1);
    });

    it('runs a batch: its writes are there once it ends, what it wrote before a failure stays, and a batch inside one just runs', async () => {
      const name = uniq('batched').replace(/-/g, '_');
      const c = await store.collection<Person>(name, [{ fields: ['email'], unique: true }]);
      const result = await store.batch(async () => {
        await c.insert(p('1', 30));
        await c.insertMany([p('2', 40), p('3', 50)]);
        // A refused write inside the batch leaves the batch's other writes alone.
        await expect(c.insert(p('1', 31))).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.update('2', { age: 41 });
        expect(await store.batch(async () => (await c.get('2'))?.age)).toBe(41);
        await c.delete('3');
        return 'done';
      });
      expect(result).toBe('done');
      expect((await c.find({}, { sort: { id: 1 } })).map((x) => [x.id, x.age])).toEqual([['1', 30], ['2', 41]]);
      await expect(
        store.batch(async () => {
          await c.upsert(p('4', 60));
          throw new Error('apply failed');
        }),
      ).rejects.toThrow('apply failed');
      expect(await c.get('4')).toEqual(p('4', 60));
      // The store goes on taking writes after a failed batch, and another connection reads what the batches wrote.
      await c.insert(p('5', 70));
      const again = await open();
      try {
        expect((await (await again.collection<Person>(name)).find({}, { sort: { id: 1 } })).map((x) => [x.id, x.age])).toEqual([['1', 30], ['2', 41], ['4', 60], ['5', 70]]);
      } finally {
        await again.close();
      }
    });

    it('keeps documents across reconnects', async () => {
      const name = uniq('durable').replace(/-/g, '_');
      await (await store.collection<Person>(name)).insert(p('kept', 1));
      const again = await open();
      try {
        expect(await (await again.collection<Person>(name)).get('kept')).toEqual(p('kept', 1));
      } finally {
        await again.close();
      }
    });
  });
}
