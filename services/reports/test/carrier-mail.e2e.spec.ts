import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMail, type MaildevMail } from '@logiscope/infra/testing';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { moveClock } from '../../../test/support/test-clock';
import { registerOnTrial } from '../../../test/support/trial';

interface Report {
  id: string;
  comments: string;
  windowState: string;
  responseDeadline: string;
  responseLink: string | null;
}

const DAY = 24 * 3600_000;
/** The instant a mail's "Respond before <date>" names (to the second). */
const respondBefore = (mail: MaildevMail) => Date.parse(/Respond before ([^\n]+GMT)/.exec(mail.text ?? '')![1]);

/**
 * A flood of reports about one carrier from several companies, through HTTP and the local SMTP server, in both
 * profiles: the carrier's address gets 3 mails, the further reports wait (no window yet) across a restart, and once the
 * day is over one digest lists them, from which their 24 hours run.
 */
describe.each(e2eProfiles())('mail to a carrier: 3 a day, then a digest [%s]', (profile) => {
  let server: RunningServer;
  let clockDir: string;
  let clockFile: string;

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'carrier-mail-clock-'));
    clockFile = join(clockDir, 'clock');
    server = await startServer(profile, { TEST_CLOCK_FILE: clockFile, REPORTS_SWEEP_MS: '500', ...(profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {}) });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('should mail the carrier 3 times, hold the rest without a window, and send one digest after the day that opens them', async () => {
    const brokers: ApiClient[] = [];
    for (let i = 0; i < 3; i++) {
      const client = new ApiClient(server.baseUrl);
      expect((await registerOnTrial(client, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
      brokers.push(client);
    }
    const withEmail = async () => {
      const hits = ((await brokers[0].get('/api/carriers/search?q=trucking&pageSize=50')).body?.carriers ?? []) as { dotNumber: string }[];
      for (const hit of hits) {
        const detail = (await brokers[0].get(`/api/carriers/${hit.dotNumber}`)).body as { dotNumber: string; email: string; companyName: string };
        if (detail.email) return detail;
      }
      return undefined;
    };
    const carrier = (await eventually(withEmail, (c) => c !== undefined, 'a demo carrier with an e-mail address', 60_000))!;
    // The server's day: noon UTC, so the five filings fall on one day whenever the test runs.
    const now = Date.now();
    await moveClock(clockFile, Math.ceil((now - 12 * 3600_000) / DAY) * DAY + 12 * 3600_000 - now);

    // The demo carrier's address is shared with other runs: this run's mails are the ones holding its tag.
    const tag = `flood-${Date.now().toString(36)}`;
    const ours = async () => (await listMail(carrier.email)).filter((m) => m.text?.includes(tag));
    const filed: { client: ApiClient; report: Report }[] = [];
    for (let i = 1; i <= 5; i++) {
      const client = brokers[(i - 1) % 3];
      const res = await client.post(`/api/carriers/${carrier.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 2, comments: `Late pickup number ${i} (${tag}).` });
      expect(res.status).toBe(201);
      filed.push({ client, report: res.body as Report });
    }
    const own = async (n: number) => ((await filed[n].client.get(`/api/carriers/${carrier.dotNumber}/reports`)).body as Report[]).find((r) => r.id === filed[n].report.id)!;

    const notices = await eventually(ours, (m) => m.length >= 3, 'three mails to the carrier');
    for (let n = 0; n < 3; n++) await eventually(() => own(n), (r) => r.responseDeadline !== '', `report ${n + 1} mailed`);
    // Time for a 4th or 5th mail to go out if the limit did not hold.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await ours()).map((m) => /number (\d)/.exec(m.text ?? '')?.[1]).sort()).toEqual(['1', '2', '3']);
    for (const m of notices) expect(m.subject).toContain('you may respond within 24 hours');
    for (const n of [3, 4]) {
      expect(await own(n)).toMatchObject({ windowState: 'OPEN', responseDeadline: '' });
      const portal = await new ApiClient(server.baseUrl).get(`/api/reports/${filed[n].report.responseLink!.replace('/respond/', '')}`);
      expect(portal.body).toMatchObject({ status: 'OPEN', canRespond: true, responseDeadline: '' });
    }

    // The count and the held reports survive a restart; the day ends: one digest.
    await server.restart();
    await moveClock(clockFile, 12 * 3600_000 + 10 * 60_000);
    const all = await eventually(ours, (m) => m.length >= 4, 'the digest', 60_000);
    const digest = all.find((m) => /more reports about/.test(m.subject ?? ''))!;
    expect(digest.subject).toMatch(/^2 more reports about .+ \(USDOT \d+\) on \d{4}-\d{2}-\d{2}: you may respond within 24 hours$/);
    for (const n of [3, 4]) {
      expect(digest.text).toContain(`Late pickup number ${n + 1} (${tag}).`);
      expect(digest.text).toContain(filed[n].report.responseLink!);
    }
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await ours()).toHaveLength(4);

    // The held reports' 24 hours run from the digest, on the record and on the carrier's page; the others from their own mails.
    const deadline = respondBefore(digest);
    for (const n of [3, 4]) {
      const report = await eventually(() => own(n), (r) => r.responseDeadline !== '', `report ${n + 1} opened by the digest`);
      expect(Math.abs(Date.parse(report.responseDeadline) - deadline)).toBeLessThan(1_000);
      const portal = await new ApiClient(server.baseUrl).get(`/api/reports/${filed[n].report.responseLink!.replace('/respond/', '')}`);
      expect(portal.body).toMatchObject({ status: 'OPEN', responseDeadline: report.responseDeadline });
    }
    for (const n of [0, 1, 2]) {
      const report = await own(n);
      const mail = notices.find((m) => m.text?.includes(`number ${n + 1} (`))!;
      expect(Math.abs(Date.parse(report.responseDeadline) - respondBefore(mail))).toBeLessThan(1_000);
      expect(Date.parse(report.responseDeadline)).toBeLessThan(deadline - 12 * 3600_000);
    }
  });
});
