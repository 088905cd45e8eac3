import { emptyCarrier, type CarrierRecord } from '../carrier/carrier.model';
import { findBrokerAuthority } from './broker-authority';

// A broker-only company: no motor-carrier authority (NONE), its broker authority active.
const broker: CarrierRecord = {
  ...emptyCarrier('3345678'),
  mcNumbers: ['1123456'],
  authorityStatus: 'NONE',
  authorityTypes: ['BROKER'],
  email: 'ops@northstar-brokerage.com',
  phone: '3125550187',
};
const carrier: CarrierRecord = { ...emptyCarrier('44110'), mcNumbers: ['222333'], authorityStatus: 'ACTIVE', authorityTypes: ['CARRIER_PROPERTY'] };
const records = new Map([broker, carrier].map((r) => [r.dotNumber, r]));
const store = {
  get: async (dot: string) => records.get(dot) ?? null,
  dotsByMc: async (mcs: string[]) => new Map(mcs.flatMap((mc) => [...records.values()].filter((r) => r.mcNumbers.includes(mc)).map((r) => [mc, r.dotNumber] as [string, string]))),
};

describe('findBrokerAuthority', () => {
  it('answers the record an MC names (as a broker types it) with its broker authority and contacts', async () => {
    expect(await findBrokerAuthority(store, 'MC-1123456B', '')).toEqual({
      found: true, dotNumber: '3345678', mcNumbers: ['1123456'], brokerAuthority: true, email: 'ops@northstar-brokerage.com', phone: '3125550187',
    });
    expect((await findBrokerAuthority(store, '', '03345678')).found).toBe(true);
  });

  it('finds nothing when the MC and the DOT name two different records, or nothing at all', async () => {
    expect((await findBrokerAuthority(store, 'MC-1123456B', '44110')).found).toBe(false);
    expect((await findBrokerAuthority(store, 'MC-999999B', '3345678')).found).toBe(false);
    expect((await findBrokerAuthority(store, '', '')).found).toBe(false);
  });

  it('sees no broker authority in a carrier-only record, nor in one whose broker authority is no longer active', async () => {
    expect((await findBrokerAuthority(store, '', '44110')).brokerAuthority).toBe(false);
    records.set('3345678', { ...broker, authorityTypes: [] });
    expect((await findBrokerAuthority(store, '', '3345678')).brokerAuthority).toBe(false);
    records.set('3345678', broker);
  });
});
