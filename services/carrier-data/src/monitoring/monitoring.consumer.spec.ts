import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, type EventBus, type SubscribeOptions } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import type { WatchlistRepository } from '../watchlist/watchlist.repository';
import type { WebhookFact } from '../webhooks/webhook-delivery.service';
import { alertCreatedFact } from '../webhooks/webhooks.module';
import { AlertRepository } from './alert.repository';
import { consumeCarrierChanges } from './monitoring.consumer';

/** A bus that hands the test the consumer's handler (the engines' delivery is their contract suite's). */
function capturingBus(): { bus: EventBus; deliver: (event: EventEnvelope) => Promise<void> } {
  let handle: SubscribeOptions['handle'] | undefined;
  const bus = {
    publish: async () => undefined,
    subscribe: async (options: SubscribeOptions) => {
      handle = options.handle;
      return { stop: async () => undefined };
    },
    close: async () => undefined,
  } as EventBus;
  return { bus, deliver: (event) => handle!(event, { topic: 't', offset: '0', attempt: 1 }) };
}

const revoked: EventEnvelope = {
  eventId: 'evt-44110-1',
  type: 'CarrierChanged',
  schemaVersion: 1,
  streamId: 'carrier:44110',
  streamVersion: 2,
  occurredAt: '2026-12-01T10:00:00.000Z',
  metadata: {},
  data: {
    dotNumber: '44110',
    legalName: 'ACME TRUCKING LLC',
    changedFields: ['authorityStatus', 'phone'],
    beforeJson: JSON.stringify({ authorityStatus: 'ACTIVE', phone: '5550100' }),
    afterJson: JSON.stringify({ authorityStatus: 'REVOKED', phone: '5550199' }),
    importId: 'imp-1',
  },
};

describe('monitoring alerts and their webhooks', () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-monitoring-'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should offer each watching company its alerts as alert.created and the field changes as carrier.changed, the same facts on a redelivery', async () => {
    const alerts = await AlertRepository.open(documents);
    const facts: WebhookFact[] = [];
    alerts.onAdded(async (added) => void facts.push(...added.map(({ companyId, alert }) => alertCreatedFact(companyId, alert))));
    const watchlist = { watchers: async () => [{ companyId: 'c-acme' }, { companyId: 'c-beta' }] } as unknown as WatchlistRepository;
    const { bus, deliver } = capturingBus();
    await consumeCarrierChanges(bus, watchlist, alerts, () => new Date('2026-12-01T10:00:00.000Z'), undefined, { publishMany: async (made) => void facts.push(...made) });

    await deliver(revoked);
    const first = facts.map((f) => `${f.companyId} ${f.type} ${f.sourceKey}`);
    expect(first).toEqual(expect.arrayContaining(['c-acme alert.created evt-44110-1:c-acme:0', 'c-beta alert.created evt-44110-1:c-beta:0', 'c-acme carrier.changed evt-44110-1:c-acme', 'c-beta carrier.changed evt-44110-1:c-beta']));
    expect(facts.find((f) => f.type === 'carrier.changed')!.data).toEqual({
      dotNumber: '44110',
      legalName: 'ACME TRUCKING LLC',
      changes: [
        { field: 'authorityStatus', before: 'ACTIVE', after: 'REVOKED' },
        { field: 'phone', before: '5550100', after: '5550199' },
      ],
    });
    // Kafka delivers again (at least once): the alerts are stored once, and the webhooks are offered the same facts.
    facts.length = 0;
    await deliver(revoked);
    expect(facts.map((f) => `${f.companyId} ${f.type} ${f.sourceKey}`)).toEqual(first);
    expect(await alerts.list('c-acme', 10)).toHaveLength(first.filter((f) => f.startsWith('c-acme alert.created')).length);
  });
});
