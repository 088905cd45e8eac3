import { MONTHLY_PRICE_CENTS, TRIAL_EXTENSION_DEFAULT_DAYS, trialExtensionDaysSchema } from '@logiscope/proto/http';
import type { SubscriptionStatusValue } from './subscription.api';
import { formatMoney, localeOf } from '../../shared/utils/format';

export { TRIAL_EXTENSION_DEFAULT_DAYS };

/** The badge of each status (spec 001 §4: Active, Trial, Trial Expired, Cancelled, Inactive). */
export const STATUS_COLOR: Record<SubscriptionStatusValue, string> = {
  ACTIVE: 'success',
  TRIAL: 'processing',
  TRIAL_EXPIRED: 'warning',
  CANCELLED: 'default',
  INACTIVE: 'default',
};

/** '$149.00' in English (spec 001 §9: the monthly price's display), '149,00 $US' in French, '149,00 US$' in Spanish. */
export function priceDisplay(monthlyPrice: number | null | undefined, language = 'en'): string {
  const value = typeof monthlyPrice === 'number' && Number.isFinite(monthlyPrice) ? monthlyPrice : MONTHLY_PRICE_CENTS / 100;
  return formatMoney(value, language, true);
}

/** What the plan card offers in each status (spec 001 §2: inactive → trial or subscribe; trial or expired → upgrade). */
export type PlanAction = 'startTrial' | 'subscribe' | 'upgrade' | 'cancel';

export function actionsFor(status: SubscriptionStatusValue): PlanAction[] {
  switch (status) {
    case 'INACTIVE':
      return ['startTrial', 'subscribe'];
    case 'TRIAL':
    case 'TRIAL_EXPIRED':
      return ['upgrade'];
    case 'ACTIVE':
      return ['cancel'];
    case 'CANCELLED':
      return ['subscribe'];
  }
}

/** The extend-trial field's rule, the server's own (proto/src/<context>/*.rules.ts): the spec's message, or null when valid. */
export function extensionDaysError(value: unknown): string | null {
  const r = trialExtensionDaysSchema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** A date as the user's locale writes it, or null without one. */
export function dateText(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : new Intl.DateTimeFormat(localeOf(locale), { year: 'numeric', month: 'long', day: 'numeric' }).format(at);
}
