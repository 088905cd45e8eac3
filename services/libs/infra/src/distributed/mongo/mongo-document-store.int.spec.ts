import mongoose from 'mongoose';
import { DuplicateKeyError } from '@logiscope/kernel';
import { describeDocumentStoreContract, describeTextIndexContract, uniq } from '../../contracts';
import { MongoDocumentStore } from './mongo-document-store';

const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018/';
// One database per run of this file (FerretDB database names: letters, digits, '_' and '-').
const dbName = uniq('it_docs').replace(/-/g, '_');

describeDocumentStoreContract('mongodb', async () => new MongoDocumentStore({ url, dbName }));
describeTextIndexContract('mongodb', async () => new MongoDocumentStore({ url, dbName }));

interface Item {
  id: string;
  sku: string;
  qty: number;
  note?: string;
  at?: string;
}

describe('MongoDocumentStore specifics', () => {
  let store: MongoDocumentStore;
  beforeAll(() => {
    store = new MongoDocumentStore({ url, dbName });
  });
  afterAll(async () => {
    await store.close();
    const conn = await mongoose.createConnection(url, { dbName }).asPromise();
    await conn.dropDatabase();
    await conn.close();
  });
  const items = () => store.collection<Item>(uniq('items').replace(/-/g, '_'), [{ fields: ['sku'], unique: true }]);

  it('works on a shared mongoose connection and leaves it open', async () => {
    const conn = await mongoose.createConnection(url).asPromise();
    try {
      const shared = new MongoDocumentStore({ connection: conn, dbName });
      const c = await shared.collection<Item>(uniq('shared').replace(/-/g, '_'));
      await c.insert({ id: 'a', sku: 'A', qty: 1 });
      await shared.close();
      expect(conn.readyState).toBe(mongoose.ConnectionStates.connected);
      expect(await conn.getClient().db(dbName).collection('x').countDocuments({})).toBe(0);
    } finally {
      await conn.close();
    }
  });

  it('opens a collection with several existing indexes again from a new store (a restart)', async () => {
    const name = uniq('restart').replace(/-/g, '_');
    const indexes = [{ fields: ['sku'], unique: true }, { fields: ['qty'] }, { fields: ['qty', 'note'] }];
    await (await store.collection<Item>(name, indexes)).insert({ id: '1', sku: 'A', qty: 1 });
    const again = new MongoDocumentStore({ url, dbName });
    try {
      const c = await again.collection<Item>(name, indexes);
      await expect(c.insert({ id: '2', sku: 'A', qty: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
    } finally {
      await again.close();
    }
  });

  it('maps a unique clash on update and on upsert to DuplicateKeyError', async () => {
    const c = await items();
    await c.insert({ id: '1', sku: 'A', qty: 1 });
    await c.insert({ id: '2', sku: 'B', qty: 1 });
    await expect(c.update('2', { sku: 'A' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(c.upsert({ id: '3', sku: 'A', qty: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(c.upsert({ id: '2', sku: 'A', qty: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await c.count({})).toBe(2);
  });

  it('lets concurrent upserts of a new id all succeed', async () => {
    const c = await items();
    await Promise.all(Array.from({ length: 6 }, (_, i) => c.upsert({ id: 'same', sku: 'S', qty: i })));
    expect(await c.count({})).toBe(1);
  });

  it('treats an undefined patch value as removal and an empty patch as an existence check', async () => {
    const c = await items();
    await c.insert({ id: '1', sku: 'A', qty: 1, note: 'n' });
    expect(await c.update('1', { note: undefined })).toBe(true);
    expect(await c.get('1')).toEqual({ id: '1', sku: 'A', qty: 1 });
    expect(await c.update('1', {})).toBe(true);
    expect(await c.update('zz', {})).toBe(false);
  });

  it('returns JSON values (dates as ISO strings) and pages ties in id order', async () => {
    const c = await items();
    for (const id of ['c', 'a', 'b']) await c.insert({ id, sku: id, qty: 1, at: new Date(0) as unknown as string });
    expect((await c.get('a'))!.at).toBe(new Date(0).toISOString());
    expect((await c.find({ qty: 1 }, { sort: { qty: 1 }, limit: 2 })).map((x) => x.id)).toEqual(['a', 'b']);
    expect((await c.find({ qty: 1 }, { sort: { qty: 1 }, skip: 2 })).map((x) => x.id)).toEqual(['c']);
    expect(await c.find({}, { limit: 0 })).toEqual([]);
    await expect(c.find({ qty: { $exists: true } as never })).rejects.toThrow(/Unsupported filter operator/);
  });
});
