import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { EmbeddedInfrastructure, ManualClock } from '@logiscope/infra';
import { ErrorCode } from '@logiscope/kernel';
import { startBilling } from '../src/billing.module';
import { StripePaymentProvider } from '../src/payment/stripe.payment-provider';
import { checkoutEvent, invoiceEvent, signed } from './stripe-events';
import { startStripeMock, type StripeMock } from './stripe-mock';

const WEBHOOK_SECRET = 'whsec_int_test_0123456789abcdef';
const signer = new Stripe('sk_test_signer_only');
const sign = (event: object, timestamp?: number) => signed(event, WEBHOOK_SECRET, timestamp);
const completed = (companyId: string, id: string, status: 'paid' | 'unpaid' = 'paid') => checkoutEvent('checkout.session.completed', companyId, id, status);

/**
 * The Stripe adapter through the official SDK against stripe-mock (its API calls and their parameters), and webhooks
 * signed with the SDK's test-header helper (stripe-mock is stateless and sends none).
 */
describe('Stripe payment provider', () => {
  let mock: StripeMock;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    mock = await startStripeMock();
    provider = new StripePaymentProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: mock.apiBase, priceId: null });
  }, 120_000);
  afterAll(async () => {
    await mock?.stop();
  });
  beforeEach(() => mock.requests.splice(0));

  it('creates a $149/month Checkout Session in subscription mode for the company, card typed on Stripe only', async () => {
    const checkout = await provider.createCheckout({
      companyId: 'cmp-1',
      companyName: 'Plains Freight',
      customerEmail: 'dana@plains.example',
      successUrl: 'http://localhost:3000/subscription?checkout=success',
      cancelUrl: 'http://localhost:3000/subscription?checkout=cancelled',
    });
    expect(checkout.sessionId).toMatch(/^cs_/);
    expect(checkout.checkoutUrl).toMatch(/^https:\/\//);
    expect(mock.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        form: {
          mode: 'subscription',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'usd',
          'line_items[0][price_data][unit_amount]': '14900',
          'line_items[0][price_data][recurring][interval]': 'month',
          'line_items[0][price_data][product_data][name]': 'LogiScope Professional',
          client_reference_id: 'cmp-1',
          customer_email: 'dana@plains.example',
          'metadata[companyId]': 'cmp-1',
          'subscription_data[metadata][companyId]': 'cmp-1',
          success_url: 'http://localhost:3000/subscription?checkout=success',
          cancel_url: 'http://localhost:3000/subscription?checkout=cancelled',
        },
      },
    ]);
  });

  it("uses the dashboard's Price when one is configured", async () => {
    const withPrice = new StripePaymentProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: mock.apiBase, priceId: 'price_1LogiScope149' });
    await withPrice.createCheckout({ companyId: 'cmp-2', companyName: 'X', customerEmail: '', successUrl: 'http://a.example/s', cancelUrl: 'http://a.example/c' });
    expect(mock.requests[0].form).toMatchObject({ 'line_items[0][price]': 'price_1LogiScope149', 'line_items[0][quantity]': '1' });
    expect(Object.keys(mock.requests[0].form).some((k) => k.includes('price_data'))).toBe(false);
  });

  it('cancels at the end of the paid period', async () => {
    await provider.cancelAtPeriodEnd('sub_1QxYtest');
    expect(mock.requests).toEqual([{ method: 'POST', path: '/v1/subscriptions/sub_1QxYtest', form: { cancel_at_period_end: 'true' } }]);
  });

  it('accepts a webhook signed with the secret and reads the completed checkout', () => {
    const { payload, signature } = sign(completed('cmp-1', 'evt_1'));
    expect(provider.verifyWebhook(payload, signature)).toEqual({ kind: 'paid', via: 'checkout', eventId: 'evt_1', companyId: 'cmp-1', providerSubscriptionId: 'sub_evt_1', at: expect.any(String) });
    const invoice = sign(invoiceEvent('invoice.paid', 'cmp-1', 'evt_2'));
    expect(provider.verifyWebhook(invoice.payload, invoice.signature)).toMatchObject({ kind: 'paid', via: 'invoice', companyId: 'cmp-1', providerSubscriptionId: 'sub_evt_2' });
    const unpaid = sign(completed('cmp-1', 'evt_3', 'unpaid'));
    expect(provider.verifyWebhook(unpaid.payload, unpaid.signature)).toMatchObject({ kind: 'ignored', eventId: 'evt_3', type: 'checkout.session.completed' });
  });

  it('refuses a wrong secret, a changed body and a stale signature (400)', () => {
    const { payload, signature } = sign(completed('cmp-1', 'evt_1'));
    const refused = expect.objectContaining({ code: ErrorCode.VALIDATION, message: 'The payment notification could not be verified.' });
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours_000000000000' });
    expect(() => provider.verifyWebhook(payload, wrong)).toThrow(refused);
    expect(() => provider.verifyWebhook(payload.replace('cmp-1', 'cmp-9'), signature)).toThrow(refused);
    const stale = sign(completed('cmp-1', 'evt_3'), Math.floor(Date.now() / 1000) - 600);
    expect(() => provider.verifyWebhook(stale.payload, stale.signature)).toThrow(refused);
  });

  it('runs the whole flow in billing with PAYMENT_PROVIDER=stripe: checkout URL from Stripe, ACTIVE on the webhook once, cancel at Stripe', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'billing-stripe-'));
    const infra = new EmbeddedInfrastructure(dir, { clock: new ManualClock(new Date()) });
    try {
      const billing = await startBilling(infra.runtimeFor('billing'), {
        config: { provider: 'stripe', secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: mock.apiBase, priceId: null, appUrl: 'https://app.logiscope.example', trialSweepMs: 3_600_000 },
      });
      await infra.jobs.start();
      const company = { companyId: 'cmp-stripe', companyName: 'Stripe Freight' };
      const checkout = await billing.api.createCheckout({ ...company, userId: 'u1', email: 'a@b.example' });
      expect(checkout).toEqual({ provider: 'stripe', checkoutUrl: expect.stringMatching(/^https:\/\//) });
      expect(mock.requests[0].form.success_url).toBe('https://app.logiscope.example/subscription?checkout=success');

      await billing.api.startTrial({ ...company, userId: 'u1' });
      // A completed but unpaid checkout (a debit still clearing) leaves the trial as it is.
      const unpaid = sign(completed(company.companyId, 'evt_unpaid', 'unpaid'));
      expect(await billing.api.handlePaymentWebhook(unpaid)).toEqual({ received: true });
      expect((await billing.api.getSubscriptionStatus(company)).subscriptionStatus).toBe('TRIAL');

      const { payload, signature } = sign(completed(company.companyId, 'evt_flow'));
      await billing.api.handlePaymentWebhook({ payload, signature });
      await billing.api.handlePaymentWebhook({ payload, signature });
      expect((await billing.api.getSubscriptionStatus(company)).subscriptionStatus).toBe('ACTIVE');
      const log = await infra.runtimeFor('billing').events.readStream('subscription:cmp-stripe');
      expect(log.events.map((e) => [e.type, (e.data as { paymentEventId?: string }).paymentEventId])).toEqual([
        ['TrialStarted', undefined],
        ['SubscriptionActivated', 'evt_flow'],
      ]);

      mock.requests.splice(0);
      expect((await billing.api.cancelSubscription({ ...company, userId: 'u1' })).subscriptionStatus).toBe('CANCELLED');
      expect(mock.requests).toEqual([{ method: 'POST', path: '/v1/subscriptions/sub_evt_flow', form: { cancel_at_period_end: 'true' } }]);
      await billing.stop();
    } finally {
      await infra.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
