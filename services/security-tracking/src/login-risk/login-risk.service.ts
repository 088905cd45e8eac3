import { randomUUID } from 'node:crypto';
import type { EventStore } from '@logiscope/infra';
import { ConcurrencyError, type EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted, LoginRiskAssessed } from '@logiscope/proto';
import { toLoginRecord } from '../login-record/login-record.projection';
import { toStored, type LoginRecordRepository } from '../login-record/login-record.repository';
import type { Enricher } from './login-enrichment';
import { assessRisk, historyKey, rememberAttempt } from './login-risk';
import type { LoginHistoryRepository } from './login-history.repository';

export const loginRiskStream = (attemptId: string) => `login-risk:${attemptId}` as const;

export interface LoginRiskDeps {
  events: EventStore;
  records: LoginRecordRepository;
  histories: LoginHistoryRepository;
  enricher: Enricher;
  now: () => Date;
  /** After an append: wake the relay that publishes LoginRiskAssessed. */
  onAppended: () => void;
}

/**
 * One LoginAttempted in: enrich it (offline), score it against the account's history, append LoginRiskAssessed to
 * this service's log (the relay publishes it on logiscope.security.login-risk.v1), store the record, remember the
 * attempt. A redelivered attempt finds its assessment already in the log and is not scored twice.
 */
export class LoginRiskService {
  private sequence = 0;

  constructor(private readonly deps: LoginRiskDeps) {}

  async handle(attempt: EventEnvelope<LoginAttempted>): Promise<void> {
    const { events, records, histories, enricher } = this.deps;
    if (await records.get(attempt.eventId)) return;
    const stream = loginRiskStream(attempt.eventId);
    const existing = await events.readStream(stream);
    let assessed = existing.events[0]?.data as LoginRiskAssessed['data'] | undefined;
    if (!assessed) {
      const d = attempt.data;
      const history = await histories.get(historyKey(d));
      const enrichment = enricher.enrich(d.ipAddress, d.userAgent);
      const risk = assessRisk(d, attempt.occurredAt, enrichment, history);
      const { userAgent: _ua, sessionId: _s, ...attemptFields } = d;
      const { isKnownBad: _k, ...place } = enrichment;
      assessed = { ...place, ...attemptFields, attemptId: attempt.eventId, attemptedAt: attempt.occurredAt, ...risk };
      try {
        await events.append(stream, 0, [
          { eventId: randomUUID(), type: 'LoginRiskAssessed', schemaVersion: 1, data: assessed, occurredAt: this.deps.now().toISOString(), metadata: { ...attempt.metadata, causationId: attempt.eventId } },
        ]);
        this.deps.onAppended();
      } catch (e) {
        if (!(e instanceof ConcurrencyError)) throw e;
        assessed = (await events.readStream(stream)).events[0].data as LoginRiskAssessed['data'];
      }
      await histories.save(rememberAttempt(history, d, attempt.occurredAt, enrichment));
    }
    await records.record(toStored(toLoginRecord(attempt, assessed), this.cursor()));
  }

  /** Sortable and unique within this process: time, then a sequence. */
  private cursor(): string {
    this.sequence = (this.sequence + 1) % 1_000_000;
    return `${this.deps.now().toISOString()}#${String(this.sequence).padStart(6, '0')}`;
  }
}
