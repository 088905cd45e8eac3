import type { EquipmentRecord } from './carrier.model';
import type { CarrierStore } from './carrier.store';
import type { EquipmentSearchQuery } from './equipment.store';
import { carrier } from './carrier-store.fixtures';

/**
 * One behaviour of the equipment every CarrierStore engine keeps (SQLite embedded, MongoDB distributed): writes,
 * a carrier's units, VIN prefixes, and the equipment tracker's search (text, VIN part, type and status filters,
 * ranking, paging). `open(name)`: a new name is an empty store, the same name again the same data.
 */
export function describeEquipmentStoreContract(engine: string, open: (name: string) => Promise<CarrierStore>): void {
  describe(`EquipmentStore contract [${engine}]`, () => {
    const opened: CarrierStore[] = [];
    const fresh = async (name = `e_${Math.random().toString(36).slice(2, 8)}`): Promise<CarrierStore> => {
      const store = await open(name);
      opened.push(store);
      return store;
    };
    afterAll(async () => {
      for (const s of opened) await s.close().catch(() => undefined);
    });

    it('stores units by id, lists a carrier’s and finds them by VIN prefix', async () => {
      const store = await fresh();
      await store.upsertMany([carrier('9001'), carrier('9002')]);
      const units = [
        unit('u1', '9001', '1FTFW1ET5DFC10312', '2024-03-01'),
        unit('u2', '9001', '1FTFW1ET5DFC99999', '2025-01-10'),
        unit('u3', '9002', '3AKJHHDR7JSJM1234', '2024-06-01'),
      ];
      expect(await store.upsertEquipment(units)).toBe(3);
      expect(await store.upsertEquipment(units)).toBe(0);
      expect(await store.upsertEquipment([{ ...units[0], lastSeen: '2025-02-01' }])).toBe(1);
      expect((await store.equipmentOf('9001')).map((e) => e.id)).toEqual(['u1', 'u2']);
      expect(await store.equipmentOf('9002')).toEqual([units[2]]);
      expect(await store.equipmentOf('9003')).toEqual([]);
      expect((await store.equipmentByVin('1FTFW1ET', 10)).map((e) => e.id)).toEqual(['u1', 'u2']);
      expect((await store.equipmentByVin('1ftfw1et5dfc99', 10)).map((e) => e.id)).toEqual(['u2']);
      expect((await store.equipmentByVin('1FTFW1ET5DFC10312', 10)).map((e) => e.id)).toEqual(['u1']);
      expect((await store.equipmentByVin('1FTFW1ET', 1)).map((e) => e.id)).toEqual(['u1']);
      expect(await store.equipmentByVin('1FTFW1E', 10)).toEqual([]);
      expect(await store.equipmentByVin('ZZZZZZZZ', 10)).toEqual([]);
    });

    it('never lets an older sighting replace a newer one', async () => {
      const store = await fresh();
      const seen = unit('n1', '9101', '1FTFW1ET5DFC10312', '2025-03-01', { vehicleOutOfService: true });
      expect(await store.upsertEquipment([seen])).toBe(1);
      expect(await store.upsertEquipment([{ ...seen, lastSeen: '2024-01-01', inspectionDate: '2024-01-01', vehicleOutOfService: false }])).toBe(0);
      expect(await store.equipmentOf('9101')).toEqual([seen]);
      // The same day counts as news (a fresher read of the same inspection).
      expect(await store.upsertEquipment([{ ...seen, licensePlate: 'NEW1' }])).toBe(1);
      expect((await store.equipmentOf('9101'))[0].licensePlate).toBe('NEW1');
    });

    it('tallies the inspections of a page of carriers’ units at once', async () => {
      const store = await fresh();
      await store.upsertEquipment([
        // A tractor and its trailer at one inspection that put the vehicle out of service, a truck at another.
        unit('t1', '9201', '1FTFW1ET5DFC10312', '2025-03-01', { inspectionId: 'I-1', vehicleOutOfService: true, vehicleViolations: 2 }),
        unit('t2', '9201', '1UYVS2531RM123456', '2025-03-01', { inspectionId: 'I-1', vehicleOutOfService: true, vehicleViolations: 2 }),
        unit('t3', '9201', '3AKJHHDR7SSLA1234', '2024-11-02', { inspectionId: 'I-2', vehicleOutOfService: null, vehicleViolations: null }),
        unit('t4', '9202', '1HTMMAAL2CH123456', '2025-01-05', { inspectionId: '' }),
      ]);
      const tallies = await store.inspectionTallies(['9201', '09202', '9203', 'x']);
      expect(Object.fromEntries(tallies)).toEqual({
        '9201': { inspections: 2, vehicleOosInspections: 1, vehicleViolations: 2 },
        '9202': { inspections: 1, vehicleOosInspections: 0, vehicleViolations: 0 },
      });
      expect(await store.inspectionTallies([])).toEqual(new Map());
      // The truck inspected again, put out of service: its earlier inspection no longer counts (units keep their last).
      await store.upsertEquipment([unit('t3', '9201', '3AKJHHDR7SSLA1234', '2025-06-01', { inspectionId: 'I-3', vehicleOutOfService: true, vehicleViolations: 1 })]);
      expect(await store.inspectionTallies(['9201'])).toEqual(new Map([['9201', { inspections: 2, vehicleOosInspections: 2, vehicleViolations: 3 }]]));
    });

    describe('the equipment tracker’s search', () => {
      let store: CarrierStore;
      const page = { offset: 0, limit: 50 };
      const q = (o: Partial<EquipmentSearchQuery>): EquipmentSearchQuery => ({ text: '', vin: '', activeSince: '2024-01-01', ...o });
      const ids = async (o: Partial<EquipmentSearchQuery>, p = page) => (await store.searchEquipment(q(o), p)).hits.map((h) => h.record.id);

      beforeAll(async () => {
        store = await fresh();
        await store.upsertMany([
          carrier('7001', { legalName: 'EAGLE EXPRESS LLC', dockets: ['MC700100'], mcNumbers: ['700100'] }),
          carrier('7002', { legalName: 'BLUE RIVER TRUCKING INC', dockets: ['MC700200'], mcNumbers: ['700200'] }),
          carrier('7003', { legalName: 'NORTHERN HAUL INC' }),
        ]);
        await store.upsertEquipment(FLEET);
      });

      it('lists every unit, most recently seen first, counted and paged', async () => {
        const all = await store.searchEquipment(q({}), page);
        expect(all.hits.map((h) => h.record.id)).toEqual(['a1', 'a2', 'd1', 'b2', 'c1', 'b1']);
        expect(all).toMatchObject({ total: 6, capped: false });
        expect(all.hits[0].record).toEqual(FLEET[0]);
        expect(await ids({}, { offset: 2, limit: 2 })).toEqual(['d1', 'b2']);
        expect(await store.searchEquipment(q({}), { offset: 6, limit: 2 })).toEqual({ hits: [], total: 6, capped: false });
      });

      it('filters by type and by the status derived from the last inspection', async () => {
        expect(await ids({ kind: 'TRAILER' })).toEqual(['a2', 'b2']);
        expect(await ids({ kind: 'TRACTOR' })).toEqual(['a1', 'd1', 'c1', 'b1']);
        expect(await ids({ status: 'OUT_OF_SERVICE' })).toEqual(['a2']);
        expect(await ids({ status: 'ACTIVE' })).toEqual(['a1', 'd1', 'b2', 'c1']);
        expect(await ids({ status: 'INACTIVE' })).toEqual(['b1']);
        expect(await ids({ kind: 'TRACTOR', status: 'ACTIVE' })).toEqual(['a1', 'd1', 'c1']);
        expect(await ids({ status: 'ACTIVE', activeSince: '2025-01-01' })).toEqual(['a1', 'd1']);
        expect((await store.searchEquipment(q({ kind: 'TRAILER', status: 'INACTIVE' }), page)).total).toBe(0);
      });

      it('finds a unit by any part of its VIN, by plate, make or model', async () => {
        expect(await ids({ text: 'la1234' })).toEqual(['a1']);
        expect(await ids({ text: '123456' })).toEqual(['a2']);
        expect(await ids({ text: 'R123456' })).toEqual(['a1']);
        expect(await ids({ text: 't99' })).toEqual(['a2']);
        expect(await ids({ text: 'frht' })).toEqual(['a1', 'd1']);
        expect(await ids({ text: 'Cascadia' })).toEqual(['a1']);
        expect(await ids({ text: 'KENW' })).toEqual(['b1']);
      });

      it('finds a carrier’s units by its name, MC or DOT number', async () => {
        expect(await ids({ text: 'eagle' })).toEqual(['a1', 'a2']);
        expect(await ids({ text: 'blue river' })).toEqual(['b2', 'b1']);
        expect(await ids({ text: 'MC-700200' })).toEqual(['b2', 'b1']);
        expect(await ids({ text: 'DOT 7003' })).toEqual(['c1']);
        expect(await ids({ text: '7003' })).toEqual(['c1']);
        expect(await ids({ text: '700100' })).toEqual(['a1', 'a2']);
      });

      it('ranks the whole VIN and plate above a start, a start above a part, identifiers above names', async () => {
        const ranked = await store.searchEquipment(q({ text: '3AKJHHDR' }), page);
        expect(ranked.hits.map((h) => h.record.id)).toEqual(['a1', 'd1']);
        expect(await ids({ text: '3AKJHHDR7SSLA1234' })).toEqual(['a1']);
        // 'WB10001': a plate whole (b2), and a part of a1's VIN? No: the plate alone.
        expect(await ids({ text: 'WB10001' })).toEqual(['b2']);
        const weights = (await store.searchEquipment(q({ text: '1234' }), page)).hits.map((h) => [h.record.id, h.weight]);
        // a1's VIN ends in 1234, a2's holds it (…RM123456): both parts, the newer first (same day: by id).
        expect(weights.map(([id]) => id)).toEqual(['a1', 'a2']);
      });

      it('applies the filters to a text search', async () => {
        expect(await ids({ text: 'eagle', kind: 'TRAILER' })).toEqual(['a2']);
        expect(await ids({ text: 'frht', status: 'ACTIVE', kind: 'TRACTOR' })).toEqual(['a1', 'd1']);
        expect(await ids({ text: 'blue river', status: 'INACTIVE' })).toEqual(['b1']);
      });

      it('looks a VIN part up alone or within a text search', async () => {
        expect(await ids({ vin: 'LA1234' })).toEqual(['a1']);
        expect(await ids({ vin: '3AKJHHDR' })).toEqual(['a1', 'd1']);
        expect(await ids({ vin: '123456', text: 'eagle' })).toEqual(['a2']);
        expect(await ids({ vin: '123456', text: 'blue river' })).toEqual([]);
      });

      it('finds nothing for nonsense or punctuation', async () => {
        expect(await store.searchEquipment(q({ text: 'zzqqxx nothing' }), page)).toEqual({ hits: [], total: 0, capped: false });
        expect(await store.searchEquipment(q({ text: ' -- ' }), page)).toEqual({ hits: [], total: 0, capped: false });
        expect(await store.searchEquipment(q({ vin: 'ZZZZ' }), page)).toEqual({ hits: [], total: 0, capped: false });
      });

      it('follows a unit inspected again: its new status, plate and VIN', async () => {
        const [a1, , , , c1] = FLEET;
        await store.upsertEquipment([
          { ...a1, lastSeen: '2025-06-01', inspectionDate: '2025-06-01', vehicleOutOfService: true, licensePlate: 'R777777' },
          { ...c1, vehicleVin: '1HTMMAAL2CH123999', lastSeen: '2024-06-01', inspectionDate: '2024-06-01' },
        ]);
        expect(await ids({ status: 'OUT_OF_SERVICE' })).toEqual(['a1', 'a2']);
        expect(await ids({ text: 'R123456' })).toEqual([]);
        expect(await ids({ text: 'R777777' })).toEqual(['a1']);
        expect(await ids({ vin: 'CH123999' })).toEqual(['c1']);
        await store.upsertEquipment([{ ...c1, vehicleVin: '1HTMMAAL2CH123888', lastSeen: '2024-07-01', inspectionDate: '2024-07-01' }]);
        expect(await ids({ vin: 'CH123999' })).toEqual([]);
        expect(await ids({ vin: 'CH123888' })).toEqual(['c1']);
      });
    });

    it('keeps the units and their search across a reopen', async () => {
      const name = `eq_durable_${Math.random().toString(36).slice(2, 8)}`;
      const first = await open(name);
      await first.upsertEquipment([unit('d1', '6001', '1HGCM82633A004352', '2025-01-01')]);
      await first.close();
      const again = await fresh(name);
      expect((await again.equipmentByVin('1HGCM826', 5)).map((e) => e.id)).toEqual(['d1']);
      expect((await again.searchEquipment({ text: '', vin: '004352', activeSince: '2024-01-01' }, { offset: 0, limit: 5 })).hits.map((h) => h.record.id)).toEqual(['d1']);
    });
  });
}

