import { MongoDatabase } from '@logiscope/infra/distributed';
import { uniqueDatabaseName } from '@logiscope/infra/testing';
import { describeCarrierStoreContract } from './carrier-store.contract';
import { carrier } from './carrier-store.fixtures';
import { describeEquipmentStoreContract, unit } from './equipment-store.contract';
import { MongoCarrierStore } from './mongo-carrier.store';

// MONGO_URL comes from the int tier's global setup (env, testcontainers or infra/local: FerretDB here).
const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018/';
// One database for this run; every store of the contract gets its own collection prefix in it.
const dbName = uniqueDatabaseName('it_carriers');

afterAll(async () => {
  const store = new MongoCarrierStore({ url, dbName });
  await store.dropDatabase();
  await store.close();
});

describeCarrierStoreContract('mongodb', async (name) => new MongoCarrierStore({ url, dbName }, { prefix: `${name}_` }));
describeEquipmentStoreContract('mongodb', async (name) => new MongoCarrierStore({ url, dbName }, { prefix: `${name}_` }));

describe('MongoCarrierStore specifics', () => {
  it('answers right with lookup entries left over by a crash between the document writes and the removals', async () => {
    const prefix = 'crash_';
    const store = new MongoCarrierStore({ url, dbName }, { prefix });
    const crashing = new MongoCarrierStore({ url, dbName }, { prefix, crashBeforeRemovals: true });
    try {
      await store.upsertMany([carrier('11', { phone: '2125550111', legalName: 'OLD NAME TRUCKING', dockets: ['MC1111'], mcNumbers: ['1111'], state: 'NY' })]);
      await expect(
        crashing.upsertMany([carrier('11', { phone: '2125550999', legalName: 'NEW NAME TRUCKING', dockets: ['MC2222'], mcNumbers: ['2222'], state: 'NJ' })]),
      ).rejects.toThrow(/Simulated crash/);
      expect(await store.findSharing('phone', '2125550111', 10)).toEqual({ dotNumbers: [], total: 0 });
      expect(await store.findSharing('phone', '2125550999', 10)).toEqual({ dotNumbers: ['11'], total: 1 });
      expect(await store.search({ text: 'old name' }, { offset: 0, limit: 10 })).toEqual({ hits: [], total: 0 });
      expect((await store.search({ text: 'new name' }, { offset: 0, limit: 10 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['11']);
      expect(await store.search({ state: 'NY' }, { offset: 0, limit: 10 })).toEqual({ hits: [], total: 0 });
      expect(await store.search({ text: 'MC1111' }, { offset: 0, limit: 10 })).toEqual({ hits: [], total: 0 });
      expect(await store.dotsByMc(['1111', '2222'])).toEqual(new Map([['2222', '11']]));
      // The batch imported again finds its document written: nothing to do.
      expect((await store.upsertMany([(await store.get('11'))!]))[0].kind).toBe('unchanged');
      // The repair rebuilds every lookup from the documents; answers stay the same.
      await store.upsertEquipment([{ ...unit('e1', '11', '1HGCM82633A004352', '2025-01-01') }]);
      await store.rebuildLookups();
      expect(await store.findSharing('phone', '2125550999', 10)).toEqual({ dotNumbers: ['11'], total: 1 });
      expect((await store.search({ text: 'new name' }, { offset: 0, limit: 10 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['11']);
      expect(await store.search({ state: 'NJ' }, { offset: 0, limit: 10 })).toMatchObject({ total: 1 });
      expect(await store.dotsByMc(['2222'])).toEqual(new Map([['2222', '11']]));
      expect((await store.equipmentByVin('1HGCM826', 5)).map((e) => e.id)).toEqual(['e1']);
      expect((await store.equipmentOf('11')).map((e) => e.id)).toEqual(['e1']);
      expect(await store.inspectionTallies(['11'])).toEqual(new Map([['11', { inspections: 1, vehicleOosInspections: 0, vehicleViolations: 0 }]]));
    } finally {
      await crashing.close();
      await store.close();
    }
  });

  it('tallies the inspections of units stored before their lookup existed, once, on first use', async () => {
    const prefix = 'before_';
    const store = new MongoCarrierStore({ url, dbName }, { prefix });
    const raw = new MongoDatabase({ url, dbName });
    try {
      await store.upsertEquipment([unit('b1', '21', '1HGCM82633A004352', '2025-01-01', { inspectionId: 'I-1', vehicleOutOfService: true })]);
      await store.close();
      // As a store of the version before: no inspection lookup, no mark.
      const db = await raw.db();
      await db.collection(`${prefix}equipment_inspections_by_dot`).deleteMany({});
      await db.collection(`${prefix}carrier_meta`).deleteOne({ _id: 'equipment_inspections' as never });
      const reopened = new MongoCarrierStore({ url, dbName }, { prefix });
      try {
        expect(await reopened.inspectionTallies(['21'])).toEqual(new Map([['21', { inspections: 1, vehicleOosInspections: 1, vehicleViolations: 0 }]]));
      } finally {
        await reopened.close();
      }
    } finally {
      await raw.close();
    }
  });
});
