import { SAMPLE_EQUIPMENT_FLEET, filterSampleEquipment, lookupSampleVin } from './equipment-sample';

const all = { search: '', status: 'ALL', type: 'ALL' } as const;

describe('sample equipment tracker', () => {
  it('should search VIN, plate, carrier, make and model, case-insensitively', () => {
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, search: 'kenworth' }).map((e) => e.id)).toEqual(['eq-3']);
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, search: 'tr-20931' }).map((e) => e.id)).toEqual(['eq-4']);
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, search: 'great lakes' })).toHaveLength(2);
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, search: '4v4nc9' }).map((e) => e.id)).toEqual(['eq-5']);
  });

  it('should combine the status and type filters with the search', () => {
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, type: 'Trailer' }).every((e) => e.equipmentType === 'Trailer')).toBe(true);
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { ...all, status: 'IN_TRANSIT', type: 'Tractor' }).map((e) => e.id)).toEqual(['eq-1']);
    expect(filterSampleEquipment(SAMPLE_EQUIPMENT_FLEET, { search: 'volvo', status: 'MAINTENANCE', type: 'ALL' })).toEqual([]);
  });

  it('should open the first vehicle whose VIN contains the typed text', () => {
    expect(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, 'jw119')?.id).toBe('eq-4');
    expect(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, '1')?.id).toBe('eq-1');
    expect(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, 'ZZZZ')).toBeNull();
    expect(lookupSampleVin(SAMPLE_EQUIPMENT_FLEET, '  ')).toBeNull();
  });
});
