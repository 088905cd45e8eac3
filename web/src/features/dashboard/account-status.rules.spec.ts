import { daysUntil, firstEntries, planKeyOf } from './account-status.rules';

describe('account status', () => {
  it('should show at most 5 sidebar entries', () => {
    expect(firstEntries([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(firstEntries(undefined)).toEqual([]);
  });

  it('should read plan statuses and trial days', () => {
    expect(planKeyOf('trial')).toBe('TRIAL');
    expect(planKeyOf('TRIAL_EXPIRED')).toBe('TRIAL_EXPIRED');
    expect(planKeyOf('')).toBe('unknown');
    expect(planKeyOf('PREMIUM')).toBe('unknown');
    const now = new Date('2025-06-15T12:00:00Z');
    expect(daysUntil('2025-06-25T12:00:00Z', now)).toBe(10);
    expect(daysUntil('2025-06-01T00:00:00Z', now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
  });
});
