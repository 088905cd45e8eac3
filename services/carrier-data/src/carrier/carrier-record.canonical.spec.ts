import { emptyCarrier } from './carrier.model';
import { canonicalCarrier, carrierChanges } from './carrier-record.canonical';

describe('canonical records and changes', () => {
  it('puts every field in the model order with defaults, nested objects too', () => {
    const partial = { legalName: 'X', dotNumber: '7', physicalAddress: { zip: '1', street: 'S' } } as never;
    const c = canonicalCarrier(partial);
    expect(Object.keys(c)).toEqual(Object.keys(emptyCarrier('7')));
    expect(c).toEqual({ ...emptyCarrier('7'), legalName: 'X', physicalAddress: { street: 'S', city: '', state: '', zip: '1', country: '' } });
    expect(Object.keys(c.physicalAddress)).toEqual(['street', 'city', 'state', 'zip', 'country']);
  });

  it('lists the top-level fields that differ, deep and order-insensitively', () => {
    const a = emptyCarrier('7');
    const b = { ...a, officers: ['A'], physicalAddress: { ...a.physicalAddress, city: 'RENO' }, drivers: 2 };
    expect(carrierChanges(a, b).map((c) => c.field)).toEqual(['physicalAddress', 'officers', 'drivers']);
    expect(carrierChanges(a, { ...a, mailingAddress: { country: '', zip: '', state: '', city: '', street: '' } })).toEqual([]);
  });
});
