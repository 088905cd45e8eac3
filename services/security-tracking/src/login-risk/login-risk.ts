import type { LoginAttempted, LoginRiskFactor } from '@logiscope/proto';
import type { LoginEnrichment } from './login-enrichment';

export type ThreatLevel = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';

/** What security-tracking remembers per account (or per e-mail with no account) to judge the next attempt. */
export interface LoginHistory {
  /** `user:<id>`, or `email:<address>` for attempts on no account. */
  id: string;
  successes: number;
  /** `countryCode` of every successful sign-in. */
  countries: string[];
  /** `countryCode|city` of every successful sign-in. */
  locations: string[];
  /** `deviceType|browser|os` of every successful sign-in. */
  devices: string[];
  lastSuccess: { at: string; countryCode: string; city: string; latitude: number; longitude: number } | null;
  /** Times of recent failed or refused attempts (inside the window only, newest last). */
  failures: string[];
  /** The log position of the last attempt it remembers: the projection that keeps it applies each attempt once. */
  position?: number;
}

export interface RiskAssessment {
  riskScore: number;
  threatLevel: ThreatLevel;
  factors: LoginRiskFactor[];
  isFirstTimeLocation: boolean;
  isFirstTimeDevice: boolean;
}

export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Faster than an airliner over a distance no rounding of geo-IP explains. */
const MAX_TRAVEL_KMH = 1000;
const MIN_TRAVEL_KM = 500;

/** The rules, their points: the README's table comes from here. */
export const RISK_POINTS = {
  FAILED_ATTEMPT: 15,
  UNKNOWN_EMAIL: 20,
  BLOCKED: 40,
  THROTTLED: 40,
  FAILURES_IN_WINDOW_EACH: 5,
  FAILURES_IN_WINDOW_MAX: 30,
  NEW_DEVICE: 15,
  NEW_COUNTRY: 30,
  TOR: 50,
  VPN: 25,
  PROXY: 20,
  HOSTING: 15,
  IMPOSSIBLE_TRAVEL: 35,
  KNOWN_BAD_RANGE: 60,
} as const;

export const emptyHistory = (id: string): LoginHistory => ({ id, successes: 0, countries: [], locations: [], devices: [], lastSuccess: null, failures: [] });

export const historyKey = (attempt: Pick<LoginAttempted['data'], 'userId' | 'email'>): string =>
  attempt.userId ? `user:${attempt.userId}` : `email:${attempt.email.toLowerCase()}`;

export const threatLevelOf = (score: number): ThreatLevel => (score >= 80 ? 'CRITICAL' : score >= 50 ? 'HIGH' : score >= 25 ? 'MEDIUM' : 'LOW');

const deviceKey = (e: Pick<LoginEnrichment, 'deviceType' | 'browser' | 'os'>) => `${e.deviceType}|${e.browser}|${e.os}`;
const locationKey = (e: Pick<LoginEnrichment, 'countryCode' | 'city'>) => `${e.countryCode}|${e.city}`;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The factors of the network an address belongs to: Tor, VPN, proxy, a hosting provider (unless `hosting: false`) and
 * a known-bad range. One reading for a sign-in and an API key's use.
 */
export function networkFactors(
  e: Pick<LoginEnrichment, 'isTor' | 'isVpn' | 'isProxy' | 'isHosting' | 'isKnownBad' | 'organization'>,
  { hosting }: { hosting: boolean },
): LoginRiskFactor[] {
  const org = e.organization ? ` (${e.organization})` : '';
  const params = (): Record<string, string> => (e.organization ? { organization: e.organization, context: 'org' } : {});
  const factors: LoginRiskFactor[] = [];
  if (e.isTor) factors.push({ code: 'TOR', points: RISK_POINTS.TOR, detail: 'Tor exit node', params: {} });
  if (e.isVpn) factors.push({ code: 'VPN', points: RISK_POINTS.VPN, detail: `VPN network${org}`, params: params() });
  if (e.isProxy) factors.push({ code: 'PROXY', points: RISK_POINTS.PROXY, detail: `Proxy network${org}`, params: params() });
  if (hosting && e.isHosting && !e.isVpn) factors.push({ code: 'HOSTING', points: RISK_POINTS.HOSTING, detail: `Hosting provider${org}`, params: params() });
  if (e.isKnownBad) factors.push({ code: 'KNOWN_BAD_RANGE', points: RISK_POINTS.KNOWN_BAD_RANGE, detail: 'Address in a known-bad range', params: {} });
  return factors;
}

/**
 * Pure: the risk of one attempt from what it carries, where it came from and the account's history. Points add up to
 * at most 100; every rule that fired is listed. New device and new country count only for an account that has signed
 * in before (a first sign-in is new everywhere, and says nothing).
 */
