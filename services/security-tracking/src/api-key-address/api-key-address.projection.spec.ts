import { Projector, rebuildProjection } from '@logiscope/infra';
import { LoginRecordRepository } from '../login-record/login-record.repository';
import { OfflineEnricher } from '../login-risk/login-enrichment';
import type { LoginRecordFilters } from '../security-tracking.api';
import { securityTrackingProjections } from '../security-tracking.projections';
import { ApiKeyAddresses, type ApiKeyAddressUse } from './api-key-address.service';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';

const TMS_SERVER = '81.2.69.142';
const TOR_EXIT = '185.220.101.1';
const KEY = '0193b0c4-aaaa-7f00-8a1b-2c3d4e5f6a7b';
const use = (ipAddress: string, minute: number, keyId = KEY, companyId = 'c1'): ApiKeyAddressUse => ({
  keyId,
  companyId,
  createdByUserId: 'u1',
  // The other company's key comes from an older gateway: no name.
  ...(keyId === KEY ? { keyName: 'McLeod TMS' } : {}),
  ipAddress,
  at: `2026-12-06T10:${String(minute).padStart(2, '0')}:00.000Z`,
});
const scope = (companyId: string) => ({ companyId, allCompanies: false });
const NO_FILTER: LoginRecordFilters = { search: '', status: '', threatLevel: '' };

describe('API-key use from a new address on the login-tracking screen (a projection of the log)', () => {
  const enricher = OfflineEnricher.load();
  const stores = sqliteStoresPerTest('security-tracking');

  async function recorded() {
    const { events, documents } = stores;
    await new ApiKeyAddresses({ events, enricher }).record([use(TMS_SERVER, 0), use(TOR_EXIT, 1), use(TMS_SERVER, 2, 'k-other', 'c2')]);
    const projections = await securityTrackingProjections(documents, { events, profile: 'embedded' });
    await new Projector(events, documents, projections[0]).catchUp();
    await new Projector(events, documents, projections[1]).catchUp();
    const records = await LoginRecordRepository.open(documents);
    await records.filled();
    return { records, projections };
  }

  it("shows the key's rows to its company, newest first, scored: its first use says nothing, Tor from a new country after it is critical", async () => {
    const { records } = await recorded();
    const page = await records.list(scope('c1'), NO_FILTER, 100);
    expect(page.records.map((r) => [r.kind, r.apiKey?.keyId, r.ipAddress, r.countryCode, r.loginStatus, r.riskScore, r.threatLevel])).toEqual([
      ['API_KEY', KEY, TOR_EXIT, 'DE', 'SUCCESS', 95, 'CRITICAL'],
      ['API_KEY', KEY, TMS_SERVER, 'GB', 'SUCCESS', 0, 'LOW'],
    ]);
    const tor = page.records[0]!;
    expect(tor.riskFactors.map((f) => [f.code, f.points])).toEqual([['KEY_NEW_NETWORK', 15], ['KEY_NEW_COUNTRY', 30], ['TOR', 50]]);
    expect(tor.riskFactors[1]!.params).toEqual({ country: 'Germany' });
    expect(tor).toMatchObject({ email: '', companyId: 'c1', userId: 'u1', isTor: true, isFirstTimeLocation: true, apiKey: { keyId: KEY, name: 'McLeod TMS', network: TOR_EXIT }, createdAt: '2026-12-06T10:01:00.000Z' });
    expect(page.counts).toEqual({ suspicious: 1, vpnProxy: 1, failed: 0, blocked: 0 });
    // Another company sees only its own key (used before keys' names travelled: the row has none).
    expect((await records.list(scope('c2'), NO_FILTER, 100)).records.map((r) => r.apiKey)).toEqual([{ keyId: 'k-other', network: TMS_SERVER, asn: expect.any(Number) }]);
    records.close();
  });

  it("is found by the screen's search (part of the key id, its name, the address) and narrowed by its filters", async () => {
    const { records } = await recorded();
    const ids = async (filters: Partial<LoginRecordFilters>) => (await records.list(scope('c1'), { ...NO_FILTER, ...filters }, 100)).records.map((r) => r.ipAddress);
    expect(await ids({ search: KEY.slice(0, 8) })).toEqual([TOR_EXIT, TMS_SERVER]);
    expect(await ids({ search: '185.220' })).toEqual([TOR_EXIT]);
    expect(await ids({ search: 'mcleod' })).toEqual([TOR_EXIT, TMS_SERVER]);
    expect(await ids({ threatLevel: 'CRITICAL' })).toEqual([TOR_EXIT]);
    expect(await ids({ status: 'SUCCESS', threatLevel: 'LOW' })).toEqual([TMS_SERVER]);
    expect(await ids({ status: 'FAILED' })).toEqual([]);
    records.close();
  });

  it('rebuilds to the same rows, and a use applied twice is one row scored once', async () => {
    const { events, documents } = stores;
    const { records, projections } = await recorded();
    const before = await records.list(scope('c1'), NO_FILTER, 100);
    const [logins, keyRows] = projections;
    await rebuildProjection(events, documents, logins);
    await rebuildProjection(events, documents, keyRows);
    expect(await records.list(scope('c1'), NO_FILTER, 100)).toEqual(before);
    const { events: log } = await events.readAll(0, { limit: 10, types: ['ApiKeyUsedFromNewAddress'] });
    await keyRows.apply(log[1] as Parameters<typeof keyRows.apply>[0]);
    expect(await records.list(scope('c1'), NO_FILTER, 100)).toEqual(before);
    records.close();
  });
});
