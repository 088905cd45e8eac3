/**
 * Where "today" and "this month" begin for a company's usage counts: local midnight and the first of the month in the
 * caller's time zone (a broker in Chicago asking at 8 pm has not started a new day, although UTC has). Pure; the
 * runtime's Intl time-zone data does the arithmetic, so daylight-saving days are 23 or 25 hours long as they should be.
 */
export interface UsageWindow {
  /** ISO-8601 UTC instants, comparable with the history's createdAt. */
  dayStart: string;
  monthStart: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: number, timeZone: string): { y: number; m: number; d: number; ms: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  // The wall-clock time read as if it were UTC: its difference from the instant is the zone's offset then.
  return { y: p.year, m: p.month, d: p.day, ms: Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) };
}

/** The instant the wall clock in `timeZone` reads midnight of y-m-d (the hour after, if midnight is skipped). */
function localMidnight(y: number, m: number, d: number, timeZone: string): number {
  const asUtc = Date.UTC(y, m - 1, d);
  const first = asUtc - (wallClock(asUtc, timeZone).ms - asUtc);
  // The offset at the first guess may differ from the one at midnight (a DST change in between): once more.
  return asUtc - (wallClock(first, timeZone).ms - first);
}

export function usageWindow(now: Date, timeZone: string): UsageWindow {
  const { y, m, d } = wallClock(Math.floor(now.getTime() / 1000) * 1000, timeZone);
  return { dayStart: new Date(localMidnight(y, m, d, timeZone)).toISOString(), monthStart: new Date(localMidnight(y, m, 1, timeZone)).toISOString() };
}
