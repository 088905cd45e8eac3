/** toLoginRecord against LoginRecordViewSchema (@logiscope/proto/views): what GET /api/login-tracking answers is what is declared. */
import type { LoginAttempted } from '@logiscope/proto';
import { LoginRecordViewSchema } from '@logiscope/proto/views';
import { OfflineEnricher } from '../login-risk/login-enrichment';
import { assessRisk, emptyHistory } from '../login-risk/login-risk';
import { loginAttempted } from './login-record.fixtures';
import { toLoginRecord } from './login-record.projection';

const event = (data: Partial<LoginAttempted['data']>) =>
  loginAttempted('5a7e2c90-1f3b-4d68-8e4a-b2c6d0f19e35', {
    email: 'ann@acme.io',
    userId: 'u1',
    companyId: 'c1',
    outcome: 'SUCCESS',
    failureReason: '',
    ipAddress: '81.2.69.142',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    sessionId: 's1',
    ...data,
  });

describe('LoginRecordView against LoginRecordViewSchema', () => {
  const enricher = OfflineEnricher.load();
  it.each([
    ['a success', event({})],
    ['a failure from an unknown client', event({ outcome: 'FAILED', failureReason: 'UNKNOWN_EMAIL', userId: '', userAgent: '', sessionId: '' })],
    ['a blocked attempt', event({ outcome: 'BLOCKED', failureReason: 'USER_BLOCKED', sessionId: '' })],
  ])('declares %s as the projection records it', (_name, attempted) => {
    const d = attempted.data;
    const { isKnownBad: _k, ...place } = enricher.enrich(d.ipAddress, d.userAgent);
    const { userAgent: _u, sessionId: _s, ...fields } = d;
    const risk = assessRisk(d, attempted.occurredAt, { ...place, isKnownBad: false }, emptyHistory('user:u1'));
    const record = toLoginRecord(attempted, { ...place, ...fields, attemptId: attempted.eventId, attemptedAt: attempted.occurredAt, ...risk });
    const parsed = LoginRecordViewSchema.safeParse(record);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Parsing strips undeclared keys: equal means every field sent is declared.
    expect(parsed.data).toEqual(record);
  });
});
