import type { EventStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted, LoginRiskAssessed } from '@logiscope/proto';
import type { LoginHistoryRepository } from '../login-risk/login-history.repository';
import { historyKey, rememberAttempt } from '../login-risk/login-risk';
import type { LoginRecordView } from '../security-tracking.api';
import { LOGIN_TEXT_INDEX, type LoginRecordRepository } from './login-record.repository';
import { toStored } from './login-record.stored';

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

export interface LoginRecordsDeps {
  /** The log, for the attempt appended with each assessment (its user agent and session stay off the public topic). */
  events: Pick<EventStore, 'readStream'>;
  records: LoginRecordRepository;
  histories: LoginHistoryRepository;
  /** Whether the records' search index is kept (the embedded profile; login-record.repository.ts). */
  indexed: boolean;
  /** Told of each record stored for the first time (the live feed). */
  onRecorded?: (record: LoginRecordView) => void;
}

/**
 * The login records and the accounts' histories: a checkpointed projection of security-tracking's own log (each
 * LoginRiskAssessed with the attempt appended beside it, login-risk.service.ts), rebuilt by
 * `npm run rebuild -- security-tracking`. Applying an event twice changes nothing: a record's id is the attempt's, and a
 * history remembers the log position of the last attempt it took in.
 */
export class LoginRecordsProjection implements Projection {
  readonly name = 'security-tracking.login-records';
  readonly eventTypes = ['LoginRiskAssessed'];
  readonly collections = ['login_records', 'login_histories'];
  readonly textIndexes: string[];

  constructor(private readonly deps: LoginRecordsDeps) {
    this.textIndexes = deps.indexed ? [LOGIN_TEXT_INDEX] : [];
  }

  async apply(event: PositionedEvent): Promise<void> {
    const { events, records, histories } = this.deps;
    const assessed = event.data as LoginRiskAssessed['data'];
    const attempt = (await events.readStream(event.streamId)).events.find((e) => e.type === 'LoginAttempted') as EventEnvelope<LoginAttempted> | undefined;
    if (!attempt) throw new Error(`No LoginAttempted beside ${event.eventId} in ${event.streamId}`);
    const record = toLoginRecord(attempt, assessed);
    const history = await histories.get(historyKey(assessed));
    if ((history.position ?? 0) < event.position) await histories.save({ ...rememberAttempt(history, assessed, assessed.attemptedAt, assessed), position: event.position });
    // Its place in the log orders it after every record stored before, whichever process stored it.
    if (await records.record(toStored(record, `${assessed.attemptedAt}#${String(event.position).padStart(12, '0')}`))) this.deps.onRecorded?.(record);
  }
}
