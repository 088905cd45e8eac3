import { topicOf } from '@logiscope/proto';
import type { EventBus, EventStore } from '../ports';
import { isReceived } from './received-events';

export interface OutboxRelayOptions {
  batchSize?: number;
  idleMs?: number;
  /**
   * At least this long between two reads of the outbox, however often appends are announced (default 0): under a
   * stream of appends each read then takes several, where every read of the outbox scans the log (FerretDB v1).
   */
  minIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The event log is the outbox: this loop publishes unpublished events to their public topic (keyed by
 * stream id) and only then marks them published. A crash in between republishes them: consumers dedupe on
 * eventId. Private events (no topic) and copies of events received from another service (received-events.ts) are
 * marked without being sent.
 */
export class OutboxRelay {
  private stopped = false;
  private wake: (() => void) | undefined;
  /** An append was announced since the last read began: read again at once. */
  private woken = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly bus: EventBus,
    private readonly options: OutboxRelayOptions = {},
  ) {}

  private get batchSize(): number {
    return this.options.batchSize ?? 500;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Call after an append to publish without waiting for the next poll. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Publishes everything pending now (tests and graceful shutdown). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.publishBatch();
      total += n;
      if (n === 0) return total;
    }
  }

  private async publishBatch(): Promise<number> {
    const pending = await this.store.readUnpublished(this.batchSize);
    if (pending.length === 0) return 0;
    const messages = pending.flatMap((event) => {
      const topic = isReceived(event) ? null : topicOf(event.type);
      // Events appended in batches (imports) name the aggregate they concern, which keeps its order on Kafka.
      return topic ? [{ topic, key: event.metadata.partitionKey || event.streamId, event }] : [];
    });
    await this.bus.publish(messages);
    await this.store.markPublished(pending.map((e) => e.eventId));
    return pending.length;
  }

  private async run(): Promise<void> {
    let readAt = 0;
    while (!this.stopped) {
      const gap = readAt + (this.options.minIntervalMs ?? 0) - Date.now();
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
      if (this.stopped) break;
      this.woken = false;
      readAt = Date.now();
      let published = 0;
      let failed = false;
      try {
        published = await this.publishBatch();
      } catch (e) {
        failed = true;
        (this.options.onError ?? ((err) => console.error('[outbox-relay]', err)))(e);
      }
      if (this.stopped) continue;
      // A batch short of the limit was all there was when it was read: read again only for an append announced since
      // (each read of the outbox scans the log on FerretDB v1); others' appends are found by the poll.
      if (!failed && (published >= this.batchSize || this.woken)) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.idleMs ?? 200);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }
}
