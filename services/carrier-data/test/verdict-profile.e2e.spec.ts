import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { demoClient, e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

/**
 * The company's verdict rules through HTTP (GET and PUT /api/company/verdict-profile): an administrator changes them
 * (thresholds, optional checks, freshness limit, accepted authority limits), every user of the company reads them,
 * another company keeps its own; bad input answers 400 with the form's messages; the rules survive a restart. On the embedded demo: the demo USER reads and may not write, and the
 * verdict of a carrier names the company's profile revision.
 */
const PATH = '/api/company/verdict-profile';
const DEFAULT = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [], freshnessDays: 3, acceptedLimits: [], isDefault: true, revision: 0, updatedAt: '', updatedBy: '' };
const put = (client: ApiClient, body: unknown) => client.request('PUT', PATH, body);

describe.each(e2eProfiles())('verdict profile API [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  let other: ApiClient;
  let adminAccount = { email: '', password: '' };

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    const a = registration();
    adminAccount = { email: a.email, password: a.password };
    admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, a)).status).toBe(201);
    other = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(other, registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should require authentication', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    expect((await anonymous.get(PATH)).status).toBe(401);
    expect((await put(anonymous, { minAuthorityAgeDays: 1, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] })).status).toBe(401);
  });

  it('answers the default profile until an administrator saves one, then the saved rules, to that company only', async () => {
    expect(await admin.get(PATH)).toMatchObject({ status: 200, body: DEFAULT });
    const saved = await put(admin, { minAuthorityAgeDays: 180, minLiabilityUsd: 1_000_000, contactChangeDays: 14, disabledRules: ['community-reports', 'authority-age'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      minAuthorityAgeDays: 180,
      minLiabilityUsd: 1_000_000,
      contactChangeDays: 14,
      disabledRules: ['authority-age', 'community-reports'],
      isDefault: false,
      revision: 1,
      updatedBy: adminAccount.email,
    });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 120_000);
    expect((await admin.get(PATH)).body).toEqual(saved.body);
    expect((await other.get(PATH)).body).toEqual(DEFAULT);

    // The same rules again are no new revision; a change is.
    expect((await put(admin, { minAuthorityAgeDays: 180, minLiabilityUsd: 1_000_000, contactChangeDays: 14, disabledRules: ['authority-age', 'community-reports'] })).body.revision).toBe(1);
    expect((await put(admin, { minAuthorityAgeDays: 200, minLiabilityUsd: 1_000_000, contactChangeDays: 14, disabledRules: [] })).body).toMatchObject({ revision: 2, disabledRules: [] });
  });

  it('keeps a freshness limit and accepted authority limits (catalogue order, each once); a client that sends neither gets the defaults', async () => {
    const rules = { minAuthorityAgeDays: 200, minLiabilityUsd: 1_000_000, contactChangeDays: 14, disabledRules: ['mcs150-outdated'] };
    const saved = await put(admin, { ...rules, freshnessDays: 14, acceptedLimits: ['cross-border', 'intrastate', 'intrastate'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...rules, freshnessDays: 14, acceptedLimits: ['intrastate', 'cross-border'] });
    expect((await admin.get(PATH)).body).toEqual(saved.body);
    expect((await put(admin, { ...rules, freshnessDays: 14, acceptedLimits: ['intrastate', 'cross-border'] })).body.revision).toBe(saved.body.revision);

    const older = await put(admin, rules);
    expect(older.body).toMatchObject({ freshnessDays: 3, acceptedLimits: [], revision: saved.body.revision + 1 });
    expect((await put(admin, { ...rules, freshnessDays: 30, acceptedLimits: ['exempt'] })).body).toMatchObject({ freshnessDays: 30, acceptedLimits: ['exempt'] });
  });

  it('refuses bad rules with 400 and the messages the form shows, and keeps the profile it had', async () => {
    const valid = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] };
    const cases: [unknown, string, string][] = [
      [{ ...valid, disabledRules: ['out-of-service'] }, 'RULE_NOT_OPTIONAL', 'This check is required by law and cannot be turned off'],
      [{ ...valid, disabledRules: ['authority-age', 'operating-authority'] }, 'RULE_NOT_OPTIONAL', 'This check is required by law and cannot be turned off'],
      [{ ...valid, minAuthorityAgeDays: 3651 }, 'AUTHORITY_AGE_RANGE', 'Minimum authority age must be a whole number of days from 0 to 3650'],
      [{ ...valid, minAuthorityAgeDays: 'ninety' }, 'AUTHORITY_AGE_RANGE', 'Minimum authority age must be a whole number of days from 0 to 3650'],
      [{ ...valid, minLiabilityUsd: 750_000.5 }, 'LIABILITY_RANGE', 'Minimum liability must be a whole number of dollars from 0 to 10,000,000'],
      [{ ...valid, contactChangeDays: 0 }, 'CONTACT_WINDOW_RANGE', 'Contact change window must be a whole number of days from 1 to 365'],
      [{ ...valid, freshnessDays: 0 }, 'FRESHNESS_RANGE', 'Freshness limit must be a whole number of days from 1 to 30'],
      [{ ...valid, freshnessDays: 31 }, 'FRESHNESS_RANGE', 'Freshness limit must be a whole number of days from 1 to 30'],
      [{ ...valid, freshnessDays: null }, 'FRESHNESS_RANGE', 'Freshness limit must be a whole number of days from 1 to 30'],
      [{ ...valid, acceptedLimits: ['intrastate', 'private'] }, 'AUTHORITY_LIMIT_UNKNOWN', 'An accepted authority limit must be intrastate, exempt, household-goods or cross-border'],
    ];
    const before = (await admin.get(PATH)).body;
    for (const [body, code, message] of cases) {
      const res = await put(admin, body);
      expect({ status: res.status, message: res.body.message, code: res.body.code }).toEqual({ status: 400, message, code });
      expect(res.body.issues[0]).toMatchObject({ message, code });
    }
    expect((await admin.get(PATH)).body).toEqual(before);
  });

  it('keeps the rules across a restart', async () => {
    const before = (await admin.get(PATH)).body;
    expect(before.revision).toBeGreaterThan(0);
    expect(before).toMatchObject({ freshnessDays: 30, acceptedLimits: ['exempt'] });
    await server.restart();
    const signedIn = new ApiClient(server.baseUrl);
    // Sessions outlive the restart too, but a fresh sign-in proves the profile is the company's, not the session's.
    const again = await signedIn.post('/api/auth/login', adminAccount);
    expect(again.status).toBe(200);
    expect((await signedIn.get(PATH)).body).toEqual(before);
  });
});

