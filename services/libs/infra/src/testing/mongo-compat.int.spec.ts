/**
 * The MongoDB operations LogiScope's stores rely on, checked against whatever MongoDB-wire server
 * the int setup found (FerretDB v1 locally, real MongoDB under testcontainers). Every assertion
 * here must hold on both. Known FerretDB v1 gaps are listed in infra/local/README.md; the ones
 * that matter for error handling are pinned at the end so a FerretDB upgrade that changes them
 * is noticed.
 */
import mongoose from 'mongoose';
import { uniqueDatabaseName } from './infra-urls';

interface Item {
  tenant: string;
  sku: string;
  n?: number;
  name?: string;
  hits?: number;
  createdAt?: Date;
}

describe('MongoDB operations the project relies on', () => {
  let conn: mongoose.Connection;
  let Items: mongoose.Model<Item>;
  let isFerretDb = false;

  beforeAll(async () => {
    const url = process.env.MONGO_URL;
    if (!url) throw new Error('MONGO_URL is not set: the int project globalSetup should have set it');
    conn = await mongoose.createConnection(url, { dbName: uniqueDatabaseName('mongo_compat'), serverSelectionTimeoutMS: 10_000, autoIndex: false }).asPromise();
    const schema = new mongoose.Schema<Item>({ tenant: String, sku: String, n: Number, name: String, hits: Number, createdAt: Date });
    schema.index({ tenant: 1, sku: 1 }, { unique: true });
    Items = conn.model<Item>('Item', schema, 'items');
    await Items.createIndexes();
    const buildInfo = await conn.db!.admin().command({ buildInfo: 1 });
    isFerretDb = typeof buildInfo.ferretdbVersion === 'string';
    await Items.insertMany(Array.from({ length: 20 }, (_, i) => ({ tenant: `t${i % 2}`, sku: `s${String(i).padStart(2, '0')}`, n: i })));
  });

  afterAll(async () => {
    await conn?.dropDatabase().catch(() => undefined);
    await conn?.close();
  });

  it('enforces a unique compound index per (tenant, sku)', async () => {
    await expect(Items.create({ tenant: 't0', sku: 's00' })).rejects.toMatchObject({ code: 11000 });
    await expect(Items.create({ tenant: 't1', sku: 's00' })).resolves.toBeDefined();
    await Items.deleteOne({ tenant: 't1', sku: 's00' });
  });

  it('filters with $in and with $gt/$lt ranges on numbers and strings', async () => {
    expect((await Items.find({ sku: { $in: ['s01', 's03', 'nope'] } }).lean()).map((d) => d.sku).sort()).toEqual(['s01', 's03']);
    expect((await Items.find({ n: { $gt: 3, $lt: 7 } }).sort({ n: 1 }).lean()).map((d) => d.n)).toEqual([4, 5, 6]);
    expect((await Items.find({ n: { $gte: 3, $lte: 5 } }).sort({ n: 1 }).lean()).map((d) => d.n)).toEqual([3, 4, 5]);
    expect((await Items.find({ sku: { $gt: 's05', $lt: 's09' } }).sort({ sku: 1 }).lean()).map((d) => d.sku)).toEqual(['s06', 's07', 's08']);
  });

  it('sorts, skips and limits; counts documents', async () => {
    expect((await Items.find({}).sort({ n: -1 }).skip(2).limit(3).lean()).map((d) => d.n)).toEqual([17, 16, 15]);
    expect((await Items.find({}).sort({ tenant: 1, n: -1 }).skip(1).limit(2).lean()).map((d) => `${d.tenant}/${d.n}`)).toEqual(['t0/16', 't0/14']);
    expect(await Items.countDocuments({ tenant: 't0' })).toBe(10);
    expect(await Items.countDocuments({ n: { $gte: 15 } })).toBe(5);
  });

  it('applies $setOnInsert only when an upsert inserts', async () => {
    const createdAt = new Date('2024-01-01T00:00:00Z');
    await Items.updateOne({ tenant: 'u', sku: 'x' }, { $set: { name: 'first' }, $setOnInsert: { createdAt, n: 1 } }, { upsert: true });
    await Items.updateOne({ tenant: 'u', sku: 'x' }, { $set: { name: 'second' }, $setOnInsert: { n: 99 } }, { upsert: true });
    expect(await Items.findOne({ tenant: 'u', sku: 'x' }).lean()).toMatchObject({ name: 'second', n: 1, createdAt });
  });

  it('upserts counters with findOneAndUpdate + $inc', async () => {
    const first = await Items.findOneAndUpdate({ tenant: 'c', sku: 'counter' }, { $inc: { hits: 1 }, $setOnInsert: { name: 'init' } }, { upsert: true, new: true }).lean();
    expect(first).toMatchObject({ hits: 1, name: 'init' });
    const second = await Items.findOneAndUpdate({ tenant: 'c', sku: 'counter' }, { $inc: { hits: 5 } }, { upsert: true, new: true }).lean();
    expect(second?.hits).toBe(6);
    const before = await Items.findOneAndUpdate({ tenant: 'c', sku: 'counter' }, { $inc: { hits: 1 } }, { new: false }).lean();
    expect(before?.hits).toBe(6);
  });

  it('stops an ordered insertMany at the first duplicate with 11000', async () => {
    const docs = ['a', 'b', 'a', 'c'].map((sku) => ({ tenant: 'o', sku }));
    await expect(Items.insertMany(docs, { ordered: true })).rejects.toMatchObject({ code: 11000 });
    expect((await Items.find({ tenant: 'o' }).lean()).map((d) => d.sku).sort()).toEqual(['a', 'b']);
  });

  it('keeps going after a duplicate in an unordered insertMany', async () => {
    const docs = ['a', 'a', 'c'].map((sku) => ({ tenant: 'un', sku }));
    await expect(Items.insertMany(docs, { ordered: false })).rejects.toMatchObject({ code: 11000 });
    expect((await Items.find({ tenant: 'un' }).lean()).map((d) => d.sku).sort()).toEqual(['a', 'c']);
  });

  it('rejects an update that would duplicate a unique key (FerretDB v1: code 1, not 11000)', async () => {
    await Items.create({ tenant: 'd', sku: 'one' });
    const err = await Items.updateOne({ tenant: 'd', sku: 'one' }, { $set: { sku: 's00', tenant: 't0' } }).then(
      () => null,
      (e: { code?: number; message?: string }) => e,
    );
    expect(err).not.toBeNull();
    if (isFerretDb) {
      // FerretDB v1 + SQLite reports the UNIQUE constraint as InternalError (code 1); match on the message.
      expect(err).toMatchObject({ code: 1 });
      expect(err?.message).toMatch(/UNIQUE constraint failed/);
    } else {
      expect(err).toMatchObject({ code: 11000 });
    }
  });

  it('has no multi-document transactions on FerretDB v1', async () => {
    if (!isFerretDb) return; // real MongoDB standalone has none either; a replica set would
    const session = await conn.startSession();
    try {
      await expect(session.withTransaction(async () => Items.create([{ tenant: 'tx', sku: '1' }], { session }))).rejects.toBeDefined();
    } finally {
      await session.endSession().catch(() => undefined);
    }
  });
});
