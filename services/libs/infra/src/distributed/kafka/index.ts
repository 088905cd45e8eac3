export * from './kafka-event-bus';
export { Headers as KafkaHeaders, isPublicTopic, sourceTopicOf } from './kafka-message.mapper';
