import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unit } from '../carrier/equipment-store.contract';
import { SqliteCarrierStore } from '../carrier/sqlite-carrier.store';
import { planEquipmentMerge } from './equipment.merge';
import { StoreEquipmentSource } from './store-equipment.source';

describe('StoreEquipmentSource (EQUIPMENT_SOURCE=store, the default)', () => {
  let dir: string;
  let store: SqliteCarrierStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-equipment-'));
    store = new SqliteCarrierStore(join(dir, 'store.db'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the carrier's imported vehicles, each seen at least once, and nothing for another carrier", async () => {
    const tractor = unit('u1', '9001', '1FTFW1ET5DFC10312', '2025-01-01');
    const trailer = unit('u2', '9001', '1FTFW1ET5DFC99999', '2025-02-01');
    await store.upsertEquipment([tractor, trailer, unit('u3', '9002', '1HGCM82633A004352', '2025-01-01')]);
    const source = new StoreEquipmentSource(store);
    expect(source.name).toBe('store');
    const vehicles = await source.vehiclesOf('9001');
    expect(vehicles).toEqual([
      { ...trailer, inspectionCount: 1 },
      { ...tractor, inspectionCount: 1 },
    ]);
    expect(await source.vehiclesOf('9003')).toEqual([]);
    // Synced back into the same store: everything is already known as it is.
    expect(planEquipmentMerge('9001', await store.equipmentOf('9001'), vehicles)).toMatchObject({ writes: [], total: 2, added: 0, updated: 0, unchanged: 2 });
  });
});
