import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import { deadLetterTopic, type EventBus, type OutgoingMessage } from '../ports';
import { catalogueSamples } from './catalogue-samples';
import { eventually, newEvent, uniq } from './contract-helpers';

function message(topic: string, key: string, type: string, data: object = {}): OutgoingMessage {
  const e = newEvent(type, data, { correlationId: uniq('corr') });
  const event: EventEnvelope = { ...e, streamId: key, streamVersion: 1, metadata: e.metadata ?? {} };
  return { topic, key, event };
}

/**
 * One behaviour for every EventBus (embedded durable log, Kafka). `open` may be called several times:
 * each call is a new client on the same underlying log, like a restarted process.
 */
export function describeEventBusContract(engine: string, open: () => Promise<EventBus>): void {
  describe(`EventBus contract [${engine}]`, () => {
    const buses: EventBus[] = [];
    const client = async () => {
      const b = await open();
      buses.push(b);
      return b;
    };
    afterAll(async () => {
      for (const b of buses) await b.close();
    });

    it('delivers every published event to a subscriber, with envelope and metadata intact', async () => {
      const bus = await client();
      const topic = uniq('t');
      const got: EventEnvelope[] = [];
      const sub = await bus.subscribe({ groupId: uniq('g'), topics: [topic], handle: async (e) => void got.push(e) });
      const msgs = [message(topic, 'k1', 'A', { n: 1 }), message(topic, 'k1', 'B', { n: 2 })];
      await bus.publish(msgs);
      await eventually(() => got.length === 2, 'two deliveries');
      expect(got.map((e) => e.eventId)).toEqual(msgs.map((m) => m.event.eventId));
      expect(got[0]).toEqual(msgs[0].event);
      await sub.stop();
    });

    it('keeps the order of events that share a key', async () => {
      const bus = await client();
      const topic = uniq('t');
      const got: number[] = [];
      const sub = await bus.subscribe({ groupId: uniq('g'), topics: [topic], handle: async (e) => void got.push((e.data as { n: number }).n) });
      const msgs = Array.from({ length: 30 }, (_, n) => message(topic, 'same-key', 'N', { n }));
      for (let i = 0; i < msgs.length; i += 7) await bus.publish(msgs.slice(i, i + 7));
      await eventually(() => got.length === 30, 'thirty deliveries');
      expect(got).toEqual(Array.from({ length: 30 }, (_, n) => n));
      await sub.stop();
    });

    it('gives each consumer group its own copy of the stream', async () => {
      const bus = await client();
      const topic = uniq('t');
      const a: string[] = [];
      const b: string[] = [];
      const s1 = await bus.subscribe({ groupId: uniq('ga'), topics: [topic], handle: async (e) => void a.push(e.eventId) });
      const s2 = await bus.subscribe({ groupId: uniq('gb'), topics: [topic], handle: async (e) => void b.push(e.eventId) });
      await bus.publish([message(topic, 'k', 'A')]);
      await eventually(() => a.length === 1 && b.length === 1, 'both groups');
      await s1.stop();
      await s2.stop();
    });

    it('resumes a group after restart from its committed checkpoint, without replaying handled events', async () => {
      const topic = uniq('t');
      const group = uniq('g');
      const first = await client();
      const seen1: string[] = [];
      const sub1 = await first.subscribe({ groupId: group, topics: [topic], handle: async (e) => void seen1.push(e.type) });
      await first.publish([message(topic, 'k', 'A'), message(topic, 'k', 'B')]);
      await eventually(() => seen1.length === 2, 'first consumer');
      await sub1.stop();
      await first.publish([message(topic, 'k', 'C')]);

      const second = await client();
      const seen2: string[] = [];
      const sub2 = await second.subscribe({ groupId: group, topics: [topic], handle: async (e) => void seen2.push(e.type) });
      await eventually(() => seen2.includes('C'), 'second consumer gets C');
      expect(seen2).toEqual(['C']);
      await sub2.stop();
    });

    it('retries a failing handler, then dead-letters the poison event with the error and goes on', async () => {
      const bus = await client();
      const topic = uniq('t');
      const group = uniq('g');
      const attempts: Record<string, number> = {};
      const ok: string[] = [];
      const sub = await bus.subscribe({
        groupId: group,
        topics: [topic],
        maxAttempts: 2,
        handle: async (e) => {
          attempts[e.type] = (attempts[e.type] ?? 0) + 1;
          if (e.type === 'Poison') throw new Error('cannot digest');
          ok.push(e.type);
        },
      });
      const dead: EventEnvelope[] = [];
      const dlq = await bus.subscribe({ groupId: uniq('dlq'), topics: [deadLetterTopic(topic)], handle: async (e) => void dead.push(e) });
      const poison = message(topic, 'k', 'Poison');
      await bus.publish([message(topic, 'k', 'Before'), poison, message(topic, 'k', 'After')]);
      await eventually(() => ok.includes('After') && dead.length === 1, 'consumer moved past the poison event');
      expect(ok).toEqual(['Before', 'After']);
      expect(attempts.Poison).toBe(2);
      expect(dead[0].eventId).toBe(poison.event.eventId);
      expect(dead[0].metadata.dlqError).toContain('cannot digest');
      expect(dead[0].metadata.dlqGroup).toBe(group);
      await sub.stop();
      await dlq.stop();
    });

    it('checks every payload against the catalogue with the same error, and hands every catalogue event over alike', async () => {
      const bus = await client();
      const refusal = (m: OutgoingMessage) =>
        bus.publish([m]).then(
          () => 'published',
          (e: Error) => `${e.name}: ${e.message}`,
        );
      const login = catalogueSamples().find((c) => c.type === 'LoginAttempted')?.data ?? {};
      const onLogins = (type: string, data: object) => message(Topics.identityLoginAttempts, 'k', type, data);
      expect(await refusal(onLogins('LoginAttempted', { ...login, outcome: 'MAYBE' }))).toBe(
        'EventCodecError: Invalid LoginAttempted payload: outcome: Invalid option: expected one of "SUCCESS"|"FAILED"|"BLOCKED"',
      );
      expect(await refusal(onLogins('PasswordSet', { userId: 'u', passwordHash: 'h' }))).toBe(
        'EventCodecError: Cannot encode event type "PasswordSet": it is private to its service and never published',
      );
      expect(await refusal(onLogins('Whatever', {}))).toBe(
        'EventCodecError: Cannot encode event type "Whatever": it is not in the event catalogue (proto/src/shared/catalogue.ts)',
      );
      expect(await refusal(message(Topics.identityUsers, 'k', 'LoginAttempted', login))).toBe(
        'EventCodecError: Event type LoginAttempted is published on logiscope.identity.login-attempts.v1, not on logiscope.identity.users.v1',
      );

      // Catalogued types keep their contract on any topic; a fresh one keeps this test's events to itself.
      const topic = uniq('t');
      const refused = message(topic, 'k', 'LoginAttempted', login);
      await expect(bus.publish([refused, message(topic, 'k', 'LoginAttempted', { ...login, email: 42 })])).rejects.toThrow(/Invalid LoginAttempted payload: email/);
      const samples = catalogueSamples().map((c) => ({ ...c, sent: message(topic, c.type, c.type, c.data) }));
      const got = new Map<string, EventEnvelope>();
      const sub = await bus.subscribe({ groupId: uniq('g'), topics: [topic], handle: async (e) => void got.set(e.eventId, e) });
      await bus.publish(samples.map((c) => c.sent));
      await eventually(() => got.size === samples.length, 'every catalogue sample');
      expect(got.has(refused.event.eventId)).toBe(false);
      for (const c of samples) expect({ type: c.type, received: got.get(c.sent.event.eventId) }).toEqual({ type: c.type, received: { ...c.sent.event, data: c.expected } });
      await sub.stop();
    });

    it('starts a new group from the beginning of the topic', async () => {
      const bus = await client();
      const topic = uniq('t');
      await bus.publish([message(topic, 'k', 'Early')]);
      const seen: string[] = [];
      const sub = await bus.subscribe({ groupId: uniq('late'), topics: [topic], handle: async (e) => void seen.push(e.type) });
      await eventually(() => seen.length === 1, 'late group sees earlier event');
      await sub.stop();
    });
  });
}
