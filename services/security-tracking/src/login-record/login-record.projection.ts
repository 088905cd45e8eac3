import type { EventStore, PositionedEvent, Projection } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted, LoginRiskAssessed } from '@logiscope/proto';
import type { LoginHistoryRepository } from '../login-risk/login-history.repository';
import { historyKey, rememberAttempt, type LoginHistory } from '../login-risk/login-risk';
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
 * history remembers the log position of the last attempt it took in. The service writes what it appends at once with
 * the same `record` (the next attempt is scored on the history; FerretDB keeps up only so) and the projector skips it;
 * after a crash, or on a rebuild, the projector writes it.
 */
export class LoginRecordsProjection implements Projection<LoginRiskAssessed> {
  readonly name = 'security-tracking.login-records';
  readonly eventTypes: LoginRiskAssessed['type'][] = ['LoginRiskAssessed'];
  readonly collections = ['login_records', 'login_histories'];
  readonly textIndexes: string[];

  constructor(private readonly deps: LoginRecordsDeps) {
    this.textIndexes = deps.indexed ? [LOGIN_TEXT_INDEX] : [];
  }

  /** Positions this process already wrote at once (LoginRiskService): the projector passes over them. */
  private readonly written = new Set<number>();

  /** The service wrote the assessment at `position` itself: the projector need not write it again. */
  wrote(position: number): void {
    this.written.add(position);
  }

  async apply(event: PositionedEvent<LoginRiskAssessed>): Promise<void> {
    const done = this.written.has(event.position);
    for (const p of this.written) if (p <= event.position) this.written.delete(p);
    if (done) return;
    const attempt = (await this.deps.events.readStream(event.streamId)).events.find((e) => e.type === 'LoginAttempted') as EventEnvelope<LoginAttempted> | undefined;
    if (!attempt) throw new Error(`No LoginAttempted beside ${event.eventId} in ${event.streamId}`);
    await this.record(attempt, event.data, event.position);
  }

  /** Writes one assessment's record and its account's history, at its log position (the history read before, if known). */
  async record(attempt: EventEnvelope<LoginAttempted>, assessed: LoginRiskAssessed['data'], position: number, known?: LoginHistory): Promise<void> {
    const { records, histories } = this.deps;
    const history = known ?? (await histories.get(historyKey(assessed)));
    const record = toLoginRecord(attempt, assessed);
    const [, stored] = await Promise.all([
      (history.position ?? 0) < position ? histories.save({ ...rememberAttempt(history, assessed, assessed.attemptedAt, assessed), position }) : undefined,
      // Its place in the log orders it after every record stored before, whichever process stored it.
      records.record(toStored(record, `${assessed.attemptedAt}#${String(position).padStart(12, '0')}`)),
    ]);
    if (stored) this.deps.onRecorded?.(record);
  }
}
