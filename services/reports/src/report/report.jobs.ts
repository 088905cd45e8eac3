import type { Clock, JobQueue, Mailer } from '@logiscope/infra';
import { carrierNoticeMail, reporterNoticeMail } from './report.mail';
import type { ReportRow } from './report.projection';
import type { ReportJobs, ReportsApplication } from './report.service';

/**
 * The right of response's background work, on the JobQueue port (BullMQ distributed, SQLite embedded: both survive a
 * restart): the carrier's and the broker's e-mails (retried), the window-closing job due at each report's deadline, and
 * a sweep every minute for windows whose deadline passed without their job (enqueued by a process that died just
 * after the append, or a clock moved forward by a test).
 */
export const REPORT_JOBS = {
  closeWindow: 'reports.close-response-window',
  sweep: 'reports.close-due-windows',
  mailCarrier: 'reports.mail-carrier',
  mailReporter: 'reports.mail-reporter',
} as const;

const SWEEP_EVERY_MS = 60_000;
const MAIL = { attempts: 5, backoffMs: 5_000 };

export interface ReportJobsOptions {
  queue: JobQueue;
  mail: Mailer;
  clock: Clock;
  /** The web app's address, for the links in the e-mails. */
  appUrl: string;
  app: () => ReportsApplication;
}

export async function registerReportJobs(o: ReportJobsOptions): Promise<ReportJobs> {
  const rowOf = async (reportId: string): Promise<ReportRow> => {
    const row = await o.app().row(reportId);
    if (!row) throw new Error(`Report ${reportId} is not in the read model yet`);
    return row;
  };
  o.queue.process<{ reportId: string }, { sent: string }>(REPORT_JOBS.mailCarrier, async ({ reportId }) => {
    const row = await rowOf(reportId);
    if (row.retracted || !row.carrierEmail) return { sent: '' };
    return { sent: await o.mail.send(carrierNoticeMail(row, o.appUrl)) };
  });
  o.queue.process<{ reportId: string }, { sent: string }>(REPORT_JOBS.mailReporter, async ({ reportId }) => {
    const row = await rowOf(reportId);
    if (!row.reporterEmail) return { sent: '' };
    return { sent: await o.mail.send(reporterNoticeMail(row, o.appUrl)) };
  });
  o.queue.process<{ reportId: string }, { closed: boolean }>(REPORT_JOBS.closeWindow, async ({ reportId }) => ({ closed: await o.app().closeResponseWindow(reportId) }));
  o.queue.process<Record<string, never>, { closed: number }>(REPORT_JOBS.sweep, async () => {
    let closed = 0;
    for (const reportId of await o.app().dueWindows()) if (await o.app().closeResponseWindow(reportId)) closed++;
    return { closed };
  });
  await o.queue.every(REPORT_JOBS.sweep, SWEEP_EVERY_MS, {});

  return {
    async filed(row) {
      const delayMs = Math.max(0, Date.parse(row.responseDeadline) - o.clock.now().getTime());
      await o.queue.enqueue(REPORT_JOBS.closeWindow, { reportId: row.id }, { jobId: `close-window:${row.id}`, delayMs, attempts: 5, backoffMs: 60_000 });
      if (row.carrierEmail) await o.queue.enqueue(REPORT_JOBS.mailCarrier, { reportId: row.id }, { jobId: `mail-carrier:${row.id}`, ...MAIL });
    },
    async responded(row) {
      if (row.reporterEmail) await o.queue.enqueue(REPORT_JOBS.mailReporter, { reportId: row.id }, { jobId: `mail-reporter:${row.id}`, ...MAIL });
    },
  };
}