export function unit(id: string, dotNumber: string, vin: string, lastSeen: string, o: Partial<EquipmentRecord> = {}): EquipmentRecord {
  return {
    id,
    dotNumber,
    equipmentType: 'TRUCK TRACTOR',
    equipmentYear: 2020,
    equipmentMake: 'FORD',
    equipmentModel: 'F-150',
    vehicleVin: vin,
    licensePlate: 'ABC123',
    plateState: 'TX',
    unitNumber: '1',
    inspectionDate: lastSeen,
    inspectionState: 'TX',
    inspectionId: `I-${id}`,
    registrationState: 'TX',
    ownerName: '',
    lastSeen,
    vehicleOutOfService: false,
    vehicleViolations: 0,
    ...o,
  };
}

/** A semi-trailer, with no model on file. */
const trailer = (id: string, dotNumber: string, vin: string, lastSeen: string, o: Partial<EquipmentRecord>): EquipmentRecord =>
  unit(id, dotNumber, vin, lastSeen, { equipmentType: 'SEMI-TRAILER', equipmentModel: '', ...o });

/** Six units of three carriers and one unknown carrier, seen from 2023 to 2025 (activeSince 2024-01-01 in the tests). */
const FLEET: EquipmentRecord[] = [
  unit('a1', '7001', '3AKJHHDR7SSLA1234', '2025-03-14', { equipmentMake: 'FRHT', equipmentModel: 'CASCADIA', licensePlate: 'R123456' }),
  trailer('a2', '7001', '1UYVS2531RM123456', '2025-03-14', { equipmentMake: 'UTIL', licensePlate: 'T998877', vehicleOutOfService: true, vehicleViolations: 2 }),
  unit('b1', '7002', '1XKYD49X0LJ654321', '2023-06-01', { equipmentMake: 'KENWORTH', equipmentModel: 'T680', licensePlate: 'KW55501' }),
  // The source did not say how its inspection ended: out-of-service and violations null.
  trailer('b2', '7002', '1JJV532D8KL778899', '2024-11-01', { equipmentMake: 'WABASH', licensePlate: 'WB10001', vehicleOutOfService: null, vehicleViolations: null }),
  unit('c1', '7003', '', '2024-05-17', { equipmentType: 'STRAIGHT TRUCK', equipmentMake: 'INTL', equipmentModel: '', licensePlate: 'GA77X1' }),
  unit('d1', '9999', '3AKJHHDR0PSLB5555', '2025-01-01', { equipmentMake: 'FRHT', equipmentModel: '', licensePlate: 'ZZ1' }),
];
