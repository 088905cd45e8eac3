import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure, ManualClock, type MailMessage, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import { noIncidentFields, reportStream } from '@logiscope/proto';
import { noCarrierReportDetails } from '@logiscope/proto/views';
import type { FileReportRequest, ReportsApi } from '../reports.api';
import { startReports } from '../reports.module';
import { ACME_REPORT_PARTIES } from './report.fixtures';
import { REPORT_JOBS } from './report.jobs';

const FILED = '2026-03-14T09:00:00.000Z';
const request: FileReportRequest = {
  kind: 'CARRIER_REPORT',
  ...ACME_REPORT_PARTIES,
  reportType: 'NEGATIVE',
  rating: 2,
  ...noCarrierReportDetails(),
  comments: 'Late twice in a week',
  ...noIncidentFields(),
};

const until = async (probe: () => Promise<boolean>, label: string) => {
  for (let i = 0; i < 200; i++) if (await probe()) return;
  throw new Error(`Timed out waiting for ${label}`);
};
const tick = () => new Promise((r) => setTimeout(r, 25));

/**
 * The right of response's background work on the embedded job queue (SQLite, the same JobQueue port BullMQ serves
 * distributed): the carrier's e-mail, the window-closing job due at the deadline that a restart keeps, and the sweep.
 */
