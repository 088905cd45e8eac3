import { z } from 'zod';
import { int32 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { CheckoutViewSchema, SandboxCheckoutViewSchema, SubscriptionStatusViewSchema } from '../views';

/** The company asking; its name as identity knows it now (shown on the status). */
const CompanyRef = z.object({ companyId: z.string(), companyName: z.string() });

const CompanyIdRequest = z.object({ companyId: z.string() });

const CompanyUserRequest = CompanyRef.extend({ userId: z.string() });

const ExtendTrialRequest = CompanyUserRequest.extend({
  byOperator: z.boolean().describe('The platform operator (no 365-day cap).'),
  additionalDays: int32(),
});

const CheckoutRequest = CompanyUserRequest.extend({ email: z.string() });

const SubscriptionStatusView = SubscriptionStatusViewSchema;

const SubscriptionAccessReply = z.object({
  status: SubscriptionStatusViewSchema.shape.subscriptionStatus,
  hasAccess: z.boolean(),
  accessUntil: z.string(),
});

const CheckoutView = CheckoutViewSchema;

const PaymentWebhookRequest = z.object({ payload: z.string(), signature: z.string() });

const PaymentWebhookReply = z.object({ received: z.boolean() });

const SandboxCheckoutRequest = z.object({ companyId: z.string(), sessionId: z.string() });

const SandboxCheckoutView = SandboxCheckoutViewSchema;

const SandboxPayment = z.object({ payload: z.string(), signature: z.string(), redirectUrl: z.string() });

export const BillingContract = defineService({
  file: 'grpc/v1/billing.proto',
  package: 'logiscope.billing.v1',
  service: 'BillingService',
  source: 'proto/src/billing/billing.service-api.ts',
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
