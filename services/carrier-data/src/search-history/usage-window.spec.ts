import { usageWindow } from './usage-window';

describe('usageWindow', () => {
  it('starts the day and the month at midnight UTC for UTC', () => {
    expect(usageWindow(new Date('2026-11-25T09:30:00.000Z'), 'UTC')).toEqual({ dayStart: '2026-11-25T00:00:00.000Z', monthStart: '2026-11-01T00:00:00.000Z' });
  });

  it("keeps Chicago's evening on its own day (UTC has already turned)", () => {
    // 02:00 UTC on Dec 1 is 20:00 on Nov 30 in Chicago (CST, UTC-6): still November there.
    expect(usageWindow(new Date('2026-12-01T02:00:00.000Z'), 'America/Chicago')).toEqual({ dayStart: '2026-11-30T06:00:00.000Z', monthStart: '2026-11-01T05:00:00.000Z' });
  });

  it('follows daylight saving: the month began under CDT (UTC-5), the day under CST (UTC-6)', () => {
    expect(usageWindow(new Date('2026-11-25T12:00:00.000Z'), 'America/Chicago')).toEqual({ dayStart: '2026-11-25T06:00:00.000Z', monthStart: '2026-11-01T05:00:00.000Z' });
  });

  it('handles zones ahead of UTC', () => {
    expect(usageWindow(new Date('2026-06-30T22:30:00.000Z'), 'Asia/Tokyo')).toEqual({ dayStart: '2026-06-30T15:00:00.000Z', monthStart: '2026-06-30T15:00:00.000Z' });
  });
});
