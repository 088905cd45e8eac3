import { readFileSync } from 'node:fs';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { CENSUS_SAMPLE, importFiles } from '../../../test/support/import-cli';
import { startServer, type RunningServer } from '../../../test/support/server-process';
import { fmcsaFixture } from './fmcsa-fixtures';
import { registerOnTrial } from '../../../test/support/trial';

/** A CSV file as rows keyed by header (the simple split: rows quoting a comma are left out, as in carriers.e2e). */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = header.split(',');
  return lines.filter((l) => !l.includes('"')).map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

const CLASS_FLAGS = [
  'PRIVATE_ONLY', 'EXEMPT_FOR_HIRE', 'PRIVATE_PROPERTY', 'PRIVATE_PASSENGER_BUSINESS', 'PRIVATE_PASSENGER_NONBUSINESS', 'MIGRANT', 'US_MAIL',
  'FEDERAL_GOVERNMENT', 'STATE_GOVERNMENT', 'LOCAL_GOVERNMENT', 'INDIAN_TRIBE', 'OP_OTHER',
];

/**
 * The broker's question applied by hand to one company's real rows ("may I tender a brokered load to it as the motor
 * carrier?"): SAFER's operating status says which authority it holds (property, household goods, passengers, broker),
 * the census operation and classification what it is when it holds none.
 */
function authorityByHand(census: Record<string, string>, safer: Record<string, string>): { key: string; outcome: 'PASS' | 'REVIEW' | 'FAIL' } {
  const status = safer['Operating Status'].trim().toUpperCase();
  const hasDocket = /\b(MC|MX)-?\d/i.test(safer['MC/MX/FF Number(s)'] ?? '');
  if (status.startsWith('INACTIVE')) return { key: 'verdict.authority.usdot-inactive', outcome: 'FAIL' };
  const authorized = /^AUTHORIZED FOR (.*)$/.exec(status);
  if (authorized) {
    const parts = authorized[1].split(',').map((p) => p.trim());
    if (parts.some((p) => !/BROKER|PASSENGER|HHG/.test(p))) return { key: 'verdict.authority.active', outcome: 'PASS' };
    if (parts.includes('HHG')) return { key: 'verdict.authority.household-goods', outcome: 'REVIEW' };
    if (parts.some((p) => p.includes('PASSENGER'))) return { key: 'verdict.authority.passenger-only', outcome: 'FAIL' };
    return { key: 'verdict.authority.broker-only', outcome: 'FAIL' };
  }
  if (status === 'AUTHORIZED') return { key: 'verdict.authority.active', outcome: 'PASS' };
  if (status === 'NOT AUTHORIZED' && hasDocket) return { key: 'verdict.authority.inactive', outcome: 'FAIL' };
  // No authority held: SAFER's ACTIVE or NOT AUTHORIZED is a data set covering the company that says so.
  const known = status === 'ACTIVE' || status === 'NOT AUTHORIZED';
  if (census.CARRIER_OPERATION !== 'A') return { key: 'verdict.authority.intrastate', outcome: 'REVIEW' };
  if (census.AUTHORIZED_FOR_HIRE === 'Y') return known ? { key: 'verdict.authority.none', outcome: 'FAIL' } : { key: 'verdict.authority.missing', outcome: 'REVIEW' };
  if (census.EXEMPT_FOR_HIRE === 'Y') return { key: 'verdict.authority.exempt', outcome: 'REVIEW' };
  if (CLASS_FLAGS.some((f) => census[f] === 'Y')) return { key: 'verdict.authority.private', outcome: 'FAIL' };
  return known ? { key: 'verdict.authority.none', outcome: 'FAIL' } : { key: 'verdict.authority.missing', outcome: 'REVIEW' };
}

interface Check {
  rule: string;
  outcome: string;
  key: string;
  message: string;
  dataset: string;
  asOf: string;
  missing: boolean;
}
interface Carrier {
  dotNumber: string;
  isRecommended: boolean;
  verdict: { outcome: string; checks: Check[]; profile: string };
}

