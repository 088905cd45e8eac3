import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { message } from '@logiscope/proto/http';
import { ApiClient, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { moveClock, resetClock } from '../../test/support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
const OPERATOR = { email: 'operator@paywall.e2e.example.com', password: 'operator-password-2026' };

/**
 * The paywall through HTTP (issue 13 §2's check): a new company is INACTIVE and gets 402 on carrier data, starts its
 * trial (200), extends it, subscribes through the sandbox checkout (ACTIVE), cancels (still served until the paid period
 * ends), and with the test clock moved past that end it is refused again; a trial whose end the clock passes reads
 * TRIAL_EXPIRED and is refused. Account, team and subscription calls stay open to a paywalled company, and the platform
 * operator is never paywalled.
 */
describe.each(e2eProfiles())('the paywall [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let clockFile: string;

  const company = async () => {
    const client = new ApiClient(server.baseUrl);
    const res = await client.post('/api/auth/register', registration({ companyType: 'BROKER', mcNumber: `MC-${Math.floor(100000 + Math.random() * 800000)}B` }));
    expect(res.status).toBe(201);
    return { client, companyId: res.body.companyId as string };
  };
  const status = async (client: ApiClient) => (await client.get('/api/subscription/status')).body.subscriptionStatus as string;
  const search = (client: ApiClient) => client.get('/api/carriers/search?q=trucking');
  const refused = { status: 402, body: { message: message('SUBSCRIPTION_REQUIRED'), code: 'SUBSCRIPTION_REQUIRED', params: {}, issues: [] } };
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.status === 402 ? res.body : 'served' });

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'paywall-clock-'));
    clockFile = join(clockDir, 'clock');
    server = await startServer(profile, { TEST_CLOCK_FILE: clockFile, SANDBOX_WEBHOOK_SECRET: 'whsec_e2e_paywall_secret_0123456789', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, CARRIER_DATA_DEMO_ROWS: '50' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('should refuse an INACTIVE company, serve its trial, extension and plan, and refuse it again past a cancelled period', async () => {
    const a = await company();
    expect(await status(a.client)).toBe('INACTIVE');
    expect(answer(await search(a.client))).toEqual(refused);
    expect(answer(await a.client.get('/api/saved-carriers'))).toEqual(refused);
    expect(answer(await a.client.get('/api/broker-dashboard'))).toEqual(refused);
    // Account, team and subscription stay reachable.
    expect((await a.client.get('/api/auth/user')).status).toBe(200);
    expect((await a.client.get('/api/company/users')).status).toBe(200);
    expect((await a.client.get('/api/search-history')).status).toBe(200);

    expect((await a.client.post('/api/subscription/start-trial')).status).toBe(200);
    expect(answer(await search(a.client))).toEqual({ status: 200, body: 'served' });
    expect((await a.client.post('/api/admin/extend-trial', { companyId: a.companyId, additionalDays: 10 })).status).toBe(200);
    expect(await status(a.client)).toBe('TRIAL');
    expect((await search(a.client)).status).toBe(200);

    const created = await a.client.post('/api/subscription/create');
    expect(created.status).toBe(200);
    const sessionId = (created.body.checkoutUrl as string).split('/').pop()!;
    expect((await a.client.post(`/api/subscription/sandbox-checkout/${sessionId}/pay`)).status).toBe(200);
    expect(await status(a.client)).toBe('ACTIVE');
    expect((await search(a.client)).status).toBe(200);

    const cancelled = await a.client.post('/api/subscription/cancel');
    expect(cancelled.body.subscriptionStatus).toBe('CANCELLED');
    // Paid until the period's end.
    expect((await search(a.client)).status).toBe(200);
    await moveClock(clockFile, Date.parse(cancelled.body.subscriptionEndDate as string) - Date.now() + DAY);
    try {
      expect(answer(await search(a.client))).toEqual(refused);
      expect(answer(await a.client.get('/api/freightguard'))).toEqual(refused);
      expect(await status(a.client)).toBe('CANCELLED');
    } finally {
      await resetClock(clockFile);
    }
  }, 120_000);

  it('should read a trial past its end as TRIAL_EXPIRED and refuse it, the platform operator never', async () => {
    const t = await company();
    expect((await t.client.post('/api/subscription/start-trial')).status).toBe(200);
    expect((await search(t.client)).status).toBe(200);
    const operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);

    await moveClock(clockFile, 31 * DAY);
    try {
      expect(await status(t.client)).toBe('TRIAL_EXPIRED');
      expect(answer(await search(t.client))).toEqual(refused);
      expect(answer(await t.client.post('/api/carrier-notes', { carrierId: '44110', title: 'x', content: 'y', isPrivate: true }))).toEqual(refused);
      // The operator's own company never started a trial: not paywalled all the same.
      expect((await operator.get('/api/carriers/search?q=trucking')).status).toBe(200);
      // An expired trial may still subscribe, and is served again at once.
      const created = await t.client.post('/api/subscription/create');
      const sessionId = (created.body.checkoutUrl as string).split('/').pop()!;
      expect((await t.client.post(`/api/subscription/sandbox-checkout/${sessionId}/pay`)).status).toBe(200);
      expect((await search(t.client)).status).toBe(200);
    } finally {
      await resetClock(clockFile);
    }
  }, 120_000);
});
