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
 * The default profile's authority rule applied by hand to one carrier's real rows: the SAFER operating status says
 * whether it holds authority, the census operation and classification flags whether it needs it.
 */
function authorityByHand(census: Record<string, string>, safer: Record<string, string>): { key: string; outcome: 'PASS' | 'REVIEW' | 'FAIL' } {
  const status = safer['Operating Status'].trim().toUpperCase();
  if (status.startsWith('AUTHORIZED FOR')) return { key: 'verdict.authority.active', outcome: 'PASS' };
  if (status === 'NOT AUTHORIZED') return { key: 'verdict.authority.inactive', outcome: 'FAIL' };
  if (census.CARRIER_OPERATION !== 'A') return { key: 'verdict.authority.not-required-intrastate', outcome: 'PASS' };
  if (census.AUTHORIZED_FOR_HIRE === 'Y') return { key: 'verdict.authority.none', outcome: 'FAIL' };
  if (census.EXEMPT_FOR_HIRE === 'Y') return { key: 'verdict.authority.not-required-exempt', outcome: 'PASS' };
  if (CLASS_FLAGS.some((f) => census[f] === 'Y')) return { key: 'verdict.authority.not-required-private', outcome: 'PASS' };
  return { key: 'verdict.authority.need-unknown', outcome: 'REVIEW' };
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
    for (const row of both.slice(0, 12)) {
      const c = await carrier(row.DOT_NUMBER);
      expect(c.verdict.outcome).toBe('REVIEW');
      expect(c.isRecommended).toBe(false);
      expect(c.verdict.checks.find((k) => k.rule === 'operating-authority')).toMatchObject({ outcome: 'REVIEW', missing: true, dataset: 'authority' });
      expect(c.verdict.checks.map((k) => k.key)).not.toContain('verdict.authority.none');
      expect(c.verdict.checks.every((k) => k.message.length > 0 && k.outcome !== 'FAIL')).toBe(true);
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
      expect.arrayContaining(['verdict.authority.active', 'verdict.authority.inactive', 'verdict.authority.none', 'verdict.authority.not-required-intrastate', 'verdict.authority.not-required-private']),
    );
  });
});
