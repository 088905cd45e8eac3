import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { appUrlOf, parseConfig } from '@logiscope/kernel';

const url = () =>
  z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((u) => u.replace(/\/+$/, ''));

const schema = z
  .object({
    /** sandbox: LogiScope's own checkout page and signed webhook (no money moves); stripe: Stripe Checkout. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    /** Another Stripe API address (stripe-mock in tests): http://127.0.0.1:12111. */
    STRIPE_API_BASE: url().optional(),
    /** A Price of $149/month made in the Stripe dashboard; unset: each Checkout Session carries the price itself. */
    STRIPE_PRICE_ID: z.string().trim().optional(),
    /** The sandbox provider's signing secret; unset: a new one each start (its checkouts are signed and verified by the same process). */
    SANDBOX_WEBHOOK_SECRET: z.string().trim().min(16).optional(),
    /** Where checkout sends the browser back; unset: http://localhost:<PORT> (appUrlOf). */
    APP_URL: url().optional(),
    /** How often the sweep looks for trials past their end whose expiry job has not run (a late job, a moved test clock). */
    BILLING_TRIAL_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  })
  .superRefine((c, ctx) => {
    if (c.PAYMENT_PROVIDER !== 'stripe') return;
    if (!c.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'required when PAYMENT_PROVIDER=stripe' });
    if (!c.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'required when PAYMENT_PROVIDER=stripe' });
  });

export type PaymentConfig =
  | { provider: 'sandbox'; webhookSecret: string; appUrl: string; trialSweepMs: number }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | null; priceId: string | null; appUrl: string; trialSweepMs: number };

/** billing's settings, parsed once at start: a bad value stops the process with every problem listed. */
export function paymentConfig(env: Record<string, string | undefined> = process.env): PaymentConfig {
  const c = parseConfig(schema, env);
  const common = { appUrl: appUrlOf(c.APP_URL, env), trialSweepMs: c.BILLING_TRIAL_SWEEP_MS };
  if (c.PAYMENT_PROVIDER === 'sandbox') {
    return { provider: 'sandbox', webhookSecret: c.SANDBOX_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`, ...common };
  }
  return {
    provider: 'stripe',
    secretKey: c.STRIPE_SECRET_KEY!,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
    apiBase: c.STRIPE_API_BASE ?? null,
    priceId: c.STRIPE_PRICE_ID || null,
    ...common,
  };
}
