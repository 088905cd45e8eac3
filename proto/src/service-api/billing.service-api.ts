import { z } from 'zod';
import { int32 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';

const CompanyRef = z.object({
  companyId: z.string(),
  companyName: z.string(),
});

const CompanyIdRequest = z.object({
  companyId: z.string(),
});

const CompanyUserRequest = z.object({
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string(),
});

const ExtendTrialRequest = z.object({
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string(),
  byOperator: z.boolean(),
  additionalDays: int32(),
});

const CheckoutRequest = z.object({
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string(),
  email: z.string(),
});

const SubscriptionStatusView = z.object({
  subscriptionStatus: z.string().describe('ACTIVE | TRIAL | TRIAL_EXPIRED | CANCELLED | INACTIVE'),
  companyName: z.string(),
  monthlyPrice: z.number().describe('Dollars per month (149).'),
  subscriptionStartDate: z.string().nullable().describe('ISO-8601, unset when none.'),
  subscriptionEndDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
});

const SubscriptionAccessReply = z.object({
  status: z.string(),
  hasAccess: z.boolean(),
  accessUntil: z.string(),
});

const CheckoutView = z.object({
  checkoutUrl: z.string(),
  provider: z.string().describe('sandbox | stripe'),
});

const PaymentWebhookRequest = z.object({
  payload: z.string(),
  signature: z.string(),
});

const PaymentWebhookReply = z.object({
  received: z.boolean(),
});

const SandboxCheckoutRequest = z.object({
  companyId: z.string(),
  sessionId: z.string(),
});

const SandboxCheckoutView = z.object({
  id: z.string(),
  companyName: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string().describe('open | complete'),
});

const SandboxPayment = z.object({
  payload: z.string(),
  signature: z.string(),
  redirectUrl: z.string(),
});

export const BillingContract = defineService({
  file: 'grpc/v1/billing.proto',
  package: 'logiscope.billing.v1',
  service: 'BillingService',
  source: 'proto/src/service-api/billing.service-api.ts',
  header:
    'billing\'s application API (trials, subscriptions, checkout, the payment webhook), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as strings; a TS `string | null` is a google.protobuf.StringValue (unset for null).',
  messages: { CompanyRef, CompanyIdRequest, CompanyUserRequest, ExtendTrialRequest, CheckoutRequest, SubscriptionStatusView, SubscriptionAccessReply, CheckoutView, PaymentWebhookRequest, PaymentWebhookReply, SandboxCheckoutRequest, SandboxCheckoutView, SandboxPayment },
  rpcs: {
    getSubscriptionStatus: { request: CompanyRef, reply: SubscriptionStatusView, comment: 'The company\'s plan now (never TRIAL after the trial\'s end).' },
    subscriptionAccess: { request: CompanyIdRequest, reply: SubscriptionAccessReply, comment: 'Whether the company may use the paid features now (what the paywall reads).' },
    startTrial: { request: CompanyUserRequest, reply: SubscriptionStatusView, comment: 'INACTIVE -> TRIAL, 30 days, once per company (ALREADY_EXISTS otherwise).' },
    extendTrial: { request: ExtendTrialRequest, reply: SubscriptionStatusView },
    createCheckout: { request: CheckoutRequest, reply: CheckoutView, comment: 'The payment provider\'s checkout page for $149/month.' },
    cancelSubscription: { request: CompanyUserRequest, reply: SubscriptionStatusView, comment: 'ACTIVE -> CANCELLED, access until the end of the paid period.' },
    handlePaymentWebhook: { request: PaymentWebhookRequest, reply: PaymentWebhookReply, comment: 'The provider\'s webhook: raw body and Stripe-Signature header (INVALID_ARGUMENT when the signature does not verify).' },
    getSandboxCheckout: { request: SandboxCheckoutRequest, reply: SandboxCheckoutView },
    paySandboxCheckout: { request: SandboxCheckoutRequest, reply: SandboxPayment },
  },
});
