import { OutboxRelay, rebuildProjection, type EventBus, type OutgoingMessage } from '@logiscope/infra';
import { Topics } from '@logiscope/proto';
import { OfflineEnricher } from '../login-risk/login-enrichment';
import { openLoginRecords } from '../security-tracking.projections';
import { networkOf } from '../login-risk/ip-address';
import { ApiKeyAddresses, apiKeyAddressStream, type ApiKeyAddressUse } from './api-key-address.service';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';

const TOR_EXIT = '185.220.101.1';
const use = (ipAddress: string, keyId = 'k1', minute = 0): ApiKeyAddressUse => ({
  keyId,
  companyId: 'c1',
  createdByUserId: 'u1',
  // k2 comes from an older gateway, which sent no name.
  ...(keyId === 'k2' ? {} : { keyName: `TMS ${keyId}` }),
  ipAddress,
  at: `2026-12-06T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('API-key use from a new address: what the security team sees on the login-risk stream', () => {
  const enricher = OfflineEnricher.load();
  const stores = sqliteStoresPerTest('security-tracking');

  it('publishes the first use of a key from each network once, enriched, and never again from there', async () => {
    const { events } = stores;
    const relayed: string[] = [];
    const addresses = new ApiKeyAddresses({ events, enricher, onAppended: () => relayed.push('told') });

    expect(await addresses.record([use('81.2.69.142'), use(TOR_EXIT, 'k1', 1), use('81.2.69.142', 'k2', 2)])).toEqual({ newAddresses: 3 });
    // Seen before (a restarted gateway asks again, a retried batch): nothing new.
    expect(await addresses.record([use('81.2.69.142', 'k1', 3), use(TOR_EXIT, 'k1', 4)])).toEqual({ newAddresses: 0 });
    // IPv6: another address of the same /64 is the same host; another /64 is news.
    expect(await addresses.record([use('2001:db8:1:2::a'), use('2001:db8:1:2:ffff::b'), use('2001:db8:1:3::a')])).toEqual({ newAddresses: 2 });
    expect(relayed).toEqual(['told', 'told']);

    const bus: EventBus & { sent: OutgoingMessage[] } = { sent: [], publish: async (m) => void bus.sent.push(...m), subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };
    await new OutboxRelay(events, bus).drain();
    expect(bus.sent.map((m) => [m.topic, m.key, m.event.type])).toEqual(
      [
        ['k1', '81.2.69.142'],
        ['k1', TOR_EXIT],
        ['k2', '81.2.69.142'],
        ['k1', '2001:db8:1:2::/64'],
        ['k1', '2001:db8:1:3::/64'],
      ].map(([key, network]) => [Topics.securityLoginRisk, apiKeyAddressStream(key, network), 'ApiKeyUsedFromNewAddress']),
    );
    const tor = bus.sent[1].event;
    expect(tor.data).toEqual(
      expect.objectContaining({ keyId: 'k1', keyName: 'TMS k1', companyId: 'c1', createdByUserId: 'u1', ipAddress: TOR_EXIT, network: TOR_EXIT, usedAt: '2026-12-06T10:01:00.000Z', isTor: true, countryCode: 'DE' }),
    );
    expect(tor.metadata).toMatchObject({ companyId: 'c1', userId: 'u1' });
    // A use with no name (an older gateway) publishes none, rather than an empty one.
    expect(Object.keys(bus.sent[2].event.data)).not.toContain('keyName');
    // Nothing about the secret: the key is named by its id and the name its ADMIN gave it.
    expect(Object.keys(tor.data).filter((k) => /secret|hash|prefix/i.test(k))).toEqual([]);

    // The login records (sign-ins) rebuild from a log holding these events as before: they are not sign-ins.
    const { records, projection } = await openLoginRecords(stores.documents, events, { indexed: true });
    expect(await rebuildProjection(events, stores.documents, projection)).toMatchObject({ eventsApplied: 0, documents: { login_records: 0 } });
    records.close();
  });
});

describe('networkOf', () => {
  it('is an IPv4 address itself, an IPv6 address its /64 in canonical form', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:0DB8:0001:0002:0000:0000:0000:000a')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('64:ff9b:1:2::203.0.113.7')).toBe('64:ff9b:1:2::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('not an address')).toBe('not an address');
  });
});
