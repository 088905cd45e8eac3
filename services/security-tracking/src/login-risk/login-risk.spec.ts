import type { LoginAttempted } from '@logiscope/proto';
import type { LoginEnrichment } from './login-enrichment';
import { assessRisk, emptyHistory, rememberAttempt, threatLevelOf, type LoginHistory } from './login-risk';

type Attempt = LoginAttempted['data'];

const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome: 'SUCCESS', failureReason: '', ipAddress: '81.2.69.142', userAgent: 'ua', sessionId: 's', ...over,
});

const LONDON: Partial<LoginEnrichment> = { country: 'United Kingdom', countryCode: 'GB', city: 'London', latitude: 51.5143, longitude: -0.0912 };
const TOKYO: Partial<LoginEnrichment> = { country: 'Japan', countryCode: 'JP', city: 'Tokyo', latitude: 35.6895, longitude: 139.6917 };
const PARIS: Partial<LoginEnrichment> = { country: 'France', countryCode: 'FR', city: 'Paris', latitude: 48.8534, longitude: 2.3488 };

const place = (over: Partial<LoginEnrichment> = {}): LoginEnrichment => ({
  country: '', countryCode: '', region: '', city: '', latitude: 0, longitude: 0, timezone: '', asn: 20712, isp: 'Andrews & Arnold Ltd', organization: 'Andrews & Arnold Ltd',
  isTor: false, isVpn: false, isProxy: false, isHosting: false, isKnownBad: false,
  browser: 'Chrome', browserVersion: '131', os: 'Windows', osVersion: '10', deviceType: 'DESKTOP', ...LONDON, ...over,
});

/** Given these attempts (each a minute apart from 10:00), the history they leave. */
function given(...steps: [Attempt, LoginEnrichment][]): LoginHistory {
  return steps.reduce((h, [a, e], i) => rememberAttempt(h, a, at(i), e), emptyHistory('user:u1'));
}
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const codes = (r: { factors: { code: string }[] }) => r.factors.map((f) => f.code);

describe('login risk', () => {
  it('a usual sign-in (known place and device) is LOW with no factor', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(60), place(), history);
    expect(r).toEqual({ riskScore: 0, threatLevel: 'LOW', factors: [], isFirstTimeLocation: false, isFirstTimeDevice: false });
  });

  it("an account's first sign-in is new everywhere but scores nothing for it", () => {
    const r = assessRisk(attempt(), at(0), place(), emptyHistory('user:u1'));
    expect(r).toMatchObject({ riskScore: 0, isFirstTimeLocation: true, isFirstTimeDevice: true });
  });

  it('a Tor exit node is HIGH on its own', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(600), place({ isTor: true, isHosting: true }), history);
    expect(codes(r)).toEqual(['TOR', 'HOSTING']);
    expect(r.riskScore).toBe(65);
    expect(r.threatLevel).toBe('HIGH');
  });

  it('a new country right after a sign-in far away is HIGH: new country and impossible travel', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(5), place(TOKYO), history);
    expect(codes(r)).toEqual(['NEW_COUNTRY', 'IMPOSSIBLE_TRAVEL']);
    expect(r.factors[1].detail).toMatch(/^9\d{3} km from London in 5 min$/);
    expect(r.factors[1].params).toEqual({ km: expect.stringMatching(/^9\d{3}$/), place: 'London', minutes: '5', context: 'minutes' });
    expect(r.threatLevel).toBe('HIGH');
    expect(r.isFirstTimeLocation).toBe(true);
  });

  it('a new country reached at a plausible speed is only MEDIUM', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(6 * 60), place(PARIS), history);
    expect(codes(r)).toEqual(['NEW_COUNTRY']);
    expect(r.threatLevel).toBe('MEDIUM');
  });

  it('a new device on a known account adds its points', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(60), place({ browser: 'Firefox', os: 'Linux' }), history);
    expect(r.factors).toEqual([{ code: 'NEW_DEVICE', points: 15, detail: 'First sign-in from Firefox on Linux', params: { browser: 'Firefox', os: 'Linux' } }]);
    expect(r.isFirstTimeDevice).toBe(true);
  });

  it('failures pile up inside the 15-minute window and are forgotten after it', () => {
    const wrong = attempt({ outcome: 'FAILED', failureReason: 'INVALID_PASSWORD', sessionId: '' });
    const history = given([wrong, place()], [wrong, place()], [wrong, place()], [wrong, place()], [wrong, place()]);
    const now = assessRisk(wrong, at(5), place(), history);
    expect(now.factors).toContainEqual({ code: 'FAILURES_IN_WINDOW', points: 25, detail: '5 failed attempts in the last 15 minutes', params: { count: '5' } });
    expect(now.riskScore).toBe(40);
    expect(codes(assessRisk(wrong, at(30), place(), history))).toEqual(['FAILED_ATTEMPT']);
  });

  it('VPN, proxy, a known-bad range and refusals each score, capped at 100 (CRITICAL)', () => {
    const r = assessRisk(attempt({ outcome: 'BLOCKED', failureReason: 'TOO_MANY_ATTEMPTS' }), at(0), place({ isVpn: true, isProxy: true, isKnownBad: true }), emptyHistory('x'));
    expect(codes(r)).toEqual(['THROTTLED', 'VPN', 'PROXY', 'KNOWN_BAD_RANGE']);
    expect(r).toMatchObject({ riskScore: 100, threatLevel: 'CRITICAL' });
    expect(codes(assessRisk(attempt({ outcome: 'BLOCKED', failureReason: 'USER_BLOCKED' }), at(0), place(), emptyHistory('x')))).toEqual(['BLOCKED']);
    expect(codes(assessRisk(attempt({ outcome: 'FAILED', failureReason: 'UNKNOWN_EMAIL', userId: '' }), at(0), place(), emptyHistory('x')))).toEqual(['UNKNOWN_EMAIL']);
  });

  it('an unknown place is never a new country nor travel', () => {
    const history = given([attempt(), place()]);
    const r = assessRisk(attempt(), at(1), place({ country: '', countryCode: '', city: '', latitude: 0, longitude: 0 }), history);
    expect(r).toMatchObject({ riskScore: 0, isFirstTimeLocation: false });
  });

  it('derives the threat level from the score', () => {
    expect([0, 24, 25, 49, 50, 79, 80, 100].map(threatLevelOf)).toEqual(['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', 'CRITICAL', 'CRITICAL']);
  });
});
