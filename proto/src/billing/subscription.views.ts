import { z } from 'zod';

/** Team members and the subscription: the shapes the accounts operations answer. */

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'TRIAL', 'TRIAL_EXPIRED', 'CANCELLED', 'INACTIVE'] as const;

export const SubscriptionStatusViewSchema = z
  .object({
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    companyName: z.string(),
    monthlyPrice: z.number(),
    subscriptionStartDate: z.string().nullable(),
    subscriptionEndDate: z.string().nullable(),
    trialEndDate: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionStatusView' });

/** Where the browser goes to pay: the payment provider's checkout page (the sandbox's is served by LogiScope). */
export const CheckoutViewSchema = z
  .object({ checkoutUrl: z.string(), provider: z.enum(['sandbox', 'stripe']) })
  .meta({ id: 'CheckoutView' });

/** The sandbox provider's checkout session, as its page shows it. */
export const SandboxCheckoutViewSchema = z
  .object({
    id: z.string(),
    companyName: z.string(),
    /** In cents ($149.00: 14900). */
    amountCents: z.number(),
    currency: z.string(),
    status: z.enum(['open', 'complete']),
  })
  .meta({ id: 'SandboxCheckoutView' });

export type SubscriptionStatusView = z.infer<typeof SubscriptionStatusViewSchema>;
export type CheckoutView = z.infer<typeof CheckoutViewSchema>;
export type SandboxCheckoutView = z.infer<typeof SandboxCheckoutViewSchema>;
