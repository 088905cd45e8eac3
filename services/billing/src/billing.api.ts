import type { ServiceDescriptor } from '@logiscope/infra';
import type { CheckoutView, SandboxCheckoutView, SubscriptionStatusView } from '@logiscope/proto/views';

// The shapes the HTTP API answers are declared once, with their zod schemas, in @logiscope/proto/views.
export type { CheckoutView, SandboxCheckoutView, SubscriptionStatusView };

/** The company asking; its name as identity knows it now (shown on the status). */
export interface CompanyRef {
  companyId: string;
  companyName: string;
}

/** What the paywall reads (next step): whether the company may use the paid features now, and until when. */
export interface SubscriptionAccess {
  status: SubscriptionStatusView['subscriptionStatus'];
  hasAccess: boolean;
  /** ISO end of the trial or of the paid period; '' when none. */
  accessUntil: string;
}

/**
 * billing's API: a company's free trial and $149/month plan, and the payment provider's webhook. The gateway calls it
 * in-process (embedded) or over gRPC (distributed), after checking who may (ADMIN of the company; the operator for
 * another company's trial).
 */
export interface BillingApi {
  getSubscriptionStatus(request: CompanyRef): Promise<SubscriptionStatusView>;
  subscriptionAccess(request: { companyId: string }): Promise<SubscriptionAccess>;
  startTrial(request: CompanyRef & { userId: string }): Promise<SubscriptionStatusView>;
  /** byOperator: the platform operator (no 365-day cap). companyName '' when the caller is not of that company. */
  extendTrial(request: CompanyRef & { userId: string; byOperator: boolean; additionalDays: number }): Promise<SubscriptionStatusView>;
  createCheckout(request: CompanyRef & { userId: string; email: string }): Promise<CheckoutView>;
  cancelSubscription(request: CompanyRef & { userId: string }): Promise<SubscriptionStatusView>;
  /** The provider's webhook: raw body and signature header. */
  handlePaymentWebhook(request: { payload: string; signature: string }): Promise<{ received: boolean }>;
  getSandboxCheckout(request: { companyId: string; sessionId: string }): Promise<SandboxCheckoutView>;
  /** The sandbox page's Pay: answers the provider's signed webhook, which the caller delivers like any webhook. */
  paySandboxCheckout(request: { companyId: string; sessionId: string }): Promise<{ payload: string; signature: string; redirectUrl: string }>;
}

export const BillingService: ServiceDescriptor<BillingApi> = {
  name: 'billing',
  protoFile: 'v1/billing.proto',
  protoPackage: 'logiscope.billing.v1',
  serviceName: 'BillingService',
  methods: [
    'getSubscriptionStatus',
    'subscriptionAccess',
    'startTrial',
    'extendTrial',
    'createCheckout',
    'cancelSubscription',
    'handlePaymentWebhook',
    'getSandboxCheckout',
    'paySandboxCheckout',
  ],
};
