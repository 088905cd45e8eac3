import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLogiScopeClient, type LogiScopeClient } from '../src';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

/**
 * The generated client as an outside caller uses it (issue 24 §2): only an API key and the client, against a real
 * server. The session client here is the company's ADMIN in the web app: creating and revoking the key, changing the
 * company's rules.
 */
describe.each(e2eProfiles())('the TypeScript client of the public API v1 [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  let key: { id: string; secret: string };
  let api: LogiScopeClient;
  let usdot: string;

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '300', WEBHOOK_ALLOW_LOOPBACK: 'true' });
    admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration())).status).toBe(201);
    key = (await admin.post('/api/company/api-keys', { name: 'Client', scopes: ['carriers:read', 'monitoring:write', 'alerts:read', 'vetting:write'] })).body;
    api = createLogiScopeClient({ baseUrl: server.baseUrl, apiKey: key.secret });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('is generated from the document this server serves', async () => {
    const served = await (await fetch(`${server.baseUrl}/api/v1/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(readFileSync(join(__dirname, '../openapi.json'), 'utf8')));
  });

  it('finds a carrier by name and reads it with its verdict', async () => {
    const { data: page, error } = await api.GET('/api/v1/carriers', { params: { query: { name: 'trucking', limit: 50 } } });
    expect(error).toBeUndefined();
    expect(page!.items.length).toBeGreaterThan(0);
    usdot = page!.items.find((c) => c.verdict.checks.some((k) => k.code === 'verdict.insurance.on-file') && c.verdict.outcome === 'PASS')?.usdot ?? page!.items[0].usdot;
    const { data: carrier } = await api.GET('/api/v1/carriers/{usdot}', { params: { path: { usdot } } });
    expect(carrier).toMatchObject({ usdot, verdict: { usdot, outcome: expect.stringMatching(/^(PASS|REVIEW|FAIL)$/) } });
    const { data: verdict } = await api.GET('/api/v1/carriers/{usdot}/verdict', { params: { path: { usdot } } });
    expect(verdict).toEqual(carrier!.verdict);
    for (const check of verdict!.checks) expect(check).toEqual(expect.objectContaining({ dataset: expect.any(String), asOf: expect.any(String) }));
  });

  it('monitors carriers and reads their alerts since a cursor', async () => {
    const start = await api.GET('/api/v1/alerts');
    const { data } = await api.POST('/api/v1/monitoring/carriers', { body: { usdots: [usdot] }, headers: { 'Idempotency-Key': `client-${Date.now()}` } });
    expect(data!.results).toEqual([{ usdot, result: 'ADDED' }]);
    const { data: listed } = await api.GET('/api/v1/monitoring/carriers');
    expect(listed!.items.map((m) => m.usdot)).toEqual([usdot]);
    // The company's rules change (its ADMIN, in the web app): the monitored carrier's verdict is news.
    expect((await admin.request('PUT', '/api/company/verdict-profile', { minAuthorityAgeDays: 3650, minLiabilityUsd: 10_000_000, contactChangeDays: 30, disabledRules: [] })).status).toBe(200);
    const feed = await eventually(
      async () => (await api.GET('/api/v1/alerts', { params: { query: { cursor: start.data!.next } } })).data!,
      (f) => f.items.some((a) => a.usdot === usdot),
      'an alert about the monitored carrier',
    );
    expect(feed.items.find((a) => a.usdot === usdot)).toMatchObject({ code: 'verdict-changed' });
  });

  it('records a load vetting that anyone verifies by its public code, without a key', async () => {
    const { data: record, response } = await api.POST('/api/v1/vettings', {
      body: { usdot, loadReference: 'CLIENT-PO-1', lane: 'Chicago, IL - Dallas, TX' },
      headers: { 'Idempotency-Key': `vet-${Date.now()}` },
    });
    expect(response.status).toBe(201);
    expect(record).toMatchObject({ dotNumber: usdot, loadReference: 'CLIENT-PO-1', code: expect.stringMatching(/^LV-/) });
    const { data: mine } = await api.GET('/api/v1/vettings/{code}', { params: { path: { code: record!.code } } });
    expect(mine).toEqual(record);
    // The broker's customer, an insurer or a court checks it on the public route: no key, no session.
    const verified = await fetch(`${server.baseUrl}/api/vettings/${record!.code}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ code: record!.code, dotNumber: usdot, outcome: record!.outcome, loadReference: 'CLIENT-PO-1' });
  });

  it("registers the TMS's own webhook endpoint with a webhooks:manage key and gets a signed test event; a key without the scope is refused", async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tms`;
      const refused = await api.POST('/api/v1/webhooks', { body: { url, events: ['alert.created'] } });
      expect([refused.response.status, refused.error]).toEqual([403, expect.objectContaining({ status: 403, code: 'API_KEY_SCOPE_MISSING' })]);

      const managing = (await admin.post('/api/company/api-keys', { name: 'TMS webhooks', scopes: ['webhooks:manage'] })).body as { secret: string };
      const tms = createLogiScopeClient({ baseUrl: server.baseUrl, apiKey: managing.secret });
      const { data: created, response } = await tms.POST('/api/v1/webhooks', { body: { url, events: ['alert.created', 'verdict.changed'] }, headers: { 'Idempotency-Key': `hook-${Date.now()}` } });
      expect(response.status).toBe(201);
      expect(created!.endpoint).toMatchObject({ url, events: ['alert.created', 'verdict.changed'], status: 'ENABLED', createdBy: expect.stringContaining('@') });
      // The ADMIN sees it on the Webhooks screen, registered in their name (the key's creator).
      const screen = (await admin.get('/api/company/webhooks')).body as { id: string; createdBy: string }[];
      expect(screen).toEqual([expect.objectContaining({ id: created!.endpoint.id, createdBy: created!.endpoint.createdBy })]);

      const { response: sent } = await tms.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: created!.endpoint.id } } });
      expect(sent.status).toBe(202);
      const test = await eventually(async () => received.find((r) => r.body.includes('"webhook.test"')), Boolean, 'the signed test event');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(test!.headers['logiscope-signature']))!;
      expect(v1).toBe(createHmac('sha256', created!.secret).update(`${t}.${test!.body}`).digest('hex'));
      const { data: log } = await tms.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id: created!.endpoint.id } } });
      expect(log!.map((d) => d.eventType)).toContain('webhook.test');
      const { data: disabled } = await tms.PATCH('/api/v1/webhooks/{id}', { params: { path: { id: created!.endpoint.id } }, body: { enabled: false } });
      expect(disabled!.status).toBe('DISABLED');
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });

  it('is refused with a revoked key: 401 and the problem details', async () => {
    expect((await admin.request('DELETE', `/api/company/api-keys/${key.id}`)).status).toBe(200);
    const { data, error, response } = await api.GET('/api/v1/carriers/{usdot}', { params: { path: { usdot } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual({ type: 'about:blank', title: 'This API key is invalid, expired or revoked.', status: 401, code: 'API_KEY_INVALID' });
  });
});