describe('report jobs (embedded job queue)', () => {
  let dir: string;
  let clock: ManualClock;
  let infra: EmbeddedInfrastructure;
  let reports: RunningService<ReportsApi>;
  let runtime: ServiceRuntime;

  /** The mail as sent (the outbox an operator reads shows the links redacted). */
  let sent: MailMessage[];
  const start = async () => {
    infra = new EmbeddedInfrastructure(dir, { clock, mail: { kind: 'outbox', from: 'LogiScope <no-reply@logiscope.local>' } });
    const send = infra.mail.send.bind(infra.mail);
    jest.spyOn(infra.mail, 'send').mockImplementation(async (m) => {
      sent.push(m);
      return send(m);
    });
    runtime = infra.runtimeFor('reports');
    reports = await startReports(runtime);
    await infra.jobs.start();
  };
  const stop = async () => {
    await reports.stop();
    await infra.close();
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reports-jobs-'));
    sent = [];
    clock = new ManualClock(FILED);
    await start();
  });
  afterEach(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("mails the carrier its link and keeps the window's closing job across a restart", async () => {
    const filed = await reports.api.fileReport(request);
    // The window waits for the carrier's mail.
    expect(filed.responseDeadline).toBe('');
    clock.advance(90_000);
    await until(async () => (await infra.jobs.getJob(`close-window:${filed.reportId}`)) !== null || (await tick(), false), 'the window opened by the mail');
    const mail = sent.find((m) => m.to === 'safety@acme.example')!;
    expect(mail.text).toContain(`/respond/${filed.responseId}`);
    expect(mail.text).not.toContain('dana@plains.example');
    // 24 hours from the mail, not from the filing; the mail, the record and the response page say the same.
    const deadline = '2026-03-15T09:01:30.000Z';
    expect(mail.text).toContain(`Respond before ${new Date(deadline).toUTCString()}`);
    expect((await reports.api.getReport({ reportId: filed.reportId, companyId: 'cA' })).responseDeadline).toBe(deadline);
    expect((await reports.api.getResponsePortal({ responseId: filed.responseId })).responseDeadline).toBe(deadline);

    expect(await infra.jobs.getJob(`close-window:${filed.reportId}`)).toMatchObject({ name: REPORT_JOBS.closeWindow, state: 'delayed' });
    await stop();
    await start();
    expect(await infra.jobs.getJob(`close-window:${filed.reportId}`)).toMatchObject({ name: REPORT_JOBS.closeWindow, state: 'delayed' });
  });

  it('closes the windows whose deadline passed (the sweep), once, saying the carrier did not answer', async () => {
    const filed = await reports.api.fileReport(request);
    await until(async () => (await reports.api.getReport({ reportId: filed.reportId, companyId: 'cA' })).responseDeadline !== '' || (await tick(), false), 'the window opened by the mail');
    clock.advance(24 * 3600_000);
    await infra.jobs.enqueue(REPORT_JOBS.sweep, {});
    await infra.jobs.enqueue(REPORT_JOBS.sweep, {});
    const store = runtime.events;
    const closed = async () => (await store.readStream(reportStream(filed.reportId))).events.filter((e) => e.type === 'ResponseWindowClosed');
    await until(async () => (await closed()).length > 0 || (await tick(), false), 'ResponseWindowClosed');
    await tick();
    await tick();
    expect((await closed()).map((e) => e.data)).toEqual([
      { reportId: filed.reportId, kind: 'CARRIER_REPORT', carrierId: '44110', companyId: 'cA', closedAt: '2026-03-15T09:00:00.000Z', responded: false },
    ]);
    const other = await reports.api.listCarrierReports({ carrierId: '44110', companyId: 'cB', kind: '' });
    expect(other.reports.map((r) => [r.reportId, r.windowState, r.visibleToAll])).toEqual([[filed.reportId, 'CLOSED', true]]);
  });

  it('mails a carrier at most 3 times a day across companies, then one digest after the day that opens the further windows', async () => {
    const filed: Awaited<ReturnType<ReportsApi['fileReport']>>[] = [];
    const opened = async (reportId: string) => {
      const own = filed.find((f) => f.reportId === reportId)!;
      return (await reports.api.getReport({ reportId, companyId: own.companyId })).responseDeadline;
    };
    for (const [i, companyId] of ['cA', 'cB', 'cC', 'cD', 'cE'].entries()) {
      // The same FMCSA address, however it is written.
      const carrierEmail = i % 2 ? 'Safety@ACME.example' : 'safety@acme.example';
      filed.push(await reports.api.fileReport({ ...request, companyId, companyName: `Broker ${companyId}`, carrierEmail, comments: `Report ${i + 1}` }));
      clock.advance(60_000);
    }
    const mine = () => sent.filter((m) => m.to.toLowerCase() === 'safety@acme.example');
    await until(async () => (mine().length === 3 && (await infra.jobs.getJob(`mail-carrier:${filed[4].reportId}`))?.state === 'completed') || (await tick(), false), 'three mails');
    expect(mine().map((m) => /"(Report \d)"/.exec(m.text)?.[1])).toEqual(['Report 1', 'Report 2', 'Report 3']);
    for (const f of filed.slice(0, 3)) expect(await opened(f.reportId)).not.toBe('');
    // Held for the digest: no window yet, and the carrier may still answer with a forwarded link.
    for (const f of filed.slice(3)) {
      expect(await opened(f.reportId)).toBe('');
      expect((await reports.api.getResponsePortal({ responseId: f.responseId })).canRespond).toBe(true);
    }

    // What was counted and held survives a restart; the day ends and the sweep sends the one digest.
    await stop();
    await start();
    clock.set('2026-03-15T00:06:00.000Z');
    await infra.jobs.enqueue(REPORT_JOBS.sweep, {});
    await until(async () => mine().length === 4 || (await tick(), false), 'the digest');
    const digest = mine()[3];
    expect(digest.subject).toBe('2 more reports about ACME TRANSPORT INC (USDOT 44110) on 2026-03-14: you may respond within 24 hours');
    for (const f of filed.slice(3)) expect(digest.text).toContain(`/respond/${f.responseId}`);
    expect(digest.text).toContain('Respond before Mon, 16 Mar 2026 00:06:00 GMT.');
    await until(async () => (await opened(filed[4].reportId)) !== '' || (await tick(), false), 'the held windows opened');
    for (const f of filed.slice(3)) expect(await opened(f.reportId)).toBe('2026-03-16T00:06:00.000Z');
    // The first three run 24 hours from their own mails (sent as they were filed, 09:00 to 09:05).
    for (const f of filed.slice(0, 3)) expect(await opened(f.reportId)).toMatch(/^2026-03-15T09:0[0-5]/);

    // Sent once; a new day counts anew.
    await infra.jobs.enqueue(REPORT_JOBS.sweep, {});
    const next = await reports.api.fileReport({ ...request, companyId: 'cF', comments: 'Report 6' });
    await until(async () => mine().length === 5 || (await tick(), false), "the new day's mail");
    expect(mine()[4].text).toContain(`/respond/${next.responseId}`);
    expect(mine()).toHaveLength(5);
  });
});
