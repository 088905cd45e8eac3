import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Carrier {
  dotNumber: string;
  isRecommended: boolean;
  verdict: { outcome: string; profile: string; checks: { rule: string; outcome: string; key: string; message: string }[] };
}
interface Alert {
  carrierId: string;
  title: string;
  severity: string;
  description: string;
}

const PROFILE = '/api/company/verdict-profile';
const DEFAULTS = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] };

/**
 * A company's verdicts follow its own rules, and a saved carrier whose verdict the new rules move is news: on the
 * embedded demo data (every file the generator writes), through HTTP as a broker's administrator uses it.
 */
describe.each(['embedded' as const])('verdicts under a company profile, and their alerts [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  let other: ApiClient;
  let passing: Carrier;

  beforeAll(async () => {
    server = await startServer(profile);
    admin = new ApiClient(server.baseUrl);
    other = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration())).status).toBe(201);
    expect((await registerOnTrial(other, registration())).status).toBe(201);
    // An insured for-hire carrier every check passes under the default rules (the demo has authorised, insured ones).
    const insuredPass = (c: Carrier) => c.verdict.outcome === 'PASS' && c.verdict.checks.some((k) => k.key === 'verdict.insurance.on-file');
    const found = await eventually(
      async () => (await admin.get('/api/carriers/search?q=trucking&pageSize=100')).body.carriers as Carrier[],
      (cs) => cs.some(insuredPass),
      'an insured PASS carrier in the demo data',
    );
    passing = found.find(insuredPass)!;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should judge with the company profile everywhere, alert on the saved carrier it moves, and leave other companies alone', async () => {
    expect(passing.isRecommended).toBe(true);
    expect((await admin.post('/api/saved-carriers', { carrierId: passing.dotNumber })).status).toBe(201);

    const saved = await admin.request('PUT', PROFILE, { ...DEFAULTS, minLiabilityUsd: 10_000_000 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, revision: 1, minLiabilityUsd: 10_000_000 });

    const detail = (await admin.get(`/api/carriers/${passing.dotNumber}`)).body as Carrier;
    expect(detail.verdict).toMatchObject({ outcome: 'FAIL', profile: 'company:1' });
    expect(detail.isRecommended).toBe(false);
    expect(detail.verdict.checks[0]).toMatchObject({ rule: 'liability-insurance', outcome: 'FAIL', key: 'verdict.insurance.below-company' });
    expect(detail.verdict.checks[0].message).toContain("below your company's minimum of $10,000,000");
    // The same verdict on a search result and the saved list.
    const hit = ((await admin.get(`/api/carriers/search?q=${passing.dotNumber}`)).body.carriers as Carrier[])[0];
    expect(hit.verdict.outcome).toBe('FAIL');
    const list = (await admin.get('/api/saved-carriers')).body as { carrier: Carrier }[];
    expect(list.map((s) => [s.carrier.dotNumber, s.carrier.verdict.outcome])).toEqual([[passing.dotNumber, 'FAIL']]);

    const alerts = (await admin.get('/api/monitoring-alerts')).body as Alert[];
    expect(alerts.filter((a) => a.carrierId === passing.dotNumber)).toEqual([
      expect.objectContaining({
        title: 'Verdict changed: Pass → Fail',
        severity: 'CRITICAL',
        description: expect.stringContaining("your company's verdict rules changed"),
        // What the web words the alert with in the reader's language.
        code: 'verdict-changed',
        params: expect.objectContaining({ from: 'PASS', to: 'FAIL', context: 'profile' }),
      }),
    ]);

    // Another company keeps the default rules: the carrier still passes for it, and it heard nothing.
    const theirs = (await other.get(`/api/carriers/${passing.dotNumber}`)).body as Carrier;
    expect(theirs.verdict).toMatchObject({ outcome: 'PASS', profile: 'default' });
    expect(((await other.get('/api/monitoring-alerts')).body as Alert[]).length).toBe(0);

    // Back to the defaults: the carrier passes again, and that is news too.
    expect((await admin.request('PUT', PROFILE, DEFAULTS)).status).toBe(200);
    expect(((await admin.get(`/api/carriers/${passing.dotNumber}`)).body as Carrier).verdict.outcome).toBe('PASS');
    const after = (await admin.get('/api/monitoring-alerts')).body as Alert[];
    expect(after.filter((a) => a.carrierId === passing.dotNumber).map((a) => a.title).sort()).toEqual(['Verdict changed: Fail → Pass', 'Verdict changed: Pass → Fail']);
  });
});
