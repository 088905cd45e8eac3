/** The sidebar lists show at most 5 entries. */
export const SIDEBAR_LIST_MAX = 5;

export function firstEntries<T>(items: readonly T[] | undefined, max = SIDEBAR_LIST_MAX): T[] {
  return (items ?? []).slice(0, max);
}

export type PlanKey = 'ACTIVE' | 'TRIAL' | 'TRIAL_EXPIRED' | 'CANCELLED' | 'INACTIVE' | 'unknown';

export function planKeyOf(status: string | null | undefined): PlanKey {
  const value = (status ?? '').trim().toUpperCase();
  return value === 'ACTIVE' || value === 'TRIAL' || value === 'TRIAL_EXPIRED' || value === 'CANCELLED' || value === 'INACTIVE' ? value : 'unknown';
}

/** Whole days left until a date (0 once passed), or null without a readable date. */
export function daysUntil(date: string | null | undefined, now: Date): number | null {
  if (!date) return null;
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return null;
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 86_400_000));
}
