import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';
import { toLoginRecord } from './login-record.projection';
import { parseUserAgent } from './user-agent';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const event = (data: Partial<LoginAttempted['data']>): EventEnvelope<LoginAttempted> => ({
  eventId: 'e1',
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempt:1',
  streamVersion: 1,
  occurredAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
  data: { email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome: 'SUCCESS', failureReason: '', ipAddress: '198.51.100.7', userAgent: CHROME_WIN, sessionId: 's1', ...data },
});

describe('login record projection', () => {
  it('keeps the event id as record id (one record per event), the client and the outcome', () => {
    expect(toLoginRecord(event({}))).toMatchObject({
      id: 'e1',
      email: 'ann@acme.io',
      ipAddress: '198.51.100.7',
      loginStatus: 'SUCCESS',
      browser: 'Chrome',
      browserVersion: '131.0.0.0',
      os: 'Windows',
      deviceType: 'DESKTOP',
      threatLevel: 'LOW',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });
  it('scores failures and blocked attempts higher than successes', () => {
    const ok = toLoginRecord(event({})).riskScore;
    const failed = toLoginRecord(event({ outcome: 'FAILED', failureReason: 'INVALID_PASSWORD' })).riskScore;
    const blocked = toLoginRecord(event({ outcome: 'BLOCKED', failureReason: 'USER_BLOCKED' }));
    expect(failed).toBeGreaterThan(ok);
    expect(blocked.riskScore).toBeGreaterThanOrEqual(50);
    expect(blocked.threatLevel).toBe('HIGH');
  });
});

describe('user agent parsing', () => {
  it('recognises mobile Safari on iOS', () => {
    expect(parseUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', browserVersion: '17.2', os: 'iOS', osVersion: '17.2', deviceType: 'MOBILE' });
  });
  it("falls back to the spec's Unknown / Unknown OS", () => {
    expect(parseUserAgent('')).toMatchObject({ browser: 'Unknown', os: 'Unknown OS' });
  });
});
