import { message } from '@logiscope/proto/http';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { pdfText } from '../../../test/support/pdf-text';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Carrier {
  id: string;
  dotNumber: string;
  mcNumber: string;
  legalName: string;
  verdict: { outcome: 'PASS' | 'REVIEW' | 'FAIL'; profile: string; checks: unknown[] };
}

async function company(baseUrl: string): Promise<ApiClient> {
  const c = new ApiClient(baseUrl);
  const tag = Math.random().toString(36).slice(2, 8);
  const reg = await registerOnTrial(c, registration({ companyType: 'BROKER', companyName: `Vetters ${tag}`, mcNumber: `MC-${Math.floor(Math.random() * 900000) + 100000}b` }));
  expect(reg.status).toBe(201);
  return c;
}

const CODE = /^LV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * Load vetting records through HTTP (issue 24 §4): "Vet for a load" freezes the verdict the company sees into a record
 * with a public code, a PDF and a JSON copy; a new vetting of the load supersedes the record and both stay; every
 * outcome is recorded, a Review may be accepted with a reason, a Fail never; the history by carrier, load and text;
 * the same for a TMS with an API key (vetting:write); the tenant boundary.
 */
describe.each(e2eProfiles())('load vetting records [%s]', (profile) => {
  let server: RunningServer;
  let a: ApiClient;
  let b: ApiClient;
  const byOutcome: Partial<Record<Carrier['verdict']['outcome'], Carrier>> = {};
  /** A carrier with an MC docket (the public API vets it by docket too). */
  let withMc: Carrier;

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '300' });
    [a, b] = [await company(server.baseUrl), await company(server.baseUrl)];
    const found = await eventually(
      async () => (await a.get('/api/carriers/search?q=trucking&pageSize=100')).body.carriers as Carrier[],
      (cs) => ['REVIEW', 'FAIL'].every((o) => cs.some((c) => c.verdict.outcome === o)) && cs.some((c) => c.mcNumber !== ''),
      'demo carriers whose verdicts are Review and Fail, and one with an MC docket',
    );
    for (const c of found) byOutcome[c.verdict.outcome] ??= c;
    withMc = found.find((c) => c.mcNumber !== '')!;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const detail = async (c: Carrier) => (await a.get(`/api/carriers/${c.id}`)).body as Carrier;

  it('freezes the verdict the company sees into a record with a public code, a PDF and a JSON copy', async () => {
    const carrier = await detail(byOutcome.REVIEW!);
    const res = await a.post(`/api/carriers/${carrier.id}/vettings`, { loadReference: 'PO-48213', pickupDate: '2026-12-08', lane: 'Chicago, IL → Dallas, TX' });
    expect(res.status).toBe(201);
    const record = res.body;
    expect(record.code).toMatch(CODE);
    expect(record).toMatchObject({
      loadReference: 'PO-48213',
      pickupDate: '2026-12-08',
      lane: 'Chicago, IL → Dallas, TX',
      carrierId: carrier.id,
      dotNumber: carrier.dotNumber,
      outcome: carrier.verdict.outcome,
      checks: carrier.verdict.checks,
      profile: carrier.verdict.profile,
      overridden: false,
      supersedes: '',
      supersededBy: '',
      verifyUrl: expect.stringMatching(new RegExp(`/verify/${record.code}$`)),
    });
    expect(record.companyName).toMatch(/^Vetters /);
    expect(Number(record.retainUntil.slice(0, 4)) - Number(record.vettedAt.slice(0, 4))).toBe(8);

    // The public record: no login, the code in any case.
    const pub = await new ApiClient(server.baseUrl).get(`/api/vettings/${record.code.toLowerCase()}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(record);

    const pdf = await a.download(`/api/vettings/${record.code}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = pdfText(pdf.bytes);
    expect(text).toContain('Load Vetting Record');
    expect(text).toContain(record.code);
    expect(text).toContain('PO-48213');
    expect(text).toContain('Chicago, IL -> Dallas, TX'); // the lane typed with "→", in the PDF font's characters
    expect(text).toContain(`USDOT ${carrier.dotNumber}`);

    // Anyone can check a copy of the PDF against the record.
    const check = (bytes: Buffer) => new ApiClient(server.baseUrl).post(`/api/vettings/${record.code}/verify`, { file: bytes.toString('base64') });
    expect((await check(pdf.bytes)).body).toMatchObject({ code: record.code, matches: true, signatureValid: true, recordedSha256: record.sha256 });
    const changed = Buffer.from(pdf.bytes);
    changed[changed.length - 10] ^= 1;
    expect((await check(changed)).body).toMatchObject({ matches: false, signatureValid: true });

    // Another company: no PDF, nothing in its history.
    expect((await b.download(`/api/vettings/${record.code}/pdf`)).status).toBe(404);
    expect((await b.get('/api/vettings')).body).toEqual({ items: [], nextCursor: '' });
  }, 60_000);

  it('records every outcome; a Review is accepted with a reason, a Fail never; a new vetting supersedes and both stay', async () => {
    const fail = byOutcome.FAIL!;
    const refused = await a.post(`/api/carriers/${fail.id}/vettings`, { loadReference: 'LD 77', overrideReason: 'Known carrier, used for years' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'VETTING_FAIL_NOT_OVERRIDABLE', message('VETTING_FAIL_NOT_OVERRIDABLE')]);
    const failed = await a.post(`/api/carriers/${fail.id}/vettings`, { loadReference: 'LD 77' });
    expect([failed.status, failed.body.outcome]).toEqual([201, 'FAIL']);

    const review = byOutcome.REVIEW!;
    const accepted = await a.post(`/api/carriers/${review.id}/vettings`, { loadReference: 'ld  77', overrideReason: 'Insurance confirmed with the agent by phone' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ outcome: 'REVIEW', overridden: true, overrideReason: 'Insurance confirmed with the agent by phone', supersedes: failed.body.code });

    const load = await a.get('/api/vettings?loadReference=LD%2077');
    expect(load.body.items.map((r: { code: string }) => r.code)).toEqual([accepted.body.code, failed.body.code]);
    expect(load.body.items[1]).toMatchObject({ outcome: 'FAIL', supersededBy: accepted.body.code });
    expect((await a.get(`/api/vettings?carrierId=${fail.id}`)).body.items.map((r: { code: string }) => r.code)).toContain(failed.body.code);
    expect((await a.get(`/api/vettings?q=${encodeURIComponent('ld 77')}`)).body.items).toHaveLength(2);
  }, 60_000);

  it("keeps new records for the retention the company's ADMIN sets (8 years until then)", async () => {
    const admin = await company(server.baseUrl);
    expect((await admin.get('/api/company/vetting-retention')).body).toEqual({ years: 8, isDefault: true, updatedAt: '', updatedBy: '' });
    const refused = await admin.request('PUT', '/api/company/vetting-retention', { years: 2 });
    expect([refused.status, refused.body.code]).toEqual([400, 'VETTING_RETENTION_INVALID']);
    const set = await admin.request('PUT', '/api/company/vetting-retention', { years: 12 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ years: 12, isDefault: false, updatedBy: expect.stringContaining('@') });
    const record = (await admin.post(`/api/carriers/${byOutcome.REVIEW!.id}/vettings`, { loadReference: 'KEEP-12' })).body;
    expect(Number(record.retainUntil.slice(0, 4)) - Number(record.vettedAt.slice(0, 4))).toBe(12);
  }, 60_000);

  it('vets for a TMS with an API key (vetting:write), by USDOT or docket, and answers problem+json', async () => {
    const admin = await company(server.baseUrl);
    const created = await admin.post('/api/company/api-keys', { name: 'TMS', scopes: ['vetting:write'] });
    expect(created.status).toBe(201);
    const other = await admin.post('/api/company/api-keys', { name: 'Reader', scopes: ['carriers:read'] });
    const tms = (method: string, path: string, body?: unknown, secret = created.body.secret as string) =>
      new ApiClient(server.baseUrl).request(method, path, body, { authorization: `Bearer ${secret}` });
    const carrier = withMc;

    const byDot = await tms('POST', '/api/v1/vettings', { usdot: carrier.dotNumber, loadReference: 'TMS-1' });
    expect(byDot.status).toBe(201);
    expect(byDot.body).toMatchObject({ carrierId: carrier.id, loadReference: 'TMS-1', requestedBy: expect.stringMatching(/\(API key\)$/) });
    const byDocket = await tms('POST', '/api/v1/vettings', { docket: `MC${carrier.mcNumber}`, loadReference: 'TMS-1' });
    expect(byDocket.status).toBe(201);
    expect(byDocket.body).toMatchObject({ carrierId: carrier.id, supersedes: byDot.body.code });

    expect((await tms('GET', `/api/v1/vettings/${byDot.body.code}`)).body).toMatchObject({ code: byDot.body.code, supersededBy: byDocket.body.code });
    expect((await tms('GET', '/api/v1/vettings?loadReference=TMS-1')).body.items).toHaveLength(2);
    // The web app sees the same history.
    expect((await admin.get('/api/vettings')).body.items.map((r: { code: string }) => r.code)).toEqual([byDocket.body.code, byDot.body.code]);

    const neither = await tms('POST', '/api/v1/vettings', { loadReference: 'TMS-2' });
    expect(neither.status).toBe(400);
    expect(neither.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(neither.body.code).toBe('VETTING_CARRIER_REQUIRED');
    const scoped = await tms('POST', '/api/v1/vettings', { usdot: carrier.dotNumber, loadReference: 'TMS-2' }, other.body.secret);
    expect([scoped.status, scoped.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
    // Another company's key cannot read this record by its code under /api/v1 (the public page can).
    expect((await tms('GET', `/api/v1/vettings/${(await a.get('/api/vettings')).body.items[0].code}`)).status).toBe(404);
  }, 60_000);
});
