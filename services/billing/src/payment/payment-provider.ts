/** What billing asks of a payment provider; card data stays with the provider (its checkout page), never LogiScope. */
export interface CheckoutRequest {
  companyId: string;
  companyName: string;
  customerEmail: string;
  /** Where the provider sends the browser back. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  sessionId: string;
  /** The provider's checkout page. */
  checkoutUrl: string;
}

/** A verified webhook event, reduced to what billing acts on: money received for a company's plan, or nothing to do. */
export type PaymentEvent =
  | { kind: 'paid'; via: 'checkout' | 'invoice'; eventId: string; companyId: string; providerSubscriptionId: string; at: string }
  | { kind: 'ignored'; eventId: string; type: string; reason: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Stops the renewals: the plan runs until the end of the paid period. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Verifies the signature over the raw body; a bad or stale signature throws a validation DomainError (400). */
  verifyWebhook(payload: string, signature: string): PaymentEvent;
}
