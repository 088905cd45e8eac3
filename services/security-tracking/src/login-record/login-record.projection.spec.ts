import type { LoginRiskAssessed } from '@logiscope/proto';
import { loginAttempted } from './login-record.fixtures';
import { toLoginRecord } from './login-record.projection';
import { parseUserAgent } from './user-agent';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const attempt = loginAttempted('e1', {
  email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome: 'FAILED', failureReason: 'INVALID_PASSWORD', ipAddress: '185.220.101.7', userAgent: CHROME_WIN, sessionId: '',
});

export const assessedSample: LoginRiskAssessed['data'] = {
  attemptId: 'e1', attemptedAt: '2026-11-21T10:00:00.000Z', email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome: 'FAILED',
  failureReason: 'INVALID_PASSWORD', ipAddress: '185.220.101.7', country: 'Germany', countryCode: 'DE', region: 'Berlin', city: 'Berlin',
  latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin', asn: 60729, isp: 'Stiftung Erneuerbare Freiheit', organization: 'Stiftung Erneuerbare Freiheit',
  isVpn: false, isProxy: false, isTor: true, isHosting: true, deviceType: 'DESKTOP', browser: 'Chrome', browserVersion: '131.0.0.0', os: 'Windows',
  osVersion: '10', isFirstTimeLocation: true, isFirstTimeDevice: true, riskScore: 80, threatLevel: 'CRITICAL',
  factors: [{ code: 'FAILED_ATTEMPT', points: 15, detail: 'Wrong password' }, { code: 'TOR', points: 50, detail: 'Tor exit node' }, { code: 'HOSTING', points: 15, detail: 'Hosting provider' }],
};

describe('login record projection', () => {
  it('keeps the attempt id as record id, the client and session from the attempt, everything else from the assessment', () => {
    expect(toLoginRecord(attempt, assessedSample)).toMatchObject({
      id: 'e1',
      email: 'ann@acme.io',
      loginStatus: 'FAILED',
      failureReason: 'INVALID_PASSWORD',
      userAgent: CHROME_WIN,
      sessionId: '',
      city: 'Berlin',
      countryCode: 'DE',
      isTor: true,
      riskScore: 80,
      threatLevel: 'CRITICAL',
      riskFactors: assessedSample.factors,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });
});

describe('user agent parsing (ua-parser-js)', () => {
  it('recognises Chrome on Windows, mobile Safari on an iPhone and on an iPad, with versions', () => {
    expect(parseUserAgent(CHROME_WIN)).toEqual({ browser: 'Chrome', browserVersion: '131.0.0.0', os: 'Windows', osVersion: '10', deviceType: 'DESKTOP' });
    expect(parseUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Mobile Safari', browserVersion: '17.2', os: 'iOS', osVersion: '17.2', deviceType: 'MOBILE' });
    expect(parseUserAgent(SAFARI_IPAD)).toMatchObject({ os: 'iOS', deviceType: 'TABLET' });
  });
  it('names command-line clients it does not know', () => {
    expect(parseUserAgent('curl/8.5.0')).toMatchObject({ browser: 'curl', browserVersion: '8.5.0', os: 'Unknown OS' });
  });
  it("falls back to the spec's Unknown / Unknown OS", () => {
    expect(parseUserAgent('')).toMatchObject({ browser: 'Unknown', os: 'Unknown OS', deviceType: 'DESKTOP' });
  });
});
