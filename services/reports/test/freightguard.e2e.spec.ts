import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Incident {
  id: string;
  carrierId: string;
  carrierLinked: boolean;
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
  reportCategory: string;
  incidentType: string;
  status: string;
  verifiedBy: string | null;
  corroborations: number;
  monetaryImpact: number | null;
  brokerageChain: string[];
  reporterName: string;
  reporterCompany: string;
  isOwn: boolean;
  response: { text: string } | null;
  amountRecovered: number | null;
  responseLink: string | null;
}
interface Page {
  reports: Incident[];
  total: number;
}

const OPERATOR = { email: 'operator@fg-e2e.logiscope.dev', password: 'operator-fg-e2e-2026' };

async function company(baseUrl: string, type: 'BROKER' | 'SHIPPER') {
  const client = new ApiClient(baseUrl);
  const reg = registration(type === 'BROKER' ? { companyType: 'BROKER', mcNumber: 'MC-123456B' } : {});
  expect((await registerOnTrial(client, reg)).status).toBe(201);
  return { client, companyName: reg.companyName as string };
}

/**
 * FreightGuard through HTTP, as brokers, a shipper, the accused carrier and the platform operator use it: file (shown
 * at once as PENDING, linked to the carrier record), filter and search, corroborate (VERIFIED), dispute through the
 * response portal (DISPUTED), resolve with an amount recovered (RESOLVED), operator verify; a shipper reads but gets
 * 403 when it files; an incident type outside the list or of another category is a 400, and so is an MC number that is
 * not the carrier's.
 */
