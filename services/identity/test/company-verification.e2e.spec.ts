import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { registerOnTrial } from '../../../test/support/trial';

const OPERATOR = { email: 'operator@company-verification.test', password: 'Operator-Password-2026!' };
const STATES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];

interface Carrier {
  mcNumber: string;
  dotNumber: string;
  email: string;
  phone: string;
  businessType: string;
  authorityStatus: string;
  /** authorityStatus is the motor-carrier authority; a broker's own authority is among these. */
  authorities: { kind: string; status: string }[];
}

/**
 * The control panel's company and usage through HTTP: a broker company set up with the MC/DOT of an FMCSA broker
 * record and that record's phone is Verified at once; someone registering with the same MC and DOT but
 * another domain and phone stays Pending until the platform operator verifies it; a shipper is never verified. Usage
 * counts come from the server, today and this month following the clock.
 */
describe.each(e2eProfiles())('company verification and usage [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let broker: Carrier;
  let clockFile: string;

  /** An active broker (BROKER authority) of the demo FMCSA data with a phone on file, found state by state. */
  async function findBroker(client: ApiClient): Promise<Carrier> {
    for (const state of STATES) {
      // The distributed profile under load may miss carrier-data's deadline once: asked again.
      const res = await eventually(() => client.post('/api/carriers/advanced-search', { state, page: 1, pageSize: 100 }), (r) => r.status !== 503, `the carriers of ${state}`, 60_000);
      expect({ status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({ status: 200, body: undefined });
      const found = (res.body.carriers as Carrier[]).find((c) => c.businessType === 'Broker' && c.authorities.some((a) => a.kind === 'BROKER' && a.status === 'ACTIVE') && c.mcNumber && /^\d{10}$/.test(c.phone));
      if (found) return found;
    }
    throw new Error('The demo FMCSA data holds no active broker with a phone');
  }

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'company-clock-'));
    clockFile = join(clockDir, 'clock');
    server = await startServer(profile, { TEST_CLOCK_FILE: clockFile, CARRIER_DATA_DEMO_ROWS: '300', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password });
    const scout = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(scout, registration())).status).toBe(201);
    broker = await findBroker(scout);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it("verifies a broker at company setup when its MC/DOT name an FMCSA broker record with the company's phone", async () => {
    const client = new ApiClient(server.baseUrl);
    // A broker registered without an MC number meets the company setup, which gives the phone.
    const reg = registration({ companyType: 'BROKER', email: `owner.${Date.now().toString(36)}@example.com` });
    const res = await client.post('/api/auth/register', reg);
    expect(res.status).toBe(201);
    expect(res.body.needsCompanySetup).toBe(true);
    const phone = `+1 (${broker.phone.slice(0, 3)}) ${broker.phone.slice(3, 6)}-${broker.phone.slice(6)}`;
    const setup = await client.post('/api/auth/setup-company', {
      companyType: 'BROKER', companyName: reg.companyName, mcNumber: `MC-${broker.mcNumber}B`, dotNumber: broker.dotNumber, phone, email: reg.email,
    });
    expect(setup.status).toBe(200);
    expect(setup.body.company.isVerified).toBe(true);
    const profile = await client.get('/api/company');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ company: { companyType: 'BROKER', isVerified: true }, verification: { status: 'VERIFIED', method: 'FMCSA' }, memberCount: 1 });
    expect((await client.post('/api/company/verification')).body).toMatchObject({ outcome: 'VERIFIED', verification: { status: 'VERIFIED' } });
  });

  it("keeps someone who registers in that broker's name pending until the platform operator verifies it", async () => {
    const client = new ApiClient(server.baseUrl);
    const reg = registration({ companyType: 'BROKER', mcNumber: `MC-${broker.mcNumber}B`, dotNumber: broker.dotNumber, email: `dispatch.${Date.now().toString(36)}@impostor-freight.example` });
    const res = await client.post('/api/auth/register', reg);
    expect(res.status).toBe(201);
    expect(res.body.company.isVerified).toBe(false);
    const companyId = res.body.companyId as string;
    const check = await client.post('/api/company/verification');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ outcome: 'CONTACT_MISMATCH', verification: { status: 'PENDING', method: null, verifiedAt: null } });
    // The company's ADMIN cannot verify itself by hand.
    expect((await client.post(`/api/admin/companies/${companyId}/verify`)).status).toBe(403);

    const operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
    const pending = await operator.get('/api/admin/companies/pending-verification');
    expect(pending.status).toBe(200);
    expect((pending.body as { companyId: string }[]).map((c) => c.companyId)).toContain(companyId);
    const verified = await operator.post(`/api/admin/companies/${companyId}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ outcome: 'VERIFIED', verification: { status: 'VERIFIED', method: 'OPERATOR' } });
    expect((await client.get('/api/company')).body.verification).toMatchObject({ status: 'VERIFIED', method: 'OPERATOR' });
    expect(((await operator.get('/api/admin/companies/pending-verification')).body as { companyId: string }[]).map((c) => c.companyId)).not.toContain(companyId);
    expect((await operator.post('/api/admin/companies/no-such-company/verify')).status).toBe(404);
  });

  it('never verifies a shipper company', async () => {
    const client = new ApiClient(server.baseUrl);
    const res = await client.post('/api/auth/register', registration());
    expect(res.status).toBe(201);
    expect((await client.post('/api/company/verification')).body).toMatchObject({ outcome: 'NOT_A_BROKER', verification: { status: 'PENDING' } });
    const operator = new ApiClient(server.baseUrl);
    await operator.post('/api/auth/login', OPERATOR);
    expect((await operator.post(`/api/admin/companies/${res.body.companyId}/verify`)).status).toBe(409);
  });

  it("counts the company's searches on the server: in all, this month, today, and the last 5", async () => {
    const client = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(client, registration())).status).toBe(201);
    expect((await client.get('/api/usage')).body).toEqual({ totalSearches: 0, searchesThisMonth: 0, searchesToday: 0, recentSearches: [] });
    for (const q of ['freight', 'logistics', 'transport', 'express', 'trucking', 'carriers']) expect((await client.get(`/api/carriers/search?q=${q}`)).status).toBe(200);
    expect((await client.get(`/api/fmcsa/lookup?dot=${broker.dotNumber}`)).status).toBe(200);
    const usage = await client.get('/api/usage?timeZone=America/Chicago');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ totalSearches: 7, searchesThisMonth: 7, searchesToday: 7 });
    expect(usage.body.recentSearches.map((s: { searchType: string; query: string }) => `${s.searchType} ${s.query}`)).toEqual([
      `FMCSA_LOOKUP DOT ${broker.dotNumber}`,
      'QUICK carriers',
      'QUICK trucking',
      'QUICK express',
      'QUICK transport',
    ]);
    expect(usage.body.recentSearches[0].resultsCount).toBe(1);
    // Another company's searches are not this one's.
    expect((await new ApiClient(server.baseUrl).get('/api/usage')).status).toBe(401);
    expect((await client.get('/api/usage?timeZone=Mars/Olympus')).status).toBe(400);

    // Forty days on: nothing today nor this month, the total stays.
    await moveClock(clockFile, 40 * 24 * 3_600_000);
    expect((await client.get('/api/usage')).body).toMatchObject({ totalSearches: 7, searchesThisMonth: 0, searchesToday: 0 });
    await moveClock(clockFile, -40 * 24 * 3_600_000);
  });
});
