import { MESSAGES } from '@logiscope/proto/http';
import { ApiClient, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

jest.setTimeout(60_000);

/** Anonymous lookups one client address may make per minute in this run: low, so the limit is reached on purpose. */
const PUBLIC_LIMIT = 6;

interface Carrier {
  id: string;
  companyName: string;
  legalName: string;
  mcNumber: string;
  dotNumber: string;
}

/**
 * GET /api/fmcsa/lookup for visitors (registration's auto-fill) and signed-in companies, and the sample numbers the
 * FMCSA Lookup page offers (GET /api/fmcsa/samples). Every answer is checked against the declared operation (ApiClient).
 */
describe.each(e2eProfiles())('FMCSA lookup over HTTP [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  let visitor: ApiClient;
  let target: Carrier;
  /** Anonymous lookups that reached the handler so far (400s are refused before it and cost nothing). */
  let spent = 0;

  const anonymous = async (query: string) => {
    const res = await visitor.get(`/api/fmcsa/lookup?${query}`);
    if (res.status !== 400) spent += 1;
    return res;
  };

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: profile === 'embedded' ? '500' : '200', RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE: String(PUBLIC_LIMIT) });
    broker = new ApiClient(server.baseUrl);
    visitor = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
    const found: Carrier[] = [];
    for (const q of ['trucking', 'transport', 'logistics', 'freight', 'express']) found.push(...(await broker.get(`/api/carriers/search?q=${q}&pageSize=50`)).body.carriers);
    target = found.find((c) => c.mcNumber && c.companyName)!;
    expect(target).toBeDefined();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('tells a visitor the company name, MC and DOT of a carrier, by DOT or by MC as typed, and nothing more', async () => {
    const wanted = { companyName: target.companyName || target.legalName, mcNumber: target.mcNumber, dotNumber: target.dotNumber };
    const byDot = await anonymous(`dot=${target.dotNumber}`);
    expect(byDot.status).toBe(200);
    expect(byDot.body).toStrictEqual(wanted);
    const byMc = await anonymous(`mc=${encodeURIComponent(`MC-${target.mcNumber}`)}`);
    expect(byMc.status).toBe(200);
    expect(byMc.body).toStrictEqual(wanted);
  });

  it('gives a signed-in company the whole carrier, and counts its lookups in its search history', async () => {
    const before = (await broker.get('/api/search-history?limit=100')).body.length;
    const res = await broker.get(`/api/fmcsa/lookup?dot=${target.dotNumber}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, legalName: target.legalName, mcNumber: target.mcNumber });
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['riskScore', 'verdict', 'insurancePolicies', 'phone', 'address']));
    const history = (await broker.get('/api/search-history?limit=100')).body as { searchType: string; query: string }[];
    expect(history).toHaveLength(before + 1);
    expect(history[0]).toMatchObject({ searchType: 'FMCSA_LOOKUP', query: `DOT ${target.dotNumber}` });
  });

  it("answers 404 with the server's message for a number nobody holds, and 400 with the spec's message for one it cannot read", async () => {
    const missing = await anonymous('dot=999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No carrier found with DOT number 999999999 in the FMCSA data');
    expect((await broker.get('/api/fmcsa/lookup?mc=MC-9999999')).body.message).toBe('No carrier found with MC number 9999999 in the FMCSA data');
    for (const [query, code] of [
      ['mc=12ab34', 'MC_NUMBER_INVALID'],
      ['mc=000', 'MC_NUMBER_INVALID'],
      ['dot=DOT%2012-34', 'DOT_NUMBER_INVALID'],
      ['dot=12345678901', 'DOT_NUMBER_INVALID'],
      ['mc=&dot=', 'LOOKUP_NUMBER_REQUIRED'],
    ] as const) {
      const res = await anonymous(query);
      expect({ query, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ query, status: 400, code, message: MESSAGES[code] });
    }
  });

  it('offers sample numbers a signed-in company finds, and none to a visitor', async () => {
    expect((await visitor.get('/api/fmcsa/samples')).status).toBe(401);
    const samples = (await broker.get('/api/fmcsa/samples')).body as { mc: { number: string; companyName: string }[]; dot: { number: string; companyName: string }[] };
    expect(samples.mc).toHaveLength(3);
    expect(samples.dot).toHaveLength(3);
    for (const [kind, list] of [['mc', samples.mc], ['dot', samples.dot]] as const) {
      for (const sample of list) {
        const res = await broker.get(`/api/fmcsa/lookup?${kind}=${sample.number}`);
        expect({ kind, number: sample.number, status: res.status }).toEqual({ kind, number: sample.number, status: 200 });
        expect(res.body.companyName).toBe(sample.companyName);
      }
    }
  });

  it('limits a visitor to RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE lookups per client address; a signed-in company goes on', async () => {
    expect(spent).toBeLessThan(PUBLIC_LIMIT);
    while (spent < PUBLIC_LIMIT) expect((await anonymous(`dot=${target.dotNumber}`)).status).toBe(200);
    const refused = await anonymous(`dot=${target.dotNumber}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.RATE_LIMITED });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await broker.get(`/api/fmcsa/lookup?dot=${target.dotNumber}`)).status).toBe(200);
  });
});
