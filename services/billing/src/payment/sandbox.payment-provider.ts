import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { DomainError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import { message, MONTHLY_PRICE_CENTS } from '@logiscope/proto/http';
import type { SandboxCheckoutView } from '@logiscope/proto/views';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider';
import { verifiedPaymentEvent } from './stripe-webhook';

export const SANDBOX_CHECKOUTS_COLLECTION = 'sandbox_checkouts';

interface SandboxCheckoutDocument {
  id: string;
  companyId: string;
  companyName: string;
  amountCents: number;
  status: 'open' | 'complete';
  successUrl: string;
  createdAt: string;
}

/** What paying on the sandbox page produces: the provider's signed webhook, and where the browser goes next. */
export interface SandboxPayment {
  payload: string;
  signature: string;
  redirectUrl: string;
}

/**
 * The payment provider of the embedded default and the browser tests: the same flow as Stripe Checkout with no money and
 * no card. The checkout page is LogiScope's own (`/subscription/checkout/<id>`, which says it is a sandbox); its Pay
 * button makes this provider sign a `checkout.session.completed` event the Stripe way (the SDK's signing helper with the
 * sandbox secret), which is delivered to the webhook and verified by the same code as Stripe's.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  // Used for its webhook helpers only: no API call is ever made with this key.
  private readonly stripe = new Stripe('sk_test_sandbox_never_used');

  private constructor(
    private readonly sessions: DocumentCollection<SandboxCheckoutDocument>,
    private readonly webhookSecret: string,
    private readonly now: () => Date,
  ) {}

  static async open(documents: DocumentStore, webhookSecret: string, now: () => Date): Promise<SandboxPaymentProvider> {
    const sessions = await documents.collection<SandboxCheckoutDocument>(SANDBOX_CHECKOUTS_COLLECTION, [{ fields: ['companyId'] }]);
    return new SandboxPaymentProvider(sessions, webhookSecret, now);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `cs_sandbox_${randomUUID().replaceAll('-', '')}`;
    await this.sessions.insert({
      id,
      companyId: request.companyId,
      companyName: request.companyName,
      amountCents: MONTHLY_PRICE_CENTS,
      status: 'open',
      successUrl: request.successUrl,
      createdAt: this.now().toISOString(),
    });
    return { sessionId: id, checkoutUrl: `/subscription/checkout/${id}` };
  }

  async cancelAtPeriodEnd(): Promise<void> {
    // Nothing renews in the sandbox.
  }

  verifyWebhook(payload: string, signature: string): PaymentEvent {
    return verifiedPaymentEvent(this.stripe, payload, signature, this.webhookSecret);
  }

  /** The checkout page's data: only the company's own sessions exist for it. */
  async session(companyId: string, id: string): Promise<SandboxCheckoutView> {
    const s = await this.sessions.get(id);
    if (!s || s.companyId !== companyId) throw DomainError.notFound(message('CHECKOUT_NOT_FOUND'));
    return { id: s.id, companyName: s.companyName, amountCents: s.amountCents, currency: 'usd', status: s.status };
  }

  /** "Pay": the session completes and the provider signs the event it would send (real time: signatures are checked against it). */
  async pay(companyId: string, id: string): Promise<SandboxPayment> {
    const s = await this.session(companyId, id);
    await this.sessions.update(id, { status: 'complete' });
    const doc = (await this.sessions.get(id))!;
    const event = {
      id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(this.now().getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: s.id,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          client_reference_id: doc.companyId,
          metadata: { companyId: doc.companyId },
          subscription: `sub_sandbox_${randomUUID().replaceAll('-', '')}`,
          amount_total: s.amountCents,
          currency: s.currency,
        },
      },
    };
    const payload = JSON.stringify(event);
    return { payload, signature: this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }), redirectUrl: doc.successUrl };
  }
}
