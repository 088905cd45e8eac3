import { handleCommand, loadAggregate, type Clock, type DocumentCollection, type DocumentStore, type EventStore } from '@logiscope/infra';
import { carrierNoticeDecider, carrierNoticeStream, digestDueAt, noticeDayOf, normalizedAddress, outcomeOf, pendingDigest, type NoticeOutcome } from './carrier-notice.decider';

/** A day's digest to send for one address: kept until sent, so a restart or a lost job still sends it (the sweep). */
export interface PendingDigestDoc {
  /** The stream id: carrier-notice:<day>:<address>. */
  id: string;
  address: string;
  day: string;
  dueAt: string;
  sent: boolean;
}

export const PENDING_DIGESTS = 'carrier_notice_digests';

/**
 * The carrier mail limit's application side: claims go through the pure decider on the service's own event store (one
 * stream per address and day: durable, and atomic across processes by its expected version); digests still to send
 * are listed in a small collection the sweep reads.
 */
export class CarrierNotices {
  private constructor(
    private readonly events: EventStore,
    private readonly digests: DocumentCollection<PendingDigestDoc>,
    private readonly clock: Clock,
    private readonly limitPerDay: number,
  ) {}

  static async open(events: EventStore, documents: DocumentStore, clock: Clock, limitPerDay: number): Promise<CarrierNotices> {
    const digests = await documents.collection<PendingDigestDoc>(PENDING_DIGESTS, [{ fields: ['sent', 'dueAt'] }]);
    return new CarrierNotices(events, digests, clock, limitPerDay);
  }

  /** Whether this report's carrier may be mailed now (MAIL) or waits for the day's digest (HOLD); the same answer on a retry. */
  async claim(email: string, reportId: string): Promise<{ outcome: NoticeOutcome; digest: PendingDigestDoc | null }> {
    const now = this.clock.now().toISOString();
    const address = normalizedAddress(email);
    const day = noticeDayOf(now);
    const stream = carrierNoticeStream(address, day);
    const { state } = await handleCommand(this.events, stream, carrierNoticeDecider, { type: 'ClaimNotice', data: { address, day, reportId, limit: this.limitPerDay, now } }, { now: () => this.clock.now(), attempts: 20 });
    const outcome = outcomeOf(state, reportId) ?? 'MAIL';
    if (outcome === 'MAIL') return { outcome, digest: null };
    const digest: PendingDigestDoc = { id: stream, address, day, dueAt: digestDueAt(day), sent: false };
    // Written again on a retry: harmless, and a crash between the append and this write is mended by the retry.
    if (!(await this.digests.get(stream))?.sent) await this.digests.upsert(digest);
    return { outcome, digest };
  }

  /** The held reports of a day no digest has listed yet. */
  async pending(address: string, day: string): Promise<string[]> {
    return pendingDigest((await loadAggregate(this.events, carrierNoticeStream(address, day), carrierNoticeDecider)).state);
  }

  /** The digest listing these reports went out. */
  async digestSent(address: string, day: string, reportIds: string[]): Promise<void> {
    const stream = carrierNoticeStream(address, day);
    const now = this.clock.now().toISOString();
    await handleCommand(this.events, stream, carrierNoticeDecider, { type: 'RecordDigest', data: { address, day, reportIds, now } }, { now: () => this.clock.now(), attempts: 20 });
    if ((await this.pending(address, day)).length === 0) await this.digests.update(stream, { sent: true });
  }

  /**
   * Digests not sent yet whose day ended more than `graceMs` ago (a lost or late job, a clock moved by a test): the grace
   * leaves a digest to its own job when that job is on time.
   */
  async dueDigests(graceMs: number, limit = 100): Promise<PendingDigestDoc[]> {
    const before = new Date(this.clock.now().getTime() - graceMs).toISOString();
    return this.digests.find({ sent: false, dueAt: { $lte: before } }, { limit, sort: { dueAt: 1 } });
  }
}
