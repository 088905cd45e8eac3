import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whileLocked } from '../../../../test/support/sqlite-lock';
import { carrier } from './carrier-store.fixtures';
import { unit } from './equipment-store.contract';
import { searchFileOf } from './sqlite-carrier.schema';
import { SqliteCarrierStore } from './sqlite-carrier.store';

/**
 * The running server and `npm run import` write the carrier files both. While the import holds a write lock (suspended
 * inside a write, or in a long transaction), a write of the server (an equipment sync, a refresh) waits without stopping
 * the server, and lands once the lock is let go.
 */
describe('SqliteCarrierStore writes while another process holds the write lock', () => {
  let dir: string;
  let file: string;
  let store: SqliteCarrierStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ls-carrier-busy-'));
    file = join(dir, 'carriers.db');
    store = new SqliteCarrierStore(file, { cacheMb: 8 });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a carrier write wait off the thread, on the carrier file and on the search file, and stores it after', async () => {
    await store.upsertMany([carrier('1001')]);
    const onRows = await whileLocked(file, () => store.upsertMany([carrier('1002')]));
    expect(onRows.doneWhileLocked).toBe(false);
    // Timers ran on while it waited (a synchronous busy wait lets one fire at most, after 5 s, and then throws).
    expect(onRows.ticks).toBeGreaterThanOrEqual(3);
    const onSearch = await whileLocked(searchFileOf(file), () => store.upsertMany([carrier('1001', { legalName: 'RENAMED HAULING LLC' })]));
    expect(onSearch).toMatchObject({ doneWhileLocked: false });
    expect(onSearch.ticks).toBeGreaterThanOrEqual(3);
    expect(await store.count()).toBe(2);
    expect((await store.search({ text: 'renamed hauling' }, { offset: 0, limit: 5 })).hits.map((h) => h.carrier.dotNumber)).toEqual(['1001']);
  });

  it('lets an equipment write wait the same way', async () => {
    await store.upsertMany([carrier('1001')]);
    const waited = await whileLocked(file, () => store.upsertEquipment([unit('u1', '1001', '1FUJGLDR5CLBP8834', '2026-12-01')]));
    expect(waited).toMatchObject({ doneWhileLocked: false });
    expect(waited.ticks).toBeGreaterThanOrEqual(3);
    expect((await store.equipmentOf('1001')).map((e) => e.id)).toEqual(['u1']);
  });
});
