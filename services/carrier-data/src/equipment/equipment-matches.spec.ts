import { unit } from '../carrier/equipment-store.contract';
import type { EquipmentRecord } from '../carrier/carrier.model';
import { searchEquipmentIn, type EquipmentIndex, type Sighting } from './equipment-matches';

/** An engine over a list, answering in list order (not recency: the ranking is searchEquipmentIn's job). */
function listIndex(units: EquipmentRecord[]): EquipmentIndex {
  const sighting = (e: EquipmentRecord): Sighting => ({ id: e.id, seen: e.lastSeen });
  return {
    vinPart: async (part, _f, cap) => units.filter((e) => e.vehicleVin.includes(part)).slice(0, cap).map((e) => ({ ...sighting(e), vin: e.vehicleVin })),
    plates: async (plate, _f, cap) => units.filter((e) => e.licensePlate.startsWith(plate)).slice(0, cap).map((e) => ({ ...sighting(e), plate: e.licensePlate })),
    makeModel: async (text, _f, cap) => units.filter((e) => e.equipmentMake.startsWith(text)).slice(0, cap).map((e) => ({ ...sighting(e), exact: e.equipmentMake === text })),
    ofCarriers: async (dots, _f, cap) => units.filter((e) => dots.includes(e.dotNumber)).slice(0, cap).map((e) => ({ ...sighting(e), dot: e.dotNumber })),
    browse: async (_f, limit) => [...units].sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : -1)).slice(0, limit).map(sighting),
    countBrowse: async (_f, cap) => Math.min(units.length, cap),
    records: async (ids) => new Map(units.filter((e) => ids.includes(e.id)).map((e) => [e.id, e])),
  };
}

const noCarriers = { dotsByMc: async () => new Map(), search: async () => ({ hits: [], total: 0 }) };
const units = Array.from({ length: 6 }, (_, i) => unit(`u${i}`, '1', `1FTFW1ET5DFC1000${i}`, `2025-01-0${i + 1}`, { equipmentMake: 'FRHT', licensePlate: `P${i}` }));
const query = { text: '', vin: '', activeSince: '2024-01-01' };
const ids = (r: { hits: { record: EquipmentRecord }[] }) => r.hits.map((h) => h.record.id);

describe('searchEquipmentIn (ranking and counting over any engine)', () => {
  it('counts a listing up to the cap and says when more match', async () => {
    const listed = await searchEquipmentIn(listIndex(units), noCarriers, query, { offset: 0, limit: 2 }, 4);
    expect(listed).toMatchObject({ total: 4, capped: true });
    expect(ids(listed)).toEqual(['u5', 'u4']);
    expect(await searchEquipmentIn(listIndex(units), noCarriers, query, { offset: 4, limit: 2 }, 4)).toEqual({ hits: [], total: 4, capped: true });
    expect(await searchEquipmentIn(listIndex(units), noCarriers, query, { offset: 0, limit: 2 }, 6)).toMatchObject({ total: 6, capped: false });
  });

  it('ranks a criterion that filled its cap among what it read, most recent first, and says the total is a floor', async () => {
    const found = await searchEquipmentIn(listIndex(units), noCarriers, { ...query, text: 'FRHT' }, { offset: 0, limit: 10 }, 3);
    // The engine answered its first three (u0, u1, u2): those are ranked, newest first.
    expect(ids(found)).toEqual(['u2', 'u1', 'u0']);
    expect(found).toMatchObject({ total: 3, capped: true });
  });

  it('narrows a text search to the VIN part, and pages the ranking', async () => {
    const found = await searchEquipmentIn(listIndex(units), noCarriers, { ...query, text: 'FRHT', vin: 'DFC10003' }, { offset: 0, limit: 10 });
    expect(ids(found)).toEqual(['u3']);
    const page = await searchEquipmentIn(listIndex(units), noCarriers, { ...query, text: 'FRHT' }, { offset: 2, limit: 2 });
    expect(ids(page)).toEqual(['u3', 'u2']);
    expect(page).toMatchObject({ total: 6, capped: false });
  });
});
