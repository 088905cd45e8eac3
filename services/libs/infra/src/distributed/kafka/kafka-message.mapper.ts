import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { EventEnvelope } from '@logiscope/kernel';
import { contractOf, decodeEnvelope, encodeEnvelope, ENVELOPE_CONTENT_TYPE, Topics, type EnvelopeCodecOptions } from '@logiscope/proto';
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

const DLQ_SUFFIX = '.dlq';
const publicTopics = new Set<string>(Object.values(Topics));

/** The topic a dead-letter topic belongs to, or the topic itself. */
export const sourceTopicOf = (topic: string): string => (topic.endsWith(DLQ_SUFFIX) ? topic.slice(0, -DLQ_SUFFIX.length) : topic);

/** Public topics (and their DLQs) carry catalogued events only; other topics are internal to LogiScope. */
export const isPublicTopic = (topic: string): boolean => publicTopics.has(sourceTopicOf(topic));

/**
 * Public topics take catalogued types only, with their protobuf payload. Internal topics (tests, a service's own
 * work streams) may also carry types outside the catalogue, as a JSON payload in the same envelope.
 */
export const codecOptionsFor = (topic: string): EnvelopeCodecOptions => ({ uncatalogued: isPublicTopic(topic) ? 'reject' : 'json' });

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
  // Not for DLQs: whatever a public topic held, even a misplaced event, must be able to go to its DLQ.
  if (publicTopics.has(topic)) {
    const home = contractOf(event.type)?.topic;
    if (home && home !== topic) throw new Error(`Event type ${event.type} is published on ${home}, not on ${topic}`);
  }
  return { key, value: encodeEnvelope(event, codecOptionsFor(topic)), headers: { ...headersFor(event), ...extraHeaders } };
}

export function fromKafkaMessage(topic: string, message: KafkaMessage): EventEnvelope {
  if (!message.value) throw new Error(`Message at ${topic}@${message.offset} has no value`);
  return decodeEnvelope(message.value, codecOptionsFor(topic));
}
