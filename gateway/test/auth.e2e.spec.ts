import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, serverPerSuite } from '../../test/support/server-process';

const BROKER_RULE = "Brokers must provide an MC number ending with 'b' for platform access";

describe.each(e2eProfiles())('auth API through the gateway [%s]', (profile) => {
  const server = serverPerSuite(profile);
  const client = () => new ApiClient(server().baseUrl);

  describe('GET /api/auth/user', () => {
    it('answers 401 when signed out', async () => {
      const res = await client().get('/api/auth/user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED', params: {}, issues: [] });
    });
  });

  describe('POST /api/auth/register', () => {
    it('registers a shipper and signs them in at once with an HttpOnly, SameSite session cookie', async () => {
      const c = client();
      const payload = registration();
      const res = await c.post('/api/auth/register', payload);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        email: payload.email,
        firstName: 'Ann',
        lastName: 'Lee',
        role: 'ADMIN',
        isActive: true,
        needsCompanySetup: false,
        company: { companyName: payload.companyName, companyType: 'SHIPPER', isVerified: false },
      });
      expect(res.body).not.toHaveProperty('passwordHash');
      const cookie = res.headers.getSetCookie().find((h) => h.startsWith('logiscope.sid='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const me = await c.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.id);
    });

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      const payload = registration();
      expect((await client().post('/api/auth/register', payload)).status).toBe(201);
      const again = await client().post('/api/auth/register', { ...payload, email: payload.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('An account with this email already exists');
    });

    it.each([
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters', 'password', 'PASSWORD_TOO_SHORT'],
      [{ confirmPassword: 'something else' }, 'Passwords do not match', 'confirmPassword', 'PASSWORDS_DO_NOT_MATCH'],
      [{ email: 'not-an-email' }, 'Valid email is required', 'email', 'EMAIL_INVALID'],
      [{ companyName: '' }, 'Company name is required', 'companyName', 'COMPANY_NAME_REQUIRED'],
      [{ companyType: 'BROKER', mcNumber: 'MC-123456' }, BROKER_RULE, 'mcNumber', 'BROKER_MC_REQUIRED'],
      [{ companyType: 'BROKER', mcNumber: 'MC-b' }, BROKER_RULE, 'mcNumber', 'BROKER_MC_REQUIRED'],
    ])('answers 400 with the spec message and its code for %j', async (patch, message, path, code) => {
      const res = await client().post('/api/auth/register', registration(patch));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.code).toBe(code);
      expect(res.body.issues).toContainEqual({ path, message, code });
    });

    it('answers 400, never 500, to malformed bodies and wrong types, and writes nothing', async () => {
      const c = client();
      expect((await c.request('POST', '/api/auth/register', '{"email":', { 'content-type': 'application/json' })).status).toBe(400);
      const wrongType = registration({ email: { $gt: '' } });
      const res = await c.post('/api/auth/register', wrongType);
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe('email');
      expect((await c.post('/api/auth/register', [1, 2])).status).toBe(400);
      expect((await c.get('/api/auth/user')).status).toBe(401);
    });
  });

  describe('company setup gate', () => {
    it('registers a broker without an MC number into the gate, enforces the MC rule, then clears the gate', async () => {
      const c = client();
      const body = registration({ companyType: 'BROKER' });
      const reg = await c.post('/api/auth/register', body);
      expect(reg.status).toBe(201);
      // The company name typed is kept for the setup form.
      expect(reg.body).toMatchObject({ needsCompanySetup: true, companyId: '', pendingCompanyName: body.companyName });
      expect(reg.body.company).toBeUndefined();

      const bad = await c.post('/api/auth/setup-company', { companyType: 'BROKER', companyName: 'Gate Brokers', mcNumber: '123456' });
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toContainEqual({ path: 'mcNumber', message: BROKER_RULE, code: 'BROKER_MC_REQUIRED' });
      expect((await c.post('/api/auth/setup-company', { companyType: 'BROKER', companyName: '', mcNumber: 'MC-1b' })).body.message).toBe('Company name is required');
      expect((await c.post('/api/auth/setup-company', { companyType: 'BROKER', companyName: 'X', mcNumber: 'MC-1b', state: 'TEX' })).status).toBe(400);
      expect((await c.get('/api/auth/user')).body).toMatchObject({ needsCompanySetup: true, pendingCompanyName: body.companyName });

      const ok = await c.post('/api/auth/setup-company', {
        companyType: 'BROKER',
        companyName: 'Gate Brokers',
        mcNumber: 'MC-123456B',
        dotNumber: '1234567',
        city: 'Reno',
        state: 'nv',
        email: '',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ needsCompanySetup: false, role: 'ADMIN', company: { companyName: 'Gate Brokers', mcNumber: 'MC-123456B', state: 'NV' } });
      expect(ok.body.pendingCompanyName).toBeUndefined();
      expect((await c.get('/api/auth/user')).body.needsCompanySetup).toBe(false);
      const twice = await c.post('/api/auth/setup-company', { companyType: 'SHIPPER', companyName: 'Again' });
      expect(twice.status).toBe(409);
    });

    it('needs a session', async () => {
      expect((await client().post('/api/auth/setup-company', { companyType: 'SHIPPER', companyName: 'X' })).status).toBe(401);
    });
  });

  describe('sign in and out', () => {
    it('signs in, signs out (POST and GET /api/logout), and the old cookie stops working', async () => {
      const payload = registration();
      await client().post('/api/auth/register', payload);
      const c = client();
      const login = await c.post('/api/auth/login', { email: ` ${payload.email.toUpperCase()} `, password: payload.password });
      expect(login.status).toBe(200);
      expect(login.body.email).toBe(payload.email);
      expect((await c.get('/api/auth/user')).status).toBe(200);
      expect((await c.post('/api/auth/logout')).status).toBe(204);
      expect((await c.get('/api/auth/user')).status).toBe(401);

      await c.post('/api/auth/login', { email: payload.email, password: payload.password });
      const out = await c.get('/api/logout');
      expect(out.status).toBe(302);
      expect(out.headers.get('location')).toBe('/auth');
      expect((await c.get('/api/auth/user')).status).toBe(401);
    });

    it('GET /api/login redirects to /auth', async () => {
      const res = await client().get('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth');
    });

    it('answers a wrong password and an unknown e-mail alike, and empty fields with the spec message', async () => {
      const payload = registration();
      await client().post('/api/auth/register', payload);
      const wrong = await client().post('/api/auth/login', { email: payload.email, password: 'wrong password' });
      const unknown = await client().post('/api/auth/login', { email: `nobody.${payload.email}`, password: 'whatever1' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('Invalid email or password');
      const empty = await client().post('/api/auth/login', { email: '', password: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Please fill in all fields');
    });
  });

  describe('login tracking (security-tracking consumes LoginAttempted)', () => {
    it("shows an admin every attempt on their company's accounts, failures included, and nothing of other companies", async () => {
      const payload = registration();
      const admin = client();
      await admin.post('/api/auth/register', payload);
      await client().post('/api/auth/login', { email: payload.email, password: 'bad password!' });
      await client().request('POST', '/api/auth/login', { email: payload.email, password: payload.password }, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0' });

      const records = await eventually(
        () => admin.get('/api/login-tracking'),
        (r) => r.status === 200 && r.body.records.length >= 3,
        'three login records',
      );
      expect(records.body.records.map((r: { loginStatus: string }) => r.loginStatus).sort()).toEqual(['FAILED', 'SUCCESS', 'SUCCESS']);
      expect(records.body.records.find((r: { failureReason: string }) => r.failureReason === 'INVALID_PASSWORD')).toMatchObject({ email: payload.email, ipAddress: expect.any(String) });
      expect(records.body.records.find((r: { browser: string }) => r.browser === 'Chrome')).toBeDefined();

      const other = client();
      await other.post('/api/auth/register', registration());
      const theirs = await other.get('/api/login-tracking');
      expect(theirs.status).toBe(200);
      expect(theirs.body.records.every((r: { email: string }) => r.email !== payload.email)).toBe(true);
    });

    it('refuses users who are not administrators and visitors', async () => {
      expect((await client().get('/api/login-tracking')).status).toBe(401);
      const gated = client();
      await gated.post('/api/auth/register', registration({ companyType: 'BROKER' }));
      const res = await gated.get('/api/login-tracking');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You need administrator privileges to view login tracking data.');
    });
  });

  describe('durability', () => {
    it('keeps accounts and sessions across a restart', async () => {
      const payload = registration();
      const c = client();
      await c.post('/api/auth/register', payload);
      await server().restart();
      expect((await c.get('/api/auth/user')).status).toBe(200);
      expect((await client().post('/api/auth/login', { email: payload.email, password: payload.password })).status).toBe(200);
    }, 240_000);
  });

  describe('unknown API paths', () => {
    it('answer 404 JSON, not the web app', async () => {
      const res = await client().get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body.message).toBeDefined();
    });
  });
});
