import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildProjection, SqliteDocumentStore, SqliteEventStore, type EnqueueOptions, type JobHandler, type JobQueue, type MailMessage } from '@logiscope/infra';
import { ErrorCode } from '@logiscope/kernel';
import { WATCHLIST_COLLECTION, type WatchEntry } from '../watchlist/watchlist.repository';
import { WebhookEndpointProjection } from './webhook-endpoint.projection';
import { alertCreatedFact, setUpWebhooks, type RunningWebhooks } from './webhooks.module';
import { signatureHeader } from './webhook.signature';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './webhook-receiver.fixtures';

/** A job queue the test drives: jobs wait until the test runs them (idempotent on their id, like both engines). */
class ManualJobs implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<any, any>>();
  readonly queued = new Map<string, { name: string; data: unknown; delayMs: number }>();
  process<T, R>(name: string, handler: JobHandler<T, R>): void {
    this.handlers.set(name, handler as JobHandler<any, any>);
  }
  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string> {
    const id = options.jobId!;
    if (!this.queued.has(id)) this.queued.set(id, { name, data, delayMs: options.delayMs ?? 0 });
    return id;
  }
  async enqueueMany<T>(name: string, jobs: readonly { data: T; options?: EnqueueOptions }[]): Promise<string[]> {
    return Promise.all(jobs.map((j) => this.enqueue(name, j.data, j.options)));
  }
  async every(): Promise<void> {}
  async getJob() {
    return null;
  }
  async start(): Promise<void> {}
  async close(): Promise<void> {}
  readonly ran = new Map<string, { name: string; data: unknown }>();
  /** Runs the waiting jobs (not those they queue); answers how many ran. */
  async runQueued(): Promise<number> {
    const jobs = [...this.queued.entries()];
    this.queued.clear();
    for (const [id, job] of jobs) {
      this.ran.set(id, job);
      await this.handlers.get(job.name)!(job.data, { id, attempt: 1 });
    }
    return jobs.length;
  }
  /** A job that ran runs again (a process that crashed before the queue heard it finish). */
  async rerun(id: string): Promise<void> {
    const job = this.ran.get(id)!;
    await this.handlers.get(job.name)!(job.data, { id, attempt: 2 });
  }
}

const COMPANY = 'c-acme';
const ALERT = { id: 'evt-1:c-acme:0', carrierId: '44110', code: 'authority-revoked', title: 'Authority revoked', description: 'ACME TRUCKING lost its authority', severity: 'CRITICAL' as const, createdAt: '2026-12-01T10:00:00.000Z' };

