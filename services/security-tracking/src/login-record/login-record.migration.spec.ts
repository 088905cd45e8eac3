import { OutboxRelay, Projector, type EventBus, type OutgoingMessage } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';
import { OfflineEnricher } from '../login-risk/login-enrichment';
import { LoginRiskService } from '../login-risk/login-risk.service';
import { openLoginRecords } from '../security-tracking.projections';
import { adoptLegacyLoginRecords } from './login-record.migration';

const attempt = (n: number, outcome: 'SUCCESS' | 'FAILED', ipAddress: string): EventEnvelope<LoginAttempted> => ({
  eventId: `a${n}`,
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempt:u1',
  streamVersion: n,
  occurredAt: `2026-11-21T10:0${n}:00.000Z`,
  metadata: {},
  data: { email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome, failureReason: outcome === 'FAILED' ? 'INVALID_PASSWORD' : '', ipAddress, userAgent: 'curl/8.5.0', sessionId: outcome === 'SUCCESS' ? `s${n}` : '' },
});

describe('login records stored before they were a projection of the log (embedded engines)', () => {
  const live = sqliteStoresPerTest('security-tracking');
  const legacy = sqliteStoresPerTest('security-tracking-legacy');
  const all = async (stores: typeof live, name: string) => (await (await stores.documents.collection<{ id: string }>(name)).find({}, { sort: { id: 1 } })).map((d) => ({ ...d }));

  it('become an assessment and an attempt each, once, and the projection gives the same records and histories again', async () => {
    // What this version stores, copied into an installation whose log never held it (as one before this version).
    const made = await openLoginRecords(live.documents, live.events, { indexed: false });
    const projector = new Projector(live.events, live.documents, made.projection);
    await projector.start();
    const risk = new LoginRiskService({ events: live.events, histories: made.histories, projection: made.projection, enricher: OfflineEnricher.load(), onAppended: () => projector.notify() });
    for (const [n, outcome, ip] of [[1, 'FAILED', '203.0.113.50'], [2, 'SUCCESS', '81.2.69.142'], [3, 'SUCCESS', '126.0.0.1']] as const) await risk.handle(attempt(n, outcome, ip));
    await projector.catchUp();
    await projector.stop();
    const records = await all(live, 'login_records');
    const histories = await all(live, 'login_histories');
    for (const r of records) await (await legacy.documents.collection('login_records')).insert(r);
    for (const h of histories) await (await legacy.documents.collection<{ id: string; successes: number }>('login_histories')).insert({ ...h, successes: 99 });

    const adopted = await openLoginRecords(legacy.documents, legacy.events, { indexed: false });
    expect(await adoptLegacyLoginRecords(legacy.events, legacy.documents, adopted.projection)).toBe(3);
    await new Projector(legacy.events, legacy.documents, adopted.projection).catchUp();
    expect(await adoptLegacyLoginRecords(legacy.events, legacy.documents, adopted.projection)).toBe(0);
    expect(await all(legacy, 'login_records')).toEqual(records);
    expect(await all(legacy, 'login_histories')).toEqual(histories);
    // Published when they were made: the relay sends none of them again.
    const sent: OutgoingMessage[] = [];
    await new OutboxRelay(legacy.events, { publish: async (m: OutgoingMessage[]) => void sent.push(...m) } as unknown as EventBus).drain();
    expect(sent).toEqual([]);
  });
});
