import Stripe from 'stripe';
import { MONTHLY_PRICE_CENTS } from '@logiscope/proto/http';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider';
import { verifiedPaymentEvent } from './stripe-webhook';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** stripe-mock's address in tests (http://127.0.0.1:<port>); null: Stripe's own API. */
  apiBase: string | null;
  /** A $149/month Price from the dashboard; null: the session carries the price (price_data). */
  priceId: string | null;
}

function clientOptions(apiBase: string | null): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2, timeout: 15_000 };
  const u = new URL(apiBase);
  return { host: u.hostname, port: u.port || (u.protocol === 'https:' ? 443 : 80), protocol: u.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 0, timeout: 5_000 };
}

/**
 * Stripe through its official SDK: a Checkout Session in subscription mode (the card is typed on Stripe's page), the
 * webhook checked with constructEvent, cancellation at the period's end.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, clientOptions(options.apiBase));
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = this.options.priceId
      ? { price: this.options.priceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: MONTHLY_PRICE_CENTS, recurring: { interval: 'month' }, product_data: { name: 'LogiScope Professional' } },
        };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [lineItem],
        client_reference_id: request.companyId,
        customer_email: request.customerEmail || undefined,
        metadata: { companyId: request.companyId },
        subscription_data: { metadata: { companyId: request.companyId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // Two clicks within Stripe's idempotency window answer the same session.
      { idempotencyKey: `checkout:${request.companyId}:${Math.floor(Date.now() / 60_000)}` },
    );
    return { sessionId: session.id, checkoutUrl: session.url ?? '' };
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
  }

  verifyWebhook(payload: string, signature: string): PaymentEvent {
    return verifiedPaymentEvent(this.stripe, payload, signature, this.options.webhookSecret);
  }
}
