import type { EventEnvelope } from '@logiscope/kernel';

export interface OutgoingMessage {
  topic: string;
  /** Partition key: the aggregate's stream id, so one aggregate's events stay in order. */
  key: string;
  event: EventEnvelope;
}

export interface DeliveryContext {
  topic: string;
  /** Position of the message in its topic (Kafka offset, or the embedded log's sequence). */
  offset: string;
  attempt: number;
}

export interface SubscribeOptions {
  /** Consumers sharing a group id share one checkpoint per topic (Kafka consumer group semantics). */
  groupId: string;
  topics: string[];
  /** Start from the oldest retained message when the group has no checkpoint yet (default true). */
  fromBeginning?: boolean;
  /** Attempts before the message goes to the dead-letter topic (default 3). */
  maxAttempts?: number;
  handle(event: EventEnvelope, ctx: DeliveryContext): Promise<void>;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** Dead-letter topic for a source topic: the poison event plus the error, so the consumer can go on. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

/**
 * Durable, ordered-per-key, at-least-once delivery with checkpoints committed after the handler's write.
 * A handler that keeps failing sends the event to deadLetterTopic(topic) (metadata.dlqError, dlqGroup) and the
 * subscription moves on. Consumers dedupe on eventId.
 */
export interface EventBus {
  publish(messages: OutgoingMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}
