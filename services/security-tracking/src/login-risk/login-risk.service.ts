import { v5 as uuidv5 } from 'uuid';
import type { EventBus } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type LoginAttempted, type LoginRiskAssessed } from '@logiscope/proto';
import { toLoginRecord } from '../login-record/login-record.projection';
import type { LoginRecordRepository } from '../login-record/login-record.repository';
import { toStored } from '../login-record/login-record.stored';
import type { Enricher } from './login-enrichment';
import { assessRisk, historyKey, rememberAttempt } from './login-risk';
import type { LoginHistoryRepository } from './login-history.repository';
import type { LoginRecordView } from '../security-tracking.api';

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
  bus: EventBus;
  records: LoginRecordRepository;
  histories: LoginHistoryRepository;
  enricher: Enricher;
  now: () => Date;
  /** Told of each record stored (the live feed). */
  onRecorded?: (record: LoginRecordView) => void;
}

/**
 * One LoginAttempted in: enrich it (offline), score it against the account's history, publish LoginRiskAssessed on
 * logiscope.security.login-risk.v1, remember the attempt, store the record. The assessment is derived data, recomputable
 * from the attempt and the history, so it goes straight to the bus (no outbox): a crash before the record is stored
 * redelivers the attempt, which republishes the same assessment id. Three reads and writes per attempt, so the
 * consumer keeps up on FerretDB too.
 */
export class LoginRiskService {
  private sequence = 0;

  constructor(private readonly deps: LoginRiskDeps) {}

  async handle(attempt: EventEnvelope<LoginAttempted>): Promise<void> {
    const { bus, records, histories, enricher } = this.deps;
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
    const stream = loginRiskStream(attempt.eventId);
    const event: EventEnvelope = {
      eventId: assessmentId(attempt.eventId),
      type: 'LoginRiskAssessed',
      schemaVersion: 1,
      streamId: stream,
      streamVersion: 1,
      occurredAt: attempt.occurredAt,
      metadata: { ...attempt.metadata, causationId: attempt.eventId },
      data: assessed,
    };
    await bus.publish([{ topic: Topics.securityLoginRisk, key: stream, event }]);
    const record = toLoginRecord(attempt, assessed);
    const [, stored] = await Promise.all([histories.save(rememberAttempt(history, d, attempt.occurredAt, enrichment)), records.record(toStored(record, this.cursor()))]);
    if (stored) this.deps.onRecorded?.(record);
  }

  /** Sortable and unique within this process: time, then a sequence. */
  private cursor(): string {
    this.sequence = (this.sequence + 1) % 1_000_000;
    return `${this.deps.now().toISOString()}#${String(this.sequence).padStart(6, '0')}`;
  }
}
