import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { companySubscriptionEvents } from './billing-events';
import { checkoutEvent, invoiceEvent, signed } from './stripe-events';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_e2e_sandbox_secret_0123456789';
const OPERATOR = { email: 'operator@billing.e2e.example.com', password: 'operator-password-2026' };

interface Status {
  subscriptionStatus: string;
  companyName: string;
  monthlyPrice: number;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
  trialEndDate: string | null;
}

/** A paid checkout.session.completed as Stripe sends it, signed with the webhook secret by the SDK's test helper. */
const signedCheckoutCompleted = (companyId: string, eventId: string, secret = WEBHOOK_SECRET) =>
  signed(checkoutEvent('checkout.session.completed', companyId, eventId, 'paid'), secret);

const postWebhook = (baseUrl: string, body: string, signature: string) =>
  new ApiClient(baseUrl).request('POST', '/api/subscription/webhook', body, { 'stripe-signature': signature });

/**
 * The subscription through HTTP as a company's administrator uses it, in both profiles: a new company is INACTIVE, starts
 * its 30-day trial once, extends it (capped for the ADMIN, not for the platform operator), subscribes through the sandbox
 * checkout (ACTIVE after the provider's signed webhook; a replay changes nothing; a bad signature is refused), cancels;
 * a trial past its end reads TRIAL_EXPIRED at once and its expiry is recorded by the job queue, across a restart.
 */
