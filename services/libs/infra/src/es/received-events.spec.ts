import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics } from '@logiscope/proto';
import { SqliteEventStore } from '../embedded';
import type { EventBus, OutgoingMessage, SubscribeOptions } from '../ports';
import { OutboxRelay } from './outbox-relay';
import { receiveIntoLog } from './received-events';

/** A bus that hands the test the subscriber's handler and keeps what is published. */
function fakeBus(): EventBus & { handler(): SubscribeOptions['handle']; published: OutgoingMessage[] } {
  let handle: SubscribeOptions['handle'] | undefined;
  const published: OutgoingMessage[] = [];
  return {
    published,
    handler: () => handle!,
    publish: async (messages) => void published.push(...messages),
    subscribe: async (options) => {
      handle = options.handle;
      return { stop: async () => undefined };
    },
    close: async () => undefined,
  };
}

const saved = (eventId: string): EventEnvelope => ({
  eventId,
  type: 'CarrierSaved',
  schemaVersion: 1,
  streamId: 'watchlist:c1:44110',
  streamVersion: 1,
  occurredAt: '2026-11-21T10:00:00.000Z',
  metadata: { correlationId: 'k1' },
  data: { companyId: 'c1', carrierId: '44110', userId: 'u1', notes: '', tags: [] },
});

describe('events received from another service, kept in the own log', () => {
  let dir: string;
  let events: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-received-'));
    events = new SqliteEventStore(join(dir, 'svc.db'));
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records each event once, as it came, only the types asked for, and the relay never publishes the copies again', async () => {
    const bus = fakeBus();
    let woken = 0;
    await receiveIntoLog({ bus, events, groupId: 'g', topics: [Topics.carrierWatchlist], types: ['CarrierSaved'], projector: { notify: () => void (woken += 1) } });
    const ctx = { topic: Topics.carrierWatchlist, offset: '1', attempt: 1 };
    await bus.handler()(saved('e1'), ctx);
    await bus.handler()(saved('e1'), { ...ctx, offset: '2' }); // redelivered
    await bus.handler()({ ...saved('e2'), type: 'CarrierNoted' }, ctx); // a type the projection does not read
    const log = await events.readAll(0);
    expect(log.events.map((e) => [e.eventId, e.type, e.streamId, e.occurredAt, e.data, e.metadata])).toEqual([
      ['e1', 'CarrierSaved', 'received:e1', '2026-11-21T10:00:00.000Z', saved('e1').data, { correlationId: 'k1', receivedFrom: Topics.carrierWatchlist }],
    ]);
    expect(woken).toBe(1);

    expect(await new OutboxRelay(events, bus).drain()).toBe(1);
    expect(bus.published).toEqual([]);
    expect(await events.readUnpublished(10)).toEqual([]);
  });
});
