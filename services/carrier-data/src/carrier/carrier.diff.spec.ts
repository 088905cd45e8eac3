import { emptyCarrier } from './carrier.model';
import { BROKER_FIELDS, diffCarrier, sameJson } from './carrier.diff';

describe('carrier diff', () => {
  it('reports exactly the top-level fields that changed, with before and after', () => {
    const a = { ...emptyCarrier('44110'), legalName: 'ACME', phone: '3344334999', physicalAddress: { street: '1 MAIN ST', city: 'MOBILE', state: 'AL', zip: '36603', country: 'US' } };
    const b = { ...a, phone: '2515550199', physicalAddress: { ...a.physicalAddress, street: '2 MAIN ST' }, powerUnits: 4 };
    expect(diffCarrier(a, b)).toEqual([
      { field: 'physicalAddress', before: a.physicalAddress, after: b.physicalAddress },
      { field: 'phone', before: '3344334999', after: '2515550199' },
      { field: 'powerUnits', before: 0, after: 4 },
    ]);
    expect(diffCarrier(a, { ...a })).toEqual([]);
  });

  it('ignores key order inside nested values', () => {
    expect(sameJson({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });

  it('treats authority, insurance, safety, out-of-service and contact details as broker fields, counts as not', () => {
    for (const f of ['authorityStatus', 'insurance', 'safetyRating', 'outOfService', 'phone', 'email', 'physicalAddress', 'officers', 'legalName'] as const) expect(BROKER_FIELDS.has(f)).toBe(true);
    for (const f of ['powerUnits', 'drivers', 'mcs150Mileage', 'sources'] as const) expect(BROKER_FIELDS.has(f)).toBe(false);
  });
});
