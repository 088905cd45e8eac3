import type { EquipmentRecord } from '../carrier/carrier.model';
import { unit as storeUnit } from '../carrier/equipment-store.contract';
import { collapseInspectionUnits, mergeSightings, planEquipmentMerge } from './equipment.merge';
import type { SourcedEquipment } from './equipment.source';

const DOT = '3204417';

/** A vehicle of the carrier seen at an inspection on that date; no unit number or owner unless given. */
const unit = (vin: string, inspectionDate: string, extra: Partial<EquipmentRecord> = {}): EquipmentRecord => ({
  ...storeUnit(`${DOT}:${vin}`, DOT, vin, inspectionDate),
  unitNumber: '',
  ownerName: '',
  inspectionId: `insp-${inspectionDate}`,
  ...extra,
});

const sourced = (e: EquipmentRecord, inspectionCount = 1): SourcedEquipment => ({ ...e, inspectionCount });

describe('mergeSightings', () => {
  it('keeps the later sighting and fills its gaps from the earlier one, whatever the order', () => {
    const older = unit('3AKJHHDR7SSLA1234', '2024-01-02', { unitNumber: '114', ownerName: 'ACME LEASING', licensePlate: 'OLD1' });
    const newer = unit('3AKJHHDR7SSLA1234', '2025-03-14', { licensePlate: 'NEW1', equipmentYear: null });
    for (const merged of [mergeSightings(older, newer), mergeSightings(newer, older)]) {
      expect(merged).toMatchObject({ lastSeen: '2025-03-14', inspectionDate: '2025-03-14', licensePlate: 'NEW1', unitNumber: '114', ownerName: 'ACME LEASING', equipmentYear: 2020 });
    }
  });

  it('lets the second (fresher) read win on the same date', () => {
    const a = unit('3AKJHHDR7SSLA1234', '2025-03-14', { equipmentMake: 'FRHT' });
    const b = unit('3AKJHHDR7SSLA1234', '2025-03-14', { equipmentMake: 'FREIGHTLINER' });
    expect(mergeSightings(a, b).equipmentMake).toBe('FREIGHTLINER');
  });
});

describe('collapseInspectionUnits', () => {
  it('makes one vehicle of repeated inspections, counts distinct inspections and sorts the latest first', () => {
    const vehicles = collapseInspectionUnits([
      unit('3AKJHHDR7SSLA1234', '2024-01-02', { unitNumber: '114' }),
      unit('1UYVS2531RM123456', '2025-03-14', { equipmentType: 'SEMI-TRAILER' }),
      unit('3AKJHHDR7SSLA1234', '2025-03-14'),
      // The same inspection twice (a duplicated row) counts once.
      unit('3AKJHHDR7SSLA1234', '2025-03-14'),
      { ...unit('', '2023-10-20'), id: '' },
    ]);
    expect(vehicles.map((v) => [v.vehicleVin, v.inspectionCount, v.lastSeen, v.unitNumber])).toEqual([
      ['1UYVS2531RM123456', 1, '2025-03-14', ''],
      ['3AKJHHDR7SSLA1234', 2, '2025-03-14', '114'],
    ]);
  });

  it('returns nothing for no rows', () => {
    expect(collapseInspectionUnits([])).toEqual([]);
  });
});

describe('planEquipmentMerge', () => {
  const tractor = unit('3AKJHHDR7SSLA1234', '2024-01-02', { unitNumber: '114', ownerName: 'ACME LEASING' });
  const trailer = unit('1UYVS2531RM123456', '2024-05-17', { equipmentType: 'SEMI-TRAILER' });

  it('adds every vehicle to an empty list', () => {
    const merge = planEquipmentMerge(DOT, [], [sourced(tractor, 3), sourced(trailer)]);
    expect(merge).toMatchObject({ total: 2, added: 2, updated: 0, unchanged: 0, inspections: 4 });
    expect(merge.writes.map((w) => w.id)).toEqual([tractor.id, trailer.id]);
    // What the store gets is a plain EquipmentRecord: the count stays out of it.
    expect(merge.writes[0]).not.toHaveProperty('inspectionCount');
    expect(merge.writes[0]).toEqual(tractor);
  });

  it('changes nothing when the source reports what is stored', () => {
    const merge = planEquipmentMerge(DOT, [tractor, trailer], [sourced(tractor), sourced(trailer)]);
    expect(merge).toMatchObject({ writes: [], total: 2, added: 0, updated: 0, unchanged: 2 });
  });

  it('updates a known vehicle seen again, keeping what only the stored record knew, and adds a new one', () => {
    const seenAgain = unit('3AKJHHDR7SSLA1234', '2025-03-14', { licensePlate: 'R777777' });
    const truck = unit('1HTMMAAL2CH123456', '2025-02-01', { equipmentType: 'STRAIGHT TRUCK' });
    const merge = planEquipmentMerge(DOT, [tractor, trailer], [sourced(seenAgain, 2), sourced(truck)]);
    expect(merge).toMatchObject({ total: 2, added: 1, updated: 1, unchanged: 0, inspections: 3 });
    expect(merge.writes).toEqual([{ ...seenAgain, unitNumber: '114', ownerName: 'ACME LEASING' }, truck]);
  });

  it('never goes back to an older sighting', () => {
    const older = unit('3AKJHHDR7SSLA1234', '2023-06-01', { licensePlate: 'GONE' });
    expect(planEquipmentMerge(DOT, [tractor], [sourced(older)])).toMatchObject({ writes: [], unchanged: 1 });
  });

  it("ignores vehicles of another carrier and rows without an id, and merges a source's duplicates", () => {
    const foreign = { ...tractor, id: '44:3AKJHHDR7SSLA1234', dotNumber: '44' };
    const again = unit('1UYVS2531RM123456', '2025-01-01');
    const merge = planEquipmentMerge(DOT, [foreign], [sourced(foreign), sourced({ ...trailer, id: '' }), sourced(trailer, 2), sourced(again, 1)]);
    expect(merge).toMatchObject({ total: 1, added: 1, updated: 0, inspections: 3 });
    expect(merge.writes).toEqual([again]);
  });
});
