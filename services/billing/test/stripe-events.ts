import Stripe from 'stripe';

/**
 * Stripe webhook events as Stripe sends them (the fields billing reads), signed with a webhook secret by the SDK's own
 * test helper: what the webhook, the Stripe adapter and the sandbox verify.
 */
const signer = new Stripe('sk_test_signer_only');

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed' | 'checkout.session.expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

const envelope = (id: string, type: string, object: object) => ({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });

export function checkoutEvent(type: CheckoutEventType, companyId: string, id: string, paymentStatus: PaymentStatus) {
  return envelope(id, type, {
    id: `cs_test_${id}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: type === 'checkout.session.expired' ? 'expired' : 'complete',
    payment_status: paymentStatus,
    client_reference_id: companyId,
    subscription: `sub_${id}`,
    metadata: { companyId },
  });
}

/** An invoice of the subscription (API 2026-10: its subscription and metadata under parent.subscription_details). */
export function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', companyId: string, id: string) {
  return envelope(id, type, {
    id: `in_${id}`,
    object: 'invoice',
    status: type === 'invoice.paid' ? 'paid' : 'open',
    amount_paid: type === 'invoice.paid' ? 14900 : 0,
    billing_reason: 'subscription_create',
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: `sub_${id}`, metadata: { companyId } } },
  });
}

export function signed(event: object, secret: string, timestamp?: number): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
