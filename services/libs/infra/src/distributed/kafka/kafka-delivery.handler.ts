import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { EventEnvelope } from '@logiscope/kernel';
import { SpanKind, withExtractedContext, withSpan } from '@logiscope/observability';
import { deadLetterTopic, type SubscribeOptions } from '../../ports';
import { fromKafkaMessage, Headers, toKafkaMessage } from './kafka-message.mapper';

export interface DeliveryDeps {
  groupId: string;
  maxAttempts: number;
  /** First retry delay; doubles per attempt, capped at 2 s so a poison event never stalls a partition for long. */
  retryBackoffMs: number;
  handle: SubscribeOptions['handle'];
  /** Sends to a dead-letter topic (created on demand by the bus). */
  send(topic: string, messages: Message[]): Promise<void>;
  /** Keeps the group membership alive while retries wait. */
  heartbeat(): Promise<void>;
  /** False once the subscription is stopping: remaining retries are abandoned, uncommitted. */
  isRunning(): boolean;
}

/** 'done': handled or dead-lettered, commit it. 'abandoned': stopping mid-retries, leave it for the next owner. */
export type DeliveryOutcome = 'done' | 'abandoned';

const MAX_BACKOFF_MS = 2_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Handles one Kafka message: decode, run the handler in the producer's trace with retries, dead-letter when it keeps failing. */
export async function deliver(topic: string, partition: number, message: KafkaMessage, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const dlqHeaders = (error: string, attempts: number): IHeaders => ({
    [Headers.dlqError]: error,
    [Headers.dlqGroup]: deps.groupId,
    [Headers.dlqSourceTopic]: topic,
    [Headers.dlqSourcePartition]: String(partition),
    [Headers.dlqSourceOffset]: message.offset,
    [Headers.dlqAttempts]: String(attempts),
  });

  let event: EventEnvelope;
  try {
    event = fromKafkaMessage(topic, message);
  } catch (e) {
    // Undecodable bytes fail the same way every time: no retries, forward them untouched so nothing is lost.
    await deps.send(deadLetterTopic(topic), [{ key: message.key, value: message.value, headers: { ...message.headers, ...dlqHeaders(messageOf(e), 0) } }]);
    return 'done';
  }

  const attributes = {
    'messaging.system': 'kafka',
    'messaging.operation.type': 'process',
    'messaging.destination.name': topic,
    'messaging.destination.partition.id': String(partition),
    'messaging.consumer.group.name': deps.groupId,
    'messaging.kafka.offset': Number(message.offset),
    'messaging.message.id': event.eventId,
    'logiscope.event.type': event.type,
  };
  let lastError: unknown;
  for (let attempt = 1; attempt <= deps.maxAttempts; attempt++) {
    try {
      await withExtractedContext(event.metadata, () =>
        withSpan(`${topic} process`, { ...attributes, 'logiscope.delivery.attempt': attempt }, () => deps.handle(event, { topic, offset: message.offset, attempt }), {
          kind: SpanKind.CONSUMER,
        }),
      );
      return 'done';
    } catch (e) {
      lastError = e;
      if (attempt === deps.maxAttempts) break;
      if (!deps.isRunning()) return 'abandoned';
      await sleep(Math.min(deps.retryBackoffMs * 2 ** (attempt - 1), MAX_BACKOFF_MS));
      await deps.heartbeat();
      if (!deps.isRunning()) return 'abandoned';
    }
  }

  const error = messageOf(lastError);
  const dead: EventEnvelope = { ...event, metadata: { ...event.metadata, dlqError: error, dlqGroup: deps.groupId } };
  const key = message.key?.toString() ?? event.streamId;
  await deps.send(deadLetterTopic(topic), [toKafkaMessage({ topic: deadLetterTopic(topic), key, event: dead }, dlqHeaders(error, deps.maxAttempts))]);
  return 'done';
}
