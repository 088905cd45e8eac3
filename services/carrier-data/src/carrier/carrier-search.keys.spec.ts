import { emptyCarrier } from './carrier.model';
import { carrierKeys } from './carrier-search.keys';

describe('carrierKeys', () => {
  it('derives the search keys of a carrier', () => {
    const k = carrierKeys({
      ...emptyCarrier('44110'),
      legalName: 'Eagle Freight, LLC',
      dbaName: 'Eagle Express',
      mcNumbers: ['0123456', '123456', 'x'],
      phone: '+1 (202) 555-0101',
      email: ' Ops@Eagle.com ',
      officers: ['John Q. Public', 'JOHN Q PUBLIC'],
      physicalAddress: { street: '1 Main Street', city: 'Reno', state: 'nv', zip: '89501', country: 'US' },
      mailingAddress: { street: '1 Main Street', city: 'Reno', state: 'nv', zip: '89501', country: 'US' },
    });
    expect(k).toEqual({
      dot: 44110,
      legal: 'EAGLE FREIGHT',
      dba: 'EAGLE EXPRESS',
      state: 'NV',
      phone: '2025550101',
      email: 'ops@eagle.com',
      address: '1 MAIN ST|NV|89501',
      mailing: '',
      mcs: [123456],
      officers: ['JOHN Q PUBLIC'],
      flagged: false,
    });
  });

  it('marks a carrier put out of business: revoked authority or an out-of-service order', () => {
    expect(carrierKeys({ ...emptyCarrier('1'), authorityStatus: 'REVOKED' }).flagged).toBe(true);
    expect(carrierKeys({ ...emptyCarrier('2'), outOfService: true }).flagged).toBe(true);
    expect(carrierKeys({ ...emptyCarrier('3'), authorityStatus: 'ACTIVE' }).flagged).toBe(false);
  });
});
