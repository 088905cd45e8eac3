/**
 * FMCSA publishes on US Eastern time: a file refreshed at 9:30 AM ET is that day's file wherever the server runs, and a
 * rowsUpdatedAt of 11 PM ET is still that day although UTC has moved on.
 */
export const EASTERN = 'America/New_York';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: EASTERN, year: 'numeric', month: '2-digit', day: '2-digit' });
const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: EASTERN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Eastern calendar day (YYYY-MM-DD) of an instant. */
export function easternDay(at: Date): string {
  return DAY.format(at);
}

/** The Eastern wall-clock time (HH:MM, 24 h) of an instant. */
export function easternClock(at: Date): string {
  return CLOCK.format(at);
}
