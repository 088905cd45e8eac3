import { DomainError, ErrorCode, Refused, deciderSpec, fold } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import { hasAccessAt, plusOneMonth, statusAt, subscriptionDecider, type SubscriptionCommand, type SubscriptionEvent, type SubscriptionRefusal } from './subscription.decider';
import { subscriptionRefusals, trialExtensionDays } from './subscription.service';

const decider = deciderSpec(subscriptionDecider);
/** The service's path: the extension's days through the form's rule, then the decider, its refusal worded as the API answers. */
const spec = {
  given: (history: SubscriptionEvent[]) => ({
    when(command: SubscriptionCommand | (() => SubscriptionCommand)) {
      try {
        const { events, error } = decider.given(history).when(typeof command === 'function' ? command() : command);
        return { events, error: error instanceof Refused ? subscriptionRefusals[error.reason as SubscriptionRefusal]() : error };
      } catch (error) {
        return { events: undefined, error };
      }
    },
  }),
};
const companyId = 'cmp-1';
const day = (n: number) => new Date(Date.UTC(2026, 2, 1) + n * 86_400_000).toISOString();

const trialStarted: SubscriptionEvent = {
  type: 'TrialStarted',
  data: { companyId, companyName: 'Plains Freight', startedByUserId: 'admin-1', startedAt: day(0), endsAt: day(30) },
};
const activated = (paymentEventId = 'evt_1', at = day(10)): SubscriptionEvent => ({
  type: 'SubscriptionActivated',
  data: { companyId, provider: 'sandbox', providerSubscriptionId: 'sub_1', paymentEventId, monthlyPriceCents: 14900, activatedAt: at, periodEnd: plusOneMonth(at) },
});
const extend = (additionalDays: unknown, at: string, byOperator = false) => (): SubscriptionCommand => ({
  type: 'ExtendTrial',
  data: { companyId, userId: 'admin-1', byOperator, additionalDays: trialExtensionDays(additionalDays), at },
});
const conflict = (code: Parameters<typeof message>[0]) => expect.objectContaining({ code: ErrorCode.CONFLICT, message: message(code) });

