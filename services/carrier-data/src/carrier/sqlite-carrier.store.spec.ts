import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@logiscope/infra';
import { describeCarrierStoreContract } from './carrier-store.contract';
import { carrier } from './carrier-store.fixtures';
import { describeEquipmentStoreContract, unit } from './equipment-store.contract';
import { searchFileOf } from './sqlite-carrier.schema';
import { SqliteCarrierStore } from './sqlite-carrier.store';

const dir = mkdtempSync(join(tmpdir(), 'logiscope-carriers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeCarrierStoreContract('sqlite', async (name) => new SqliteCarrierStore(join(dir, `${name}.db`), { cacheMb: 8 }));
describeEquipmentStoreContract('sqlite', async (name) => new SqliteCarrierStore(join(dir, `${name}.db`), { cacheMb: 8 }));

describe('SqliteCarrierStore bulk import', () => {
  const many = (from: number, n: number, name = (i: number) => `BULK ${i % 7 === 0 ? 'SEVEN' : 'OTHER'} CARRIER ${i} LLC`) =>
    Array.from({ length: n }, (_, k) => {
      const i = from + k;
      return carrier(String(i), { legalName: name(i), dockets: [`MC${i + 500000}`], mcNumbers: [String(i + 500000)], phone: `617555${String(i % 10000).padStart(4, '0')}`, officers: [`OFFICER ${i % 3}`] });
    });

  it('defers the derived structures and rebuilds them before the first read that needs them', async () => {
    const file = join(dir, 'bulk.db');
    const store = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      await store.upsertMany(many(1, 10));
      store.beginBulkImport();
      const outcomes = await store.upsertMany(many(11, 990));
      expect(outcomes.every((o) => o.kind === 'created')).toBe(true);
      // A re-import during the bulk load still diffs against the stored rows.
      const again = await store.upsertMany([carrier('11', { ...many(11, 1)[0], powerUnits: 9 })]);
      expect(again[0]).toMatchObject({ kind: 'changed', changes: [{ field: 'powerUnits', before: 3, after: 9 }] });
      // A refused batch writes nothing and leaves the bulk load usable.
      await expect(store.upsertMany([carrier('2001'), carrier('x1')])).rejects.toThrow(/DOT/);
      expect(await store.get('2001')).toBeNull();
      const dup = await store.upsertMany([carrier('2002'), carrier('2002', { powerUnits: 7 })]);
      expect(dup.map((o) => o.kind)).toEqual(['created', 'changed']);
      expect((await store.get('2002'))?.powerUnits).toBe(7);
      // Renamed, re-docketed and with a new officer during the load: the derived rows follow (old ones removed).
      await store.upsertMany([carrier('12', { ...many(12, 1)[0], legalName: 'WOMBAT HAULERS', dockets: ['MC777777'], mcNumbers: ['777777'], officers: ['JANE ROE'] })]);
      expect(await store.count()).toBe(1001);
      expect(await store.get('500')).not.toBeNull();
      // No explicit rebuild: the search rebuilds first.
      const sevens = await store.search({ text: 'bulk seven' }, { offset: 0, limit: 5 });
      expect(sevens.total).toBe(142);
      expect((await store.search({ text: 'wombat' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['12']);
      expect((await store.search({ text: 'bulk other carrier 12' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).not.toContain('12');
      expect(await store.dotsByMc(['500012', '777777'])).toEqual(new Map([['777777', '12']]));
      expect((await store.findSharing('officer', 'JANE ROE', 3)).dotNumbers).toEqual(['12']);
      expect(sevens.hits).toHaveLength(5);
      expect(await store.dotsByMc(['500777'])).toEqual(new Map([['500777', '777']]));
      expect((await store.findSharing('officer', 'OFFICER 1', 3)).total).toBe(334);
      expect((await store.findSharing('phone', '6175550042', 3)).dotNumbers).toEqual(['42']);
      // Back to incremental maintenance.
      await store.upsertMany([carrier('14', { legalName: 'RENAMED SEVEN' })]);
      expect((await store.search({ text: 'renamed' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['14']);
    } finally {
      await store.close();
    }
  });

  it('rebuilds after a bulk load that was interrupted (reopened with the derived structures stale)', async () => {
    const file = join(dir, 'bulk-interrupted.db');
    const first = new SqliteCarrierStore(file, { cacheMb: 8 });
    first.beginBulkImport();
    await first.upsertMany(many(1, 300));
    await first.close(); // as if the process had died: no rebuildSearchIndex()
    const again = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      expect(await again.count()).toBe(300);
      // The load resumes where it stopped, then the first search rebuilds.
      again.beginBulkImport();
      expect((await again.upsertMany(many(1, 400))).filter((o) => o.kind === 'created')).toHaveLength(100);
      expect((await again.search({ text: 'bulk other carrier 299' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['299']);
      expect((await again.search({ text: 'bulk other carrier 398' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['398']);
      expect(await again.dotsByMc(['500001'])).toEqual(new Map([['500001', '1']]));
      expect(await again.count()).toBe(400);
    } finally {
      await again.close();
    }
  });

  it('gives the same answers after an explicit rebuild as with incremental maintenance', async () => {
    const incremental = new SqliteCarrierStore(join(dir, 'inc.db'), { cacheMb: 8 });
    const bulk = new SqliteCarrierStore(join(dir, 'blk.db'), { cacheMb: 8 });
    try {
      const rows = many(1, 500, (i) => `${['RED', 'BLUE', 'GREEN'][i % 3]} ${['HAWK', 'HERON', 'HARE'][i % 5 % 3]} ${i % 2 ? 'TRUCKING' : 'LOGISTICS'} ${i}`);
      await incremental.upsertMany(rows);
      bulk.beginBulkImport();
      await bulk.upsertMany(rows);
      await bulk.rebuildSearchIndex();
      for (const text of ['red', 'blue he', 'green hare truck', 'logistics 42', 'he', 'MC 500010', '6175550007']) {
        const a = await incremental.search({ text }, { offset: 0, limit: 20 });
        const b = await bulk.search({ text }, { offset: 0, limit: 20 });
        expect(b.total).toBe(a.total);
        expect(b.hits.map((h) => h.carrier.dotNumber)).toEqual(a.hits.map((h) => h.carrier.dotNumber));
      }
    } finally {
      await incremental.close();
      await bulk.close();
    }
  });

  it('starts a bulk load by itself on a large first batch into an empty store', async () => {
    const auto = new SqliteCarrierStore(join(dir, 'auto.db'), { cacheMb: 8 });
    const manual = new SqliteCarrierStore(join(dir, 'manual.db'), { cacheMb: 8, autoBulk: false });
    try {
      const rows = many(1, 1500);
      expect((await auto.upsertMany(rows)).every((o) => o.kind === 'created')).toBe(true);
      await manual.upsertMany(rows);
      for (const text of ['bulk seven', 'MC 500700', '6175550042', 'carrier 14']) {
        const a = await auto.search({ text }, { offset: 0, limit: 10 });
        const b = await manual.search({ text }, { offset: 0, limit: 10 });
        expect(a.total).toBe(b.total);
        expect(a.hits.map((h) => h.carrier.dotNumber)).toEqual(b.hits.map((h) => h.carrier.dotNumber));
      }
      // After the first search the store maintains everything incrementally again.
      await auto.upsertMany([carrier('14', { legalName: 'QUOKKA LINES' })]);
      expect((await auto.search({ text: 'quokka' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['14']);
      // 14 was one of the 500 carriers of OFFICER 2; its new snapshot names JOHN DOE instead.
      expect((await auto.findSharing('officer', 'OFFICER 2', 1)).total).toBe(499);
    } finally {
      await auto.close();
      await manual.close();
    }
  });

  it('ranks only the first 250 carriers (DOT order) of an identifier shared by more, and counts them all', async () => {
    const store = new SqliteCarrierStore(join(dir, 'shared-phone.db'), { cacheMb: 8 });
    try {
      // A filing service's phone on 300 carriers; the last 50 would sort first by name if all were ranked.
      await store.upsertMany(many(1, 300, (i) => (i > 250 ? `AAA FILING CLIENT ${i}` : `ZED CARRIER ${i}`)).map((c) => ({ ...c, phone: '6175559999' })));
      const page = await store.search({ phone: '6175559999' }, { offset: 0, limit: 20 });
      expect(page.total).toBe(300);
      expect(page.hits).toHaveLength(20);
      expect(page.hits.every((h) => Number(h.carrier.dotNumber) <= 250)).toBe(true);
      expect(page.hits[0].carrier.legalName).toBe('ZED CARRIER 1');
      // Narrowed by a name, the count is of the matches ranked.
      expect((await store.search({ phone: '6175559999', companyName: 'zed carrier 7' }, { offset: 0, limit: 5 })).total).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('rebuilds the search file when it missed a commit of the store file, or is gone', async () => {
    const file = join(dir, 'two-files.db');
    const first = new SqliteCarrierStore(file, { cacheMb: 8 });
    await first.upsertMany(many(1, 50));
    await first.close();
    expect(existsSync(searchFileOf(file))).toBe(true);
    // As if the process had died between the two files' commits of a rename: the search file never saw it.
    const renamed = new SqliteCarrierStore(file, { cacheMb: 8 });
    await renamed.upsertMany([carrier('7', { ...many(7, 1)[0], legalName: 'PLATYPUS FREIGHT' })]);
    await renamed.close();
    const search = openSqlite(searchFileOf(file));
    search.exec(`INSERT INTO carrier_search (carrier_search) VALUES ('delete-all'); UPDATE search_meta SET value = 'older' WHERE key = 'gen';`);
    search.close();
    const reopened = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      expect((await reopened.search({ text: 'platypus' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['7']);
      expect((await reopened.search({ text: 'bulk other carrier 8' }, { offset: 0, limit: 5 })).hits[0].carrier.dotNumber).toBe('8');
    } finally {
      await reopened.close();
    }
    rmSync(searchFileOf(file));
    const lost = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      expect((await lost.search({ text: 'platypus' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['7']);
      expect((await lost.findSharing('officer', 'OFFICER 1', 3)).total).toBe(17);
    } finally {
      await lost.close();
    }
  });

  it('moves a schema 2 store (name index inside the store file) to the search file', async () => {
    const file = join(dir, 'schema2.db');
    const current = new SqliteCarrierStore(file, { cacheMb: 8 });
    await current.upsertMany(many(1, 40));
    await current.close();
    // Schema 2: the FTS, its words and the officers lived in the store file, empty here; no search file.
    rmSync(searchFileOf(file));
    const old = openSqlite(file);
    old.exec(`CREATE VIRTUAL TABLE carrier_search USING fts5(legal, dba, state, content = '', contentless_delete = 1);
      CREATE VIRTUAL TABLE carrier_search_vocab USING fts5vocab(carrier_search, 'col');
      CREATE TABLE carrier_terms (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE carrier_officers (name TEXT NOT NULL, dot INTEGER NOT NULL, PRIMARY KEY (name, dot)) WITHOUT ROWID;
      UPDATE carrier_meta SET value = '2' WHERE key = 'schema';`);
    old.close();
    const migrated = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      expect((await migrated.search({ text: 'bulk seven' }, { offset: 0, limit: 10 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['14', '21', '28', '35', '7']);
      expect((await migrated.findSharing('officer', 'OFFICER 0', 2)).total).toBe(13);
    } finally {
      await migrated.close();
    }
  });

  it('marks the revoked and out-of-service carriers of a schema 3 store on open, for the flagged set', async () => {
    const file = join(dir, 'schema3.db');
    const current = new SqliteCarrierStore(file, { cacheMb: 8 });
    await current.upsertMany([
      carrier('501', { phone: '3125550101', authorityStatus: 'REVOKED' }),
      carrier('502', { phone: '3125550102', outOfService: true }),
      carrier('503', { phone: '3125550103' }),
    ]);
    await current.close();
    const old = openSqlite(file);
    old.exec(`ALTER TABLE carrier_keys DROP COLUMN flagged; UPDATE carrier_meta SET value = '3' WHERE key = 'schema';`);
    old.close();
    const migrated = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      await migrated.warmMemoryIndexes();
      const mayLink = (await migrated.flaggedFilter())!;
      expect(['3125550101', '3125550102', '3125550103'].map((p) => mayLink('phone', p))).toEqual([true, true, false]);
    } finally {
      await migrated.close();
    }
  });

  it('gives the equipment of a store from before the tracker its search columns and VIN index on open', async () => {
    const file = join(dir, 'equipment1.db');
    const current = new SqliteCarrierStore(file, { cacheMb: 8 });
    await current.close();
    // Equipment schema 1: id, dot, vin and the document only; documents without the inspection outcome.
    const old = openSqlite(file);
    const doc = { ...unit('7:1UYVS2531RM123456', '7', '1UYVS2531RM123456', '2025-03-14', { equipmentType: 'SEMI-TRAILER', licensePlate: 'T998877' }) } as Record<string, unknown>;
    delete doc.vehicleOutOfService;
    delete doc.vehicleViolations;
    old.exec(`DROP TABLE equipment_vins; DROP TABLE equipment; DELETE FROM carrier_meta WHERE key = 'equipment_schema';
      CREATE TABLE equipment (id TEXT PRIMARY KEY, dot INTEGER NOT NULL, vin TEXT NOT NULL, doc TEXT NOT NULL);`);
    old.prepare(`INSERT INTO equipment (id, dot, vin, doc) VALUES (?, 7, ?, ?)`).run(String(doc.id), '1UYVS2531RM123456', JSON.stringify(doc));
    old.close();
    const migrated = new SqliteCarrierStore(file, { cacheMb: 8 });
    try {
      const q = { text: '', vin: '', activeSince: '2024-01-01' };
      const ids = async (o: object) => (await migrated.searchEquipment({ ...q, ...o }, { offset: 0, limit: 5 })).hits.map((h) => h.record.id);
      expect(await ids({ vin: 'RM1234' })).toEqual([doc.id]);
      expect(await ids({ text: 't9988' })).toEqual([doc.id]);
      expect(await ids({ kind: 'TRAILER', status: 'ACTIVE' })).toEqual([doc.id]);
      expect((await migrated.equipmentOf('7')).map((e) => e.id)).toEqual([doc.id]);
    } finally {
      await migrated.close();
    }
  });

    it('refuses use after close', async () => {
    const store = new SqliteCarrierStore(join(dir, 'closed.db'), { cacheMb: 8 });
    await store.close();
    await store.close();
    await expect(store.get('1')).rejects.toThrow(/closed/);
  });
});
