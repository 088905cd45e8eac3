import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type ApiKeyUsedFromNewAddress } from '@logiscope/proto';
import type { LoginTrackingReply } from '@logiscope/proto/views';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { installation, openBus, readTopic, removeInstallation, serve, type Installation } from '../../../test/support/installation';
import { e2eProfiles, type RunningServer } from '../../../test/support/server-process';

/**
 * What the security team sees of API keys (issue 24 §1): the first request of a company's key from an address it was
 * not used from before is an ApiKeyUsedFromNewAddress on the login-risk stream, read as any outside consumer reads
 * the topic; a key used again and again from its usual address adds nothing; no event carries the secret. The
 * gateway believes X-Forwarded-For from loopback only because TRUSTED_PROXIES says so. The company's administrator sees
 * each as a row of Login Tracking, the key named as they named it (GET /api/login-tracking, its answers checked against the declared operation).
 */
const TMS_SERVER = '81.2.69.142';
const TOR_EXIT = '185.220.101.1';
const LATER = '126.0.0.1';
/** The name the administrator gives the key in API Settings: the screen shows it beside the id. */
const KEY_NAME = 'McLeod TMS';

type Seen = EventEnvelope<ApiKeyUsedFromNewAddress>;

describe.each(e2eProfiles())('API-key use from new addresses on the login-risk stream [%s]', (profile) => {
  let i: Installation;
  let server: RunningServer;
  beforeAll(async () => {
    i = installation(profile, 'api-key-addresses');
    server = await serve(i, { CARRIER_DATA_DEMO_ROWS: '0', TRUSTED_PROXIES: 'loopback' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    if (i) await removeInstallation(i);
  });

  it('publishes the first use of a key from each address once, enriched, without the secret', async () => {
    const { key } = await companyWithKey();
    const call = (ip: string) => new ApiClient(server.baseUrl).request('GET', '/api/v1/carriers/44110', undefined, { authorization: `Bearer ${key.secret}`, 'x-forwarded-for': ip });

    for (let n = 0; n < 5; n++) expect((await call(TMS_SERVER)).status).not.toBe(401);
    expect((await call(TOR_EXIT)).status).not.toBe(401);
    const mine = (events: EventEnvelope[]) => events.filter((e): e is Seen => e.type === 'ApiKeyUsedFromNewAddress' && (e.data as { keyId?: string }).keyId === key.id);
    const bus = await openBus(i);
    try {
      const first = mine(await readTopic(bus, Topics.securityLoginRisk, (e) => new Set(mine(e).map((x) => x.data.network)).size === 2, 'the two new addresses'));
      const tor = first.find((e) => e.data.ipAddress === TOR_EXIT)!;
      expect(tor.streamId).toBe(`api-key-address:${key.id}:${TOR_EXIT}`);
      expect(tor.data).toMatchObject({ keyId: key.id, keyName: KEY_NAME, network: TOR_EXIT, isTor: true, countryCode: 'DE' });
      expect(first.find((e) => e.data.ipAddress === TMS_SERVER)!.data).toMatchObject({ countryCode: 'GB', isTor: false });

      // The usual address again, then a new one: only the new one is news.
      for (let n = 0; n < 3; n++) await call(TMS_SERVER);
      await call(LATER);
      const all = mine(await readTopic(bus, Topics.securityLoginRisk, (e) => mine(e).some((x) => x.data.ipAddress === LATER), 'the later address'));
      // Delivery is at least once: a repeat keeps its id, so count ids.
      const ids = (ip: string) => new Set(all.filter((e) => e.data.ipAddress === ip).map((e) => e.eventId)).size;
      expect([ids(TMS_SERVER), ids(TOR_EXIT), ids(LATER)]).toEqual([1, 1, 1]);
      expect(JSON.stringify(all)).not.toContain(key.secret.slice(9));
    } finally {
      await bus.close();
    }
  }, 180_000);

  it("shows them on its company's Login Tracking as API-key rows, scored, found by the search and the filters, and to no other company", async () => {
    const { admin, key } = await companyWithKey();
    const call = (ip: string) => new ApiClient(server.baseUrl).request('GET', '/api/v1/carriers/44110', undefined, { authorization: `Bearer ${key.secret}`, 'x-forwarded-for': ip });
    await call(TMS_SERVER);
    // The gateway tells security-tracking in batches: the second network is the key's second, whatever the order they are told in.
    await eventually(async () => (await tracking(admin, { search: key.id.slice(0, 8) })).total, (n) => n === 1, 'the first address on the screen', 30_000);
    await call(TOR_EXIT);
    const page = await eventually(() => tracking(admin, { search: key.id.slice(0, 8) }), (p) => p.total === 2, 'both addresses on the screen', 30_000);
    const [tor, tms] = page.records;
    expect(tms).toMatchObject({ kind: 'API_KEY', apiKey: { keyId: key.id, name: KEY_NAME, network: TMS_SERVER }, ipAddress: TMS_SERVER, countryCode: 'GB', loginStatus: 'SUCCESS', riskScore: 0, threatLevel: 'LOW', email: '' });
    expect(tor).toMatchObject({ kind: 'API_KEY', apiKey: { keyId: key.id, name: KEY_NAME }, ipAddress: TOR_EXIT, countryCode: 'DE', isTor: true, threatLevel: 'CRITICAL', riskScore: 95 });
    expect(tor!.riskFactors.map((f) => f.code)).toEqual(['KEY_NEW_NETWORK', 'KEY_NEW_COUNTRY', 'TOR']);
    // The existing filters narrow them as they narrow sign-ins; the search finds them by address too.
    expect((await tracking(admin, { search: key.id.slice(0, 8), threatLevel: 'CRITICAL' })).records.map((r) => r.ipAddress)).toEqual([TOR_EXIT]);
    expect((await tracking(admin, { search: key.id.slice(0, 8), status: 'FAILED' })).total).toBe(0);
    expect((await tracking(admin, { search: TOR_EXIT })).records.some((r) => r.apiKey?.keyId === key.id)).toBe(true);
    // ...and by the key's name.
    expect((await tracking(admin, { search: 'mcleod' })).records.map((r) => r.ipAddress)).toEqual([TOR_EXIT, TMS_SERVER]);
    expect(JSON.stringify(page)).not.toContain(key.secret.slice(9));
    // Another company's administrator does not see them.
    const other = await companyWithKey();
    expect((await tracking(other.admin, { search: key.id.slice(0, 8) })).total).toBe(0);
  }, 180_000);

  async function companyWithKey(): Promise<{ admin: ApiClient; key: { id: string; secret: string } }> {
    const admin = new ApiClient(server.baseUrl);
    expect((await admin.post('/api/auth/register', registration({ companyType: 'BROKER', mcNumber: `MC-${Math.floor(100000 + Math.random() * 800000)}B` }))).status).toBe(201);
    expect((await admin.post('/api/subscription/start-trial')).status).toBe(200);
    const created = await admin.post('/api/company/api-keys', { name: KEY_NAME, scopes: ['carriers:read'] });
    expect(created.status).toBe(201);
    return { admin, key: created.body as { id: string; secret: string } };
  }

  async function tracking(admin: ApiClient, query: Record<string, string>): Promise<LoginTrackingReply> {
    const answer = await admin.get(`/api/login-tracking?${new URLSearchParams(query)}`);
    expect(answer.status).toBe(200);
    return answer.body as LoginTrackingReply;
  }
});
