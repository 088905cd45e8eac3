import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, any> };
}
interface Carrier {
  dotNumber: string;
  companyName: string;
  verdict: { outcome: string; checks: { key: string }[] };
}

/** A receiver's check, as docs/api.md describes it: HMAC-SHA256 over "<t>.<raw body>", a recent t. */
function signedWith(secret: string, d: Delivery): boolean {
  const parts = String(d.headers['logiscope-signature']).split(',');
  const t = parts.find((p) => p.startsWith('t='))!.slice(2);
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${d.body}`).digest('hex'));
  return parts.filter((p) => p.startsWith('v1=')).some((p) => {
    const v = Buffer.from(p.slice(3));
    return v.length === expected.length && timingSafeEqual(v, expected);
  });
}

/**
 * The webhook events born outside monitoring reach a company's receiver signed, with their documented bodies: its
 * verdict rules moving a saved carrier (verdict.changed), reports about that carrier when the company may see them
 * (report.filed: its own at once, another company's negative one once the carrier answered, a FreightGuard incident at
 * once), the carrier's answer to its own report (response.submitted) and a load it vetted (vetting.recorded).
 */
describe.each(e2eProfiles())('webhook events from verdicts, reports and vetting [%s]', (profile) => {
  let server: RunningServer;
  let receiver: Server;
  let url: string;
  const received: Delivery[] = [];
  let a: ApiClient;
  let b: ApiClient;
  let carrier: Carrier;
  let secret: string;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    server = await startServer(profile, { WEBHOOK_ALLOW_LOOPBACK: 'true', ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}) });
    a = new ApiClient(server.baseUrl);
    b = new ApiClient(server.baseUrl);
    // Brokers (only brokers file reports).
    expect((await registerOnTrial(a, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    expect((await registerOnTrial(b, registration({ companyType: 'BROKER', mcNumber: 'MC-123457B' }))).status).toBe(201);
    const insuredPass = (c: Carrier) => c.verdict.outcome === 'PASS' && c.verdict.checks.some((k) => k.key === 'verdict.insurance.on-file');
    const found = await eventually(
      async () => ((await a.get('/api/carriers/search?q=trucking&pageSize=100')).body?.carriers ?? []) as Carrier[],
      (cs) => cs.some(insuredPass),
      'an insured PASS carrier in the demo data',
      120_000,
    );
    carrier = found.find(insuredPass)!;
    const created = await a.post('/api/company/webhooks', { url, events: ['verdict.changed', 'response.submitted', 'report.filed', 'vetting.recorded'] });
    expect(created.status).toBe(201);
    secret = created.body.secret;
    expect((await a.post('/api/saved-carriers', { carrierId: carrier.dotNumber })).status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const arrived = (type: string, match: (d: Delivery) => boolean = () => true) =>
    eventually(async () => received.find((d) => d.json.type === type && match(d)), Boolean, `${type} at the receiver`, 60_000).then((d) => {
      expect(signedWith(secret, d!)).toBe(true);
      expect(signedWith('whsec_not-the-secret', d!)).toBe(false);
      expect(d!.headers['logiscope-event-id']).toBe(d!.json.id);
      expect(d!.headers['logiscope-event-type']).toBe(type);
      return d!;
    });
  const respond = (link: string, text: string) => new ApiClient(server.baseUrl).post(`/api/reports/${link.replace('/respond/', '')}/respond`, { responseText: text, contactEmail: 'dispatch@carrier.example' });

  it("should send verdict.changed when the company's own rules move a saved carrier", async () => {
    expect((await a.request('PUT', '/api/company/verdict-profile', { minAuthorityAgeDays: 90, minLiabilityUsd: 10_000_000, contactChangeDays: 30, disabledRules: [] })).status).toBe(200);
    const d = await arrived('verdict.changed');
    expect(d.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'verdict.changed',
      createdAt: expect.any(String),
      data: { dotNumber: carrier.dotNumber, before: 'PASS', after: 'FAIL', rules: expect.arrayContaining(['liability-insurance']), profile: 'company:1', cause: 'PROFILE' },
    });
  });

  it("should send the company's own report at once as report.filed, and the carrier's answer to it as response.submitted", async () => {
    const filed = await a.post(`/api/carriers/${carrier.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 2, comments: 'Picked up 6 hours late, no call.' });
    expect(filed.status).toBe(201);
    const own = await arrived('report.filed', (d) => d.json.data.reportId === filed.body.id);
    expect(own.json.data).toEqual({
      reportId: filed.body.id, dotNumber: carrier.dotNumber, kind: 'CARRIER_REPORT', type: 'NEGATIVE', rating: 2, comments: 'Picked up 6 hours late, no call.', filedAt: filed.body.createdAt,
      reporterCompany: expect.any(String), isOwn: true, windowState: 'OPEN', response: null, incident: null,
    });
    expect((await respond(filed.body.responseLink, 'The shipper held the truck at the dock; see the signed BOL.')).status).toBe(201);
    const answer = await arrived('response.submitted', (d) => d.json.data.reportId === filed.body.id);
    expect(answer.json.data).toEqual({ reportId: filed.body.id, kind: 'CARRIER_REPORT', dotNumber: carrier.dotNumber, responseText: 'The shipper held the truck at the dock; see the signed BOL.', respondedAt: expect.any(String) });
  });

  it("should send another company's negative report only once the carrier answered it (fair process), without who filed it", async () => {
    const filed = await b.post(`/api/carriers/${carrier.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 1, comments: 'Double brokered our load.' });
    expect(filed.status).toBe(201);
    // Within the carrier's window the company cannot see it: nothing is sent (the own report above arrived in ~1 s).
    await new Promise((r) => setTimeout(r, 3_000));
    expect(received.filter((d) => d.json.data.reportId === filed.body.id)).toEqual([]);
    expect((await respond(filed.body.responseLink, 'We never subcontract: the load went with our own driver.')).status).toBe(201);
    const report = await arrived('report.filed', (d) => d.json.data.reportId === filed.body.id);
    expect(report.json.data).toEqual({
      reportId: filed.body.id, dotNumber: carrier.dotNumber, kind: 'CARRIER_REPORT', type: 'NEGATIVE', rating: 1, comments: 'Double brokered our load.', filedAt: filed.body.createdAt,
      reporterCompany: filed.body.reporterCompany, isOwn: false, windowState: 'ANSWERED', response: { text: 'We never subcontract: the load went with our own driver.', respondedAt: expect.any(String) },
      incident: null,
    });
    // What A's reports list shows of it is what was sent; B's own answer went to nobody here.
    const seen = ((await a.get(`/api/carriers/${carrier.dotNumber}/reports`)).body as { id: string; reporterCompany: string }[]).find((r) => r.id === filed.body.id);
    expect(seen?.reporterCompany).toBe(report.json.data.reporterCompany);
    expect(received.filter((d) => d.json.type === 'response.submitted' && d.json.data.reportId === filed.body.id)).toEqual([]);
  });

  it("should send another company's FreightGuard incident about the carrier at once as report.filed, with what happened", async () => {
    const filed = await b.post('/api/freightguard', {
      carrierId: carrier.dotNumber, carrierName: carrier.companyName, mcNumber: '', dotNumber: carrier.dotNumber, reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING',
      severity: 'CRITICAL', description: 'Load handed to an unknown carrier, never delivered.', monetaryImpact: 18000, isDoubleBrokerage: true, brokerageChain: ['SHADOW LOGISTICS'],
    });
    expect(filed.status).toBe(201);
    const d = await arrived('report.filed', (x) => x.json.data.reportId === filed.body.id);
    expect(d.json.data).toEqual({
      reportId: filed.body.id, dotNumber: carrier.dotNumber, kind: 'INCIDENT', type: null, rating: null, comments: '', filedAt: filed.body.createdAt, reporterCompany: filed.body.reporterCompany,
      isOwn: false, windowState: expect.stringMatching(/^(OPEN|CLOSED)$/), response: null,
      incident: {
        category: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'CRITICAL', status: 'PENDING', description: 'Load handed to an unknown carrier, never delivered.',
        location: '', incidentDate: '', monetaryImpact: 18000, isDoubleBrokerage: true, brokerageChain: ['SHADOW LOGISTICS'],
      },
    });
  });

  it('should send a load the company vetted as vetting.recorded, with its public summary', async () => {
    const vetted = await a.post(`/api/carriers/${carrier.dotNumber}/vettings`, { loadReference: 'PO-48213' });
    expect(vetted.status).toBe(201);
    const d = await arrived('vetting.recorded');
    expect(d.json.data).toEqual({
      code: vetted.body.code, dotNumber: carrier.dotNumber, carrierName: vetted.body.carrierName, loadReference: 'PO-48213', outcome: vetted.body.outcome, vettedAt: vetted.body.vettedAt, verifyUrl: vetted.body.verifyUrl,
    });
    expect(new Set(received.map((r) => r.json.id)).size).toBe(received.length);
  });
});
