import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure, ManualClock, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import { reportStream } from '@logiscope/proto';
import type { FileReportRequest, ReportsApi } from '../reports.api';
import { startReports } from '../reports.module';
import { REPORT_JOBS } from './report.jobs';

const FILED = '2026-03-14T09:00:00.000Z';
const request: FileReportRequest = {
  kind: 'CARRIER_REPORT',
  carrierId: '44110',
  dotNumber: '44110',
  mcNumber: '123456',
  carrierName: 'ACME TRANSPORT INC',
  carrierEmail: 'safety@acme.example',
  companyId: 'cA',
  companyName: 'Plains Freight',
  companyType: 'BROKER',
  userId: 'uA',
  reporterName: 'Dana Whitfield',
  reporterEmail: 'dana@plains.example',
  reportType: 'NEGATIVE',
  rating: 2,
  comments: 'Late twice in a week',
  reportCategory: '',
  incidentType: '',
  severity: '',
  description: '',
  location: '',
  incidentDate: '',
  monetaryImpact: '',
  isDoubleBrokerage: false,
  brokerageChain: [],
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

  const start = async () => {
    infra = new EmbeddedInfrastructure(dir, { clock, mail: { kind: 'outbox', from: 'LogiScope <no-reply@logiscope.local>' } });
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
    clock = new ManualClock(FILED);
    await start();
  });
  afterEach(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("mails the carrier its link and keeps the window's closing job across a restart", async () => {
    const filed = await reports.api.fileReport(request);
    await until(async () => (await infra.outbox!.list()).some((m) => m.to === 'safety@acme.example') || (await tick(), false), 'the carrier mail');
    const mail = (await infra.outbox!.list()).find((m) => m.to === 'safety@acme.example')!;
    expect(mail.text).toContain(`/respond/${filed.responseId}`);
    expect(mail.text).not.toContain('dana@plains.example');

    expect(await infra.jobs.getJob(`close-window:${filed.reportId}`)).toMatchObject({ name: REPORT_JOBS.closeWindow, state: 'delayed' });
    await stop();
    await start();
    expect(await infra.jobs.getJob(`close-window:${filed.reportId}`)).toMatchObject({ name: REPORT_JOBS.closeWindow, state: 'delayed' });
  });

  it('closes the windows whose deadline passed (the sweep), once, saying the carrier did not answer', async () => {
    const filed = await reports.api.fileReport(request);
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
});