describe.each(e2eProfiles())('FreightGuard incident reports [%s]', (profile) => {
  let server: RunningServer;
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;
  let carrier: { dotNumber: string; mcNumber: string; companyName: string };

  const incident = (over: Record<string, unknown> = {}) => ({
    carrierId: carrier.dotNumber,
    carrierName: carrier.companyName,
    // The carrier's own MC number ('' when it has none: a linked carrier needs no MC).
    mcNumber: carrier.mcNumber,
    dotNumber: carrier.dotNumber,
    reportCategory: 'CARGO_ISSUES',
    incidentType: 'STOLEN_CARGO',
    severity: 'HIGH',
    description: 'Trailer vanished after pickup; the tracking link went dark near Amarillo.',
    location: 'Amarillo, TX',
    incidentDate: '2026-11-01',
    monetaryImpact: 12500.5,
    isDoubleBrokerage: false,
    brokerageChain: [],
    ...over,
  });
  const list = async (client: ApiClient, query: string) => {
    const res = await client.get(`/api/freightguard${query}`);
    expect(res.status).toBe(200);
    return res.body as Page;
  };

  beforeAll(async () => {
    server = await startServer(profile, { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}) });
    a = await company(server.baseUrl, 'BROKER');
    b = await company(server.baseUrl, 'BROKER');
    const hits = (await a.client.get('/api/carriers/search?q=trucking&pageSize=20')).body.carriers as { dotNumber: string; mcNumber: string; companyName: string }[];
    carrier = hits[0]!;
    expect(carrier).toBeDefined();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should show a filed incident at once as PENDING, linked to the carrier record, to every company', async () => {
    const filed = await a.client.post('/api/freightguard', incident({ isDoubleBrokerage: true, brokerageChain: ['Front Lines LLC', 'Ghost Freight'] }));
    expect(filed.status).toBe(201);
    const mine = filed.body as Incident;
    expect(mine).toMatchObject({ status: 'PENDING', carrierLinked: true, carrierId: carrier.dotNumber, monetaryImpact: 12500.5, brokerageChain: ['Front Lines LLC', 'Ghost Freight'], reporterName: 'Ann Lee', reporterCompany: a.companyName, isOwn: true });
    expect(mine.responseLink).toMatch(/^\/respond\/[A-Za-z0-9_-]{43}$/);
    const seenByB = (await list(b.client, `?search=${encodeURIComponent('amarillo')}`)).reports.find((r) => r.id === mine.id);
    expect(seenByB).toMatchObject({ isOwn: false, responseLink: null, status: 'PENDING' });
  });

  it('should refuse an incident type outside the list or of another category, a negative amount, and a shipper', async () => {
    const unknown = await a.client.post('/api/freightguard', incident({ incidentType: 'ALIEN_ABDUCTION' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Choose an incident type from the list', code: 'FG_INCIDENT_TYPE_UNKNOWN' });
    const mismatch = await a.client.post('/api/freightguard', incident({ incidentType: 'LATE_PAYMENT' }));
    expect(mismatch.body).toMatchObject({ message: 'This incident type does not belong to the chosen report category' });
    expect((await a.client.post('/api/freightguard', incident({ monetaryImpact: -5 }))).status).toBe(400);
    expect((await a.client.post('/api/freightguard', incident({ brokerageChain: ['Somebody'] }))).body.code).toBe('FG_CHAIN_WITHOUT_DOUBLE_BROKERAGE');
    const shipper = await company(server.baseUrl, 'SHIPPER');
    const refused = await shipper.client.post('/api/freightguard', incident());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Filing FreightGuard reports is a broker feature.');
    expect((await list(shipper.client, '')).total).toBeGreaterThan(0);
  });

  it('should search by carrier name, MC and description and filter by category and status', async () => {
    const unlinked = (await a.client.post('/api/freightguard', incident({ carrierId: '', dotNumber: '', mcNumber: '8765432', carrierName: 'Phantom Haulers Zq', reportCategory: 'FRAUD_SUSPICIOUS', incidentType: 'CARRIER_IMPERSONATION', description: 'Spoofed dispatcher e-mail asked for quick-pay.', monetaryImpact: null }))).body as Incident;
    expect(unlinked).toMatchObject({ carrierLinked: false, monetaryImpact: null });
    const ids = async (q: string) => (await list(b.client, q)).reports.map((r) => r.id);
    expect(await ids('?search=phantom%20zq')).toEqual([unlinked.id]);
    expect(await ids('?search=MC-8765432')).toEqual([unlinked.id]);
    expect(await ids('?search=quick-pay%20spoofed')).toEqual([unlinked.id]);
    expect(await ids('?category=FRAUD_SUSPICIOUS')).toEqual([unlinked.id]);
    expect(await ids('?search=phantom&category=CARGO_ISSUES')).toEqual([]);
    expect(await ids('?search=phantom&status=RESOLVED')).toEqual([]);
    expect((await b.client.get('/api/freightguard?status=OPEN')).status).toBe(400);
  });

  it('should verify both incidents when a second company reports the same carrier in the same category', async () => {
    const first = (await list(a.client, '?category=CARGO_ISSUES')).reports.find((r) => r.isOwn)!;
    const second = (await b.client.post('/api/freightguard', incident({ incidentType: 'FICTITIOUS_PICKUP', description: 'A truck with fake paperwork collected the load.' }))).body as Incident;
    const verified = await eventually(
      () => list(a.client, '?status=VERIFIED&category=CARGO_ISSUES'),
      (p) => [first.id, second.id].every((id) => p.reports.some((r) => r.id === id)),
      'both incidents VERIFIED',
    );
    expect(verified.reports.find((r) => r.id === first.id)).toMatchObject({ verifiedBy: 'CORROBORATED', corroborations: 1 });
  });

  it('should mark an incident DISPUTED when the carrier answers on the response page, then RESOLVED with the amount recovered', async () => {
    const filed = (await a.client.post('/api/freightguard', incident({ reportCategory: 'PAYMENT_ISSUES', incidentType: 'FRAUDULENT_BILLING', description: 'Billed twice for one load.' }))).body as Incident;
    const responseId = filed.responseLink!.replace('/respond/', '');
    const carrierSide = new ApiClient(server.baseUrl);
    const answered = await carrierSide.post(`/api/reports/${responseId}/respond`, { responseText: 'The second invoice was for the return load; see rate confirmation 2231.', contactEmail: 'billing@carrier.example' });
    expect(answered.status).toBe(201);
    const disputed = await eventually(
      () => list(b.client, '?status=DISPUTED'),
      (p) => p.reports.some((r) => r.id === filed.id),
      'the incident DISPUTED',
    );
    expect(disputed.reports.find((r) => r.id === filed.id)!.response?.text).toBe('The second invoice was for the return load; see rate confirmation 2231.');
    expect((await b.client.post(`/api/freightguard/${filed.id}/resolve`, { amountRecovered: 1 })).status).toBe(403);
    const resolved = await a.client.post(`/api/freightguard/${filed.id}/resolve`, { amountRecovered: 300.25 });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'RESOLVED', amountRecovered: 300.25 });
    expect((await a.client.post(`/api/freightguard/${filed.id}/resolve`, { amountRecovered: 0 })).status).toBe(409);
  });

  it('should drop a retracted incident from every list and its search', async () => {
    const filed = (await a.client.post('/api/freightguard', incident({ reportCategory: 'DOCUMENTATION', incidentType: 'FORGED_SIGNATURES', description: 'Proof of delivery signed by a name nobody at the dock knows, Xylophonic.' }))).body as Incident;
    expect((await list(b.client, '?search=xylophonic')).total).toBe(1);
    expect((await b.client.request('DELETE', `/api/carrier-reports/${filed.id}`)).status).toBe(403);
    expect((await a.client.request('DELETE', `/api/carrier-reports/${filed.id}`)).status).toBe(204);
    await eventually(() => list(b.client, '?search=xylophonic'), (p) => p.total === 0, 'the retracted incident gone from search');
    expect((await list(b.client, '?category=DOCUMENTATION')).reports).toEqual([]);
    expect((await a.client.post(`/api/freightguard/${filed.id}/resolve`, { amountRecovered: 0 })).status).toBe(404);
  });

  it('should let a platform operator verify an incident, and no one else', async () => {
    const filed = (await a.client.post('/api/freightguard', incident({ reportCategory: 'SAFETY_VIOLATIONS', incidentType: 'UNSAFE_DRIVING', description: 'Driver ran two red lights leaving the dock.' }))).body as Incident;
    expect((await a.client.post(`/api/freightguard/${filed.id}/verify`)).status).toBe(403);
    const operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
    const verified = await operator.post(`/api/freightguard/${filed.id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'VERIFIED', verifiedBy: 'OPERATOR' });
  });

  it("should refuse an MC number that is not one of the carrier's (400), and show the carrier's own MC or none", async () => {
    type Hit = { dotNumber: string; mcNumber: string; mcNumbers: string[]; companyName: string };
    const hits = ((await a.client.get('/api/carriers/search?q=trucking&pageSize=100')).body.carriers as Hit[]).filter((c) => c.dotNumber !== carrier.dotNumber);
    const withoutMc = hits.find((c) => c.mcNumbers.length === 0)!;
    const withMc = hits.find((c) => c.mcNumbers.length > 0)!;
    const othersMc = hits.find((c) => c.mcNumber && !withMc.mcNumbers.includes(c.mcNumber))!;
    expect([withoutMc, withMc, othersMc].every(Boolean)).toBe(true);
    // Away from the other tests' category and carrier, so nothing here corroborates them.
    const about = (c: Hit, over: Record<string, unknown>) =>
      incident({ carrierId: c.dotNumber, dotNumber: c.dotNumber, carrierName: c.companyName, reportCategory: 'FRAUD_SUSPICIOUS', incidentType: 'CARRIER_IMPERSONATION', ...over });
    const notCarriers = {
      message: "This MC number is not one of the carrier's. Enter one of its MC numbers, or leave MC empty to record the carrier's own (none if it has none).",
      code: 'FG_MC_NOT_CARRIERS',
    };

    // A carrier without an MC number: any MC is another carrier's, picked from the search or typed beside its DOT number.
    const picked = await a.client.post('/api/freightguard', about(withoutMc, { mcNumber: 'MC-555000' }));
    expect(picked.status).toBe(400);
    expect(picked.body).toMatchObject({ ...notCarriers, issues: [{ path: 'mcNumber', ...notCarriers }] });
    const typed = await a.client.post('/api/freightguard', about(withoutMc, { carrierId: '', mcNumber: 'MC-555000' }));
    expect(typed.status).toBe(400);
    expect(typed.body).toMatchObject(notCarriers);
    const none = await a.client.post('/api/freightguard', about(withoutMc, { mcNumber: '' }));
    expect(none.status).toBe(201);
    expect(none.body).toMatchObject({ carrierLinked: true, carrierId: withoutMc.dotNumber, mcNumber: '', dotNumber: withoutMc.dotNumber });

    // A carrier with its own: another carrier's MC is refused; its own is recorded, and so it is when none was typed.
    expect((await a.client.post('/api/freightguard', about(withMc, { mcNumber: `MC-${othersMc.mcNumber}` }))).body).toMatchObject(notCarriers);
    const own = await a.client.post('/api/freightguard', about(withMc, { mcNumber: `MC-${withMc.mcNumber}` }));
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ carrierLinked: true, mcNumber: withMc.mcNumber, dotNumber: withMc.dotNumber });
    expect((await a.client.post('/api/freightguard', about(withMc, { mcNumber: '' }))).body).toMatchObject({ mcNumber: withMc.mcNumber });

    // A carrier LogiScope does not hold is known by the MC typed, which it needs.
    const unknown = await a.client.post('/api/freightguard', incident({ carrierId: '', dotNumber: '', mcNumber: '', carrierName: 'Nobody Freight Zq' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'FG_MC_REQUIRED' });
  });
});
