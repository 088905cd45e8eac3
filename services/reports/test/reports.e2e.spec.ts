import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMail, waitForMail, type MaildevMail } from '@logiscope/infra/testing';
import { CarrierReportViewSchema, ReportPortalViewSchema } from '@logiscope/proto/views';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { registerOnTrial } from '../../../test/support/trial';

interface Report {
  id: string;
  reportType: string;
  rating: number | null;
  comments: string;
  windowState: string;
  responseDeadline: string;
  canRespond: boolean;
  visibility: string;
  isOwn: boolean;
  reporterCompany: string;
  responseLink: string | null;
  carrierNotified: boolean | null;
  response: { text: string; respondedAt: string } | null;
  responderContact: { email: string; phone: string } | null;
}

const RESPONSE_LIMIT = 6;

/** A broker company, signed in: its admin's client, e-mail and company name. */
async function broker(baseUrl: string, type: 'BROKER' | 'SHIPPER' = 'BROKER') {
  const client = new ApiClient(baseUrl);
  const reg = registration(type === 'BROKER' ? { companyType: 'BROKER', mcNumber: 'MC-123456B' } : {});
  expect((await registerOnTrial(client, reg)).status).toBe(201);
  return { client, email: reg.email as string, companyName: reg.companyName as string };
}

/** The mail to the carrier that carries this response link (the carrier's address is shared by earlier runs). */
async function carrierMailWith(address: string, link: string): Promise<MaildevMail> {
  return eventually(
    async () => (await listMail(address)).find((m) => m.text?.includes(link)),
    (m) => m !== undefined,
    `a mail to ${address} with ${link}`,
  ) as Promise<MaildevMail>;
}

/**
 * The carrier's right of response through HTTP, as the brokers and the carrier use it: a report e-mails the carrier
 * its private link, the carrier answers once within 24 hours, the broker is told, other companies see both sides; a
 * NEGATIVE report waits for the answer or the deadline before other companies see it; the server refuses late answers;
 * a retracted report disappears; shippers cannot file.
 */