describe('webhooks on the embedded engines', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let jobs: ManualJobs;
  let mail: MailMessage[];
  let now: Date;
  let webhooks: RunningWebhooks;
  let receiver: WebhookReceiver;
  let url: string;
  let answer = 200;
  const received: ReceivedDelivery[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver((delivery, res) => {
      received.push(delivery);
      res.writeHead(answer).end(answer === 200 ? 'ok' : 'down');
    });
    url = `http://127.0.0.1:${receiver.port}/hooks`;
  });
  afterAll(() => receiver.close());

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-webhooks-'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    jobs = new ManualJobs();
    mail = [];
    now = new Date('2026-12-01T10:00:00.000Z');
    answer = 200;
    received.length = 0;
    webhooks = await setUpWebhooks({ events, documents, jobs, location: { kind: 'embedded', sqliteFile: join(dir, 'carrier-data.db') }, mail: { send: async (m) => { mail.push(m); return 'id'; }, close: async () => undefined } }, await WebhookEndpointProjection.open(documents), {
      now: () => now,
      config: { allowLoopback: true, retryBaseMs: 30_000, timeoutMs: 2_000 },
    });
  });
  afterEach(async () => {
    await webhooks.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const register = (events = ['alert.created'], companyId = COMPANY) =>
    webhooks.application.createWebhookEndpoint({ companyId, userId: 'u-ada', email: 'ada@acme.example', url, events, enabled: true });

  it('should refuse private and plain-http endpoints, and a company never sees another one', async () => {
    for (const [bad, text] of [
      ['https://10.1.2.3/hooks', 'LogiScope delivers only to public internet addresses: this one is private, local or reserved'],
      ['http://tms.example.com/hooks', 'The endpoint must use https://'],
      ['ftp://tms.example.com/hooks', "Enter the endpoint's full address, starting with https://"],
    ]) {
      await expect(webhooks.application.createWebhookEndpoint({ companyId: COMPANY, userId: 'u', email: 'a@b.c', url: bad!, events: ['alert.created'], enabled: true })).rejects.toMatchObject({ code: ErrorCode.VALIDATION, message: text });
    }
    const { endpoint } = await register();
    expect((await webhooks.application.listWebhookEndpoints({ companyId: 'c-other', userId: 'u' })).endpoints).toEqual([]);
    await expect(webhooks.application.listWebhookDeliveries({ companyId: 'c-other', userId: 'u', endpointId: endpoint.id })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(webhooks.application.rollWebhookSecret({ companyId: 'c-other', userId: 'u', endpointId: endpoint.id })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('should deliver an alert once under one id however often it is offered, signed with the secret', async () => {
    const { secret, endpoint } = await register();
    expect(endpoint).toMatchObject({ url, events: ['alert.created'], status: 'ENABLED', createdBy: 'ada@acme.example', previousSecretExpiresAt: null, failingSince: null });
    // The source event redelivered: offered twice (and to a company without endpoints, and a type nobody wants).
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    await webhooks.publish(alertCreatedFact('c-other', ALERT));
    await webhooks.publish({ companyId: COMPANY, type: 'carrier.changed', sourceKey: 'x', occurredAt: ALERT.createdAt, data: { dotNumber: '44110', legalName: 'ACME TRUCKING LLC', changes: [] } });
    expect(await jobs.runQueued()).toBe(1);
    expect(received).toHaveLength(1);
    const body = JSON.parse(received[0]!.body);
    expect(body).toEqual({ id: expect.stringMatching(/^evt_[0-9a-f]{32}$/), type: 'alert.created', createdAt: ALERT.createdAt, data: expect.objectContaining({ alertId: ALERT.id, dotNumber: '44110', code: 'authority-revoked', severity: 'CRITICAL' }) });
    const t = Math.floor(now.getTime() / 1000);
    expect(received[0]!.headers['logiscope-signature']).toBe(signatureHeader([secret], t, received[0]!.body));
    // Offered again after delivery: nothing more is sent.
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    expect(await jobs.runQueued()).toBe(0);
    const [delivery] = (await webhooks.application.listWebhookDeliveries({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id })).deliveries;
    expect(delivery).toMatchObject({ eventId: body.id, eventType: 'alert.created', status: 'SUCCEEDED', nextAttemptAt: null, attempts: [expect.objectContaining({ statusCode: 200, error: '', errorDetail: '', responseExcerpt: 'ok' })] });
  });

  it('should retry a failed delivery with backoff, the same body each time, and survive an attempt run twice', async () => {
    const { endpoint } = await register();
    answer = 500;
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    await jobs.runQueued();
    expect([...jobs.queued.values()].map((j) => j.delayMs)).toEqual([30_000]);
    // A crash after the attempt was recorded: the same job runs again, sends nothing, keeps its follow-up queued.
    const [first] = [...jobs.ran.keys()];
    await jobs.rerun(first!);
    expect(received).toHaveLength(1);
    expect(jobs.queued.size).toBe(1);
    await jobs.runQueued();
    expect([...jobs.queued.values()].map((j) => j.delayMs)).toEqual([60_000]);
    answer = 200;
    await jobs.runQueued();
    expect(received.map((r) => r.body)).toEqual([received[0]!.body, received[0]!.body, received[0]!.body]);
    const [delivery] = (await webhooks.application.listWebhookDeliveries({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id })).deliveries;
    expect(delivery!.status).toBe('SUCCEEDED');
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    // Manual redelivery: the same id once more.
    await webhooks.application.redeliverWebhook({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id, deliveryId: delivery!.id });
    await jobs.runQueued();
    expect(received).toHaveLength(4);
    expect(JSON.parse(received[3]!.body).id).toBe(delivery!.eventId);
  });

  it('should disable an endpoint failing for three days and mail the admin who registered it', async () => {
    const { endpoint } = await register();
    answer = 500;
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    await jobs.runQueued();
    now = new Date(now.getTime() + 3 * 24 * 3600_000 + 1000);
    await webhooks.publish(alertCreatedFact(COMPANY, { ...ALERT, id: 'evt-2:c-acme:0' }));
    await jobs.runQueued();
    await new Promise((r) => setTimeout(r, 300));
    const [listed] = (await webhooks.application.listWebhookEndpoints({ companyId: COMPANY, userId: 'u' })).endpoints;
    expect(listed).toMatchObject({ id: endpoint.id, status: 'FAILING', failingSince: '2026-12-01T10:00:00.000Z' });
    expect(mail).toEqual([expect.objectContaining({ to: 'ada@acme.example', subject: 'LogiScope disabled a webhook endpoint that kept failing' })]);
    // Disabled: nothing is queued for it; enabled again, it starts afresh.
    await webhooks.publish(alertCreatedFact(COMPANY, { ...ALERT, id: 'evt-3:c-acme:0' }));
    expect([...jobs.queued.keys()].filter((k) => k.includes('evt-3'))).toEqual([]);
    const enabled = await webhooks.application.updateWebhookEndpoint({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id, events: [], enabled: true });
    expect(enabled).toMatchObject({ status: 'ENABLED', failingSince: null });
  });

  it('should rebuild the endpoints from the log as they were, secrets and roll included', async () => {
    const { endpoint } = await register();
    await webhooks.application.rollWebhookSecret({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    await webhooks.application.updateWebhookEndpoint({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id, events: ['alert.created', 'carrier.changed'], enabled: false });
    await webhooks.stop();
    const projection = await WebhookEndpointProjection.open(documents);
    const before = await projection.documents.find({});
    const report = await rebuildProjection(events, documents, projection);
    expect(report).toMatchObject({ projection: 'carrier-data.webhook-endpoints', eventsApplied: 3, documents: { webhook_endpoints: 1 } });
    expect(await projection.documents.find({})).toEqual(before);
    expect(before[0]).toMatchObject({ enabled: false, events: ['alert.created', 'carrier.changed'], previousSecret: expect.stringMatching(/^whk1\./) });
  });

  it("should deliver the carrier's answer to the company's own report as response.submitted, from carrier-data's log", async () => {
    await register(['response.submitted']);
    const answer = (eventId: string, companyId: string) => ({
      eventId, type: 'ResponseSubmitted', schemaVersion: 1, occurredAt: '2026-12-01T11:00:00.000Z', metadata: { receivedFrom: 'logiscope.reports.v1' },
      data: { reportId: 'r-1', kind: 'CARRIER_REPORT', carrierId: '44110', companyId, responseText: 'We delivered on time.', respondedAt: '2026-12-01T11:00:00.000Z' },
    });
    await events.append('received:evt-answer-1', 0, [answer('evt-answer-1', COMPANY)]);
    await events.append('received:evt-answer-2', 0, [answer('evt-answer-2', 'c-other')]);
    // The follower polls the log.
    for (let i = 0; i < 40 && jobs.queued.size === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await jobs.runQueued()).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'response.submitted',
      data: { reportId: 'r-1', kind: 'CARRIER_REPORT', dotNumber: '44110', responseText: 'We delivered on time.', respondedAt: '2026-12-01T11:00:00.000Z' },
    });
  });

  it('should deliver a verdict change of a saved carrier as verdict.changed, with the checks behind it', async () => {
    await register(['verdict.changed']);
    await events.append('carrier-verdict:c-acme:44110', 0, [
      { eventId: 'evt-verdict-1', type: 'CarrierVerdictChanged', schemaVersion: 1, occurredAt: '2026-12-01T12:00:00.000Z', data: { companyId: COMPANY, carrierId: '44110', before: 'PASS', after: 'FAIL', rules: ['liability-insurance'], profile: 'company:1', cause: 'PROFILE' } },
    ]);
    for (let i = 0; i < 40 && jobs.queued.size === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await jobs.runQueued()).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'verdict.changed',
      createdAt: '2026-12-01T12:00:00.000Z',
      data: { dotNumber: '44110', before: 'PASS', after: 'FAIL', rules: ['liability-insurance'], profile: 'company:1', cause: 'PROFILE' },
    });
  });

  const received_ = (eventId: string, type: string, occurredAt: string, data: object) => ({ eventId, type, schemaVersion: 1, occurredAt, metadata: { receivedFrom: 'logiscope.reports.v1' }, data });
  const queuedSoon = async () => {
    for (let i = 0; i < 40 && jobs.queued.size === 0; i++) await new Promise((r) => setTimeout(r, 50));
  };

  it("should deliver another company's negative report about a watched carrier as report.filed only once its window closed, under one id", async () => {
    await register(['report.filed']);
    const watch = await documents.collection<WatchEntry>(WATCHLIST_COLLECTION);
    await watch.insert({ id: `${COMPANY}:44110`, companyId: COMPANY, carrierId: '44110', notes: '', tags: [], saved: false, monitored: true, createdAt: '', updatedAt: '' });
    const filed = { reportId: 'r-9', kind: 'CARRIER_REPORT', carrierId: '44110', dotNumber: '44110', mcNumber: '', carrierName: 'ACME TRUCKING', companyId: 'c-other', companyName: 'Other Brokers', userId: 'u-bob', reporterName: 'Bob Secret',
      filedAt: '2026-12-01T10:00:00.000Z', responseDeadline: '2026-12-02T10:00:00.000Z', reportType: 'NEGATIVE', rating: 1, comments: 'Late twice.', reportCategory: '', incidentType: '', severity: '', description: '', location: '', incidentDate: '', monetaryImpact: '', isDoubleBrokerage: false, brokerageChain: [] };
    await events.append('received:evt-r9', 0, [received_('evt-r9', 'ReportFiled', '2026-12-01T10:00:00.000Z', filed)]);
    await new Promise((r) => setTimeout(r, 600));
    expect(jobs.queued.size).toBe(0);
    const closed = received_('evt-r9-closed', 'ResponseWindowClosed', '2026-12-02T10:00:05.000Z', { reportId: 'r-9', kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'c-other', closedAt: '2026-12-02T10:00:05.000Z', responded: false });
    await events.append('received:evt-r9-closed', 0, [closed]);
    await queuedSoon();
    expect(await jobs.runQueued()).toBe(1);
    const body = JSON.parse(received[0]!.body);
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/), type: 'report.filed', createdAt: '2026-12-02T10:00:05.000Z',
      data: { reportId: 'r-9', dotNumber: '44110', kind: 'CARRIER_REPORT', type: 'NEGATIVE', rating: 1, comments: 'Late twice.', filedAt: '2026-12-01T10:00:00.000Z', reporterCompany: 'Other Brokers', isOwn: false, windowState: 'CLOSED', response: null, incident: null },
    });
    expect(received[0]!.body).not.toContain('Bob Secret');
    // The same report redelivered to the log later: nothing more.
    await events.append('received:evt-r9-closed-again', 0, [{ ...closed, eventId: 'evt-r9-closed-again' }]);
    await new Promise((r) => setTimeout(r, 600));
    expect(jobs.queued.size).toBe(0);
  });

  it('should deliver a load the company vetted as vetting.recorded (its public summary), to that company only', async () => {
    await register(['vetting.recorded']);
    const vetted = (companyId: string) => ({ code: 'LV-AB12-CD34-EF56', companyId, companyName: 'Acme', userId: 'u-ada', requestedBy: 'Ada', apiKeyId: '', loadReference: 'PO-77', loadKey: 'PO-77', pickupDate: '', lane: '', carrierId: '44110', dotNumber: '44110', mcNumber: 'MC1', carrierName: 'ACME TRUCKING',
      outcome: 'REVIEW', checks: [], profile: 'default', overrideReason: '', vettedAt: '2026-12-01T13:00:00.000Z', supersedes: '', retainUntil: '2034-12-01', verifyUrl: 'https://logiscope.example/vetting/verify/LV-AB12-CD34-EF56', sha256: 'ab', signature: 'sig', publicKey: 'pem' });
    await events.append('received:evt-v1', 0, [{ ...received_('evt-v1', 'LoadVetted', '2026-12-01T13:00:00.000Z', vetted(COMPANY)), metadata: { receivedFrom: 'logiscope.reports.compliance.v1' } }]);
    await events.append('received:evt-v2', 0, [{ ...received_('evt-v2', 'LoadVetted', '2026-12-01T13:00:00.000Z', vetted('c-other')), metadata: { receivedFrom: 'logiscope.reports.compliance.v1' } }]);
    await queuedSoon();
    expect(await jobs.runQueued()).toBe(1);
    expect(JSON.parse(received[0]!.body)).toEqual({
      id: expect.stringMatching(/^evt_/), type: 'vetting.recorded', createdAt: '2026-12-01T13:00:00.000Z',
      data: { code: 'LV-AB12-CD34-EF56', dotNumber: '44110', carrierName: 'ACME TRUCKING', loadReference: 'PO-77', outcome: 'REVIEW', vettedAt: '2026-12-01T13:00:00.000Z', verifyUrl: 'https://logiscope.example/vetting/verify/LV-AB12-CD34-EF56' },
    });
  });

  it('should sign with both secrets for 24 hours after a roll, then with the new one alone', async () => {
    const { endpoint, secret } = await register();
    now = new Date('2026-12-01T12:00:00.000Z');
    const rolled = await webhooks.application.rollWebhookSecret({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    expect(rolled.secret).not.toBe(secret);
    expect(rolled.endpoint).toMatchObject({ previousSecretExpiresAt: '2026-12-02T12:00:00.000Z', secretPrefix: rolled.secret.slice(0, 12) });
    await webhooks.application.sendWebhookTest({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    await jobs.runQueued();
    expect(received[0]!.headers['logiscope-signature']).toBe(signatureHeader([rolled.secret, secret], Math.floor(now.getTime() / 1000), received[0]!.body));
    now = new Date('2026-12-02T12:00:01.000Z');
    await webhooks.application.sendWebhookTest({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    await jobs.runQueued();
    expect(received[1]!.headers['logiscope-signature']).toBe(signatureHeader([rolled.secret], Math.floor(now.getTime() / 1000), received[1]!.body));
  });

  it('should queue a recorded delivery again when its source is offered again after a crash lost the queued attempt', async () => {
    await register();
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    // The process died after recording the delivery, before its attempt reached the queue.
    jobs.queued.clear();
    // The source (Kafka, the bus) redelivers the event after the restart: the same fact, offered again.
    await webhooks.publish(alertCreatedFact(COMPANY, ALERT));
    expect(await jobs.runQueued()).toBe(1);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'alert.created', data: { alertId: ALERT.id } });
  });

  it("should record one source event's facts for several companies together, each endpoint's once, a redelivery adding only what is new", async () => {
    await register(['carrier.changed']);
    await register(['carrier.changed'], 'c-beta');
    await register(['alert.created'], 'c-gamma');
    const changed = (companyId: string) => ({ companyId, type: 'carrier.changed' as const, sourceKey: `evt-9:${companyId}`, occurredAt: ALERT.createdAt, data: { dotNumber: '44110', legalName: 'ACME TRUCKING LLC', changes: [] } });
    await webhooks.publishMany([changed(COMPANY), changed('c-gamma')]);
    expect(await jobs.runQueued()).toBe(1);
    // Redelivered with one more watching company: its endpoint gets the fact; the first is not sent again.
    await webhooks.publishMany([changed(COMPANY), changed('c-beta'), changed('c-gamma')]);
    expect(await jobs.runQueued()).toBe(1);
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['carrier.changed', 'carrier.changed']);
    expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(2);
  });

  it('should keep signing secrets sealed at rest: no file of the data directory holds one, and deliveries still verify', async () => {
    const { endpoint, secret } = await register();
    const rolled = await webhooks.application.rollWebhookSecret({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    await webhooks.application.sendWebhookTest({ companyId: COMPANY, userId: 'u', endpointId: endpoint.id });
    await jobs.runQueued();
    expect(received[0]!.headers['logiscope-signature']).toBe(signatureHeader([rolled.secret, secret], Math.floor(now.getTime() / 1000), received[0]!.body));
    // The event store and read model (the database and its write-ahead log) and the generated key file, byte for byte.
    const stored = readdirSync(dir).map((f) => readFileSync(join(dir, f)).toString('latin1')).join('\n');
    expect(stored).toContain('whk1.');
    for (const s of [secret, rolled.secret]) {
      expect(stored).not.toContain(s);
      expect(stored).not.toContain(s.slice('whsec_'.length));
    }
    const doc = (await documents.collection<{ id: string; secret: string; previousSecret: string }>('webhook_endpoints')).get(endpoint.id);
    expect(await doc).toMatchObject({ secret: expect.stringMatching(/^whk1\./), previousSecret: expect.stringMatching(/^whk1\./) });
  });
});
