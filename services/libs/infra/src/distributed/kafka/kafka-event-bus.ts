import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type logCreator, type Message, type Producer } from 'kafkajs';
import { createMissingTopics } from './kafka-topics';
import type { EventBus, OutgoingMessage, SubscribeOptions, Subscription } from '../../ports';
import { deliver } from './kafka-delivery.handler';
import { toKafkaMessage } from './kafka-message.mapper';

// kafkajs warns on every producer that its default partitioner changed in v2; we pick it explicitly below.
process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId?: string;
  /** Topics this bus creates on first use. 3 partitions / replication 1 suit a single local broker. */
  numPartitions?: number;
  replicationFactor?: number;
  /** First handler retry delay (doubles per attempt). */
  retryBackoffMs?: number;
  /** Group timings: short so joins and a stopped member's departure take about a second. */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  rebalanceTimeoutMs?: number;
  /** How long subscribe() waits for the consumer to join its group before failing. */
  joinTimeoutMs?: number;
  logLevel?: logLevel;
  /**
   * Installation namespace (NAMESPACE): on the broker every topic and consumer group is `<namespace>.<name>`, so
   * installations sharing it (test runs) never read each other's events. Callers, handlers and the topic checks see
   * the public names.
   */
  namespace?: string;
}

/**
 * kafkajs' console format, minus one warning: bounded producer retries are intended. A publish that still fails is
 * retried by the relay (the event log is the outbox) and consumers dedupe, so it costs a duplicate, never a loss.
 */
const quietLogs: logCreator = () => ({ namespace, level, label, log }) => {
  if (log.message?.startsWith('Limiting retries for the idempotent producer')) return;
  const line = JSON.stringify({ level: label, ...log, message: `${namespace ? `[${namespace}] ` : ''}${log.message}` });
  if (level === logLevel.ERROR) console.error(line);
  else console.warn(line);
};

interface Running {
  consumer: Consumer;
  stop(): Promise<void>;
}

