import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS, TRIAL_MAX_TOTAL_DAYS, type SubscriptionEvent } from '@logiscope/proto';

export type { SubscriptionEvent };

/** One stream per company: its trial and plan change in order, companies never contend. */
export type SubscriptionStreamId = `subscription:${string}`;
export const subscriptionStream = (companyId: string): SubscriptionStreamId => `subscription:${companyId}`;

export type SubscriptionStatus = 'INACTIVE' | 'TRIAL' | 'TRIAL_EXPIRED' | 'ACTIVE' | 'CANCELLED';

const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();
/** One calendar month later (Jan 31 → Feb 28/29, as card billing does). */
export function plusOneMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

export type SubscriptionCommand =
  | { type: 'StartTrial'; data: { companyId: string; companyName: string; userId: string; at: string } }
  /** additionalDays: whole days within the form's rule (the service checks it). */
  | { type: 'ExtendTrial'; data: { companyId: string; userId: string; byOperator: boolean; additionalDays: number; at: string } }
  | { type: 'ExpireTrial'; data: { companyId: string; at: string } }
  /** Before sending the company to the payment provider: refused when it already pays. Decides nothing. */
  | { type: 'RequestCheckout'; data: { companyId: string; at: string } }
  | {
      type: 'ActivateSubscription';
      data: { companyId: string; provider: string; providerSubscriptionId: string; paymentEventId: string; at: string };
    }
  | { type: 'CancelSubscription'; data: { companyId: string; userId: string; at: string } };

export interface SubscriptionState {
  /** As recorded by events; `statusAt` adds the clock (a trial past its end is TRIAL_EXPIRED before the job runs). */
  status: SubscriptionStatus;
  companyId: string;
  companyName: string;
  trialUsed: boolean;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  subscriptionStartedAt: string | null;
  periodEnd: string | null;
  provider: string;
  providerSubscriptionId: string;
  /** The payment provider's events already applied (a webhook delivered twice is applied once). */
  paymentEventIds: string[];
}

const initialState = (): SubscriptionState => ({
  status: 'INACTIVE',
  companyId: '',
  companyName: '',
  trialUsed: false,
  trialStartedAt: null,
  trialEndsAt: null,
  subscriptionStartedAt: null,
  periodEnd: null,
  provider: '',
  providerSubscriptionId: '',
  paymentEventIds: [],
});

/** The status at a moment: TRIAL ends by itself at its end even if TrialExpired is not recorded yet. */
export function statusAt(state: SubscriptionState, at: string): SubscriptionStatus {
  if (state.status === 'TRIAL' && state.trialEndsAt !== null && Date.parse(at) >= Date.parse(state.trialEndsAt)) return 'TRIAL_EXPIRED';
  return state.status;
}

/**
 * Whether the company may use the paid features at that moment (what the paywall will read): on a running trial, paying,
 * or cancelled with paid time left.
 */
export function hasAccessAt(state: SubscriptionState, at: string): boolean {
  const status = statusAt(state, at);
  if (status === 'TRIAL' || status === 'ACTIVE') return true;
  return status === 'CANCELLED' && state.periodEnd !== null && Date.parse(at) < Date.parse(state.periodEnd);
}

/**
 * Why a command is refused: the company had its trial, has no running trial to extend, would pass the trial's cap
 * (an operator may), already pays, or does not pay (nothing to cancel).
 */
export type SubscriptionRefusal = 'TRIAL_ALREADY_USED' | 'TRIAL_NOT_ACTIVE' | 'TRIAL_EXTENSION_CAP' | 'ALREADY_SUBSCRIBED' | 'NOT_SUBSCRIBED';
const refused = (reason: SubscriptionRefusal) => new Refused(reason);

