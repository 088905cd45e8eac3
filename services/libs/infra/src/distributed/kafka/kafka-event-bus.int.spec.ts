import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import * as protobuf from 'protobufjs';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import { describeEventBusContract, eventually, uniq } from '../../contracts';
import { KafkaEventBus } from './kafka-event-bus';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');
const repoRoot = join(__dirname, '../../../../../..');
const protoDir = join(repoRoot, 'proto/events/v1');

describeEventBusContract('kafka', async () => new KafkaEventBus({ brokers, clientId: 'event-bus-contract' }));
const contractNamespace = uniq('ns').replace('-', '_');
describeEventBusContract('kafka under a namespace', async () => new KafkaEventBus({ brokers, clientId: 'event-bus-contract', namespace: contractNamespace }));

describe('LoginAttempted as an outside team reads it', () => {
  let bus: KafkaEventBus;
  let consumer: Consumer | undefined;
  beforeAll(() => {
    bus = new KafkaEventBus({ brokers, clientId: 'login-attempts-publisher' });
  });
  afterAll(async () => {
    await consumer?.disconnect();
    await bus.close();
  });

  const loginAttempt = (): EventEnvelope => ({
    eventId: randomUUID(),
    type: 'LoginAttempted',
    schemaVersion: 1,
    streamId: `login-attempts-${uniq('user')}`,
    streamVersion: 3,
    occurredAt: new Date().toISOString(),
    data: {
      email: 'dana.whitfield@plainsfreight.com',
      userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
      companyId: '',
      outcome: 'FAILED',
      failureReason: 'INVALID_PASSWORD',
      ipAddress: '203.0.113.42',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0',
      sessionId: '',
    },
    metadata: { correlationId: randomUUID(), traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
  });

  it('decodes it with a plain kafkajs consumer and protobufjs from the .proto files only', async () => {
    const event = loginAttempt();
    // Exactly what proto/examples/read-login-attempts.mjs does, without any LogiScope code.
    const root = protobuf.loadSync([join(protoDir, 'envelope.proto'), join(protoDir, 'identity_login_attempts.proto')]);
    const Envelope = root.lookupType('logiscope.events.v1.EventEnvelope');
    const received: { key?: string; headers: Record<string, string>; envelope: Record<string, unknown>; data: Record<string, unknown> }[] = [];

    // In production the topic exists long before an outside team subscribes; on a fresh broker, make it so.
    await bus.ensureTopics([Topics.identityLoginAttempts]);
    consumer = new Kafka({ clientId: 'security-team', brokers, logLevel: logLevel.WARN }).consumer({ groupId: uniq('security-team') });
    await consumer.connect();
    await consumer.subscribe({ topic: Topics.identityLoginAttempts, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const { payload, ...envelope } = Envelope.toObject(Envelope.decode(message.value!), { defaults: true, longs: String });
        if (envelope.eventId !== event.eventId) return; // the topic is shared with other runs
        const Payload = root.lookupType(`logiscope.events.v1.${envelope.type}`);
        received.push({
          key: message.key?.toString(),
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])),
          envelope,
          data: Payload.toObject(Payload.decode(payload), { defaults: true }),
        });
      },
    });

    await bus.publish([{ topic: Topics.identityLoginAttempts, key: event.streamId, event }]);
    await eventually(() => received.length === 1, 'the outside consumer got the login attempt');

    const [got] = received;
    expect(got.key).toBe(event.streamId);
    expect(got.headers).toEqual({
      'event-id': event.eventId,
      'event-type': 'LoginAttempted',
      'schema-version': '1',
      'content-type': 'application/x-protobuf; messageType=logiscope.events.v1.EventEnvelope',
      traceparent: event.metadata.traceparent,
    });
    expect(got.envelope).toEqual({
      eventId: event.eventId,
      type: 'LoginAttempted',
      schemaVersion: 1,
      streamId: event.streamId,
      streamVersion: '3',
      occurredAt: event.occurredAt,
      metadata: event.metadata,
    });
    // A password-only attempt leaves the second-factor field unset: protobuf readers see '' (documented as NONE).
    expect(got.data).toEqual({ ...event.data, secondFactor: '' });
  });

  it('is what proto/examples/read-login-attempts.mjs prints', async () => {
    const event = loginAttempt();
    // An installation of its own: the shared topic holds every earlier run's attempts, which the reader would print.
    const namespace = uniq('example').replace('-', '_');
    const own = new KafkaEventBus({ brokers, clientId: 'login-attempts-example', namespace });
    try {
      await own.ensureTopics([Topics.identityLoginAttempts]);
      await own.publish([{ topic: Topics.identityLoginAttempts, key: event.streamId, event }]);
    } finally {
      await own.close();
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'proto/examples/read-login-attempts.mjs'), '--brokers', brokers.join(','), '--group', uniq('example-reader'), '--namespace', namespace, '--until-event-id', event.eventId],
      { timeout: 45_000 },
    );
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as { eventId: string; key: string; data: object; streamVersion: string });
    const printed = lines.find((l) => l.eventId === event.eventId);
    expect(printed).toMatchObject({ key: event.streamId, type: 'LoginAttempted', streamVersion: '3', data: event.data });
  });

  it('refuses to publish a private, an uncatalogued or a misplaced event on a public topic', async () => {
    const base = loginAttempt();
    await expect(bus.publish([{ topic: Topics.identityUsers, key: 'k', event: { ...base, type: 'PasswordSet', data: { userId: 'u', passwordHash: 'h' } } }])).rejects.toThrow(/private/);
    await expect(bus.publish([{ topic: Topics.identityUsers, key: 'k', event: { ...base, type: 'Whatever', data: {} } }])).rejects.toThrow(/not in the event catalogue/);
    await expect(bus.publish([{ topic: Topics.identityUsers, key: 'k', event: base }])).rejects.toThrow(/published on logiscope.identity.login-attempts.v1/);
  });
});