/**
 * EventBus on Kafka. Value: the protobuf EventEnvelope (proto/events/v1), key: the stream id, so one aggregate's
 * events share a partition and stay ordered. The producer is idempotent with one request in flight, so broker
 * retries neither duplicate nor reorder. Consumers commit an offset only once its event was handled or
 * dead-lettered: delivery is at-least-once, consumers dedupe on eventId.
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly topics = new Map<string, Promise<void>>();
  private readonly running = new Set<Running>();
  private closed = false;

  constructor(private readonly options: KafkaEventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'logiscope',
      brokers: options.brokers,
      logLevel: options.logLevel ?? logLevel.WARN,
      logCreator: quietLogs,
      retry: { initialRetryTime: 100, retries: 8 },
    });
  }

  /** A topic's or consumer group's name on the broker. */
  private wire(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }

  /** The public name of a topic on the broker. */
  private unwire(topic: string): string {
    const prefix = this.options.namespace ? `${this.options.namespace}.` : '';
    return prefix && topic.startsWith(prefix) ? topic.slice(prefix.length) : topic;
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    this.assertOpen();
    if (messages.length === 0) return;
    // Encode everything first: an invalid or misplaced event fails the call before any message is sent.
    const byTopic = new Map<string, Message[]>();
    for (const m of messages) {
      const list = byTopic.get(m.topic) ?? [];
      list.push(toKafkaMessage(m));
      byTopic.set(m.topic, list);
    }
    await this.ensureTopics([...byTopic.keys()]);
    const producer = await this.connectedProducer();
    await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, msgs]) => ({ topic: this.wire(topic), messages: msgs })) });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const { topics } = options;
    const groupId = this.wire(options.groupId);
    const fromBeginning = options.fromBeginning ?? true;
    await this.ensureTopics(topics);

    const consumer = this.kafka.consumer({
      groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: this.options.heartbeatIntervalMs ?? 1_000,
      rebalanceTimeout: this.options.rebalanceTimeoutMs ?? 10_000,
      // Upper bound of an idle fetch; also how long stop() may wait for the one in flight.
      maxWaitTimeInMs: 250,
      allowAutoTopicCreation: false,
    });
    let stopping = false;
    const ready = this.whenReady(consumer, fromBeginning);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: topics.map((t) => this.wire(t)), fromBeginning });
      await consumer.run({
        // Offsets are resolved by hand, each only after its event was handled or dead-lettered; kafkajs commits the
        // resolved ones at the end of every batch, every second, and when the consumer leaves.
        eachBatchAutoResolve: false,
        autoCommitInterval: 1_000,
        // Partitions one at a time: a handler never runs concurrently with itself, events of a key stay in order.
        partitionsConsumedConcurrently: 1,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }) => {
          for (const message of batch.messages) {
            if (stopping || !isRunning() || isStale()) break;
            const outcome = await deliver(this.unwire(batch.topic), batch.partition, message, {
              groupId: options.groupId,
              maxAttempts: Math.max(1, options.maxAttempts ?? 3),
              retryBackoffMs: this.options.retryBackoffMs ?? 100,
              handle: options.handle,
              send: (topic, msgs) => this.send(topic, msgs),
              heartbeat,
              isRunning: () => !stopping && isRunning(),
            });
            if (outcome === 'abandoned') break;
            resolveOffset(message.offset);
            await commitOffsetsIfNecessary();
            await heartbeat();
          }
        },
      });
      await ready.joined;
    } catch (e) {
      ready.cancel();
      await consumer.disconnect().catch(() => undefined);
      throw e;
    }

    const entry: Running = {
      consumer,
      stop: once(async () => {
        stopping = true;
        this.running.delete(entry);
        // Leaves the group after the current batch, committing what was resolved.
        await consumer.disconnect();
      }),
    };
    this.running.add(entry);
    return { stop: entry.stop };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.running].map((r) => r.stop()));
    const [producer, admin] = await Promise.allSettled([this.producer, this.admin]);
    if (producer.status === 'fulfilled' && producer.value) await producer.value.disconnect();
    if (admin.status === 'fulfilled' && admin.value) await admin.value.disconnect();
  }

  /** Creates missing topics (public names) through the admin API so a first publish or subscribe never races broker auto-creation. */
  async ensureTopics(publicTopics: string[]): Promise<void> {
    const topics = publicTopics.map((t) => this.wire(t));
    const missing = [...new Set(topics)].filter((t) => !this.topics.has(t));
    if (missing.length > 0) {
      const created = this.connectedAdmin().then((admin) =>
        createMissingTopics(admin, missing, { numPartitions: this.options.numPartitions ?? 3, replicationFactor: this.options.replicationFactor ?? 1 }),
      );
      for (const t of missing) {
        const p = created.catch((e) => {
          this.topics.delete(t); // let the next call try again
          throw e;
        });
        this.topics.set(t, p);
      }
    }
    await Promise.all(topics.map((t) => this.topics.get(t)));
  }

  private async send(topic: string, messages: Message[]): Promise<void> {
    await this.ensureTopics([topic]);
    const producer = await this.connectedProducer();
    await producer.send({ topic: this.wire(topic), acks: -1, messages });
  }

  /**
   * Resolves once the consumer has joined its group and got its partitions, so an event published right after
   * subscribe() is not missed. Starting from the latest offset, it also waits for the first fetch, which is when
   * that offset gets pinned.
   */
  private whenReady(consumer: Consumer, fromBeginning: boolean): { joined: Promise<void>; cancel(): void } {
    const timeoutMs = this.options.joinTimeoutMs ?? 30_000;
    const off: (() => void)[] = [];
    let timer: NodeJS.Timeout | undefined;
    const cleanup = () => {
      off.forEach((f) => f());
      clearTimeout(timer);
    };
    const joined = new Promise<void>((resolve, reject) => {
      const done = (err?: Error) => {
        cleanup();
        if (err) reject(err);
        else resolve();
      };
      timer = setTimeout(() => done(new Error(`Kafka consumer did not join its group within ${timeoutMs} ms`)), timeoutMs);
      off.push(
        consumer.on(consumer.events.GROUP_JOIN, () => {
          if (fromBeginning) return done();
          off.push(consumer.on(consumer.events.FETCH, () => done()));
        }),
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          if (!payload.restart) done(payload.error);
        }),
      );
    });
    // It may settle while connect/run are still awaited: handled here, awaited by the caller afterwards.
    joined.catch(() => undefined);
    return { joined, cancel: cleanup };
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        // Java-compatible murmur2: outside producers and consumers agree on key -> partition.
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await producer.connect();
      return producer;
    })().catch((e) => {
      this.producer = undefined;
      throw e;
    });
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((e) => {
      this.admin = undefined;
      throw e;
    });
    return this.admin;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('KafkaEventBus is closed');
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}