/**
 * A company's subscription (spec 001 §4): INACTIVE → TRIAL (30 days, once per company) → TRIAL_EXPIRED at its end;
 * INACTIVE, TRIAL or TRIAL_EXPIRED → ACTIVE when the payment provider confirms the first payment; ACTIVE → CANCELLED
 * (access until the end of the paid period; subscribing again is possible). An ADMIN extends the trial while in TRIAL, up to
 * TRIAL_MAX_TOTAL_DAYS in all from its start; the platform operator without that cap.
 */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionState, SubscriptionEvent> = {
  initialState,

  decide(command, state) {
    switch (command.type) {
      case 'StartTrial': {
        const { companyId, companyName, userId, at } = command.data;
        if (state.trialUsed || state.status !== 'INACTIVE') throw refused('TRIAL_ALREADY_USED');
        return [{ type: 'TrialStarted', data: { companyId, companyName, startedByUserId: userId, startedAt: at, endsAt: plusDays(at, TRIAL_DAYS) } }];
      }
      case 'ExtendTrial': {
        const { companyId, userId, byOperator, additionalDays, at } = command.data;
        if (statusAt(state, at) !== 'TRIAL' || state.trialEndsAt === null || state.trialStartedAt === null) throw refused('TRIAL_NOT_ACTIVE');
        const endsAt = plusDays(state.trialEndsAt, additionalDays);
        const totalMs = Date.parse(endsAt) - Date.parse(state.trialStartedAt);
        if (!byOperator && totalMs > TRIAL_MAX_TOTAL_DAYS * DAY_MS) throw refused('TRIAL_EXTENSION_CAP');
        return [{ type: 'TrialExtended', data: { companyId, byUserId: userId, byOperator, additionalDays, endsAt, at } }];
      }
      case 'ExpireTrial': {
        const { companyId, at } = command.data;
        // A job for an end that was since extended, or a trial already over: nothing to do.
        if (state.status !== 'TRIAL' || statusAt(state, at) !== 'TRIAL_EXPIRED' || state.trialEndsAt === null) return [];
        return [{ type: 'TrialExpired', data: { companyId, endedAt: state.trialEndsAt, at } }];
      }
      case 'RequestCheckout':
        if (statusAt(state, command.data.at) === 'ACTIVE') throw refused('ALREADY_SUBSCRIBED');
        return [];
      case 'ActivateSubscription': {
        const { companyId, provider, providerSubscriptionId, paymentEventId, at } = command.data;
        if (state.paymentEventIds.includes(paymentEventId)) return [];
        // Paid twice (two checkouts completed): the plan is already active; the second payment is the provider's to refund.
        if (state.status === 'ACTIVE') return [];
        return [
          {
            type: 'SubscriptionActivated',
            data: { companyId, provider, providerSubscriptionId, paymentEventId, monthlyPriceCents: MONTHLY_PRICE_CENTS, activatedAt: at, periodEnd: plusOneMonth(at) },
          },
        ];
      }
      case 'CancelSubscription': {
        const { companyId, userId, at } = command.data;
        if (state.status !== 'ACTIVE' || state.periodEnd === null) throw refused('NOT_SUBSCRIBED');
        return [{ type: 'SubscriptionCancelled', data: { companyId, byUserId: userId, cancelledAt: at, endsAt: state.periodEnd } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'TrialStarted': {
        const { companyId, companyName, startedAt, endsAt } = event.data;
        return { ...state, status: 'TRIAL', companyId, companyName, trialUsed: true, trialStartedAt: startedAt, trialEndsAt: endsAt };
      }
      case 'TrialExtended':
        return { ...state, trialEndsAt: event.data.endsAt };
      case 'TrialExpired':
        return state.status === 'TRIAL' ? { ...state, status: 'TRIAL_EXPIRED' } : state;
      case 'SubscriptionActivated': {
        const { companyId, provider, providerSubscriptionId, paymentEventId, activatedAt, periodEnd } = event.data;
        return {
          ...state,
          status: 'ACTIVE',
          companyId,
          provider,
          providerSubscriptionId,
          subscriptionStartedAt: activatedAt,
          periodEnd,
          paymentEventIds: [...state.paymentEventIds, paymentEventId],
        };
      }
      case 'SubscriptionCancelled':
        return { ...state, status: 'CANCELLED', periodEnd: event.data.endsAt };
      default:
        return assertNever(event);
    }
  },
};
