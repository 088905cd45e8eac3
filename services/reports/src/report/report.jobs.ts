import type { Clock, JobQueue, Mailer } from '@logiscope/infra';
import type { CarrierNotices, PendingDigestDoc } from '../carrier-notice/carrier-notice.service';
import { responseDeadlineOf } from './report.decider';
import { carrierDigestMail, carrierNoticeMail, reporterNoticeMail } from './report.mail';
import type { ReportRow } from './report.projection';
import type { ReportJobs, ReportsApplication } from './report.service';

/**
 * The right of response's background work, on the JobQueue port (BullMQ distributed, SQLite embedded: both survive a
 * restart): the carrier's and the broker's e-mails (retried), the window-closing job due at each report's deadline, the
 * carrier's daily digest, and a sweep for windows whose deadline passed without their job and digests whose day is over
 * (enqueued by a process that died just after the append, or a clock moved forward by a test).
 *
 * A carrier's address gets at most CARRIER_MAIL_PER_DAY mails (3) a day across all companies; the further reports of the
 * day are listed in one digest after the day. A report's window opens when its carrier is mailed about it.
 */
export const REPORT_JOBS = {
  closeWindow: 'reports.close-response-window',
  sweep: 'reports.close-due-windows',
  mailCarrier: 'reports.mail-carrier',
  mailDigest: 'reports.mail-carrier-digest',
  mailReporter: 'reports.mail-reporter',
} as const;

const MAIL = { attempts: 5, backoffMs: 5_000 };
/** The sweep leaves a digest this long to its own job (sent at the day's end), so the two do not both send it. */
const DIGEST_GRACE_MS = 5 * 60_000;

export interface ReportJobsOptions {
  queue: JobQueue;
  mail: Mailer;
  clock: Clock;
  /** The web app's address, for the links in the e-mails. */
  appUrl: string;
  notices: CarrierNotices;
  /** How often the sweep runs (REPORTS_SWEEP_MS). */
  sweepEveryMs: number;
  app: () => ReportsApplication;
}

export async function registerReportJobs(o: ReportJobsOptions): Promise<ReportJobs> {
  const rowOf = async (reportId: string): Promise<ReportRow> => {
    const row = await o.app().row(reportId);
    if (!row) throw new Error(`Report ${reportId} is not in the read model yet`);
    return row;
  };
  const scheduleClose = async (row: ReportRow) => {
    if (!row.responseDeadline) return;
    const delayMs = Math.max(0, Date.parse(row.responseDeadline) - o.clock.now().getTime());
    await o.queue.enqueue(REPORT_JOBS.closeWindow, { reportId: row.id }, { jobId: `close-window:${row.id}`, delayMs, attempts: 5, backoffMs: 60_000 });
  };
  // The mail states the deadline its window then records: 24 hours from the moment the mail is written.
  const deadlineFrom = (mailedAt: Date) => responseDeadlineOf(mailedAt.toISOString());
  // A report still waiting for its carrier's mail: not retracted, not answered, window not open.
  const awaiting = (row: ReportRow) => !row.retracted && !row.respondedAt && !row.windowClosed && row.responseDeadline === '' && row.carrierEmail !== '';

  const sendDigest = async (d: Pick<PendingDigestDoc, 'address' | 'day'>): Promise<number> => {
    const ids = await o.notices.pending(d.address, d.day);
    const rows = (await Promise.all(ids.map((id) => o.app().row(id)))).filter((r): r is ReportRow => r !== null && awaiting(r));
    const mailedAt = o.clock.now();
    if (rows.length > 0) await o.mail.send(carrierDigestMail(rows, o.appUrl, d.day, deadlineFrom(mailedAt)));
    await o.notices.digestSent(d.address, d.day, ids);
    for (const row of rows) await scheduleClose(await o.app().openResponseWindow(row.id, 'DIGEST', mailedAt));
    return rows.length;
  };

  o.queue.process<{ reportId: string }, { sent: string }>(REPORT_JOBS.mailCarrier, async ({ reportId }) => {
    const row = await rowOf(reportId);
    if (!awaiting(row)) return { sent: '' };
    const { outcome, digest } = await o.notices.claim(row.carrierEmail, reportId);
    if (outcome === 'HOLD') {
      const delayMs = Math.max(0, Date.parse(digest!.dueAt) - o.clock.now().getTime());
      await o.queue.enqueue(REPORT_JOBS.mailDigest, { address: digest!.address, day: digest!.day }, { jobId: `mail-digest:${digest!.id}`, delayMs, ...MAIL });
      return { sent: 'held for the daily digest' };
    }
    const mailedAt = o.clock.now();
    const sent = await o.mail.send(carrierNoticeMail(row, o.appUrl, deadlineFrom(mailedAt)));
    await scheduleClose(await o.app().openResponseWindow(reportId, 'NOTICE', mailedAt));
    return { sent };
  });
  o.queue.process<{ address: string; day: string }, { listed: number }>(REPORT_JOBS.mailDigest, async (d) => ({ listed: await sendDigest(d) }));
  o.queue.process<{ reportId: string }, { sent: string }>(REPORT_JOBS.mailReporter, async ({ reportId }) => {
    const row = await rowOf(reportId);
    if (!row.reporterEmail) return { sent: '' };
    return { sent: await o.mail.send(reporterNoticeMail(row, o.appUrl)) };
  });
  o.queue.process<{ reportId: string }, { closed: boolean }>(REPORT_JOBS.closeWindow, async ({ reportId }) => ({ closed: await o.app().closeResponseWindow(reportId) }));
  o.queue.process<Record<string, never>, { closed: number; digests: number }>(REPORT_JOBS.sweep, async () => {
    let closed = 0;
    for (const reportId of await o.app().dueWindows()) if (await o.app().closeResponseWindow(reportId)) closed++;
    let digests = 0;
    for (const d of await o.notices.dueDigests(DIGEST_GRACE_MS)) if ((await sendDigest(d)) > 0) digests++;
    return { closed, digests };
  });
  await o.queue.every(REPORT_JOBS.sweep, o.sweepEveryMs, {});

  return {
    async filed(row) {
      if (row.carrierEmail) await o.queue.enqueue(REPORT_JOBS.mailCarrier, { reportId: row.id }, { jobId: `mail-carrier:${row.id}`, ...MAIL });
      else await scheduleClose(row);
    },
    async responded(row) {
      if (row.reporterEmail) await o.queue.enqueue(REPORT_JOBS.mailReporter, { reportId: row.id }, { jobId: `mail-reporter:${row.id}`, ...MAIL });
    },
  };
}
