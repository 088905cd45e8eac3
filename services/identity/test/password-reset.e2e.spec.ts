import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMail, waitForMail } from '@logiscope/infra/testing';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { registerOnTrial } from '../../../test/support/trial';

const FORGOT = '/api/auth/forgot-password';
const RESET = '/api/auth/reset-password';
const WEAK = 'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)';
const LINK_REFUSED = 'This password reset link is invalid, used or expired. Ask for a new one.';
const NEW_PASSWORD = 'violet tractor lantern 42';
/** The per-address limit this suite's server runs with (RATE_LIMIT_PASSWORD_RESET_ADDRESS_PER_HOUR). */
const ADDRESS_LIMIT = 40;

/** Every reset link mailed to this address, oldest first: `<APP_URL>/reset-password?token=...`. */
async function resetTokens(email: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await listMail(email)).filter((m) => /Reset your LogiScope password|Restablezca|Réinitialisez/.test(m.subject));
    if (mails.length >= count) {
      return mails.map((m) => {
        const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(m.text ?? '');
        if (!link) throw new Error(`No reset link in the mail:\n${m.text}`);
        return decodeURIComponent(link[1]);
      });
    }
    if (Date.now() > deadline) throw new Error(`${mails.length} reset mails to ${email}, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Password reset through HTTP, with the mail read back from MailDev: the same answer for any e-mail, a link that works
 * once and for one hour, every session ended, the old password refused and the new one accepted; throttled per e-mail
 * (silently) and per address (429). And the one password rule: weak passwords refused wherever a password is chosen.
 */
describe.each(e2eProfiles())('password reset and strength [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** A registered user with two open sessions (registration's and a sign-in elsewhere). */
  async function user() {
    const reg = registration();
    const first = new ApiClient(server.baseUrl);
    expect((await first.post('/api/auth/register', reg)).status).toBe(201);
    const second = new ApiClient(server.baseUrl);
    expect((await second.post('/api/auth/login', { email: reg.email, password: reg.password })).status).toBe(200);
    return { email: reg.email, password: reg.password, sessions: [first, second] };
  }

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'reset-clock-'));
    server = await startServer(profile, {
      TEST_CLOCK_FILE: join(clockDir, 'clock'),
      TRUSTED_PROXIES: 'loopback',
      RATE_LIMIT_PASSWORD_RESET_ADDRESS_PER_HOUR: String(ADDRESS_LIMIT),
      CARRIER_DATA_DEMO_ROWS: '0',
    });
    // Distributed: the first registrations after start can outlast the 5 s call deadline on a loaded machine (503);
    // the suite starts once one gets through, so that its cases measure password reset, not the cold start.
    await eventually(async () => (await anonymous().post('/api/auth/register', registration())).status, (status) => status === 201, 'a first registration', 60_000);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('should answer a known and an unknown e-mail identically, and mail only the account', async () => {
    const { email } = await user();
    const unknown = `nobody.${Date.now().toString(36)}@example.com`;
    const answers = [];
    for (const address of [email, unknown, email.toUpperCase(), `${unknown}x`]) {
      const started = performance.now();
      const res = await anonymous().post(FORGOT, { email: address });
      answers.push({ status: res.status, text: res.text, cookie: res.headers.getSetCookie().length, ms: performance.now() - started });
    }
    expect(answers.map(({ ms: _ms, ...a }) => a)).toEqual(Array(4).fill({ status: 202, text: '', cookie: 0 }));
    // The gateway answers before identity looks the e-mail up: no lookup, append or SMTP time in any answer.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);
    await resetTokens(email, 2);
    expect(await listMail(unknown)).toEqual([]);
  });

  it('should reset with the mailed link once: every session ends, no one is signed in, the old password is refused and the new one works', async () => {
    const { email, password, sessions } = await user();
    expect((await anonymous().post(FORGOT, { email, language: 'en' })).status).toBe(202);
    const mail = await waitForMail(email, 'Reset your LogiScope password');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9%._-]+\n/);
    const [token] = await resetTokens(email);

    const browser = anonymous();
    const weak = await browser.post(RESET, { token, password: 'password', confirmPassword: 'password' });
    expect({ status: weak.status, message: weak.body.message }).toEqual({ status: 400, message: WEAK });

    const reset = await browser.post(RESET, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(204);
    expect(reset.headers.getSetCookie()).toEqual([]);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    for (const session of sessions) expect((await session.get('/api/auth/user')).status).toBe(401);

    expect((await anonymous().post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await anonymous().post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await anonymous().post(RESET, { token, password: 'another violet lantern 7', confirmPassword: 'another violet lantern 7' });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 400, message: LINK_REFUSED });
  });

  it('should mail in the language asked for', async () => {
    const { email } = await user();
    expect((await anonymous().post(FORGOT, { email, language: 'fr' })).status).toBe(202);
    const mail = await waitForMail(email, 'Réinitialisez votre mot de passe LogiScope');
    expect(mail.text).toContain('Le lien fonctionne une seule fois');
  });

  it('should refuse an older link once a newer one was asked for, and a link past its hour', async () => {
    const { email } = await user();
    await anonymous().post(FORGOT, { email });
    await resetTokens(email, 1);
    await anonymous().post(FORGOT, { email });
    const [older, newer] = await resetTokens(email, 2);
    const stale = await anonymous().post(RESET, { token: older, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 400, message: LINK_REFUSED });
    expect((await anonymous().post(RESET, { token: newer, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(204);

    const late = await user();
    await anonymous().post(FORGOT, { email: late.email });
    const [token] = await resetTokens(late.email);
    await moveClock(join(clockDir, 'clock'), 61 * 60_000);
    const expired = await anonymous().post(RESET, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect({ status: expired.status, message: expired.body.message }).toEqual({ status: 400, message: LINK_REFUSED });
    expect((await anonymous().post('/api/auth/login', { email: late.email, password: late.password })).status).toBe(200);
  });

  it('should refuse a made-up token with the same message', async () => {
    const res = await anonymous().post(RESET, { token: `00000000-0000-0000-0000-000000000000.${'a'.repeat(43)}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: LINK_REFUSED });
    const garbled = await anonymous().post(RESET, { token: 'nope', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect({ status: garbled.status, message: garbled.body.message }).toEqual({ status: 400, message: LINK_REFUSED });
  });

  it('should throttle per e-mail without saying so (no more mail) and per address with 429', async () => {
    const { email } = await user();
    // RATE_LIMIT_PASSWORD_RESET_PER_HOUR (5): the sixth request is answered alike, and mails nothing.
    for (let i = 0; i < 6; i++) expect((await anonymous().post(FORGOT, { email })).status).toBe(202);
    await resetTokens(email, 5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await listMail(email)).length).toBe(5);

    const attacker = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await anonymous().request('POST', FORGOT, { email: `probe${i}.${Date.now().toString(36)}@example.com` }, attacker)).status).toBe(202);
    }
    const refused = await anonymous().request('POST', FORGOT, { email }, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('should refuse weak passwords with 400 and the one message on registration, password change and invitation', async () => {
    for (const password of ['password', '12345678', 'aaaaaaaa']) {
      const res = await anonymous().post('/api/auth/register', registration({ password, confirmPassword: password }));
      expect({ password, status: res.status, message: res.body.message, path: res.body.issues?.[0]?.path }).toEqual({ password, status: 400, message: WEAK, path: 'password' });
    }

    const { password: current, sessions } = await user();
    const change = await sessions[0].post('/api/auth/change-password', { currentPassword: current, newPassword: '12345678', confirmPassword: '12345678' });
    expect({ status: change.status, message: change.body.message }).toEqual({ status: 400, message: WEAK });

    const admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    const member = `member.${Date.now().toString(36)}@example.com`;
    expect((await admin.post('/api/company/users', { firstName: 'Sam', lastName: 'Ortiz', email: member, role: 'USER' })).status).toBe(201);
    const invitation = await waitForMail(member, /added you to/);
    const token = decodeURIComponent(/\/set-password\?token=(\S+)/.exec(invitation.text ?? '')![1]);
    const accept = await anonymous().post('/api/auth/invitation', { token, password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' });
    expect({ status: accept.status, message: accept.body.message }).toEqual({ status: 400, message: WEAK });
    expect((await anonymous().post('/api/auth/invitation', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });
});
