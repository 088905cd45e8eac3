import { existsSync } from 'node:fs';
import { ApiClient, registration } from '../../../test/support/http-client';
import { crashed, installation, readCollections, rebuild, removeInstallation, serve, type Installation } from '../../../test/support/installation';
import { e2eProfiles, type RunningServer } from '../../../test/support/server-process';

/**
 * identity's read model is a checkpointed projection of its own event log. These tests kill the process (SIGKILL,
 * through the test-only FAULT_INJECT=identity.after-append:<n>) right after an append and before the projection has
 * applied it, start LogiScope again on the same data, and check that nothing is lost or half made:
 *  - the user whose registration was cut off signs in (the projection caught up on start), finishes the company setup;
 *  - `npm run rebuild -- identity` (server stopped) gives the same read model, document for document;
 *  - a registration storm cut off in the middle leaves no company without its user.
 */
type Doc = { id: string } & Record<string, unknown>;
async function readModel(i: Installation): Promise<{ users: Doc[]; companies: Doc[]; checkpoint: Doc | null }> {
  const { users, companies, projection_checkpoints } = await readCollections(i, 'identity', ['users', 'companies', 'projection_checkpoints']);
  return { users, companies, checkpoint: projection_checkpoints.find((c) => c.id === 'identity.users') ?? null };
}

describe.each(e2eProfiles())('identity read model survives kill -9 between an append and its projection [%s]', (profile) => {
  const installations: Installation[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => undefined);
    for (const i of installations) await removeInstallation(i);
  });
  const start = async (i: Installation, env: Record<string, string> = {}) => {
    const s = await serve(i, env);
    servers.push(s);
    return s;
  };

  it('the user cut off after the first append signs in, finishes the company, and a rebuild gives the same read model', async () => {
    const i = installation(profile, 'projection');
    installations.push(i);
    // The first append of a registration is the user (its company id decided up front): die right after it.
    const first = await start(i, { FAULT_INJECT: 'identity.after-append:1' });
    const account = registration({ companyType: 'SHIPPER', companyName: 'Cut Short Logistics' });
    const res = await new ApiClient(first.baseUrl).post('/api/auth/register', account).catch(() => ({ status: 0 }));
    expect(res.status).not.toBe(201);
    await crashed(first, 'identity');
    await first.stop();

    const second = await start(i);
    const c = new ApiClient(second.baseUrl);
    const login = await c.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    // The user exists; the company was never appended, so the company-setup gate finishes it.
    expect(login.body).toMatchObject({ email: account.email, needsCompanySetup: true, companyId: '' });
    const setup = await c.post('/api/auth/setup-company', { companyType: 'SHIPPER', companyName: 'Cut Short Logistics' });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ needsCompanySetup: false, role: 'ADMIN', company: { companyName: 'Cut Short Logistics' } });
    expect((await c.get('/api/auth/user')).body.companyId).toBe(setup.body.companyId);
    // A second account registered normally, for a read model with more than one of everything.
    expect((await new ApiClient(second.baseUrl).post('/api/auth/register', registration())).status).toBe(201);
    await second.stop();

    const before = await readModel(i);
    expect(before.users).toHaveLength(2);
    expect(before.companies).toHaveLength(2);
    const out = await rebuild(i, 'identity');
    expect(out).toMatch(/identity\.users: \d+ events applied .*users 2, companies 2/);
    const after = await readModel(i);
    expect(after.users).toEqual(before.users);
    expect(after.companies).toEqual(before.companies);
    // The checkpoint's own bookkeeping (time, heartbeat, holder) aside, it ends where the server's did.
    expect(after.checkpoint?.position).toBe(before.checkpoint?.position);

    const third = await start(i);
    expect((await new ApiClient(third.baseUrl).post('/api/auth/login', { email: account.email, password: account.password })).body).toMatchObject({
      needsCompanySetup: false,
      companyId: setup.body.companyId,
    });
    await third.stop();
  }, 420_000);

  it('a registration storm cut off by kill -9 leaves no company without its user', async () => {
    const i = installation(profile, 'projection');
    installations.push(i);
    // Each registration through the gateway appends the user, the company and a login attempt: stop in the middle.
    const first = await start(i, { FAULT_INJECT: 'identity.after-append:31' });
    const accounts = Array.from({ length: 24 }, () => registration());
    const answers = await Promise.all(
      accounts.map((a) => new ApiClient(first.baseUrl).post('/api/auth/register', a).then((r) => r.status, () => 0)),
    );
    await crashed(first, 'identity');
    await first.stop();
    const registered = accounts.filter((_, n) => answers[n] === 201);
    expect(registered.length).toBeLessThan(accounts.length);

    const second = await start(i);
    const { users, companies } = await readModel(i);
    const userCompanies = new Set(users.map((u) => u.companyId));
    expect(companies.filter((c) => !userCompanies.has(c.id))).toEqual([]);
    // Everyone who got a 201 signs in with a complete account; whoever was cut off has either nothing or a user.
    for (const a of registered) {
      const login = await new ApiClient(second.baseUrl).post('/api/auth/login', { email: a.email, password: a.password });
      expect(login.status).toBe(200);
      expect(login.body.needsCompanySetup).toBe(false);
    }
    for (const a of accounts.filter((x) => !registered.includes(x))) {
      const login = await new ApiClient(second.baseUrl).post('/api/auth/login', { email: a.email, password: a.password });
      expect([200, 401]).toContain(login.status);
    }
    await second.stop();
    expect(existsSync(i.dataDir)).toBe(true);
  }, 420_000);
});
