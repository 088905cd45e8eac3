import type { SubscriptionAccess } from '@logiscope/billing/api';

export type PaywallDecision = { allowed: true } | { allowed: false; status: SubscriptionAccess['status'] };

/**
 * Whether a company's subscription, as billing last described it, lets it use the paid operations at `now`: on a
 * running trial, paying (ACTIVE renews with each paid period), or cancelled with paid time left. A trial past its end
 * reads TRIAL_EXPIRED here even when billing said TRIAL a moment earlier (the answer may come from a cache); INACTIVE
 * and TRIAL_EXPIRED never pass.
 */
export function paywallDecision(access: Pick<SubscriptionAccess, 'status' | 'accessUntil'>, now: Date): PaywallDecision {
  const until = Date.parse(access.accessUntil);
  const running = !Number.isNaN(until) && now.getTime() < until;
  switch (access.status) {
    case 'ACTIVE':
      return { allowed: true };
    case 'TRIAL':
      return running ? { allowed: true } : { allowed: false, status: 'TRIAL_EXPIRED' };
    case 'CANCELLED':
      return running ? { allowed: true } : { allowed: false, status: 'CANCELLED' };
    case 'INACTIVE':
    case 'TRIAL_EXPIRED':
      return { allowed: false, status: access.status };
    default: {
      const unknown: never = access.status;
      throw new Error(`Unknown subscription status ${String(unknown)}`);
    }
  }
}
