import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { onWire } from '../protogen/proto-field';

/**
 * A company's subscription (billing service), one stream per company (`subscription:<company id>`), published on
 * `logiscope.billing.subscriptions.v1`: trials and paid plans, with no card data (the payment provider keeps that).
 */
export const TrialStartedV1 = z.object({
  companyId: z.string(),
  /** The company's name when the trial started (the status screen shows it). */
  companyName: z.string(),
  startedByUserId: z.string(),
  /** ISO times: the trial runs from startedAt until endsAt (30 days). */
  startedAt: z.string().describe('ISO-8601.'),
  endsAt: z.string(),
});
export type TrialStarted = EventOf<'TrialStarted', typeof TrialStartedV1>;

export const TrialExtendedV1 = z.object({
  companyId: z.string(),
  byUserId: z.string(),
  /** True when the platform operator extended it (no 365-day cap). */
  byOperator: z.boolean(),
  additionalDays: onWire(z.number().int(), 'double'),
  /** The trial's new end (ISO). */
  endsAt: z.string(),
  at: z.string(),
});
export type TrialExtended = EventOf<'TrialExtended', typeof TrialExtendedV1>;

/** The trial lapsed (emitted by the job due at its end, or the sweep when that job was late). */
export const TrialExpiredV1 = z.object({
  companyId: z.string(),
  /** When the trial ended (its endsAt). */
  endedAt: z.string(),
  /** When LogiScope recorded it. */
  at: z.string(),
});
export type TrialExpired = EventOf<'TrialExpired', typeof TrialExpiredV1>;

/** The payment provider confirmed the first payment (its signed checkout.session.completed webhook). */
export const SubscriptionActivatedV1 = z.object({
  companyId: z.string(),
  /** sandbox | stripe */
  provider: z.string(),
  /** The provider's subscription id (e.g. Stripe's sub_...). */
  providerSubscriptionId: z.string(),
  /** The provider's event id: a webhook delivered twice is applied once. */
  paymentEventId: z.string(),
  monthlyPriceCents: onWire(z.number().int(), 'double'),
  activatedAt: z.string(),
  /** End of the paid period (ISO). */
  periodEnd: z.string(),
});
export type SubscriptionActivated = EventOf<'SubscriptionActivated', typeof SubscriptionActivatedV1>;

/** An ADMIN cancelled: CANCELLED at once, access until endsAt (the paid period's end). */
export const SubscriptionCancelledV1 = z.object({
  companyId: z.string(),
  byUserId: z.string(),
  cancelledAt: z.string(),
  endsAt: z.string(),
});
export type SubscriptionCancelled = EventOf<'SubscriptionCancelled', typeof SubscriptionCancelledV1>;

export type SubscriptionEvent = TrialStarted | TrialExtended | TrialExpired | SubscriptionActivated | SubscriptionCancelled;
