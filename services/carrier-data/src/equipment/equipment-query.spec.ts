import { equipmentQuerySchema } from '@logiscope/proto/http';
import { MATCH_WEIGHT, planEquipmentText, vinWeight } from './equipment-query';

describe('the equipment tracker’s search text', () => {
  it('reads an MC or DOT number with its prefix as that carrier alone', () => {
    expect(planEquipmentText('MC-700200')).toEqual({ mc: '700200' });
    expect(planEquipmentText('mc 0700200')).toEqual({ mc: '700200' });
    expect(planEquipmentText('USDOT# 44110')).toEqual({ dot: '44110' });
    expect(planEquipmentText('DOT 0')).toBeNull();
  });

  it('looks for letters and digits inside VINs, except with I, O or Q (never in a VIN) or under 4 characters', () => {
    expect(planEquipmentText('la-1234')).toMatchObject({ vinPart: 'LA1234', plate: 'LA1234' });
    expect(planEquipmentText('3AKJHHDR7SSLA1234')).toMatchObject({ vinPart: '3AKJHHDR7SSLA1234' });
    expect(planEquipmentText('cascadia')).not.toHaveProperty('vinPart');
    expect(planEquipmentText('T99')).not.toHaveProperty('vinPart');
    expect(planEquipmentText('T99')).toMatchObject({ plate: 'T99' });
  });

  it('reads bare digits as a VIN part, a plate, a DOT and an MC number at once', () => {
    expect(planEquipmentText('0044110')).toEqual({ vinPart: '0044110', plate: '0044110', dot: '44110', mc: '44110' });
    // Too long for an MC docket (8 digits at most), still a DOT number.
    expect(planEquipmentText('123456789')).toEqual({ vinPart: '123456789', plate: '123456789', dot: '123456789' });
  });

  it('reads text with a letter as a carrier name and a make or model', () => {
    expect(planEquipmentText('  blue   river ')).toEqual({ plate: 'BLUERIVER', carrierName: 'BLUE RIVER', makeModel: 'BLUE RIVER' });
    expect(planEquipmentText('Freightliner Cascadia')).toEqual({ carrierName: 'FREIGHTLINER CASCADIA', makeModel: 'FREIGHTLINER CASCADIA' });
    expect(planEquipmentText('3 brothers')).toMatchObject({ carrierName: '3 BROTHERS' });
  });

  it('does not look a code (one word with a digit) or a word under 3 letters up as a carrier name', () => {
    expect(planEquipmentText('R123456')).not.toHaveProperty('carrierName');
    expect(planEquipmentText('T680')).toEqual({ vinPart: 'T680', plate: 'T680', makeModel: 'T680' });
    expect(planEquipmentText('KW')).toEqual({ plate: 'KW', makeModel: 'KW' });
  });

  it('finds nothing to look for in blanks or punctuation', () => {
    expect(planEquipmentText('')).toBeNull();
    expect(planEquipmentText(' -- ')).toBeNull();
  });

  it('weighs the whole VIN above its start, its start above a part', () => {
    expect(vinWeight('3AKJHHDR7SSLA1234', '3AKJHHDR7SSLA1234')).toBe(MATCH_WEIGHT.vinExact);
    expect(vinWeight('3AKJHHDR7SSLA1234', '3AKJ')).toBe(MATCH_WEIGHT.vinStart);
    expect(vinWeight('3AKJHHDR7SSLA1234', 'LA1234')).toBe(MATCH_WEIGHT.vinPart);
  });
});

describe('GET /api/equipment query (the declared rules)', () => {
  const parse = (q: Record<string, unknown>) => equipmentQuerySchema.safeParse(q);
  const messageOf = (q: Record<string, unknown>) => {
    const r = parse(q);
    return r.success ? null : r.error.issues[0].message;
  };

  it('defaults every criterion: every vehicle, first page of 12', () => {
    expect(parse({}).data).toEqual({ q: '', type: 'ALL', status: 'ALL', vin: '', page: 1, pageSize: 12 });
  });

  it('takes types and statuses in any case, a VIN part with spaces and dashes', () => {
    expect(parse({ type: 'trailer', status: 'out_of_service', vin: 'la-12 34', page: '2', pageSize: '24' }).data).toEqual({
      q: '',
      type: 'TRAILER',
      status: 'OUT_OF_SERVICE',
      vin: 'LA1234',
      page: 2,
      pageSize: 24,
    });
  });

  it('refuses what it cannot answer, with the catalogue’s words', () => {
    expect(messageOf({ type: 'BUS' })).toBe('Type must be ALL, TRACTOR or TRAILER');
    expect(messageOf({ status: 'IN_TRANSIT' })).toBe('Status must be ALL, ACTIVE, OUT_OF_SERVICE or INACTIVE');
    expect(messageOf({ vin: 'AB1' })).toBe('Please enter 4 to 17 letters or digits of the VIN');
    expect(messageOf({ vin: '1234567890ABCDEFGH' })).toBe('Please enter 4 to 17 letters or digits of the VIN');
    expect(messageOf({ q: 'x'.repeat(101) })).toBe('Search term must be at most 100 characters');
    expect(messageOf({ pageSize: '51' })).not.toBeNull();
    expect(messageOf({ page: '0' })).not.toBeNull();
  });
});
