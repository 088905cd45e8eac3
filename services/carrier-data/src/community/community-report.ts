/**
 * What carrier-data keeps of each report and incident other brokers filed (the reports service's events), and who may
 * see it. Pure: the consumer applies events with `evolveCommunityReport`, the views count with `communityFactsFor`.
 *
 * Who may see (and count) a report is the rule the reports service applies too (`isReportVisibleTo` in
 * @logiscope/proto/views): fair process for NEGATIVE reports, incidents at once, retracted ones for no one.
 */
import type { PublishedReportEvent } from '@logiscope/proto';
import { isReportVisibleTo } from '@logiscope/proto/views';
import type { CommunityReports } from '../intelligence/risk/risk.types';

export type CommunityReportKind = 'CARRIER_REPORT' | 'INCIDENT';
export type IncidentStatus = 'PENDING' | 'DISPUTED' | 'VERIFIED' | 'RESOLVED';

export interface CommunityReport {
  /** The report id. */
  id: string;
  /** The carrier's DOT number (carrier-data's carrier id). */
  carrierId: string;
  companyId: string;
  kind: CommunityReportKind;
  /** POSITIVE | NEGATIVE | NEUTRAL for a carrier report; '' for an incident. */
  reportType: string;
  reportCategory: string;
  severity: string;
  status: IncidentStatus;
  responded: boolean;
  windowClosed: boolean;
  retracted: boolean;
  filedAt: string;
  /**
   * 24 hours after filing when the carrier has no e-mail (past it, a NEGATIVE report counts for everyone even before the
   * deadline job runs); '' when its window waits for the carrier's e-mail: it then counts from ResponseWindowClosed.
   */
  responseDeadline: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The report after one of the reports service's published events (topic logiscope.reports.v1); null while nothing is
 * known of it (an event before its ReportFiled is kept for later).
 */
export function evolveCommunityReport(current: CommunityReport | null, event: PublishedReportEvent): CommunityReport | null {
  if (event.type === 'ReportFiled') {
    const d = event.data;
    // An incident about a carrier LogiScope does not hold (no carrier record): nothing to score.
    if (!text(d.carrierId)) return null;
    return {
      id: d.reportId,
      carrierId: text(d.carrierId),
      companyId: text(d.companyId),
      kind: d.kind === 'INCIDENT' ? 'INCIDENT' : 'CARRIER_REPORT',
      reportType: text(d.reportType),
      reportCategory: text(d.reportCategory),
      severity: text(d.severity),
      status: current?.status ?? 'PENDING',
      responded: current?.responded ?? false,
      windowClosed: current?.windowClosed ?? false,
      retracted: current?.retracted ?? false,
      filedAt: text(d.filedAt),
      responseDeadline: text(d.responseDeadline),
    };
  }
  if (!current) return null;
  switch (event.type) {
    case 'ResponseSubmitted':
      return { ...current, responded: true };
    case 'ResponseWindowClosed':
      return { ...current, windowClosed: true, responded: current.responded || event.data.responded === true };
    case 'ReportRetracted':
      return { ...current, retracted: true };
    case 'IncidentDisputed':
      return current.status === 'PENDING' ? { ...current, status: 'DISPUTED', responded: true } : { ...current, responded: true };
    case 'IncidentVerified':
      return current.status === 'RESOLVED' ? current : { ...current, status: 'VERIFIED' };
    case 'IncidentResolved':
      return { ...current, status: 'RESOLVED' };
    default:
      return current;
  }
}

/** Whether `companyId` may see the report (and count it): the fair-process rule above, shared with the reports service. */
export function isVisibleTo(report: CommunityReport, companyId: string | undefined, now: Date): boolean {
  return isReportVisibleTo({ ...report, answered: report.responded }, companyId, now);
}

/** What one company sees of a carrier's reports and incidents: the risk score's and the verdict's input. */
export function communityFactsFor(reports: readonly CommunityReport[], companyId: string | undefined, now: Date): CommunityReports {
  const facts = { positive: 0, negative: 0, neutral: 0, incidents: { open: 0, verified: 0, disputed: 0, resolved: 0 } };
  for (const r of reports) {
    if (!isVisibleTo(r, companyId, now)) continue;
    if (r.kind === 'CARRIER_REPORT') {
      if (r.reportType === 'NEGATIVE') facts.negative++;
      else if (r.reportType === 'POSITIVE') facts.positive++;
      else facts.neutral++;
      continue;
    }
    if (r.status === 'VERIFIED') facts.incidents.verified++;
    else if (r.status === 'DISPUTED') facts.incidents.disputed++;
    else if (r.status === 'RESOLVED') facts.incidents.resolved++;
    else facts.incidents.open++;
  }
  return facts;
}
