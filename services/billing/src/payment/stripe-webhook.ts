import type Stripe from 'stripe';
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
  if (event.type !== 'checkout.session.completed') return { kind: 'ignored', eventId: event.id, type: event.type };
  const session = event.data.object;
  const companyId = session.client_reference_id ?? session.metadata?.companyId ?? '';
  const subscription = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? '');
  if (!companyId || session.mode !== 'subscription') return { kind: 'ignored', eventId: event.id, type: event.type };
  return { kind: 'checkout-completed', eventId: event.id, companyId, providerSubscriptionId: subscription, at: new Date(event.created * 1000).toISOString() };
}
