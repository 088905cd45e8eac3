import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { EventEnvelope } from '@logiscope/kernel';
import { decodeFromTopic, encodeForTopic, ENVELOPE_CONTENT_TYPE } from '@logiscope/proto';
import type { OutgoingMessage } from '../../ports';

/** Kafka headers on every event message (public: see proto/README.md). */
export const Headers = {
  eventId: 'event-id',
  eventType: 'event-type',
  schemaVersion: 'schema-version',
  contentType: 'content-type',
  traceparent: 'traceparent',
  dlqError: 'dlq-error',
  dlqGroup: 'dlq-group',
  dlqSourceTopic: 'dlq-source-topic',
  dlqSourcePartition: 'dlq-source-partition',
  dlqSourceOffset: 'dlq-source-offset',
  dlqAttempts: 'dlq-attempts',
} as const;

export function headersFor(event: EventEnvelope): IHeaders {
  const headers: IHeaders = {
    [Headers.eventId]: event.eventId,
    [Headers.eventType]: event.type,
    [Headers.schemaVersion]: String(event.schemaVersion),
    [Headers.contentType]: ENVELOPE_CONTENT_TYPE,
  };
  if (event.metadata?.traceparent) headers[Headers.traceparent] = event.metadata.traceparent;
  return headers;
}

/** Encodes one outgoing event; throws before anything is sent if it does not belong on that topic. */
export function toKafkaMessage(message: OutgoingMessage, extraHeaders: IHeaders = {}): Message {
  const { topic, key, event } = message;
  return { key, value: encodeForTopic(topic, event), headers: { ...headersFor(event), ...extraHeaders } };
}

export function fromKafkaMessage(topic: string, message: KafkaMessage): EventEnvelope {
  if (!message.value) throw new Error(`Message at ${topic}@${message.offset} has no value`);
  return decodeFromTopic(topic, message.value);
}