export function assessRisk(attempt: LoginAttempted['data'], at: string, e: LoginEnrichment, history: LoginHistory): RiskAssessment {
  const factors: LoginRiskFactor[] = [];
  // `params` carry the detail's values: the web words code + params in the reader's language, `detail` is the English.
  const add = (code: string, points: number, detail: string, params: Record<string, string> = {}) => factors.push({ code, points, detail, params });

  if (attempt.outcome === 'FAILED') {
    if (attempt.failureReason === 'UNKNOWN_EMAIL') add('UNKNOWN_EMAIL', RISK_POINTS.UNKNOWN_EMAIL, 'Sign-in attempt on an e-mail with no account');
    else add('FAILED_ATTEMPT', RISK_POINTS.FAILED_ATTEMPT, 'Wrong password');
  }
  if (attempt.outcome === 'BLOCKED') {
    if (attempt.failureReason === 'TOO_MANY_ATTEMPTS') add('THROTTLED', RISK_POINTS.THROTTLED, 'Attempt while sign-ins were throttled after too many failures');
    else add('BLOCKED', RISK_POINTS.BLOCKED, 'Sign-in attempt by a blocked user');
  }

  const since = Date.parse(at) - FAILURE_WINDOW_MS;
  const recentFailures = history.failures.filter((t) => Date.parse(t) >= since).length;
  if (recentFailures >= 3) {
    const points = Math.min(RISK_POINTS.FAILURES_IN_WINDOW_MAX, recentFailures * RISK_POINTS.FAILURES_IN_WINDOW_EACH);
    add('FAILURES_IN_WINDOW', points, `${recentFailures} failed attempts in the last 15 minutes`, { count: String(recentFailures) });
  }

  const known = e.countryCode !== '';
  const isFirstTimeLocation = known && !history.locations.includes(locationKey(e));
  const isFirstTimeDevice = !history.devices.includes(deviceKey(e));
  if (history.successes > 0) {
    if (isFirstTimeDevice) add('NEW_DEVICE', RISK_POINTS.NEW_DEVICE, `First sign-in from ${e.browser} on ${e.os}`, { browser: e.browser, os: e.os });
    if (known && !history.countries.includes(e.countryCode)) add('NEW_COUNTRY', RISK_POINTS.NEW_COUNTRY, `First sign-in from ${e.country || e.countryCode}`, { country: e.country || e.countryCode });
  }

  factors.push(...networkFactors(e, { hosting: true }));

  const last = history.lastSuccess;
  if (last && last.countryCode && known) {
    const km = distanceKm(last, e);
    const hours = Math.max((Date.parse(at) - Date.parse(last.at)) / 3_600_000, 1 / 60);
    if (km >= MIN_TRAVEL_KM && km / hours > MAX_TRAVEL_KMH) {
      add('IMPOSSIBLE_TRAVEL', RISK_POINTS.IMPOSSIBLE_TRAVEL, `${Math.round(km)} km from ${last.city || last.countryCode} in ${formatDuration(hours)}`, {
        km: String(Math.round(km)),
        place: last.city || last.countryCode,
        ...travelTime(hours),
      });
    }
  }

  const riskScore = Math.min(100, factors.reduce((sum, f) => sum + f.points, 0));
  return { riskScore, threatLevel: threatLevelOf(riskScore), factors, isFirstTimeLocation, isFirstTimeDevice };
}

function travelTime(hours: number): Record<string, string> {
  return hours < 1 ? { minutes: String(Math.max(1, Math.round(hours * 60))), context: 'minutes' } : { hours: String(Math.round(hours * 10) / 10), context: 'hours' };
}

function formatDuration(hours: number): string {
  const time = travelTime(hours);
  return time.minutes ? `${time.minutes} min` : `${time.hours} h`;
}

/** What the history keeps of where and on what an attempt came (an enrichment, or the assessment that carries it). */
export type RememberedPlace = Pick<LoginEnrichment, 'countryCode' | 'city' | 'latitude' | 'longitude' | 'deviceType' | 'browser' | 'os'>;

/** Pure: the history after this attempt. Failures and refusals count toward the window; successes teach places and devices. */
export function rememberAttempt(history: LoginHistory, attempt: Pick<LoginAttempted['data'], 'outcome'>, at: string, e: RememberedPlace): LoginHistory {
  const since = Date.parse(at) - FAILURE_WINDOW_MS;
  const failures = history.failures.filter((t) => Date.parse(t) >= since);
  if (attempt.outcome !== 'SUCCESS') return { ...history, failures: [...failures, at].slice(-50) };
  const add = (list: string[], item: string) => (item && !list.includes(item) ? [...list, item].slice(-100) : list);
  return {
    ...history,
    successes: history.successes + 1,
    countries: add(history.countries, e.countryCode),
    locations: e.countryCode ? add(history.locations, locationKey(e)) : history.locations,
    devices: add(history.devices, deviceKey(e)),
    lastSuccess: e.countryCode ? { at, countryCode: e.countryCode, city: e.city, latitude: e.latitude, longitude: e.longitude } : history.lastSuccess,
    failures,
  };
}
