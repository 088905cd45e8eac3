import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';
import type { LoginRecordView } from '../security-tracking.api';
import { parseUserAgent } from './user-agent';

/**
 * Pure: a LoginAttempted event becomes the login record the security screen shows. The risk score here
 * uses what the event carries (outcome, reason, client); geo-IP, VPN and first-seen signals come later.
 */
export function toLoginRecord(event: EventEnvelope<LoginAttempted>): LoginRecordView {
  const d = event.data;
  const ua = parseUserAgent(d.userAgent);
  let risk = d.outcome === 'SUCCESS' ? 5 : d.outcome === 'BLOCKED' ? 70 : 35;
  if (d.failureReason === 'UNKNOWN_EMAIL') risk += 10;
  if (!d.userAgent || ua.browser === 'Unknown') risk += 10;
  const riskScore = Math.min(100, risk);
  return {
    id: event.eventId,
    userId: d.userId,
    companyId: d.companyId,
    email: d.email,
    ipAddress: d.ipAddress,
    userAgent: d.userAgent,
    loginStatus: d.outcome,
    failureReason: d.failureReason,
    sessionId: d.sessionId,
    ...ua,
    riskScore,
    threatLevel: riskScore >= 80 ? 'CRITICAL' : riskScore >= 50 ? 'HIGH' : riskScore >= 25 ? 'MEDIUM' : 'LOW',
    createdAt: event.occurredAt,
  };
}
