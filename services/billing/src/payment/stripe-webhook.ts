import type Stripe from 'stripe';
import { z } from 'zod';
import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import type { PaymentEvent } from './payment-provider';

/**
 * A webhook body checked with the official SDK (`stripe.webhooks.constructEvent`: HMAC-SHA256 over timestamp and raw body,
 * 5 minutes of tolerance), then reduced to what billing acts on. Both providers sign the Stripe way.
 */
export function verifiedPaymentEvent(stripe: Stripe, payload: string, signature: string, secret: string): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw DomainError.validation(message('WEBHOOK_SIGNATURE_INVALID'));
  }
  return paymentEventOf(event);
}

const idOf = (v: string | { id: string } | null | undefined): string => (typeof v === 'string' ? v : (v?.id ?? ''));

/** An invoice's subscription fields as older API versions send them (the SDK's types know only the new place). */
const LegacyInvoiceFields = z.object({
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  subscription_details: z.object({ metadata: z.record(z.string(), z.string()).nullish() }).nullish(),
});

/**
 * What a verified event means for a plan (pure). Only money received activates: a completed Checkout Session whose
 * payment_status is 'paid' (a card), `checkout.session.async_payment_succeeded` (a bank debit that cleared), or
 * `invoice.paid`. A completed session that is 'unpaid' (a debit still clearing), expired or failed changes nothing.
 * 'no_payment_required' does not activate either: LogiScope's sessions always charge $149 up front (no Stripe trial, no
 * promotion codes), so such a session is not one it made; a plan the team grants free in Stripe (a 100% coupon) still
 * gets a paid invoice from Stripe, and `invoice.paid` activates it.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const ignored = (reason: string): PaymentEvent => ({ kind: 'ignored', eventId: event.id, type: event.type, reason });
  const at = new Date(event.created * 1000).toISOString();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const companyId = session.client_reference_id ?? session.metadata?.companyId ?? '';
      if (!companyId || session.mode !== 'subscription') return ignored('not a LogiScope subscription checkout');
      if (session.payment_status !== 'paid') return ignored(`payment_status ${session.payment_status}`);
      return { kind: 'paid', via: 'checkout', eventId: event.id, companyId, providerSubscriptionId: idOf(session.subscription), at };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The subscription's metadata (set at checkout) names the company; older API versions carry it at the top level.
      const legacy = LegacyInvoiceFields.safeParse(invoice).data ?? {};
      const details = invoice.parent?.subscription_details ?? null;
      const companyId = details?.metadata?.companyId ?? legacy.subscription_details?.metadata?.companyId ?? invoice.metadata?.companyId ?? '';
      const subscription = idOf(details?.subscription ?? legacy.subscription);
      if (!companyId || !subscription) return ignored('not a LogiScope subscription invoice');
      if (invoice.status !== 'paid') return ignored(`invoice status ${invoice.status}`);
      return { kind: 'paid', via: 'invoice', eventId: event.id, companyId, providerSubscriptionId: subscription, at };
    }
    default:
      return ignored('not a payment');
  }
}
