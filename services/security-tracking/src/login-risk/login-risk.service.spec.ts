import { OutboxRelay, Projector, rebuildProjection, type EventBus, type OutgoingMessage } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type LoginAttempted } from '@logiscope/proto';
import { openLoginRecords } from '../security-tracking.projections';
import { OfflineEnricher } from './login-enrichment';
import { assessmentId, LoginRiskService } from './login-risk.service';
import { sqliteStoresPerTest } from '../../../../test/support/sqlite-stores';

const attempt = (eventId: string, minute: number, outcome: 'SUCCESS' | 'FAILED'): EventEnvelope<LoginAttempted> => ({
  eventId,
  type: 'LoginAttempted',
  schemaVersion: 1,
  streamId: 'login-attempt:u1',
  streamVersion: minute,
  occurredAt: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
  metadata: {},
  data: {
    email: 'ann@acme.io', userId: 'u1', companyId: 'c1', outcome, failureReason: outcome === 'FAILED' ? 'INVALID_PASSWORD' : '',
    ipAddress: '81.2.69.142', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', sessionId: outcome === 'SUCCESS' ? `s${minute}` : '',
  },
});

describe('login risk: the assessment in the log, the records a projection of it (embedded engines)', () => {
  const enricher = OfflineEnricher.load();
  const stores = sqliteStoresPerTest('security-tracking');

  const all = async (name: string) => (await (await stores.documents.collection<{ id: string }>(name)).find({}, { sort: { id: 1 } })).map((d) => ({ ...d }));

  it('assesses a redelivered attempt once, scores the next on the history it keeps, publishes through the outbox, and rebuilds the same records', async () => {
    const { events, documents } = stores;
    const { records, histories, projection } = await openLoginRecords(documents, events, { indexed: true });
    const projector = new Projector(events, documents, projection);
    await projector.start();
    const risk = new LoginRiskService({ events, histories, projection, enricher, onAppended: () => projector.notify() });
    const failures = [1, 2, 3].map((m) => attempt(`a${m}`, m, 'FAILED'));
    for (const a of failures) await risk.handle(a);
    await risk.handle(failures[2]); // redelivered: already assessed
    await risk.handle(attempt('a4', 4, 'SUCCESS'));
    await projector.catchUp();
    await projector.stop();
    records.close();

    const log = (await events.readAll(0)).events;
    expect(log.filter((e) => e.type === 'LoginRiskAssessed').map((e) => [e.eventId, e.streamId, e.streamVersion])).toEqual(
      ['a1', 'a2', 'a3', 'a4'].map((id) => [assessmentId(id), `login-risk:${id}`, 1]),
    );
    // The fourth attempt was scored on the three failures before it.
    const fourth = log.find((e) => e.eventId === assessmentId('a4'))!.data as { factors: { code: string }[] };
    expect(fourth.factors.map((f) => f.code)).toContain('FAILURES_IN_WINDOW');

    const bus: EventBus & { sent: OutgoingMessage[] } = { sent: [], publish: async (m) => void bus.sent.push(...m), subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };
    await new OutboxRelay(events, bus).drain();
    expect(bus.sent.map((m) => [m.topic, m.key, m.event.eventId])).toEqual(['a1', 'a2', 'a3', 'a4'].map((id) => [Topics.securityLoginRisk, `login-risk:${id}`, assessmentId(id)]));

    const live = { records: await all('login_records'), histories: await all('login_histories') };
    expect(live.records.map((r) => r.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(live.records.find((r) => r.id === 'a4')).toMatchObject({ sessionId: 's4', userAgent: expect.stringContaining('Firefox'), loginStatus: 'SUCCESS' });
    const rebuilt = await openLoginRecords(documents, events, { indexed: true });
    expect(await rebuildProjection(events, documents, rebuilt.projection)).toMatchObject({ eventsApplied: 4, documents: { login_records: 4, login_histories: 1 } });
    expect({ records: await all('login_records'), histories: await all('login_histories') }).toEqual(live);
    // The search index was rebuilt too.
    expect((await rebuilt.records.list({ companyId: 'c1', allCompanies: false }, { search: 'ann@acme', status: '', threatLevel: '' }, 10)).total).toBe(4);
    rebuilt.records.close();
  });
});

describe('assessmentId', () => {
  const attemptId = '0190f1c2-7a00-7000-8000-000000000001';

  it('gives an attempt the same version 5 UUID (RFC 9562) every time, in every process and release', () => {
    // Pinned: a redelivered attempt after a restart or a deploy must republish the id consumers already saw.
    expect(assessmentId(attemptId)).toBe('3bef2a6e-5529-5ffc-9dec-2f2b92c22252');
    expect(assessmentId(attemptId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives different attempts different ids, none the attempt id itself', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => assessmentId(`attempt-${i}`));
    expect(new Set(ids).size).toBe(1000);
    expect(assessmentId(attemptId)).not.toBe(attemptId);
  });
});
