import type { z } from 'zod';
import { OPERATIONS, PUBLIC_API_PREFIX, isStateChanging, type Operation } from '@logiscope/proto/http';
import { API_KEY_SCOPES } from '@logiscope/proto/views';
import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { operatorAccount, startServer, type RunningServer } from '../../test/support/server-process';
import { REFUSED_CHARACTERS, inputAt, textFields } from '../../test/support/text-fields';
import { registerOnTrial } from '../../test/support/trial';

/** The hardened edge: CSRF closed, JSON only, bounded bodies, clear 400s, security headers, trusted proxies only. */
const served = OPERATIONS.filter((o) => o.status === 'served');
// Signed webhooks come from the provider's servers, in its content type: the edge lets them through (signature checked).
const stateChanging = served.filter((o) => isStateChanging(o.method) && !o.signedBody);
const withBody = served.filter((o) => o.body);
const concrete = (op: Operation) => op.path.replace(/:([A-Za-z0-9_]+)/g, '44110');
const fieldsOf = (op: Operation) => Object.keys((op.body as z.ZodObject).shape);
/** The wording of an error body, or of a problem (the public API's errors). */
const wordingOf = (body: { message?: string; title?: string }) => body.message ?? body.title;

// The edge is the gateway's own code, the same in both profiles: tested on the embedded one.
describe.each(['embedded' as const])('the HTTP edge [%s]', (profile) => {
  let server: RunningServer;
  let proxied: RunningServer;
  let user: ApiClient;
  let operator: ApiClient;
  let account: ReturnType<typeof registration>;
  /** The user's company's API key, every scope: the public API's operations are called with it. */
  let apiKey = '';
  /** Calls `op` as the user may: with the session, and on the public API with the key. */
  const as = (op: Operation) => (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    user.request(method, path, body, op.access === 'api-key' ? { authorization: `Bearer ${apiKey}`, ...headers } : headers);

  beforeAll(async () => {
    [server, proxied] = await Promise.all([
      startServer(profile, { CARRIER_DATA_DEMO_ROWS: '50' }),
      startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0', TRUSTED_PROXIES: 'loopback', RATE_LIMIT_LOGIN_PER_15MIN: '3', RATE_LIMIT_API_PER_MINUTE: '40' }),
    ]);
    user = new ApiClient(server.baseUrl);
    account = registration();
    expect((await registerOnTrial(user, account)).status).toBe(201);
    operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', operatorAccount(server))).status).toBe(200);
    apiKey = (await user.post('/api/company/api-keys', { name: 'Edge', scopes: [...API_KEY_SCOPES] })).body.secret;
  }, 240_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
  });

  describe('cross-site requests', () => {
    // The public API takes keys only: no ambient credential a page on another site could use (tested below).
    const sessionApi = stateChanging.filter((o) => !o.path.startsWith(PUBLIC_API_PREFIX));
    it.each(sessionApi.map((o) => [`${o.method} ${o.path}`, o] as const))('refuses a cross-site form to %s (403)', async (_name, op) => {
      const res = await user.request(op.method, concrete(op), 'carrierId=44110&monitored=true&email=a%40b.co&password=x', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' });
    });

    it('refuses login CSRF: a cross-site sign-in with valid credentials opens no session', async () => {
      const victim = new ApiClient(server.baseUrl);
      const res = await victim.request('POST', '/api/auth/login', { email: account.email, password: account.password }, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await victim.get('/api/auth/user')).status).toBe(401);
    });

    it('refuses a foreign Referer, and a browser-flagged cross-site request without Origin, and writes nothing', async () => {
      const before = (await user.get('/api/saved-carriers')).body;
      const byReferer = await user.request('POST', '/api/saved-carriers', { carrierId: '44110' }, { referer: 'https://evil.example/page' });
      expect(byReferer.status).toBe(403);
      const bySite = await user.request('POST', '/api/saved-carriers', { carrierId: '44110' }, { 'sec-fetch-site': 'cross-site' });
      expect(bySite.status).toBe(403);
      expect((await user.get('/api/saved-carriers')).body).toEqual(before);
    });

    it('lets a public API call through from any origin: a key is no ambient credential', async () => {
      const publicPost = stateChanging.find((o) => o.path.startsWith(PUBLIC_API_PREFIX) && o.body);
      expect(publicPost).toBeDefined();
      const keyless = await new ApiClient(server.baseUrl).request(publicPost!.method, concrete(publicPost!), { usdots: ['44110'] }, { origin: 'https://tms.example' });
      expect([keyless.status, keyless.body.code]).toEqual([401, 'API_KEY_INVALID']);
      const res = await as(publicPost!)(publicPost!.method, concrete(publicPost!), { usdots: ['44110'] }, { origin: 'https://tms.example' });
      expect(res.status).toBe(200);
    });

    it('lets the same origin through', async () => {
      const res = await user.request('POST', '/api/carriers/advanced-search', { state: 'TX' }, { origin: server.baseUrl, referer: `${server.baseUrl}/search` });
      expect(res.status).toBe(200);
    });
  });

  describe('request bodies', () => {
    it.each(stateChanging.map((o) => [`${o.method} ${o.path}`, o] as const))('%s takes JSON only (415 for text and forms)', async (_name, op) => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await user.request(op.method, concrete(op), '{}', { 'content-type': type });
        expect({ type, status: res.status, code: res.body?.code }).toEqual({ type, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    });

    it('allows a bodiless POST (sign out)', async () => {
      const c = new ApiClient(server.baseUrl);
      await c.post('/api/auth/login', { email: account.email, password: account.password });
      expect((await c.request('POST', '/api/auth/logout')).status).toBe(204);
    });

    it.each(withBody.map((o) => [`${o.method} ${o.path}`, o] as const))('%s answers 400 with a clear message to bad JSON, wrong types, oversized strings and missing fields', async (_name, op) => {
      const path = concrete(op);
      const call = as(op);
      const check = (res: Awaited<ReturnType<ApiClient['request']>>, what: string) => {
        expect({ what, status: res.status }).toEqual({ what, status: 400 });
        expect(typeof wordingOf(res.body)).toBe('string');
        expect(wordingOf(res.body)!.length).toBeGreaterThan(0);
        expect(typeof res.body.code).toBe('string');
        if (res.body.issues?.length) expect(wordingOf(res.body)).toBe(res.body.issues[0].message);
      };
      const malformed = await call(op.method, path, '{"a":', { 'content-type': 'application/json' });
      check(malformed, 'malformed');
      expect({ message: wordingOf(malformed.body), code: malformed.body.code }).toEqual({ message: 'Request body is not valid JSON', code: 'BODY_NOT_JSON' });
      // An empty object is refused where some field is required (a body whose fields all have defaults takes it).
      if (!(op.body as z.ZodType).safeParse({}).success) check(await call(op.method, path, {}), 'missing fields');
      check(await call(op.method, path, [1, 2]), 'an array');
      for (const field of fieldsOf(op)) {
        check(await call(op.method, path, { [field]: { $gt: '' } }), `${field} as an object`);
        // Past every field's bound (an uploaded 1.4 MB file travels as 1.87 MB of base64) and under the body's 2 MB.
        const huge = await call(op.method, path, { [field]: 'x'.repeat(1900 * 1024) });
        check(huge, `${field} of 1.9 MB`);
        expect((huge.body.issues ?? []).map((i: { path: string }) => i.path)).toContain(field);
      }
    });

    it('answers 405 with Allow for a served path under another method, 404 for a path nothing serves', async () => {
      const put = await user.request('PUT', '/api/saved-carriers', { carrierId: '1' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, POST');
      expect(put.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      const nothing = await user.get('/api/carriers/44110/no-such-thing');
      expect(nothing.status).toBe(404);
      expect(nothing.body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses a body over the size bound with 413', async () => {
      const res = await user.request('POST', '/api/carriers/advanced-search', { companyName: 'x'.repeat(3 * 1024 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'BODY_TOO_LARGE' });
    });

    it('drops unknown fields and caps list limits', async () => {
      expect((await user.request('POST', '/api/carriers/advanced-search', { state: 'TX', $where: 'sleep(1000)', __proto__: { admin: true } })).status).toBe(200);
      const over = await user.get('/api/search-history?limit=100000');
      expect(over.status).toBe(400);
      expect(over.body.issues[0]).toMatchObject({ path: 'limit', code: 'TOO_BIG' });
      expect((await user.get('/api/monitoring-alerts?limit=abc')).status).toBe(400);
    });
  });

  describe('control characters in text fields', () => {
    // The probe's four (NUL, ESC, BEL, a right-to-left override) and one of each other family.
    const probe = ['NUL', 'ESC', 'BEL', 'RLO', 'DEL', 'C1 CSI', 'LRI'].map((name) => [name, REFUSED_CHARACTERS[name]] as const);
    const fields = textFields(served);

    it.each(fields.map((f) => [`${f.op.method} ${f.op.path} ${f.part}.${f.field}`, f] as const))('%s answers 400 with the text rule', async (_name, f) => {
      // Each operation called as one who may call it: the rule is checked after the access level.
      const call = f.op.access === 'operator' ? operator.request.bind(operator) : as(f.op);
      for (const [name, ch] of probe) {
        const value = `Great${ch}carrier text`;
        const res =
          f.part === 'query'
            ? await call(f.op.method, `${concrete(f.op)}?${new URLSearchParams({ [f.field]: value })}`)
            : await call(f.op.method, concrete(f.op), inputAt(f.path, value));
        const issues = (res.body?.issues ?? []) as { path: string; code: string }[];
        const codes = issues.filter((i) => i.path === f.field).map((i) => i.code);
        expect({ name, status: res.status, refused: f.formatted ? codes.length > 0 : codes.includes('TEXT_CONTROL_CHARACTERS') }).toEqual({ name, status: 400, refused: true });
      }
    });

    it('refuses what the probe stored: a note title with a right-to-left override, a member name with NUL, ESC and BEL', async () => {
      const note = { carrierId: '44110', title: 'Paid \u202Efdp.exe', content: 'Line one\nline two' };
      const refused = await user.post('/api/carrier-notes', note);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'TEXT_CONTROL_CHARACTERS', message: 'Remove the invisible control characters (such as NUL, escape or a text-direction override) from this text' });
      const member = await user.post('/api/company/users', { firstName: 'Sam\u0000\u001B[31m', lastName: 'Ortiz\u0007', email: `sam-${Date.now()}@example.com` });
      expect(member.status).toBe(400);
      expect(member.body.issues.map((i: { path: string }) => i.path)).toEqual(['firstName', 'lastName']);
    });
  });

  describe('rate limits (configuration; this server: 3 sign-ins per 15 minutes, 40 requests per minute)', () => {
    it('stops brute force on one account from one address with 429 and Retry-After, and only there', async () => {
      const target = registration();
      expect((await new ApiClient(proxied.baseUrl).post('/api/auth/register', target)).status).toBe(201);
      const attempt = (ip: string, password: string) =>
        new ApiClient(proxied.baseUrl).request('POST', '/api/auth/login', { email: target.email, password }, { 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.1', 'wrong password')).status).toBe(401);
      const blocked = await attempt('198.51.100.1', target.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait and try again.' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt('198.51.100.2', target.password)).status).toBe(200);
    });

    it('bounds API requests per caller', async () => {
      const statuses: number[] = [];
      const c = new ApiClient(proxied.baseUrl);
      for (let i = 0; i < 41; i++) statuses.push((await c.request('GET', '/api/health', undefined, { 'x-forwarded-for': '198.51.100.77' })).status);
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
      expect((await c.request('GET', '/api/health', undefined, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(200);
    });
  });

  describe('headers', () => {
    it('sends a CSP and the other security headers on pages and API answers', async () => {
      for (const path of ['/', '/auth', '/api/health', '/api/docs']) {
        const res = await fetch(`${server.baseUrl}${path}`);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect({ path, script: csp.includes("script-src 'self'"), frames: csp.includes("frame-ancestors 'none'") }).toEqual({ path, script: true, frames: true });
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    it('never lets an authenticated answer be cached', async () => {
      const me = await user.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
    });

    it('sends no HSTS and no Secure cookie over plain HTTP, and ignores X-Forwarded-* from an untrusted hop', async () => {
      const logins = async () => (await user.get('/api/login-tracking')).body.records as { ipAddress: string; sessionId: string }[];
      const before = (await logins()).length;
      const c = new ApiClient(server.baseUrl);
      const res = await c.request('POST', '/api/auth/login', { email: account.email, password: account.password }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.getSetCookie().join(';')).not.toMatch(/Secure/i);
      const records = await eventually(logins, (r) => r.length > before, 'the sign-in in login tracking');
      expect(records[0].ipAddress).toMatch(/127\.0\.0\.1$/);
    });

    it('behind a trusted proxy: HSTS, a Secure cookie, and the client address from X-Forwarded-For', async () => {
      const admin = registration();
      const c = new ApiClient(proxied.baseUrl);
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
      const reg = await c.request('POST', '/api/auth/register', admin, headers);
      expect(reg.status).toBe(201);
      expect(reg.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(reg.headers.getSetCookie().find((h) => h.startsWith('logiscope.sid='))).toMatch(/;\s*Secure/i);
      const records = await eventually(
        async () => (await c.request('GET', '/api/login-tracking', undefined, headers)).body.records as { ipAddress: string }[],
        (r) => r.length > 0,
        'the registration in login tracking',
      );
      expect(records.map((r) => r.ipAddress)).toContain('203.0.113.9');
    });
  });
});
