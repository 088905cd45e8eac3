import { v5 as uuidv5 } from 'uuid';
import { receivedCopy, type EventStore } from '@logiscope/infra';
import { ConcurrencyError, type EventEnvelope, type NewEvent } from '@logiscope/kernel';
import { Topics, type LoginAttempted, type LoginRiskAssessed } from '@logiscope/proto';
import type { Enricher } from './login-enrichment';
import type { LoginRecordsProjection } from '../login-record/login-record.projection';
import { assessRisk, historyKey } from './login-risk';
import type { LoginHistoryRepository } from './login-history.repository';

export const loginRiskStream = (attemptId: string) => `login-risk:${attemptId}` as const;

/**
 * The namespace of assessment ids: a random UUID drawn once, fixed for good. Changing it changes every assessment id,
 * and a redelivered attempt would then publish an assessment consumers do not recognise as a duplicate.
 */
const ASSESSMENT_ID_NAMESPACE = 'a690bf34-5a4d-48ff-a417-7958f66b3951';

/** The same attempt always gets the same assessment id (a UUID v5), so a redelivery republishes a duplicate consumers recognise. */
export function assessmentId(attemptId: string): string {
  return uuidv5(loginRiskStream(attemptId), ASSESSMENT_ID_NAMESPACE);
}

export interface LoginRiskDeps {
  events: EventStore;
  histories: LoginHistoryRepository;
  /** The login records' projection: the service writes what it appends with it at once (it then skips it). */
  projection: Pick<LoginRecordsProjection, 'record' | 'wrote'>;
  enricher: Enricher;
  /** Told after each append (the outbox relay and the projection follow without waiting for their poll). */
  onAppended?: () => void;
}

/**
 * One LoginAttempted in: enrich it (offline), score it against the account's history, and append LoginRiskAssessed with
 * a copy of the attempt to security-tracking's own log (stream `login-risk:<attempt id>`, which must not exist yet), in
 * one append. The outbox relay publishes the assessment on logiscope.security.login-risk.v1, like every other event; the
 * login records and the histories are a projection of the log (login-record.projection.ts), written here at once with
 * the projection's own step for the next attempt (the projector then skips them). A crash before the append
 * redelivers the attempt, which is scored again on the same history; after it, the redelivery finds the stream and
 * stops, and the relay publishes what the log holds: nothing lost, nothing published under another id.
 */
export class LoginRiskService {
  constructor(private readonly deps: LoginRiskDeps) {}

  async handle(attempt: EventEnvelope<LoginAttempted>): Promise<void> {
    const { events, histories, enricher } = this.deps;
    const d = attempt.data;
    const history = await histories.get(historyKey(d));
    const enrichment = enricher.enrich(d.ipAddress, d.userAgent);
    const risk = assessRisk(d, attempt.occurredAt, enrichment, history);
    const { userAgent: _ua, sessionId: _s, ...attemptFields } = d;
    const { isKnownBad: _k, ...place } = enrichment;
    const assessed: LoginRiskAssessed['data'] = {
      ...place,
      ...attemptFields,
      attemptId: attempt.eventId,
      attemptedAt: attempt.occurredAt,
      ...risk,
      // Older attempts (and the embedded bus, which hands payloads over unparsed) may not carry it.
      secondFactor: d.secondFactor || 'NONE',
    };
    const assessment: NewEvent = {
      eventId: assessmentId(attempt.eventId),
      type: 'LoginRiskAssessed',
      schemaVersion: 1,
      occurredAt: attempt.occurredAt,
      metadata: { ...attempt.metadata, causationId: attempt.eventId },
      data: assessed,
    };
    let position: number;
    try {
      // The assessment first: it keeps version 1 of its stream, as it was published before the log kept it.
      const appended = await events.append(loginRiskStream(attempt.eventId), 0, [assessment, receivedCopy(attempt, Topics.identityLoginAttempts)]);
      position = appended.events[0].position;
    } catch (e) {
      if (e instanceof ConcurrencyError) return; // a redelivery: assessed before
      throw e;
    }
    this.deps.onAppended?.();
    // The record and the history at once, as the projection would write them (the next attempt is scored on it); a
    // crash before this is mended by the projector, which applies what the process did not write.
    await this.deps.projection.record(attempt, assessed, position, history);
    this.deps.projection.wrote(position);
  }
}
