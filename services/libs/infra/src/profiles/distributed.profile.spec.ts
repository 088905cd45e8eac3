import type { EventEnvelope } from '@logiscope/kernel';
import type { EventBus, OutgoingMessage, SubscribeOptions } from '../ports/event-bus.port';
import { namespacedBus } from './distributed.profile';

/** A bus that records what reaches the broker and lets the test deliver a message as the broker would. */
function recordingBus() {
  const published: OutgoingMessage[] = [];
  const subscriptions: SubscribeOptions[] = [];
  const bus: EventBus = {
    publish: async (m) => void published.push(...m),
    subscribe: async (o) => {
      subscriptions.push(o);
      return { stop: async () => undefined };
    },
    close: async () => undefined,
  };
  return { bus, published, subscriptions };
}

const event = { eventId: 'e1', type: 'ReportFiled' } as unknown as EventEnvelope;

describe('an installation under a NAMESPACE on a shared broker', () => {
  it('publishes and subscribes on its own topics and groups, and hands handlers the public topic name', async () => {
    const { bus, published, subscriptions } = recordingBus();
    const ns = namespacedBus(bus, 'e2e4242_ab12');
    await ns.publish([{ topic: 'logiscope.reports.v1', key: 'k', event }]);
    expect(published.map((m) => m.topic)).toEqual(['e2e4242_ab12.logiscope.reports.v1']);

    const seen: string[] = [];
    await ns.subscribe({ groupId: 'carrier-data.community', topics: ['logiscope.reports.v1'], handle: async (_e, ctx) => void seen.push(ctx.topic) });
    expect(subscriptions[0]).toMatchObject({ groupId: 'e2e4242_ab12.carrier-data.community', topics: ['e2e4242_ab12.logiscope.reports.v1'] });
    await subscriptions[0].handle(event, { topic: 'e2e4242_ab12.logiscope.reports.v1', offset: '0', attempt: 1 });
    expect(seen).toEqual(['logiscope.reports.v1']);
  });

  it('uses the public topic names as they are when there is no namespace (production)', async () => {
    const { bus, published } = recordingBus();
    await namespacedBus(bus, undefined).publish([{ topic: 'logiscope.reports.v1', key: 'k', event }]);
    expect(published[0].topic).toBe('logiscope.reports.v1');
  });
});
