import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { message, ops, type Operation } from '@logiscope/proto/http';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

interface V1Check {
  rule: string;
  outcome: string;
  dataset: string;
  asOf: string;
  code: string;
}
interface V1Carrier {
  usdot: string;
  name: string;
  dockets: string[];
  verdict: { usdot: string; outcome: string; profile: string; checks: V1Check[] };
  authority: { status: string; authorities: { docket: string }[] };
  insurance: { status: string; policies: unknown[] };
}

/**
 * The public API v1 through HTTP with a real key (issue 24 §2), as a TMS calls it: carriers by USDOT, by docket and
 * by name a page at a time, with the verdict under the key's company's rule profile, their authority and insurance;
 * the monitoring list in bulk; the alerts feed since a cursor; reports about a carrier; Idempotency-Key on POSTs; and
 * the API's own OpenAPI document.
 */
describe.each(e2eProfiles())('the public API v1 [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  let secret: string;
  let carriers: { dotNumber: string; mcNumber: string; companyName: string; verdict: { outcome: string; checks: { key: string }[] } }[];

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '300' });
    admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration({ companyType: 'BROKER', mcNumber: `MC-${Math.floor(100000 + Math.random() * 800000)}B` }))).status).toBe(201);
    const created = await admin.post('/api/company/api-keys', { name: 'TMS', scopes: ['carriers:read', 'monitoring:write', 'alerts:read', 'reports:read'] });
    expect(created.status).toBe(201);
    secret = created.body.secret;
    carriers = (await admin.get('/api/carriers/search?q=trucking&pageSize=100')).body.carriers;
    expect(carriers.length).toBeGreaterThan(3);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, key = secret) =>
    new ApiClient(server.baseUrl).request(method, path, body, { authorization: `Bearer ${key}`, ...headers });
  const get = (path: string, key = secret) => call('GET', path, undefined, {}, key);
  const path = (op: Operation, params: Record<string, string>) => op.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]));

  it('answers a carrier by USDOT with every check of its verdict (data set and date), its authority and its insurance', async () => {
    const dot = carriers[0].dotNumber;
    const res = await get(path(ops.getCarrierV1, { usdot: dot }));
    expect(res.status).toBe(200);
    const carrier = res.body as V1Carrier;
    expect(carrier).toMatchObject({ usdot: dot, verdict: { usdot: dot, profile: 'default' }, authority: { usdot: dot }, insurance: { usdot: dot } });
    expect(carrier.verdict.checks.map((c) => c.rule)).toEqual(expect.arrayContaining(['operating-authority', 'out-of-service', 'liability-insurance', 'safety-rating']));
    for (const check of carrier.verdict.checks) expect(check).toEqual(expect.objectContaining({ dataset: expect.any(String), asOf: expect.stringMatching(/^(\d{4}-\d{2}-\d{2})?$/), code: expect.stringMatching(/^verdict\./) }));
    // The web's view is not the contract: none of its own fields leak into the v1 answer.
    expect(carrier).not.toHaveProperty('riskFactors');
    expect(carrier).not.toHaveProperty('dotNumber');
    // The parts on their own answer the same.
    expect((await get(path(ops.getCarrierVerdictV1, { usdot: dot }))).body).toEqual(carrier.verdict);
    expect((await get(path(ops.getCarrierAuthorityV1, { usdot: dot }))).body).toEqual(carrier.authority);
    expect((await get(path(ops.getCarrierInsuranceV1, { usdot: dot }))).body).toEqual(carrier.insurance);

    const missing = await get(path(ops.getCarrierV1, { usdot: '99999998' }));
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.body).toEqual({ type: 'about:blank', title: message('CARRIER_NOT_FOUND'), status: 404, code: 'CARRIER_NOT_FOUND' });
  }, 60_000);

  it('finds a carrier by its docket in any spelling the search takes, and says clearly what a docket is', async () => {
    const withMc = carriers.find((c) => c.mcNumber)!;
    for (const spelling of [`MC-${withMc.mcNumber}`, `mc ${withMc.mcNumber}`, `MC #00${withMc.mcNumber}`, withMc.mcNumber]) {
      const res = await get(path(ops.getCarrierByDocketV1, { docket: spelling }));
      expect({ spelling, status: res.status, usdot: res.body.usdot }).toEqual({ spelling, status: 200, usdot: withMc.dotNumber });
      expect(res.body.dockets).toContain(`MC${withMc.mcNumber}`);
    }
    const invalid = await get(path(ops.getCarrierByDocketV1, { docket: 'DOT 44110' }));
    expect([invalid.status, invalid.body.code, invalid.body.title]).toEqual([400, 'DOCKET_INVALID', message('DOCKET_INVALID')]);
    expect((await get(path(ops.getCarrierByDocketV1, { docket: 'FF 999999999' }))).body.code).toBe('CARRIER_NOT_FOUND');
  }, 60_000);

  it('searches by name a page at a time: an opaque cursor in `next`, no page twice, null at the end', async () => {
    const first = await get('/api/v1/carriers?name=trucking&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await get(`/api/v1/carriers?cursor=${first.body.next}`);
    expect(second.body.items).toHaveLength(2);
    const seen = [...first.body.items, ...second.body.items].map((c: V1Carrier) => c.usdot);
    expect(new Set(seen).size).toBe(4);
    // Walk to the end: every page but the last has a cursor.
    let next: string | null = second.body.next;
    for (let pages = 0; next && pages < 200; pages++) next = (await get(`/api/v1/carriers?cursor=${next}&limit=100`)).body.next;
    expect(next).toBeNull();

    const forged = await get('/api/v1/carriers?cursor=eyJrIjoiYWxlcnRzIn0');
    expect([forged.status, forged.body.code]).toEqual([400, 'CURSOR_INVALID']);
    expect((await get('/api/v1/carriers')).body.code).toBe('SEARCH_NAME_REQUIRED');
  }, 120_000);

  it('keeps the monitoring list in bulk with one result per USDOT, lists it a page at a time, and needs monitoring:write', async () => {
    const [a, b, c] = carriers.slice(1, 4).map((x) => x.dotNumber);
    const added = await call('POST', '/api/v1/monitoring/carriers', { usdots: [a, b, c, a, '99999998', 'abc'] });
    expect(added.status).toBe(200);
    expect(added.body.results).toEqual([
      { usdot: a, result: 'ADDED' },
      { usdot: b, result: 'ADDED' },
      { usdot: c, result: 'ADDED' },
      { usdot: a, result: 'ADDED' },
      { usdot: '99999998', result: 'NOT_FOUND' },
      { usdot: 'abc', result: 'INVALID' },
    ]);
    expect((await call('POST', '/api/v1/monitoring/carriers', { usdots: [a] })).body.results).toEqual([{ usdot: a, result: 'ALREADY_MONITORED' }]);
    expect((await call('POST', '/api/v1/monitoring/carriers/remove', { usdots: [b, '99999998'] })).body.results).toEqual([
      { usdot: b, result: 'REMOVED' },
      { usdot: '99999998', result: 'NOT_MONITORED' },
    ]);
    const listed: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 10; pages++) {
      const page = await get(`/api/v1/monitoring/carriers?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      listed.push(...page.body.items.map((m: { usdot: string }) => m.usdot));
      if (!page.body.next) break;
      cursor = page.body.next;
    }
    expect(listed).toEqual([a, c].sort());
    // The web sees the same list.
    expect(((await admin.get('/api/monitored-carriers')).body as { carrierId: string }[]).map((m) => m.carrierId).sort()).toEqual([a, c].sort());

    const tooMany = await call('POST', '/api/v1/monitoring/carriers', { usdots: Array.from({ length: 1001 }, (_, i) => String(i + 1)) });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'USDOT_LIST_TOO_LONG']);
    const readOnly = (await admin.post('/api/company/api-keys', { name: 'Read only', scopes: ['carriers:read'] })).body.secret as string;
    expect((await call('POST', '/api/v1/monitoring/carriers', { usdots: [a] }, {}, readOnly)).body.code).toBe('API_KEY_SCOPE_MISSING');
    expect((await get('/api/v1/monitoring/carriers', readOnly)).body.code).toBe('API_KEY_SCOPE_MISSING');
  }, 120_000);

  it('honours Idempotency-Key on a POST: the first answer replayed, another request refused (422), a bad key 400', async () => {
    const [d] = carriers.slice(4, 5).map((x) => x.dotNumber);
    const key = `tms-${Date.now()}`;
    const first = await call('POST', '/api/v1/monitoring/carriers', { usdots: [d] }, { 'idempotency-key': key });
    expect(first.body.results).toEqual([{ usdot: d, result: 'ADDED' }]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Run again, it would say ALREADY_MONITORED: the replay is the first answer, not a second run.
    const again = await call('POST', '/api/v1/monitoring/carriers', { usdots: [d] }, { 'idempotency-key': key });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([200, first.body, 'true']);
    const other = await call('POST', '/api/v1/monitoring/carriers/remove', { usdots: [d] }, { 'idempotency-key': key });
    expect([other.status, other.body.code, other.headers.get('content-type')]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED', expect.stringMatching(/^application\/problem\+json/)]);
    expect((await get('/api/v1/monitoring/carriers?limit=1000')).body.items.map((m: { usdot: string }) => m.usdot)).toContain(d);
    const bad = await call('POST', '/api/v1/monitoring/carriers', { usdots: [d] }, { 'idempotency-key': 'has spaces' });
    expect([bad.status, bad.body.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
  }, 60_000);

  it("feeds the alerts of monitored carriers since a cursor, and judges under the company's rules", async () => {
    const insured = carriers.find((c) => c.verdict.outcome === 'PASS' && c.verdict.checks.some((k) => k.key === 'verdict.insurance.on-file'));
    expect(insured).toBeDefined();
    const dot = insured!.dotNumber;
    const start = await get('/api/v1/alerts');
    expect(start.status).toBe(200);
    const cursor = start.body.next as string;
    expect((await call('POST', '/api/v1/monitoring/carriers', { usdots: [dot] })).body.results).toEqual([{ usdot: dot, result: 'ADDED' }]);
    // The company's rules change: the monitored carrier's verdict moves, which is news.
    const rules = await admin.request('PUT', '/api/company/verdict-profile', { minAuthorityAgeDays: 90, minLiabilityUsd: 10_000_000, contactChangeDays: 30, disabledRules: [] });
    expect(rules.status).toBe(200);
    const fed = await eventually(
      async () => (await get(`/api/v1/alerts?cursor=${cursor}`)).body as { items: { usdot: string; code: string; id: string }[]; next: string },
      (f) => f.items.some((a) => a.usdot === dot && a.code === 'verdict-changed'),
      'a verdict-changed alert in the feed',
    );
    expect(new Set(fed.items.map((a) => a.id)).size).toBe(fed.items.length);
    // Nothing new since: the feed answers no item and a cursor to keep.
    const after = await get(`/api/v1/alerts?cursor=${fed.next}`);
    expect(after.body).toEqual({ items: [], next: fed.next });
    const verdict = (await get(path(ops.getCarrierVerdictV1, { usdot: dot }))).body;
    expect(verdict).toMatchObject({ outcome: 'FAIL', profile: 'company:1' });
    expect(verdict.checks[0]).toMatchObject({ rule: 'liability-insurance', outcome: 'FAIL', dataset: 'insurance' });
  }, 90_000);

  it('lists the reports and FreightGuard incidents about a carrier the company may see', async () => {
    const dot = carriers[5].dotNumber;
    expect((await get(path(ops.listCarrierReportsV1, { usdot: dot }))).body).toEqual({ items: [] });
    const filed = await admin.post(`/api/carriers/${dot}/reports`, { reportType: 'POSITIVE', rating: 5, comments: 'On time, clean paperwork.' });
    expect(filed.status).toBe(201);
    const listed = await get(path(ops.listCarrierReportsV1, { usdot: dot }));
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: filed.body.id, usdot: dot, kind: 'CARRIER_REPORT', type: 'POSITIVE', rating: 5, comments: 'On time, clean paperwork.', isOwn: true, visibility: 'ALL', incident: null }),
    ]);
    // A FreightGuard incident about the carrier is listed too, with what happened: the report a TMS needs most.
    const incident = await admin.post('/api/freightguard', {
      carrierId: dot, carrierName: carriers[5].companyName, mcNumber: '', dotNumber: dot, reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH',
      description: 'Re-brokered without consent.', location: 'Dallas, TX', incidentDate: '2026-11-30', monetaryImpact: 4200.5, isDoubleBrokerage: true, brokerageChain: ['ACME', 'SHADOW LOGISTICS'],
    });
    expect(incident.status).toBe(201);
    const both = (await get(path(ops.listCarrierReportsV1, { usdot: dot }))).body.items;
    expect(both).toHaveLength(2);
    expect(both.find((r: { id: string }) => r.id === incident.body.id)).toEqual({
      id: incident.body.id, usdot: dot, kind: 'INCIDENT', type: null, rating: null, comments: '', filedAt: expect.any(String), reporterCompany: expect.any(String), isOwn: true,
      visibility: 'ALL', windowState: expect.stringMatching(/^(OPEN|CLOSED)$/), response: null,
      incident: {
        category: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH', status: 'PENDING', description: 'Re-brokered without consent.', location: 'Dallas, TX',
        incidentDate: '2026-11-30', monetaryImpact: 4200.5, isDoubleBrokerage: true, brokerageChain: ['ACME', 'SHADOW LOGISTICS'],
      },
    });
  }, 60_000);

  it('serves the Python example of the docs (standard library only), and refuses it a revoked key', async () => {
    const example = join(__dirname, '../../docs/examples/public_api_v1.py');
    const run = (key: string, usdot: string) => spawnSync('python3', [example, usdot], { env: { PATH: process.env.PATH, LOGISCOPE_URL: server.baseUrl, LOGISCOPE_KEY: key }, encoding: 'utf8', timeout: 60_000 });
    const dot = carriers[6].dotNumber;
    const ran = run(secret, dot);
    expect({ status: ran.status, stderr: ran.stderr }).toEqual({ status: 0, stderr: '' });
    expect(ran.stdout).toMatch(new RegExp(`^USDOT ${dot}: (PASS|REVIEW|FAIL) \\(rules: (default|company:\\d+)\\)$`, 'm'));
    // Every check with the data set it read and that data's date.
    expect(ran.stdout).toMatch(/^ {2}\w+ +operating-authority: .+ \[[a-z-]+, (\d{4}-\d{2}-\d{2}|unknown date)\]$/m);
    expect(ran.stdout).toContain('Monitoring: ADDED');
    expect(ran.stdout).toMatch(/^Alerts read: \d+; next cursor: [A-Za-z0-9_-]+$/m);

    const revocable = await admin.post('/api/company/api-keys', { name: 'Python', scopes: ['carriers:read'] });
    expect((await admin.request('DELETE', `/api/company/api-keys/${revocable.body.id}`)).status).toBe(200);
    const refused = run(revocable.body.secret, dot);
    expect({ status: refused.status, stderr: refused.stderr.trim() }).toEqual({ status: 1, stderr: `Refused: API_KEY_INVALID: ${message('API_KEY_INVALID')}` });
  }, 90_000);

  it('sends no CORS headers: a page on another site cannot read it with a key it holds', async () => {
    const url = `${server.baseUrl}${path(ops.getCarrierV1, { usdot: carriers[0].dotNumber })}`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(url, { headers: { origin: 'https://elsewhere.example', authorization: `Bearer ${secret}` } });
    expect([read.status, read.headers.get('access-control-allow-origin')]).toEqual([200, null]);
  }, 30_000);

  it('describes itself in its own OpenAPI document; the session API document no longer lists it', async () => {
    const doc = (await new ApiClient(server.baseUrl).get('/api/v1/openapi.json')).body as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/carriers/{usdot}', '/api/v1/dockets/{docket}', '/api/v1/monitoring/carriers', '/api/v1/alerts']));
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['apiKey']);
    const session = (await new ApiClient(server.baseUrl).get('/api/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(session.paths).filter((p) => p.startsWith('/api/v1/'))).toEqual([]);
  }, 30_000);
});
