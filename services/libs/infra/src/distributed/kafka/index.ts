export * from './kafka-event-bus';
export { Headers as KafkaHeaders } from './kafka-message.mapper';
