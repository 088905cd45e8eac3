import { z } from 'zod';
import { CheckoutViewSchema, SandboxCheckoutViewSchema, SubscriptionStatusViewSchema } from '../views';
import { operationFamily } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { extendTrialBodySchema } from './subscription.rules';

const subscriptionOperation = operationFamily({ access: 'admin', tag: 'Subscription' });
/** Most of them answer the company's subscription as it is now. */
const currentStatus = { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema } as const;

export const getSubscriptionStatus = subscriptionOperation({
  id: 'getSubscriptionStatus', method: 'GET', path: '/api/subscription/status', access: 'company',
  summary: "The company's plan (never TRIAL after the trial's end)", success: currentStatus,
});

export const startTrial = subscriptionOperation({
  id: 'startTrial', method: 'POST', path: '/api/subscription/start-trial',
  summary: 'Start the 30-day free trial (once per company, no card)', success: currentStatus, errors: [409],
});

export const createSubscription = subscriptionOperation({
  id: 'createSubscription', method: 'POST', path: '/api/subscription/create',
  summary: "Subscribe at $149 per month: answers the payment provider's checkout page (card data never reaches LogiScope); the subscription is ACTIVE once the provider's signed webhook arrives",
  success: { status: 200, description: 'Where to pay', schema: CheckoutViewSchema }, errors: [409],
});

export const cancelSubscription = subscriptionOperation({
  id: 'cancelSubscription', method: 'POST', path: '/api/subscription/cancel',
  summary: 'Cancel: CANCELLED at once, access until the end of the paid period', success: currentStatus, errors: [409],
});

export const extendTrial = subscriptionOperation({
  id: 'extendTrial', method: 'POST', path: '/api/admin/extend-trial',
  summary: "Extend a company's trial by 1 to 365 days while it is in trial: a company's ADMIN its own company's, up to 365 days in all from the trial's start; the platform operator any company's, without that cap",
  body: extendTrialBodySchema,
  success: currentStatus, errors: [404, 409],
});

/** The payment provider's webhook (Stripe, or the sandbox provider): authenticated by its signature, not a session. */
export const paymentWebhook = subscriptionOperation({
  id: 'paymentWebhook', method: 'POST', path: '/api/subscription/webhook', access: 'public', signedBody: true,
  summary: "The payment provider's event (Stripe-Signature header over the raw body); an event already handled changes nothing",
  success: { status: 200, description: 'Received', schema: z.object({ received: z.boolean() }) }, errors: [400],
});

/** The sandbox provider's checkout page (PAYMENT_PROVIDER=sandbox): what the page shows. 404 with another provider. */
export const getSandboxCheckout = subscriptionOperation({
  id: 'getSandboxCheckout', method: 'GET', path: '/api/subscription/sandbox-checkout/:id',
  summary: 'A sandbox checkout session of the signed-in company (no card is asked: it is a sandbox)', params: idParams,
  success: { status: 200, description: 'The checkout session', schema: SandboxCheckoutViewSchema }, errors: [404],
});

/** The sandbox checkout's Pay button: the sandbox provider signs a checkout.session.completed event and delivers it to the webhook. */
export const paySandboxCheckout = subscriptionOperation({
  id: 'paySandboxCheckout', method: 'POST', path: '/api/subscription/sandbox-checkout/:id/pay',
  summary: "Complete a sandbox checkout: the provider's signed webhook is delivered to /api/subscription/webhook", params: idParams,
  success: { status: 200, description: 'Where the provider sends the browser back', schema: z.object({ redirectUrl: z.string() }) }, errors: [404],
});
