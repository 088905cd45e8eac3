import { adoptDocuments, emptyCollection, type DocumentStore, type EventStore } from '@logiscope/infra';
import { assessmentId, loginRiskStream } from '../login-risk/login-risk.service';
import type { LoginRecordsProjection } from './login-record.projection';
import type { StoredLoginRecord } from './login-record.stored';

/**
 * Once, on the first start after the login records became a projection of the log: each record stored before is
 * recorded as the assessment and the attempt that made it (oldest first; the ASN, which records never kept, as 0),
 * marked adopted so the relay does not publish them again. The histories are then emptied: the projection replays
 * them from the whole log, in order, as it would on a rebuild. Returns the records adopted.
 */
export async function adoptLegacyLoginRecords(events: EventStore, documents: DocumentStore, projection: Pick<LoginRecordsProjection, 'name'>): Promise<number> {
  const adopted = await adoptDocuments<StoredLoginRecord>(events, documents, projection, {
    collection: 'login_records',
    order: 'createdAt',
    toEvents: (stored) => {
      const { searchText: _s, anonymised: _a, recordedAt: _r, id, userAgent, sessionId, loginStatus, riskFactors, createdAt, secondFactor, ...rest } = stored;
      const attempt = { email: rest.email, userId: rest.userId, companyId: rest.companyId, outcome: loginStatus, failureReason: rest.failureReason, ipAddress: rest.ipAddress, userAgent, sessionId, secondFactor };
      const assessed = { ...rest, attemptId: id, attemptedAt: createdAt, outcome: loginStatus, asn: 0, factors: riskFactors, secondFactor };
      return {
        streamId: loginRiskStream(id),
        events: [
          { eventId: assessmentId(id), type: 'LoginRiskAssessed', schemaVersion: 1, occurredAt: createdAt, data: assessed },
          { eventId: id, type: 'LoginAttempted', schemaVersion: 1, occurredAt: createdAt, data: attempt },
        ],
      };
    },
  });
  if (adopted > 0) await emptyCollection(await documents.collection('login_histories'));
  return adopted;
}
