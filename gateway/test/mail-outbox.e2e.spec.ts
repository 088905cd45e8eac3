import { ApiClient, eventually, registration } from '../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

const OPERATOR = { email: 'operator@outbox.e2e.example.com', password: 'operator-password-2026' };
const PASSWORD = 'Member-password-2026!';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The operator's outbox (an installation without SMTP keeps its mail there), read as the probe read it: the invitation
 * and the carrier's response link show no credential, and nothing the outbox shows lets the operator set the invited
 * member's password or answer as the carrier.
 */
describe.each(e2eProfiles())('GET /api/admin/mail-outbox [%s]', (profile) => {
  let server: RunningServer;
  let operator: ApiClient;

  const outboxMailTo = (to: string, subject: RegExp) =>
    eventually(
      async () => ((await operator.get('/api/admin/mail-outbox?limit=500')).body.mails as OutboxMail[]).find((m) => m.to === to && subject.test(m.subject)),
      (m) => m !== undefined,
      `an outbox mail to ${to}`,
    ) as Promise<OutboxMail>;
  /** Every value a link in the mail carries after `token=` or `/respond/`: what an operator could try. */
  const candidates = (mail: OutboxMail, pattern: RegExp) => [...(mail.text + (mail.html ?? '')).matchAll(pattern)].map((m) => decodeURIComponent(m[1]));

  beforeAll(async () => {
    // SMTP_URL empty: the outbox (SQLite embedded, MongoDB distributed) instead of MailDev.
    server = await startServer(profile, { SMTP_URL: '', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}) });
    operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should refuse a company admin', async () => {
    const admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    expect((await admin.get('/api/admin/mail-outbox')).status).toBe(403);
  });

  it('should show the invitation without its set-password credential, so the operator cannot take over the member', async () => {
    const admin = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(admin, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    const email = `invited.${Date.now().toString(36)}@outbox.e2e.example.com`;
    expect((await admin.post('/api/company/users', { firstName: 'Ivy', lastName: 'Invited', email, role: 'USER' })).status).toBe(201);

    const mail = await outboxMailTo(email, /added you to/);
    expect(mail.text).toMatch(/https?:\/\/\S+\/set-password\?token=\[redacted\]/);
    const tried = candidates(mail, /token=([^\s"&<]+)/g);
    expect(tried.length).toBeGreaterThan(0);
    for (const token of tried) {
      const res = await new ApiClient(server.baseUrl).post('/api/auth/invitation', { token, password: PASSWORD, confirmPassword: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This invitation link is invalid, used or expired. Ask your administrator to add you again.');
    }
    expect((await new ApiClient(server.baseUrl).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
  });

  it("should show the carrier's mail without its response link", async () => {
    const broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    const withEmail = async () => {
      const hits = ((await broker.get('/api/carriers/search?q=trucking&pageSize=50')).body?.carriers ?? []) as { dotNumber: string }[];
      for (const hit of hits) {
        const detail = (await broker.get(`/api/carriers/${hit.dotNumber}`)).body as { dotNumber: string; email: string };
        if (detail.email) return detail;
      }
      return undefined;
    };
    const carrier = (await eventually(withEmail, (c) => c !== undefined, 'a demo carrier with an e-mail address', 60_000))!;
    const filed = await broker.post(`/api/carriers/${carrier.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 2, comments: 'Late twice this month.' });
    expect(filed.status).toBe(201);
    const responseId = (filed.body.responseLink as string).replace('/respond/', '');

    const mail = await outboxMailTo(carrier.email, /you may respond within 24 hours/);
    expect(mail.text).toMatch(/https?:\/\/\S+\/respond\/\[redacted\]/);
    expect(JSON.stringify(mail)).not.toContain(responseId);
    for (const id of candidates(mail, /\/respond\/([^\s"<]+)/g)) {
      expect((await new ApiClient(server.baseUrl).get(`/api/reports/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });
});