describe.each(e2eProfiles())('subscription [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let clockFile: string;

  const company = async () => {
    const client = new ApiClient(server.baseUrl);
    const body = registration({ companyType: 'BROKER', mcNumber: `MC-${Math.floor(100000 + Math.random() * 800000)}B` });
    const res = await client.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return { client, companyId: res.body.companyId as string, companyName: body.companyName as string };
  };
  const status = async (client: ApiClient) => {
    const res = await client.get('/api/subscription/status');
    expect(res.status).toBe(200);
    return res.body as Status;
  };

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'billing-clock-'));
    clockFile = join(clockDir, 'clock');
    server = await startServer(profile, {
      TEST_CLOCK_FILE: clockFile,
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      BILLING_TRIAL_SWEEP_MS: '500',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      CARRIER_DATA_DEMO_ROWS: '300',
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('should start a new company INACTIVE, start the 30-day trial once, and extend it within the cap', async () => {
    const a = await company();
    expect(await status(a.client)).toEqual({
      subscriptionStatus: 'INACTIVE',
      companyName: a.companyName,
      monthlyPrice: 149,
      subscriptionStartDate: null,
      subscriptionEndDate: null,
      trialEndDate: null,
    });

    const started = await a.client.post('/api/subscription/start-trial');
    expect(started.status).toBe(200);
    const trial = started.body as Status;
    expect(trial.subscriptionStatus).toBe('TRIAL');
    expect(Date.parse(trial.trialEndDate!) - Date.parse(trial.subscriptionStartDate!)).toBe(30 * DAY);
    const again = await a.client.post('/api/subscription/start-trial');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This company has already used its free trial.');

    const extend = (client: ApiClient, companyId: string, additionalDays: unknown) => client.post('/api/admin/extend-trial', { companyId, additionalDays });
    expect((await extend(a.client, a.companyId, 0)).body.message).toBe('Must be at least 1 day');
    expect((await extend(a.client, a.companyId, 366)).body.message).toBe('Cannot exceed 365 days');
    const plus30 = await extend(a.client, a.companyId, 30);
    expect(plus30.status).toBe(200);
    expect(Date.parse((plus30.body as Status).trialEndDate!)).toBe(Date.parse(trial.trialEndDate!) + 30 * DAY);
    // 30 + 30 + 306 = 366 days in all: over the ADMIN's cap; 305 more (365 in all) is the most.
    const over = await extend(a.client, a.companyId, 306);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('A trial can last 365 days in all from its start; a longer extension needs the LogiScope team.');
    expect((await extend(a.client, a.companyId, 305)).status).toBe(200);

    // Another company's ADMIN cannot touch it; the platform operator can, past the cap.
    const b = await company();
    const foreign = await extend(b.client, a.companyId, 10);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You can only manage the subscription of your own company.');
    const operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
    const byOperator = await extend(operator, a.companyId, 100);
    expect(byOperator.status).toBe(200);
    expect(byOperator.body).toMatchObject({ subscriptionStatus: 'TRIAL', companyName: a.companyName });
    expect(Date.parse((await status(a.client)).trialEndDate!) - Date.parse(trial.subscriptionStartDate!)).toBe(465 * DAY);
    // No trial, nothing to extend.
    expect((await extend(b.client, b.companyId, 10)).body.message).toBe('The trial can only be extended while the company is on a trial.');
  });

  it('should subscribe through the sandbox checkout, become ACTIVE on the signed webhook, and cancel at the period end', async () => {
    const a = await company();
    const other = await company();
    expect((await a.client.post('/api/subscription/start-trial')).status).toBe(200);
    const created = await a.client.post('/api/subscription/create');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ provider: 'sandbox', checkoutUrl: expect.stringMatching(/^\/subscription\/checkout\/cs_sandbox_\w+$/) });
    const sessionId = (created.body.checkoutUrl as string).split('/').pop()!;
    // Another company cannot see or pay it.
    expect((await other.client.get(`/api/subscription/sandbox-checkout/${sessionId}`)).status).toBe(404);
    expect((await other.client.post(`/api/subscription/sandbox-checkout/${sessionId}/pay`)).status).toBe(404);
    expect((await a.client.get(`/api/subscription/sandbox-checkout/${sessionId}`)).body).toEqual({ id: sessionId, companyName: a.companyName, amountCents: 14900, currency: 'usd', status: 'open' });
    expect((await status(a.client)).subscriptionStatus).toBe('TRIAL');

    const paid = await a.client.post(`/api/subscription/sandbox-checkout/${sessionId}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toMatch(/\/subscription\?checkout=success$/);
    const active = await status(a.client);
    expect(active.subscriptionStatus).toBe('ACTIVE');
    expect(active.subscriptionEndDate).not.toBeNull();
    expect((await status(other.client)).subscriptionStatus).toBe('INACTIVE');
    const twice = await a.client.post('/api/subscription/create');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This company already has an active subscription.');

    const cancelled = await a.client.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ subscriptionStatus: 'CANCELLED', subscriptionEndDate: active.subscriptionEndDate });
    const again = await a.client.post('/api/subscription/cancel');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This company has no active subscription to cancel.');
  });

  it('should apply a signed webhook once, and refuse a bad signature', async () => {
    const c = await company();
    const bad = signedCheckoutCompleted(c.companyId, `evt_bad_${Date.now()}`, 'whsec_someone_else_secret_000000');
    const refused = await postWebhook(server.baseUrl, bad.payload, bad.signature);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The payment notification could not be verified.');
    expect((await postWebhook(server.baseUrl, '{"id":"evt_x"}', 't=1,v1=00')).status).toBe(400);
    expect((await status(c.client)).subscriptionStatus).toBe('INACTIVE');

    const good = signedCheckoutCompleted(c.companyId, `evt_e2e_${Date.now()}`);
    expect((await postWebhook(server.baseUrl, good.payload, good.signature)).body).toEqual({ received: true });
    expect((await status(c.client)).subscriptionStatus).toBe('ACTIVE');
    const log = await companySubscriptionEvents(server, profile, c.companyId);
    expect((await postWebhook(server.baseUrl, good.payload, good.signature)).status).toBe(200);
    expect(await companySubscriptionEvents(server, profile, c.companyId)).toHaveLength(log.length);
    expect(log.map((e) => e.type)).toEqual(['SubscriptionActivated']);
  });

  it('should activate only on a paid checkout or a paid invoice; unpaid, expired and failed checkouts change nothing', async () => {
    const deliver = async (event: object) => {
      const { payload, signature } = signed(event, WEBHOOK_SECRET);
      const res = await postWebhook(server.baseUrl, payload, signature);
      expect(res.status).toBe(200);
    };
    const onTrial = async () => {
      const c = await company();
      expect((await c.client.post('/api/subscription/start-trial')).status).toBe(200);
      return c;
    };
    const id = (name: string) => `evt_${name}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

    const t = await onTrial();
    await deliver(checkoutEvent('checkout.session.completed', t.companyId, id('unpaid'), 'unpaid'));
    await deliver(checkoutEvent('checkout.session.completed', t.companyId, id('nopay'), 'no_payment_required'));
    await deliver(checkoutEvent('checkout.session.async_payment_failed', t.companyId, id('failed'), 'unpaid'));
    await deliver(checkoutEvent('checkout.session.expired', t.companyId, id('expired'), 'unpaid'));
    await deliver(invoiceEvent('invoice.payment_failed', t.companyId, id('inv_failed')));
    expect((await status(t.client)).subscriptionStatus).toBe('TRIAL');
    expect((await companySubscriptionEvents(server, profile, t.companyId)).map((e) => e.type)).toEqual(['TrialStarted']);

    // The bank debit clears later: async_payment_succeeded activates.
    await deliver(checkoutEvent('checkout.session.async_payment_succeeded', t.companyId, id('async'), 'paid'));
    expect((await status(t.client)).subscriptionStatus).toBe('ACTIVE');

    const i = await onTrial();
    await deliver(invoiceEvent('invoice.paid', i.companyId, id('inv_paid')));
    expect((await status(i.client)).subscriptionStatus).toBe('ACTIVE');
    expect((await companySubscriptionEvents(server, profile, i.companyId)).map((e) => e.type)).toEqual(['TrialStarted', 'SubscriptionActivated']);
  });

  it('should read TRIAL_EXPIRED past the end at once, and record TrialExpired from the job queue, across a restart', async () => {
    const d = await company();
    const kept = await company();
    expect((await d.client.post('/api/subscription/start-trial')).status).toBe(200);
    expect((await kept.client.post('/api/subscription/start-trial')).status).toBe(200);
    expect((await kept.client.post('/api/admin/extend-trial', { companyId: kept.companyId, additionalDays: 60 })).status).toBe(200);
    // Sessions and the scheduled expiry jobs survive a restart.
    await server.restart();

    await moveClock(clockFile, 31 * DAY);
    expect((await status(d.client)).subscriptionStatus).toBe('TRIAL_EXPIRED');
    expect((await status(kept.client)).subscriptionStatus).toBe('TRIAL');
    const refused = await d.client.post('/api/admin/extend-trial', { companyId: d.companyId, additionalDays: 10 });
    expect(refused.status).toBe(409);
    const events = await eventually(
      () => companySubscriptionEvents(server, profile, d.companyId),
      (es) => es.some((e) => e.type === 'TrialExpired'),
      'TrialExpired recorded by the expiry jobs',
    );
    expect(events.map((e) => e.type)).toEqual(['TrialStarted', 'TrialExpired']);
    expect((await companySubscriptionEvents(server, profile, kept.companyId)).map((e) => e.type)).toEqual(['TrialStarted', 'TrialExtended']);
    // An expired trial may still subscribe.
    const created = await d.client.post('/api/subscription/create');
    expect(created.status).toBe(200);
  }, 120_000);
});
