/** toLoginRecord against LoginRecordViewSchema (@logiscope/proto/views): what GET /api/login-tracking answers is what is declared. */
import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';
import { LoginRecordViewSchema } from '@logiscope/proto/views';
import { toLoginRecord } from './login-record.projection';

const event = (data: Partial<LoginAttempted['data']>): EventEnvelope<LoginAttempted> => ({
  eventId: '5a7e2c90-1f3b-4d68-8e4a-b2c6d0f19e35',
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempt:1',
  streamVersion: 1,
  occurredAt: '2026-11-21T10:00:00.000Z',
  metadata: {},
  data: {
    email: 'ann@acme.io',
    userId: 'u1',
    companyId: 'c1',
    outcome: 'SUCCESS',
    failureReason: '',
    ipAddress: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    sessionId: 's1',
    ...data,
  },
});

describe('LoginRecordView against LoginRecordViewSchema', () => {
  it.each([
    ['a success', event({})],
    ['a failure from an unknown client', event({ outcome: 'FAILED', failureReason: 'UNKNOWN_EMAIL', userId: '', userAgent: '', sessionId: '' })],
    ['a blocked attempt', event({ outcome: 'BLOCKED', failureReason: 'USER_BLOCKED', sessionId: '' })],
  ])('declares %s as the projection records it', (_name, attempted) => {
    const record = toLoginRecord(attempted);
    const parsed = LoginRecordViewSchema.safeParse(record);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Parsing strips undeclared keys: equal means every field sent is declared.
    expect(parsed.data).toEqual(record);
  });
});
