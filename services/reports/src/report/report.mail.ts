import type { MailMessage } from '@logiscope/infra';
import type { ReportRow } from './report.projection';

/** The e-mails of the right of response: the carrier's link on filing, the broker's notice on the carrier's answer. */

const when = (iso: string) => new Date(iso).toUTCString();

function about(row: ReportRow): string {
  if (row.kind === 'INCIDENT') return `a FreightGuard incident report (${row.reportCategory}, ${row.incidentType}, severity ${row.severity})`;
  const stars = row.rating ? `, ${row.rating} of 5 stars` : '';
  return `a ${row.reportType} report${stars}`;
}

const saidIn = (row: ReportRow) => (row.kind === 'INCIDENT' ? row.description : row.comments);

/**
 * To the carrier's e-mail on file (FMCSA census): the only place the response link is sent. `deadline`: 24 hours from
 * this mail, when its window opens.
 */
export function carrierNoticeMail(row: ReportRow, appUrl: string, deadline: string): MailMessage {
  const link = `${appUrl}/respond/${row.responseId}`;
  const said = saidIn(row);
  return {
    to: row.carrierEmail,
    subject: `A broker filed a report about ${row.carrierName} (USDOT ${row.dotNumber}): you may respond within 24 hours`,
    text: [
      `Hello ${row.carrierName},`,
      '',
      `${row.companyName} filed ${about(row)} about your company (USDOT ${row.dotNumber}) on LogiScope on ${when(row.filedAt)}:`,
      '',
      `  "${said}"`,
      '',
      `You have the right to respond. Your answer is shown beside the report to every broker who sees it.`,
      `Respond before ${when(deadline)} at:`,
      '',
      link,
      '',
      'This link is personal to your company: anyone holding it can answer once on your behalf.',
      '',
      'LogiScope',
    ].join('\n'),
  };
}

/**
 * The day's digest to a carrier that already had its mails of the day: one mail listing the further reports, each with
 * its own link; every window opens with this mail (24 hours, `deadline`).
 */
export function carrierDigestMail(rows: readonly ReportRow[], appUrl: string, day: string, deadline: string): MailMessage {
  const first = rows[0];
  const items = rows.flatMap((row, i) => [
    `${i + 1}. ${row.companyName} filed ${about(row)} on ${when(row.filedAt)}:`,
    `   "${saidIn(row)}"`,
    `   Respond at: ${appUrl}/respond/${row.responseId}`,
    '',
  ]);
  return {
    to: first.carrierEmail,
    subject: `${rows.length} more report${rows.length === 1 ? '' : 's'} about ${first.carrierName} (USDOT ${first.dotNumber}) on ${day}: you may respond within 24 hours`,
    text: [
      `Hello ${first.carrierName},`,
      '',
      `Brokers filed more reports about your company on LogiScope on ${day} than we e-mail one by one (3 a day), so here they are together:`,
      '',
      ...items,
      `You have the right to respond to each. Your answer is shown beside the report to every broker who sees it.`,
      `Respond before ${when(deadline)}.`,
      '',
      'These links are personal to your company: anyone holding one can answer once on your behalf.',
      '',
      'LogiScope',
    ].join('\n'),
  };
}

/** To the broker who filed it: the carrier answered (with how to reach the responder). */
export function reporterNoticeMail(row: ReportRow, appUrl: string): MailMessage {
  const phone = row.contactPhone ? `, phone ${row.contactPhone}` : '';
  return {
    to: row.reporterEmail,
    subject: `${row.carrierName} responded to your report`,
    text: [
      `Hello ${row.reporterName},`,
      '',
      `${row.carrierName} (USDOT ${row.dotNumber}) responded on ${when(row.respondedAt)} to the report your company filed on ${when(row.filedAt)}:`,
      '',
      `  "${row.responseText}"`,
      '',
      `Contact: ${row.contactEmail}${phone}.`,
      '',
      `Both views are now shown on the report: ${appUrl}/carrier/${row.carrierId}`,
      'You may retract your report from the carrier\'s Reports tab.',
      '',
      'LogiScope',
    ].join('\n'),
    replyTo: row.contactEmail || undefined,
  };
}