describe('subscription decider', () => {
  describe('start the trial', () => {
    it('moves a new (INACTIVE) company to a 30-day TRIAL', () => {
      const { events } = spec.given([]).when({ type: 'StartTrial', data: { companyId, companyName: 'Plains Freight', userId: 'admin-1', at: day(0) } });
      expect(events).toEqual([trialStarted]);
    });

    it('is refused a second time, even after the trial expired or a subscription was cancelled', () => {
      const start = { type: 'StartTrial', data: { companyId, companyName: 'x', userId: 'admin-1', at: day(40) } } as const;
      expect(spec.given([trialStarted]).when(start).error).toEqual(conflict('TRIAL_ALREADY_USED'));
      expect(spec.given([trialStarted, { type: 'TrialExpired', data: { companyId, endedAt: day(30), at: day(30) } }]).when(start).error).toEqual(conflict('TRIAL_ALREADY_USED'));
      expect(spec.given([activated()]).when(start).error).toEqual(conflict('TRIAL_ALREADY_USED'));
    });
  });

  describe('extend the trial', () => {
    it('adds the days to the current end while in TRIAL', () => {
      const { events } = spec.given([trialStarted]).when(extend(30, day(5)));
      expect(events).toEqual([{ type: 'TrialExtended', data: { companyId, byUserId: 'admin-1', byOperator: false, additionalDays: 30, endsAt: day(60), at: day(5) } }]);
    });

    it("answers the spec's messages outside 1-365 days", () => {
      expect(spec.given([trialStarted]).when(extend(0, day(5))).error).toEqual(expect.objectContaining({ message: 'Must be at least 1 day' }));
      expect(spec.given([trialStarted]).when(extend(366, day(5))).error).toEqual(expect.objectContaining({ message: 'Cannot exceed 365 days' }));
      expect(spec.given([trialStarted]).when(extend('ten', day(5))).error).toBeInstanceOf(DomainError);
    });

    it("caps an ADMIN's trial at 365 days in all from its start; the platform operator has no cap", () => {
      // 30 + 335 = 365 days: allowed; one more day is not.
      expect(spec.given([trialStarted]).when(extend(335, day(5))).events).toHaveLength(1);
      expect(spec.given([trialStarted]).when(extend(336, day(5))).error).toEqual(conflict('TRIAL_EXTENSION_CAP'));
      const long: SubscriptionEvent = { type: 'TrialExtended', data: { companyId, byUserId: 'admin-1', byOperator: false, additionalDays: 335, endsAt: day(365), at: day(5) } };
      expect(spec.given([trialStarted, long]).when(extend(1, day(6))).error).toEqual(conflict('TRIAL_EXTENSION_CAP'));
      expect(spec.given([trialStarted, long]).when(extend(365, day(6), true)).events?.[0]?.data).toEqual(expect.objectContaining({ endsAt: day(730), byOperator: true }));
    });

    it('is refused outside a running trial: never started, past its end (job late or not), or paid', () => {
      expect(spec.given([]).when(extend(10, day(5))).error).toEqual(conflict('TRIAL_NOT_ACTIVE'));
      expect(spec.given([trialStarted]).when(extend(10, day(30))).error).toEqual(conflict('TRIAL_NOT_ACTIVE'));
      expect(spec.given([trialStarted, activated()]).when(extend(10, day(12), true)).error).toEqual(conflict('TRIAL_NOT_ACTIVE'));
    });
  });

  describe('trial expiry', () => {
    it('records TrialExpired at or after the end, once', () => {
      const expire = (at: string) => ({ type: 'ExpireTrial', data: { companyId, at } }) as const;
      expect(spec.given([trialStarted]).when(expire(day(29))).events).toEqual([]);
      const { events } = spec.given([trialStarted]).when(expire(day(31)));
      expect(events).toEqual([{ type: 'TrialExpired', data: { companyId, endedAt: day(30), at: day(31) } }]);
      expect(spec.given([trialStarted, ...events!]).when(expire(day(32))).events).toEqual([]);
    });

    it('does nothing for a job due at an end that was since extended', () => {
      const extended: SubscriptionEvent = { type: 'TrialExtended', data: { companyId, byUserId: 'admin-1', byOperator: false, additionalDays: 10, endsAt: day(40), at: day(3) } };
      expect(spec.given([trialStarted, extended]).when({ type: 'ExpireTrial', data: { companyId, at: day(30) } }).events).toEqual([]);
    });

    it('never reads TRIAL after the end, even before the job ran', () => {
      const state = fold(subscriptionDecider, [trialStarted]);
      expect(statusAt(state, day(29))).toBe('TRIAL');
      expect(statusAt(state, day(30))).toBe('TRIAL_EXPIRED');
      expect(hasAccessAt(state, day(30))).toBe(false);
    });
  });

  describe('subscribe and cancel', () => {
    const activate = (paymentEventId: string, at = day(10)) =>
      ({ type: 'ActivateSubscription', data: { companyId, provider: 'sandbox', providerSubscriptionId: 'sub_1', paymentEventId, at } }) as const;

    it('activates from INACTIVE, TRIAL or TRIAL_EXPIRED at $149 for one month', () => {
      expect(spec.given([]).when(activate('evt_1')).events).toEqual([activated('evt_1')]);
      expect(spec.given([trialStarted]).when(activate('evt_1')).events).toEqual([activated('evt_1')]);
      const expired: SubscriptionEvent = { type: 'TrialExpired', data: { companyId, endedAt: day(30), at: day(30) } };
      expect(spec.given([trialStarted, expired]).when(activate('evt_2', day(40))).events).toEqual([activated('evt_2', day(40))]);
    });

    it('applies a payment event once (a replayed webhook changes nothing)', () => {
      expect(spec.given([activated('evt_1')]).when(activate('evt_1', day(11))).events).toEqual([]);
    });

    it('refuses a checkout while the company pays', () => {
      expect(spec.given([activated()]).when({ type: 'RequestCheckout', data: { companyId, at: day(12) } }).error).toEqual(conflict('ALREADY_SUBSCRIBED'));
      expect(spec.given([trialStarted]).when({ type: 'RequestCheckout', data: { companyId, at: day(12) } }).events).toEqual([]);
    });

    it('cancels at the end of the paid period, and only a paid plan', () => {
      const cancel = { type: 'CancelSubscription', data: { companyId, userId: 'admin-1', at: day(15) } } as const;
      const { events } = spec.given([activated()]).when(cancel);
      expect(events).toEqual([{ type: 'SubscriptionCancelled', data: { companyId, byUserId: 'admin-1', cancelledAt: day(15), endsAt: plusOneMonth(day(10)) } }]);
      const state = fold(subscriptionDecider, [activated(), ...events!]);
      expect(statusAt(state, day(16))).toBe('CANCELLED');
      expect(hasAccessAt(state, day(16))).toBe(true);
      expect(hasAccessAt(state, plusOneMonth(day(10)))).toBe(false);
      expect(spec.given([trialStarted]).when(cancel).error).toEqual(conflict('NOT_SUBSCRIBED'));
      expect(spec.given([activated(), ...events!]).when(cancel).error).toEqual(conflict('NOT_SUBSCRIBED'));
    });

    it('counts a month in calendar months', () => {
      expect(plusOneMonth('2026-01-31T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
      expect(plusOneMonth('2026-03-15T10:00:00.000Z')).toBe('2026-04-15T10:00:00.000Z');
    });
  });
});
