import { z } from 'zod';
import { CheckoutViewSchema, SandboxCheckoutViewSchema, SubscriptionStatusViewSchema } from '../views';
import { operation } from '../shared/operation';
import { extendTrialBodySchema } from './subscription.rules';

export const getSubscriptionStatus = operation({
  id: 'getSubscriptionStatus', method: 'GET', path: '/api/subscription/status', access: 'company', tag: 'Subscription',
  summary: "The company's plan (never TRIAL after the trial's end)", success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema },
});

export const startTrial = operation({
  id: 'startTrial', method: 'POST', path: '/api/subscription/start-trial', access: 'admin', tag: 'Subscription',
  summary: 'Start the 30-day free trial (once per company, no card)', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const createSubscription = operation({
  id: 'createSubscription', method: 'POST', path: '/api/subscription/create', access: 'admin', tag: 'Subscription',
  summary: "Subscribe at $149 per month: answers the payment provider's checkout page (card data never reaches LogiScope); the subscription is ACTIVE once the provider's signed webhook arrives",
  success: { status: 200, description: 'Where to pay', schema: CheckoutViewSchema }, errors: [409],
});

export const cancelSubscription = operation({
  id: 'cancelSubscription', method: 'POST', path: '/api/subscription/cancel', access: 'admin', tag: 'Subscription',
  summary: 'Cancel: CANCELLED at once, access until the end of the paid period', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const extendTrial = operation({
  id: 'extendTrial', method: 'POST', path: '/api/admin/extend-trial', access: 'admin', tag: 'Subscription',
  summary: "Extend a company's trial by 1 to 365 days while it is in trial: a company's ADMIN its own company's, up to 365 days in all from the trial's start; the platform operator any company's, without that cap",
  body: extendTrialBodySchema,
  success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [404, 409],
});

/** The payment provider's webhook (Stripe, or the sandbox provider): authenticated by its signature, not a session. */
export const paymentWebhook = operation({
  id: 'paymentWebhook', method: 'POST', path: '/api/subscription/webhook', access: 'public', tag: 'Subscription', signedBody: true,
  summary: "The payment provider's event (Stripe-Signature header over the raw body); an event already handled changes nothing",
  success: { status: 200, description: 'Received', schema: z.object({ received: z.boolean() }) }, errors: [400],
});

const checkoutParams = z.object({ id: z.string().max(100) });

/** The sandbox provider's checkout page (PAYMENT_PROVIDER=sandbox): what the page shows. 404 with another provider. */
export const getSandboxCheckout = operation({
  id: 'getSandboxCheckout', method: 'GET', path: '/api/subscription/sandbox-checkout/:id', access: 'admin', tag: 'Subscription',
  summary: 'A sandbox checkout session of the signed-in company (no card is asked: it is a sandbox)', params: checkoutParams,
  success: { status: 200, description: 'The checkout session', schema: SandboxCheckoutViewSchema }, errors: [404],
});

/** The sandbox checkout's Pay button: the sandbox provider signs a checkout.session.completed event and delivers it to the webhook. */
export const paySandboxCheckout = operation({
  id: 'paySandboxCheckout', method: 'POST', path: '/api/subscription/sandbox-checkout/:id/pay', access: 'admin', tag: 'Subscription',
  summary: "Complete a sandbox checkout: the provider's signed webhook is delivered to /api/subscription/webhook", params: checkoutParams,
  success: { status: 200, description: 'Where the provider sends the browser back', schema: z.object({ redirectUrl: z.string() }) }, errors: [404],
});
