import type { ServiceDescriptor } from '@logiscope/infra';
import { BillingContract, descriptorOf, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { CheckoutView, SandboxCheckoutView, SubscriptionStatusView } from '@logiscope/proto/views';
import type { z } from 'zod';

// The shapes the HTTP API answers are declared once, with their zod schemas, in @logiscope/proto/views.
export type { CheckoutView, SandboxCheckoutView, SubscriptionStatusView };

type Messages = typeof BillingContract.messages;

/** The company asking; its name as identity knows it now (shown on the status). */
export type CompanyRef = z.infer<Messages['CompanyRef']>;

/** What the paywall reads: whether the company may use the paid features now, and until when ('' when never). */
export type SubscriptionAccess = z.infer<Messages['SubscriptionAccessReply']>;

/**
 * billing's API: a company's free trial and $149/month plan, and the payment provider's webhook, declared once in zod
 * (proto/src/billing/billing.service-api.ts). The gateway calls it in-process (embedded) or over gRPC
 * (distributed), after checking who may (ADMIN of the company; the operator for another company's trial).
 */
export type BillingApi = ServiceApiOf<typeof BillingContract>;

export const BillingService: ServiceDescriptor<BillingApi> = descriptorOf('billing', BillingContract);
