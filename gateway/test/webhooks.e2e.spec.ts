import { spawnSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_SECRET_PATTERN } from '@logiscope/proto/http';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { importFiles, writeCensusWithShortRows } from '../../test/support/import-cli';
import { registerOnTrial } from '../../test/support/trial';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, any> };
  answered: number;
}

/** A TMS's receiver on loopback: records every delivery; answers 500 to the next `failNext` of type `failType`, else 200. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { failNext: 0, failType: '' };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = JSON.parse(body) as Received['json'];
      const answered = state.failNext > 0 && json.type === state.failType ? 500 : 200;
      if (answered === 500) state.failNext -= 1;
      received.push({ headers: req.headers, body, json, answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 500 ? 'receiver is down' : 'ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/logiscope`, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const EXAMPLES = join(__dirname, '..', '..', 'docs', 'examples');
/** The docs' verification code, Node and Python, on a delivery as it arrived. */
function verifiedByDocs(secret: string, d: Received): boolean {
  const header = String(d.headers['logiscope-signature']);
  const node = spawnSync(process.execPath, [join(EXAMPLES, 'webhook-verify.mjs'), secret, header], { input: d.body, encoding: 'utf8' });
  const python = spawnSync('python3', [join(EXAMPLES, 'webhook_verify.py'), secret, header], { input: d.body, encoding: 'utf8' });
  return node.stdout.trim() === 'verified' && python.stdout.trim() === 'verified';
}

describe.each(e2eProfiles())('signed webhooks [%s]', (profile) => {
  let server: RunningServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: ApiClient;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startServer(profile, { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_BASE_MS: '300' });
    admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('should refuse an endpoint on a private, link-local, metadata or plain-http address', async () => {
    for (const [url, code] of [
      ['https://10.0.0.5/hooks', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
      ['https://169.254.169.254/latest/meta-data', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
      ['https://[fd00:ec2::254]/hooks', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
      ['https://[::ffff:192.168.1.20]/hooks', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
      ['http://tms.example.com/hooks', 'WEBHOOK_HTTPS_REQUIRED'],
    ]) {
      const res = await admin.post('/api/company/webhooks', { url, events: ['alert.created'] });
      expect([url, res.status, res.body.issues?.[0]?.code ?? res.body.code]).toEqual([url, 400, code]);
    }
    expect((await admin.get('/api/company/webhooks')).body).toEqual([]);
  });

  it('should deliver a signed test event, then an imported FMCSA change as alert.created (retried after a 500 under the same id) and carrier.changed, redeliver, and sign with both secrets during a roll', async () => {
    const created = await admin.post('/api/company/webhooks', { url: receiver.url, events: ['alert.created'] });
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body as { endpoint: { id: string; status: string; secretPrefix: string }; secret: string };
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['alert.created'], status: 'ENABLED', secretPrefix: secret.slice(0, 12) });
    // Shown once: the list never carries it.
    const listed = await admin.get('/api/company/webhooks');
    expect(listed.body).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(listed.text).not.toContain(secret);

    // The test event, signed and verified by the docs' code.
    expect((await admin.post(`/api/company/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const test = await eventually(async () => receiver.received.find((r) => r.json.type === 'webhook.test'), Boolean, 'the test event');
    expect(verifiedByDocs(secret, test!)).toBe(true);
    expect(test!.headers['logiscope-event-id']).toBe(test!.json.id);

    // An FMCSA difference imported (the CLI, as the daily refresh does): a saved carrier's phone changed. Its alert
    // arrives as alert.created (the receiver is down once: retried under the same id), the change as carrier.changed.
    const { file, lines } = writeCensusWithShortRows(server.dataDir, 20);
    await importFiles(server, profile, [file]);
    const line = lines.find((l, i) => i >= 10 && !l.includes('"') && l.split(',')[16])!;
    const dot = line.split(',')[0]!;
    expect((await admin.request('PATCH', `/api/company/webhooks/${endpoint.id}`, { events: ['alert.created', 'carrier.changed'] })).status).toBe(200);
    expect((await admin.post('/api/saved-carriers', { carrierId: dot })).status).toBe(201);
    Object.assign(receiver.state, { failNext: 1, failType: 'alert.created' });
    const changed = join(server.dataDir, 'FMCSA_CENSUS1_changed.csv');
    writeFileSync(changed, readFileSync(file, 'utf8').replace(line, line.replace(line.split(',')[16]!, '(555) 010-0199')));
    await importFiles(server, profile, [changed]);
    const alerts = await eventually(async () => receiver.received.filter((r) => r.json.type === 'alert.created'), (a) => a.some((r) => r.answered === 200), 'alert.created retried until delivered', 60_000);
    expect(alerts.map((a) => a.answered)).toEqual([500, 200]);
    expect(new Set(alerts.map((a) => a.json.id)).size).toBe(1);
    expect(alerts[1]!.body).toBe(alerts[0]!.body);
    expect(alerts[1]!.json.data).toMatchObject({ dotNumber: dot, code: 'phone-changed' });
    expect(verifiedByDocs(secret, alerts[1]!)).toBe(true);
    const change = await eventually(async () => receiver.received.find((r) => r.json.type === 'carrier.changed'), Boolean, 'carrier.changed');
    expect(change!.json.data).toMatchObject({ dotNumber: dot, changes: [expect.objectContaining({ field: 'phone' })] });
    expect(verifiedByDocs(secret, change!)).toBe(true);

    // The log: the attempts with their status, latency and the answer's start.
    const log = (await admin.get(`/api/company/webhooks/${endpoint.id}/deliveries`)).body as any[];
    const delivery = log.find((d) => d.eventType === 'alert.created');
    expect(delivery).toMatchObject({ eventId: alerts[0]!.json.id, status: 'SUCCEEDED', nextAttemptAt: null });
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.responseExcerpt])).toEqual([[500, 'receiver is down'], [200, 'ok']]);
    expect(delivery.attempts.every((a: any) => typeof a.latencyMs === 'number')).toBe(true);

    // Redelivery: the same event, the same id.
    expect((await admin.post(`/api/company/webhooks/${endpoint.id}/deliveries/${encodeURIComponent(delivery.id)}/redeliver`)).status).toBe(202);
    await eventually(async () => receiver.received.filter((r) => r.json.id === delivery.eventId).length, (n) => n === 3, 'the redelivery');

    // Roll: the new secret shown once; for 24 h each delivery carries a v1= for each secret, each verifies.
    const rolled = await admin.post(`/api/company/webhooks/${endpoint.id}/roll-secret`);
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(rolled.body.endpoint.previousSecretExpiresAt).toEqual(expect.any(String));
    const before = receiver.received.length;
    expect((await admin.post(`/api/company/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const second = await eventually(async () => receiver.received.slice(before).find((r) => r.json.type === 'webhook.test'), Boolean, 'the test event after the roll');
    expect(String(second!.headers['logiscope-signature']).match(/v1=/g)).toHaveLength(2);
    expect(verifiedByDocs(rolled.body.secret, second!)).toBe(true);
    expect(verifiedByDocs(secret, second!)).toBe(true);
    expect(verifiedByDocs('whsec_someone_else', second!)).toBe(false);
  }, 180_000);

  it("should keep one company's endpoints and deliveries from another", async () => {
    const other = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(other, registration())).status).toBe(201);
    expect((await other.get('/api/company/webhooks')).body).toEqual([]);
    const mine = ((await admin.get('/api/company/webhooks')).body as { id: string }[])[0]!;
    expect((await other.get(`/api/company/webhooks/${mine.id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/api/company/webhooks/${mine.id}/test`)).status).toBe(404);
  });
});