describe.each(['embedded' as const])('verdict profile on the demo company [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  let user: ApiClient;

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '200' });
    // The demo accounts are printed just after the server says it listens.
    await eventually(async () => server.output(), (out) => /^\s*USER\s+\S+@/m.test(out), 'the demo accounts printed');
    admin = await demoClient(server, 'ADMIN');
    user = await demoClient(server, 'USER');
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a USER reads the company's rules and may not change them; the verdicts follow the saved revision", async () => {
    const found = (await user.get('/api/carriers/search?q=freight&pageSize=3')).body.carriers as { id: string }[];
    expect(found).toHaveLength(3);
    const carrier = found[0];
    expect((await user.get(`/api/carriers/${carrier.id}`)).body.verdict.profile).toBe('default');

    const refused = await put(user, { minAuthorityAgeDays: 1, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] });
    expect(refused.status).toBe(403);
    expect((await user.get(PATH)).body).toEqual(DEFAULT);

    const saved = await put(admin, { minAuthorityAgeDays: 365, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] });
    expect(saved.status).toBe(200);
    expect((await user.get(PATH)).body).toEqual(saved.body);
    expect((await user.get(`/api/carriers/${carrier.id}`)).body.verdict.profile).toBe('company:1');
    expect((await user.get('/api/carriers/search?q=freight&pageSize=3')).body.carriers.map((c: { verdict: { profile: string } }) => c.verdict.profile)).toEqual(['company:1', 'company:1', 'company:1']);
  });
});