// Verdict rules are the same code in both profiles (the gRPC round trip of the view is carrier-data.grpc.int.spec);
// the embedded server imports the real samples in seconds.
describe.each(['embedded' as const])('verdicts on real FMCSA rows [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  const census = readCsv(CENSUS_SAMPLE);
  const safer = readCsv(fmcsaFixture('fmcsa_on_off.csv'));
  const censusByDot = new Map(census.map((r) => [r.DOT_NUMBER, r]));
  const both = safer.filter((r) => censusByDot.has(r.DOT_NUMBER));

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const carrier = async (dot: string): Promise<Carrier> => {
    const res = await broker.get(`/api/carriers/${dot}`);
    expect(res.status).toBe(200);
    return res.body as Carrier;
  };

  it('should say what is missing, never "no authority", when only the census was imported', async () => {
    await importFiles(server, profile, [CENSUS_SAMPLE]);
    const imported = async () => ((await broker.get('/api/fmcsa/datasets')).body.datasets as { dataset: string; imported: boolean }[]).filter((d) => d.imported).map((d) => d.dataset).sort();
    await eventually(imported, (sets) => sets.includes('census'), 'the census data set');
    expect(await imported()).toEqual(['census', 'contact-history', 'identifiers', 'reports']);
    // No authority data set covers them: their authority is UNKNOWN, never "NONE" (the badge a broker reads).
    expect((await carrier(both[0].DOT_NUMBER)) as unknown as { authorityStatus: string }).toMatchObject({ authorityStatus: 'UNKNOWN' });
    for (const row of both.slice(0, 12)) {
      const c = await carrier(row.DOT_NUMBER);
      // The census alone: what it says the company is decides only where that is known data (a private fleet fails,
      // an intrastate or exempt hauler asks for review); a for-hire carrier's authority is not known.
      const expected = authorityByHand(censusByDot.get(row.DOT_NUMBER)!, { 'Operating Status': 'OUT-OF-SERVICE' });
      expect(c.isRecommended).toBe(false);
      expect(c.verdict.checks.find((k) => k.rule === 'operating-authority')).toMatchObject({ key: expected.key, outcome: expected.outcome });
      expect(c.verdict.checks.map((k) => k.key)).not.toContain('verdict.authority.none');
      expect(c.verdict.outcome).toBe(expected.outcome === 'FAIL' ? 'FAIL' : 'REVIEW');
    }
    const page = (await broker.get(`/api/carriers/search?q=${encodeURIComponent(both[0].LEGAL_NAME)}`)).body.carriers as Carrier[];
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((c) => c.verdict.outcome !== 'PASS' && !c.isRecommended)).toBe(true);
  });

  it('should judge the carriers of held-out real census and SAFER rows as the rules applied by hand do', async () => {
    await importFiles(server, profile, [fmcsaFixture('fmcsa_on_off.csv')]);
    const datasets = async () => (await broker.get('/api/fmcsa/datasets')).body.datasets as { dataset: string; imported: boolean }[];
    await eventually(datasets, (sets) => sets.some((d) => d.dataset === 'authority' && d.imported), 'the SAFER authority data set');
    expect(both.length).toBeGreaterThanOrEqual(30);
    const outcomes = new Map<string, number>();
    for (const row of both) {
      const expected = authorityByHand(censusByDot.get(row.DOT_NUMBER)!, row);
      const c = await carrier(row.DOT_NUMBER);
      const authority = c.verdict.checks.find((k) => k.rule === 'operating-authority')!;
      expect({ dot: row.DOT_NUMBER, key: authority.key, outcome: authority.outcome }).toEqual({ dot: row.DOT_NUMBER, ...expected });
      // No safety rating in either file: never PASS on it; a failing authority decides, else review.
      expect(c.verdict.checks.find((k) => k.rule === 'safety-rating')).toMatchObject({ missing: true, outcome: 'REVIEW' });
      expect(c.verdict.outcome).toBe(expected.outcome === 'FAIL' ? 'FAIL' : 'REVIEW');
      expect(c.isRecommended).toBe(false);
      outcomes.set(expected.key, (outcomes.get(expected.key) ?? 0) + 1);
    }
    // The sample holds each case the rule tells apart.
    expect([...outcomes.keys()].sort()).toEqual(
      expect.arrayContaining(['verdict.authority.active', 'verdict.authority.inactive', 'verdict.authority.none', 'verdict.authority.intrastate', 'verdict.authority.private']),
    );
  });
});