describe('installations under a NAMESPACE sharing one broker (test runs)', () => {
  const [a, b] = [uniq('nsa'), uniq('nsb')].map((n) => n.replace('-', '_'));
  const buses = [new KafkaEventBus({ brokers, clientId: 'ns-a', namespace: a }), new KafkaEventBus({ brokers, clientId: 'ns-b', namespace: b })];
  afterAll(() => Promise.all(buses.map((x) => x.close())));

  it("never hands one installation's events to another, and its handlers see the public topic name", async () => {
    const topic = Topics.identityLoginAttempts;
    const seen: Record<string, { eventId: string; topic: string }[]> = { a: [], b: [] };
    const group = uniq('reader');
    const subs = await Promise.all(
      (['a', 'b'] as const).map((k, i) => buses[i].subscribe({ groupId: group, topics: [topic], fromBeginning: true, handle: async (e, ctx) => void seen[k].push({ eventId: e.eventId, topic: ctx.topic }) })),
    );
    try {
      const event: EventEnvelope = {
        eventId: randomUUID(), type: 'LoginAttempted', schemaVersion: 1, streamId: uniq('login-attempts'), streamVersion: 1, occurredAt: new Date().toISOString(),
        data: { attemptId: randomUUID(), userId: '', companyId: '', email: 'x@example.com', outcome: 'FAILED', failureReason: 'INVALID_PASSWORD', ipAddress: '203.0.113.1', userAgent: '', sessionId: '' },
        metadata: {},
      };
      await buses[0].publish([{ topic, key: event.streamId, event }]);
      await eventually(() => seen.a.some((x) => x.eventId === event.eventId), "installation A's own event");
      expect(seen.a.find((x) => x.eventId === event.eventId)?.topic).toBe(topic);
      // B subscribed from the beginning of the same public topic name: it must not get A's event, however long it reads.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(seen.b.some((x) => x.eventId === event.eventId)).toBe(false);
      // The public-topic checks still hold under a namespace.
      await expect(buses[0].publish([{ topic: Topics.identityUsers, key: 'k', event: { ...event, type: 'PasswordSet', data: { userId: 'u', passwordHash: 'h' } } }])).rejects.toThrow(/private/);
    } finally {
      await Promise.all(subs.map((s) => s.stop()));
    }
  }, 60_000);
});
