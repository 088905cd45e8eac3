import { context, ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { KafkaMessage, Message } from 'kafkajs';
import type { DeliveryContext } from '../../ports';
import type { EventEnvelope } from '@logiscope/kernel';
import { injectTraceContext, startTracing, withSpan, type Tracing } from '@logiscope/observability';
import { decodeEnvelope, Topics } from '@logiscope/proto';
import { deliver, type DeliveryDeps } from './kafka-delivery.handler';
import { toKafkaMessage } from './kafka-message.mapper';

const login = (metadata: Record<string, string> = {}): EventEnvelope => ({
  eventId: 'a3e1c9d2-5b7f-4e8a-9c0d-1f2e3d4c5b6a',
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempts-usr_1',
  streamVersion: 1,
  occurredAt: '2025-03-14T09:26:53.589Z',
  data: { email: 'a@b.co', userId: 'usr_1', companyId: '', outcome: 'SUCCESS', failureReason: '', ipAddress: '198.51.100.7', userAgent: 'curl/8', sessionId: 'sess_1' },
  metadata,
});

/** What kafkajs hands the consumer for a message we produced. */
function received(topic: string, event: EventEnvelope, offset = '41'): KafkaMessage {
  const m = toKafkaMessage({ topic, key: event.streamId, event });
  return { key: Buffer.from(m.key as string), value: m.value as Buffer, headers: m.headers ?? {}, offset, timestamp: '0', attributes: 0 };
}

function deps(over: Partial<DeliveryDeps> = {}) {
  const sent: { topic: string; messages: Message[] }[] = [];
  const d: DeliveryDeps = {
    groupId: 'security-tracking',
    maxAttempts: 3,
    retryBackoffMs: 1,
    handle: async () => undefined,
    send: async (topic, messages) => void sent.push({ topic, messages }),
    heartbeat: jest.fn(async () => undefined),
    isRunning: () => true,
    ...over,
  };
  return { d, sent };
}

describe('Kafka delivery of one message', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  beforeAll(() => {
    tracing = startTracing({ serviceName: 'delivery-spec', spanProcessors: [new SimpleSpanProcessor(exporter)] });
  });
  afterAll(() => tracing.shutdown());
  beforeEach(() => exporter.reset());

  it("runs the handler in a '<topic> process' span whose parent is the producer's traceparent", async () => {
    const event = await withSpan('POST /auth/login', {}, async () => login({ correlationId: 'c', ...injectTraceContext() }));
    const message = received(Topics.identityLoginAttempts, event);
    const { d } = deps();

    await context.with(ROOT_CONTEXT, () => deliver(Topics.identityLoginAttempts, 2, message, d));

    const producer = exporter.getFinishedSpans().find((s) => s.name === 'POST /auth/login')!;
    const consumer = exporter.getFinishedSpans().find((s) => s.name === `${Topics.identityLoginAttempts} process`)!;
    expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(consumer.spanContext().traceId).toBe(producer.spanContext().traceId);
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.attributes).toMatchObject({
      'messaging.system': 'kafka',
      'messaging.destination.name': Topics.identityLoginAttempts,
      'messaging.destination.partition.id': '2',
      'messaging.consumer.group.name': 'security-tracking',
      'messaging.message.id': event.eventId,
      'logiscope.delivery.attempt': 1,
    });
  });

  it('retries with the attempt number, and stops retrying once the handler succeeds', async () => {
    const ctxs: DeliveryContext[] = [];
    const { d, sent } = deps({
      handle: async (_e, ctx) => {
        ctxs.push(ctx);
        if (ctx.attempt < 2) throw new Error('mongo timeout');
      },
    });
    await expect(deliver('internal.work', 0, received('internal.work', login()), d)).resolves.toBe('done');
    expect(ctxs).toEqual([
      { topic: 'internal.work', offset: '41', attempt: 1 },
      { topic: 'internal.work', offset: '41', attempt: 2 },
    ]);
    expect(sent).toEqual([]);
    expect(d.heartbeat).toHaveBeenCalledTimes(1);
  });

  it('dead-letters the event with the error and group after maxAttempts, same envelope encoding', async () => {
    let calls = 0;
    const { d, sent } = deps({
      handle: async () => {
        calls++;
        throw new Error('cannot digest');
      },
    });
    const event = login({ correlationId: 'c' });
    await expect(deliver(Topics.identityLoginAttempts, 1, received(Topics.identityLoginAttempts, event), d)).resolves.toBe('done');
    expect(calls).toBe(3);
    expect(sent).toHaveLength(1);
    expect(sent[0].topic).toBe(`${Topics.identityLoginAttempts}.dlq`);
    const [m] = sent[0].messages;
    expect(m.key).toBe(event.streamId);
    // An event written before second factors decodes with the field unset (''), which reads as NONE.
    expect(decodeEnvelope(m.value as Buffer)).toEqual({ ...event, data: { ...event.data, secondFactor: '' }, metadata: { correlationId: 'c', dlqError: 'cannot digest', dlqGroup: 'security-tracking' } });
    expect(m.headers).toMatchObject({ 'event-id': event.eventId, 'dlq-error': 'cannot digest', 'dlq-group': 'security-tracking', 'dlq-source-topic': Topics.identityLoginAttempts, 'dlq-source-partition': '1', 'dlq-source-offset': '41' });
  });

  it('dead-letters even an event that a foreign producer put on the wrong public topic', async () => {
    const { d, sent } = deps({ maxAttempts: 1, handle: async () => Promise.reject(new Error('unexpected type')) });
    const misplaced = received('internal.tmp', login());
    await expect(deliver(Topics.identityUsers, 0, misplaced, d)).resolves.toBe('done');
    expect(sent[0].topic).toBe(`${Topics.identityUsers}.dlq`);
    expect(decodeEnvelope(sent[0].messages[0].value as Buffer).metadata.dlqError).toBe('unexpected type');
  });

  it('abandons the retries, uncommitted and not dead-lettered, when the subscription stops', async () => {
    let running = true;
    const { d, sent } = deps({
      handle: async () => {
        running = false;
        throw new Error('boom');
      },
      isRunning: () => running,
    });
    await expect(deliver('internal.work', 0, received('internal.work', login()), d)).resolves.toBe('abandoned');
    expect(sent).toEqual([]);
  });

  it('forwards undecodable bytes to the dead-letter topic untouched, without calling the handler', async () => {
    const handle = jest.fn();
    const { d, sent } = deps({ handle });
    const garbage: KafkaMessage = { key: Buffer.from('k'), value: Buffer.from('{"not":"protobuf"}'), headers: { 'event-id': 'x' }, offset: '7', timestamp: '0', attributes: 0 };
    await expect(deliver(Topics.identityUsers, 0, garbage, d)).resolves.toBe('done');
    expect(handle).not.toHaveBeenCalled();
    expect(sent[0].topic).toBe(`${Topics.identityUsers}.dlq`);
    expect(sent[0].messages[0].value).toBe(garbage.value);
    expect(sent[0].messages[0].headers).toMatchObject({ 'event-id': 'x', 'dlq-group': 'security-tracking', 'dlq-source-offset': '7' });
    expect(String(sent[0].messages[0].headers?.['dlq-error'])).toMatch(/EventEnvelope/);
  });
});
