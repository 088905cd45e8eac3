import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import { parseDollars, type ReportEvent } from '@logiscope/proto';
import type { ActivityAction } from '@logiscope/proto/views';
import { bucketOf, carrierRowOf, evolveReport, type CarrierRow, type DashboardReport, type DayBucket } from './dashboard.buckets';

export const DASHBOARD_REPORTS = 'dashboard_reports';
export const DASHBOARD_DAYS = 'dashboard_days';
export const DASHBOARD_CARRIERS = 'dashboard_carriers';
export const DASHBOARD_ACTIVITY = 'dashboard_activity';

/** One line of Recent Activity (`dashboard_activity`, id = the event's id). */
export interface ActivityRow {
  id: string;
  companyId: string;
  reportId: string;
  at: string;
  action: ActivityAction;
  carrierId: string;
  carrierName: string;
  category: string;
  impact: number | null;
}

export interface DashboardCollections {
  reports: DocumentCollection<DashboardReport>;
  days: DocumentCollection<DayBucket>;
  carriers: DocumentCollection<CarrierRow>;
  activity: DocumentCollection<ActivityRow>;
}

export async function openDashboardCollections(documents: DocumentStore): Promise<DashboardCollections> {
  return {
    reports: await documents.collection<DashboardReport>(DASHBOARD_REPORTS, [{ fields: ['companyId', 'day'] }, { fields: ['companyId', 'carrierId'] }]),
    days: await documents.collection<DayBucket>(DASHBOARD_DAYS, [{ fields: ['companyId', 'day'] }]),
    carriers: await documents.collection<CarrierRow>(DASHBOARD_CARRIERS, [{ fields: ['companyId', 'rank'] }]),
    activity: await documents.collection<ActivityRow>(DASHBOARD_ACTIVITY, [{ fields: ['companyId', 'at'] }, { fields: ['reportId'] }]),
  };
}

const PROJECTED = ['ReportFiled', 'ResponseSubmitted', 'ReportRetracted', 'IncidentDisputed', 'IncidentVerified', 'IncidentResolved'] as const;
/** The report events the dashboard counts. */
export type DashboardEvent = Extract<ReportEvent, { type: (typeof PROJECTED)[number] }>;

/**
 * The broker dashboard's read model, a checkpointed projection of the reports service's own event log (rebuilt by
 * `npm run rebuild -- reports`). Per report it keeps its current state; from those it recomputes the one day bucket
 * and the one carrier row the event touched (a day holds the reports a company filed that day, a few dozen at most),
 * so applying an event twice writes the same documents: delivery is at least once. Recent Activity is one row per
 * event; a retracted report's rows go with it, as the report leaves every view.
 */
export class DashboardProjection implements Projection<DashboardEvent> {
  readonly name = 'reports.dashboard';
  readonly batched = true;
  readonly eventTypes = PROJECTED;
  readonly collections = [DASHBOARD_REPORTS, DASHBOARD_DAYS, DASHBOARD_CARRIERS, DASHBOARD_ACTIVITY];

  private constructor(private readonly c: DashboardCollections) {}

  static async open(documents: DocumentStore): Promise<DashboardProjection> {
    return new DashboardProjection(await openDashboardCollections(documents));
  }

  async apply(event: PositionedEvent<DashboardEvent>): Promise<void> {
    const reportId = event.data.reportId;
    const report = evolveReport(await this.c.reports.get(reportId), event);
    if (!report) return;
    await this.c.reports.upsert(report);
    // Activity first, figures after: the collections are not written atomically (MongoDB), and a dashboard read in
    // between should not show a resolved incident's money without the line that says it was resolved.
    if (report.retracted) {
      for (const a of await this.c.activity.find({ reportId })) await this.c.activity.delete(a.id);
    } else {
      const activity = activityOf(event.eventId, event, report);
      if (activity) await this.c.activity.upsert(activity);
    }
    const { companyId, day, carrierId } = report;
    await this.c.days.upsert(bucketOf(companyId, day, await this.c.reports.find({ companyId, day })));
    const row = carrierRowOf(companyId, carrierId, await this.c.reports.find({ companyId, carrierId }));
    if (row) await this.c.carriers.upsert(row);
    else await this.c.carriers.delete(`${companyId}:${carrierId}`);
  }
}

/** The Recent Activity line an event makes, if any (an incident's answer shows as its dispute). */
export function activityOf(eventId: string, event: ReportEvent, report: DashboardReport): ActivityRow | null {
  const line = (action: ActivityAction, at: string, impact: number | null): ActivityRow => ({
    id: eventId,
    companyId: report.companyId,
    reportId: report.id,
    at,
    action,
    carrierId: report.carrierId,
    carrierName: report.carrierName,
    category: report.category,
    impact,
  });
  switch (event.type) {
    case 'ReportFiled':
      return line(report.kind === 'INCIDENT' ? 'INCIDENT_FILED' : 'REPORT_FILED', event.data.filedAt, parseDollars(event.data.monetaryImpact));
    case 'ResponseSubmitted':
      return report.kind === 'INCIDENT' ? null : line('RESPONSE_RECEIVED', event.data.respondedAt, null);
    case 'IncidentDisputed':
      return line('INCIDENT_DISPUTED', event.data.disputedAt, report.impact || null);
    case 'IncidentVerified':
      return line('INCIDENT_VERIFIED', event.data.verifiedAt, report.impact || null);
    case 'IncidentResolved':
      return line('INCIDENT_RESOLVED', event.data.resolvedAt, report.recovered);
    default:
      return null;
  }
}