describe.each(e2eProfiles())('reports and the right of response [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let a: Awaited<ReturnType<typeof broker>>;
  let b: Awaited<ReturnType<typeof broker>>;
  let carrier: { dotNumber: string; email: string; companyName: string };

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'reports-clock-'));
    server = await startServer(profile, {
      TEST_CLOCK_FILE: join(clockDir, 'clock'),
      RATE_LIMIT_REPORT_RESPONSE_PER_HOUR: String(RESPONSE_LIMIT),
      // One carrier gets every report here: the daily mail limit and its digest have their own suite (carrier-mail.e2e).
      CARRIER_MAIL_PER_DAY: '20',
      ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}),
    });
    a = await broker(server.baseUrl);
    b = await broker(server.baseUrl);
    // A carrier with an e-mail on file, once the demo carriers are in (the distributed import may still be running).
    const withEmail = async () => {
      const hits = ((await a.client.get('/api/carriers/search?q=trucking&pageSize=50')).body?.carriers ?? []) as { dotNumber: string }[];
      for (const hit of hits) {
        const detail = (await a.client.get(`/api/carriers/${hit.dotNumber}`)).body as { dotNumber: string; email: string; companyName: string };
        if (detail.email) return detail;
      }
      return undefined;
    };
    carrier = (await eventually(withEmail, (c) => c !== undefined, 'a demo carrier with an e-mail address', 60_000))!;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  const reportsOf = async (client: ApiClient) => {
    const res = await client.get(`/api/carriers/${carrier.dotNumber}/reports`);
    expect(res.status).toBe(200);
    return res.body as Report[];
  };
  const file = async (body: object) => {
    const res = await a.client.post(`/api/carriers/${carrier.dotNumber}/reports`, body);
    expect(res.status).toBe(201);
    return res.body as Report;
  };
  const responseIdOf = (r: Report) => r.responseLink!.replace('/respond/', '');
  /** The carrier's 24 hours start when it is mailed: the report once its mail went out. */
  const mailed = (r: Report) =>
    eventually(
      async () => (await reportsOf(a.client)).find((x) => x.id === r.id),
      (x) => !!x?.responseDeadline,
      `the carrier mailed about ${r.id}`,
    );
  const anonymous = () => new ApiClient(server.baseUrl);
  /** Keys an answer has beyond its declared view: the reports service's record carries e-mails and user ids. */
  const undeclared = (body: object, view: { shape: object }) => Object.keys(body).filter((k) => !(k in view.shape));

  it('should mail the carrier its private link, take one answer, tell the broker, and show both sides to another company', async () => {
    const negative = await file({ reportType: 'NEGATIVE', rating: 2, comments: 'Picked up 6 hours late, no call.' });
    expect(negative).toMatchObject({ isOwn: true, windowState: 'OPEN', canRespond: true, visibility: 'REPORTER_ONLY', carrierNotified: true, rating: 2, reporterCompany: a.companyName });
    expect(negative.responseLink).toMatch(/^\/respond\/[A-Za-z0-9_-]{43}$/);
    const responseId = responseIdOf(negative);
    expect(responseId).not.toContain(negative.id);
    // Only what the view declares leaves the server (the record's e-mails, user ids and raw fields stay behind).
    expect(undeclared(negative, CarrierReportViewSchema)).toEqual([]);

    // Fair process: company B does not see the NEGATIVE report while the carrier may still answer; A does.
    const positive = await file({ reportType: 'POSITIVE', rating: 5, comments: 'On time, clean trailer.' });
    const seenByB = await reportsOf(b.client);
    expect(seenByB.map((r) => r.id)).toEqual([positive.id]);
    expect(seenByB[0]).toMatchObject({ isOwn: false, responseLink: null, carrierNotified: null, responderContact: null, reporterCompany: a.companyName });
    expect(JSON.stringify(seenByB)).not.toContain(responseIdOf(positive));
    expect((await reportsOf(a.client)).map((r) => r.id)).toEqual([positive.id, negative.id]);

    // The carrier's census address gets the link; the report id never opens the portal.
    const mail = await carrierMailWith(carrier.email, negative.responseLink!);
    expect(mail.subject).toContain('you may respond within 24 hours');
    // The link reaches this server: APP_URL is unset, so it follows the port the server runs on (not 3000).
    const link = new URL(/https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]);
    expect(link.port).toBe(new URL(server.baseUrl).port);
    expect(link.pathname).toBe(negative.responseLink);
    expect(mail.text).toContain('Picked up 6 hours late, no call.');
    expect((await anonymous().get(`/api/reports/${negative.id}`)).status).toBe(404);

    const portal = await anonymous().get(`/api/reports/${responseId}`);
    expect(portal.status).toBe(200);
    expect(portal.body).toMatchObject({ status: 'OPEN', canRespond: true, reportType: 'NEGATIVE', rating: 2, comments: 'Picked up 6 hours late, no call.', reporterCompany: a.companyName });
    expect(portal.text).not.toContain(a.email);
    expect(undeclared(portal.body as object, ReportPortalViewSchema)).toEqual([]);

    const respond = (body: object) => anonymous().post(`/api/reports/${responseId}/respond`, body);
    const short = await respond({ responseText: 'Too short', contactEmail: 'dispatch@carrier.example' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Response must be at least 10 characters');
    const answered = await respond({ responseText: 'The shipper held the truck at the dock; see the signed BOL.', contactEmail: 'dispatch@carrier.example', contactPhone: '555-0100' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ status: 'RESPONDED', canRespond: false, response: { text: 'The shipper held the truck at the dock; see the signed BOL.' } });
    const twice = await respond({ responseText: 'A second answer is not taken.', contactEmail: 'dispatch@carrier.example' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A response has already been submitted for this report');

    const brokerMail = await waitForMail(a.email, /responded to your report/);
    expect(brokerMail.text).toContain('The shipper held the truck at the dock');

    const afterB = (await reportsOf(b.client)).find((r) => r.id === negative.id);
    expect(afterB).toMatchObject({ visibility: 'ALL', windowState: 'ANSWERED', response: { text: 'The shipper held the truck at the dock; see the signed BOL.' }, responderContact: null });
    const afterA = (await reportsOf(a.client)).find((r) => r.id === negative.id);
    expect(afterA?.responderContact).toEqual({ email: 'dispatch@carrier.example', phone: '555-0100' });
  });

  it('should refuse filing by a shipper company with a clear message', async () => {
    const shipper = await broker(server.baseUrl, 'SHIPPER');
    const res = await shipper.client.post(`/api/carriers/${carrier.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 1, comments: 'Shippers cannot file.' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Filing reports is a broker feature: shipper companies can read reports but not file them.');
    // Shippers read reports all the same.
    expect((await shipper.client.get(`/api/carriers/${carrier.dotNumber}/reports`)).status).toBe(200);
  });

  it('should retract a report from every view, and the carrier page says so', async () => {
    const report = await file({ reportType: 'NEUTRAL', rating: 3, comments: 'Filed in error.' });
    expect((await reportsOf(b.client)).map((r) => r.id)).toContain(report.id);
    expect((await b.client.request('DELETE', `/api/carrier-reports/${report.id}`)).status).toBe(403);
    expect((await a.client.request('DELETE', `/api/carrier-reports/${report.id}`)).status).toBe(204);
    expect((await reportsOf(a.client)).map((r) => r.id)).not.toContain(report.id);
    expect((await reportsOf(b.client)).map((r) => r.id)).not.toContain(report.id);
    const portal = await anonymous().get(`/api/reports/${responseIdOf(report)}`);
    expect(portal.body).toMatchObject({ status: 'RETRACTED', canRespond: false, comments: '' });
    const late = await anonymous().post(`/api/reports/${responseIdOf(report)}/respond`, { responseText: 'Answering a retracted report.', contactEmail: 'dispatch@carrier.example' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This report was retracted by the company that filed it');
  });

  it('should end the window at the deadline: the portal says so, the server refuses a late answer, other companies see the report', async () => {
    const report = await file({ reportType: 'NEGATIVE', rating: 1, comments: 'Cargo arrived damaged.' });
    expect((await reportsOf(b.client)).map((r) => r.id)).not.toContain(report.id);
    await mailed(report);
    await moveClock(join(clockDir, 'clock'), 24 * 3600_000 + 60_000);

    const portal = await anonymous().get(`/api/reports/${responseIdOf(report)}`);
    expect(portal.body).toMatchObject({ status: 'ENDED', canRespond: false });
    const late = await anonymous().post(`/api/reports/${responseIdOf(report)}/respond`, { responseText: 'We answer one minute too late.', contactEmail: 'dispatch@carrier.example' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Response Period Ended');
    expect((await reportsOf(b.client)).find((r) => r.id === report.id)).toMatchObject({ visibility: 'ALL', windowState: 'CLOSED', canRespond: false, response: null });
  });

  it('should limit answers per client address', async () => {
    const id = 'A'.repeat(43);
    let status = 0;
    for (let i = 0; i < RESPONSE_LIMIT && status !== 429; i++) {
      status = (await anonymous().post(`/api/reports/${id}/respond`, { responseText: 'Probing the response page.', contactEmail: 'probe@carrier.example' })).status;
    }
    expect(status).toBe(429);
  });
});
