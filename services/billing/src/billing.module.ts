import { OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import type { BillingApi } from './billing.api';
import { paymentConfig, type PaymentConfig } from './payment/payment.config';
import type { PaymentProvider } from './payment/payment-provider';
import { SandboxPaymentProvider } from './payment/sandbox.payment-provider';
import { StripePaymentProvider } from './payment/stripe.payment-provider';
import { billingProjections } from './billing.projections';
import { registerTrialJobs, type TrialExpiry } from './subscription/subscription.jobs';
import { SubscriptionService } from './subscription/subscription.service';

/**
 * Trials and subscriptions on whichever profile's infrastructure it is given: the subscriptions read model follows the
 * log, the relay publishes the subscription events, the expiry jobs run on the shared job queue, payments go through the
 * configured provider (PAYMENT_PROVIDER: sandbox by default, or Stripe).
 */
export async function startBilling(runtime: ServiceRuntime, options: { config?: PaymentConfig } = {}): Promise<RunningService<BillingApi> & { service: SubscriptionService }> {
  const config = options.config ?? paymentConfig();
  const now = () => runtime.clock.now();
  const [projection] = await billingProjections(runtime.documents);
  const projector = new Projector(runtime.events, runtime.documents, projection);
  await projector.start();
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  const sandbox = config.provider === 'sandbox' ? await SandboxPaymentProvider.open(runtime.documents, config.webhookSecret, now) : null;
  const provider: PaymentProvider =
    sandbox ?? new StripePaymentProvider({ secretKey: config.provider === 'stripe' ? config.secretKey : '', webhookSecret: config.webhookSecret, apiBase: config.provider === 'stripe' ? config.apiBase : null, priceId: config.provider === 'stripe' ? config.priceId : null });
  let trials: TrialExpiry | null = null;
  const service = new SubscriptionService({
    events: runtime.events,
    projector,
    provider,
    sandbox,
    trials: () => trials!,
    onAppended: () => {
      relay.notify();
      projector.notify();
    },
    now,
    appUrl: config.appUrl,
  });
  trials = await registerTrialJobs({
    queue: runtime.jobs,
    clock: runtime.clock,
    sweepEveryMs: config.trialSweepMs,
    expire: (companyId) => service.expireTrial(companyId),
    dueTrials: () => projection.dueTrials(now().toISOString()),
  });
  return {
    api: service,
    service,
    stop: async () => {
      await relay.stop();
      await projector.stop();
    },
  };
}
