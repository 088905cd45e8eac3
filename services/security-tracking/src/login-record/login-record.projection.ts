import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted, LoginRiskAssessed } from '@logiscope/proto';
import type { LoginRecordView } from '../security-tracking.api';

/** Pure: the assessment of a LoginAttempted, with what the attempt carried, becomes the record the security screen shows. */
export function toLoginRecord(attempt: EventEnvelope<LoginAttempted>, assessed: LoginRiskAssessed['data']): LoginRecordView {
  const d = attempt.data;
  const { attemptId: _a, attemptedAt: _t, outcome, asn: _asn, factors, secondFactor, ...rest } = assessed;
  return {
    ...rest,
    id: attempt.eventId,
    userAgent: d.userAgent,
    sessionId: d.sessionId,
    loginStatus: outcome,
    riskFactors: factors,
    createdAt: attempt.occurredAt,
    secondFactor: secondFactor || 'NONE',
  };
}
