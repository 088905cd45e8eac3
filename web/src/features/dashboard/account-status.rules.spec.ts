import { countSearches, daysUntil, firstEntries, planKeyOf } from './account-status.rules';

describe('account status', () => {
  it('should count searches today and this calendar month in local time', () => {
    const now = new Date(2025, 5, 15, 12, 0);
    const at = (d: Date) => ({ createdAt: d.toISOString() });
    const entries = [
      at(new Date(2025, 5, 15, 0, 5)),
      at(new Date(2025, 5, 15, 11, 59)),
      at(new Date(2025, 5, 14, 23, 59)),
      at(new Date(2025, 5, 1, 0, 0)),
      at(new Date(2025, 4, 31, 23, 59)),
      at(new Date(2024, 5, 15, 12, 0)),
      { createdAt: 'garbage' },
    ];
    expect(countSearches(entries, now)).toEqual({ today: 2, thisMonth: 4 });
    expect(countSearches([], now)).toEqual({ today: 0, thisMonth: 0 });
  });

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
