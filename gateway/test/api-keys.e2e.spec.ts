import { API_KEY_PATTERN, message } from '@logiscope/proto/http';
import { waitForMail } from '@logiscope/infra/testing';
import { ApiClient, registration } from '../../test/support/http-client';
import { e2eProfiles, serverPerSuite } from '../../test/support/server-process';

/**
 * API keys through HTTP (issue 24 §1): an ADMIN creates one in the session API and sees its secret once; the public API
 * (/api/v1) takes it as a Bearer key and nothing else; a key works only within its scopes, stops when revoked, is
 * suspended (402, not revoked) while its company is paywalled; a creator demoted to USER takes their keys with them;
 * the secret is in no list answer and no log line.
 */
describe.each(e2eProfiles())('API keys [%s]', (profile) => {
  const server = serverPerSuite(profile, { CARRIER_DATA_DEMO_ROWS: '50' });

  const company = async (trial: boolean) => {
    const client = new ApiClient(server().baseUrl);
    const res = await client.post('/api/auth/register', registration({ companyType: 'BROKER', mcNumber: `MC-${Math.floor(100000 + Math.random() * 800000)}B` }));
    expect(res.status).toBe(201);
    if (trial) expect((await client.post('/api/subscription/start-trial')).status).toBe(200);
    return client;
  };
  const createKey = async (client: ApiClient, scopes: string[]) => {
    const res = await client.post('/api/company/api-keys', { name: `TMS ${scopes.join(' ')}`, scopes });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(API_KEY_PATTERN);
    return res.body as { id: string; secret: string };
  };
  const withKey = (path: string, secret: string) => new ApiClient(server().baseUrl).request('GET', path, undefined, { authorization: `Bearer ${secret}` });

  it('answers the carrier with its verdict to a key with carriers:read, with rate-limit headers, until the key is revoked', async () => {
    const admin = await company(true);
    const search = await admin.get('/api/carriers/search?q=trucking');
    const dot = search.body.carriers[0].dotNumber as string;
    const key = await createKey(admin, ['carriers:read']);

    const served = await withKey(`/api/v1/carriers/${dot}`, key.secret);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ usdot: dot, verdict: { usdot: dot, outcome: expect.any(String) } });
    expect(Number(served.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(Number(served.headers.get('ratelimit-remaining'))).toBe(Number(served.headers.get('ratelimit-limit')) - 1);
    expect(served.headers.get('ratelimit-reset')).toMatch(/^\d+$/);

    const listed = await admin.get('/api/company/api-keys');
    expect(listed.body).toEqual([expect.objectContaining({ id: key.id, name: 'TMS carriers:read', scopes: ['carriers:read'], status: 'ACTIVE' })]);
    expect(listed.text).not.toContain(key.secret.slice(9));

    expect((await admin.request('DELETE', `/api/company/api-keys/${key.id}`)).body).toMatchObject({ id: key.id, status: 'REVOKED' });
    const revoked = await withKey(`/api/v1/carriers/${dot}`, key.secret);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(revoked.body).toEqual({ type: 'about:blank', title: message('API_KEY_INVALID'), status: 401, code: 'API_KEY_INVALID' });
    expect(server().output()).not.toContain(key.secret.slice(9));
  }, 60_000);

  it('refuses a key without the scope (403), a session on /api/v1 and a key on the session API (401)', async () => {
    const admin = await company(true);
    const key = await createKey(admin, ['alerts:read']);
    const scoped = await withKey('/api/v1/carriers/44110', key.secret);
    expect([scoped.status, scoped.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
    // The admin's session cookie is no credential on the public API.
    const bySession = await admin.get('/api/v1/carriers/44110');
    expect([bySession.status, bySession.body.code]).toEqual([401, 'API_KEY_INVALID']);
    // A key is no credential on the session API.
    expect((await withKey('/api/company/api-keys', key.secret)).status).toBe(401);
    expect((await withKey('/api/auth/user', key.secret)).status).toBe(401);
  }, 60_000);

  it('shows when a key was last used (uses are recorded in batches, every few seconds)', async () => {
    const admin = await company(true);
    const key = await createKey(admin, ['carriers:read']);
    expect((await admin.get('/api/company/api-keys')).body[0].lastUsedAt).toBeNull();
    expect((await withKey('/api/v1/carriers/44110', key.secret)).status).not.toBe(401);
    let lastUsedAt: string | null = null;
    for (let i = 0; i < 60 && !lastUsedAt; i++) {
      await new Promise((r) => setTimeout(r, 250));
      lastUsedAt = (await admin.get('/api/company/api-keys')).body[0].lastUsedAt;
    }
    expect(Date.now() - Date.parse(lastUsedAt ?? '')).toBeLessThan(60_000);
  }, 60_000);

  it('suspends the keys of a company the paywall stops: 402, listed SUSPENDED, not revoked', async () => {
    const unpaid = await company(false);
    const key = await createKey(unpaid, ['carriers:read']);
    const refused = await withKey('/api/v1/carriers/44110', key.secret);
    expect([refused.status, refused.body.code]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    expect((await unpaid.get('/api/company/api-keys')).body).toEqual([expect.objectContaining({ id: key.id, status: 'SUSPENDED' })]);
    expect((await unpaid.post('/api/subscription/start-trial')).status).toBe(200);
    expect((await withKey('/api/v1/carriers/44110', key.secret)).status).not.toBe(402);
  }, 60_000);

  it("revokes a creator's keys once the creator is made USER: the key is refused at once, then listed REVOKED", async () => {
    const admin = await company(true);
    const email = `kay.${Date.now().toString(36)}@api-keys.example.com`;
    expect((await admin.post('/api/company/users', { firstName: 'Kay', lastName: 'Creator', email, role: 'ADMIN' })).status).toBe(201);
    const mail = await waitForMail(email, /added you to/);
    const token = /\/set-password\?token=(\S+)/.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error(`No set-password link in the invitation:\n${mail.text}`);
    const password = 'violet tractor lantern 42';
    expect((await new ApiClient(server().baseUrl).post('/api/auth/invitation', { token, password, confirmPassword: password })).status).toBe(200);
    const creator = new ApiClient(server().baseUrl);
    const signedIn = await creator.post('/api/auth/login', { email, password });
    expect(signedIn.status).toBe(200);
    const key = await createKey(creator, ['carriers:read']);
    expect((await withKey('/api/v1/carriers/44110', key.secret)).status).not.toBe(401);

    expect((await admin.request('PATCH', `/api/company/users/${signedIn.body.id}/role`, { role: 'USER' })).status).toBe(200);
    const refused = await withKey('/api/v1/carriers/44110', key.secret);
    expect([refused.status, refused.body.code]).toEqual([401, 'API_KEY_INVALID']);
    let status = '';
    for (let i = 0; i < 60 && status !== 'REVOKED'; i++) {
      status = ((await admin.get('/api/company/api-keys')).body as { id: string; status: string }[]).find((k) => k.id === key.id)?.status ?? '';
      if (status !== 'REVOKED') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('REVOKED');
  }, 90_000);
});
