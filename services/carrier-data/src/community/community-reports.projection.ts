import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import { evolveCommunityReport, type CommunityReport, type ReportEventLike } from './community-report';

export const COMMUNITY_REPORTS_COLLECTION = 'carrier_community_reports';

/** The report events that change what carrier-data keeps of a report (community-report.ts). */
export const COMMUNITY_REPORT_EVENTS = ['ReportFiled', 'ResponseSubmitted', 'ResponseWindowClosed', 'ReportRetracted', 'IncidentDisputed', 'IncidentVerified', 'IncidentResolved'];

export const openCommunityReports = (store: DocumentStore): Promise<DocumentCollection<CommunityReport>> =>
  store.collection<CommunityReport>(COMMUNITY_REPORTS_COLLECTION, [{ fields: ['carrierId'] }]);

/**
 * carrier-data's copy of the reports and incidents (one document per report): a checkpointed projection of the reports
 * service's events as carrier-data keeps them in its own log (received-events.ts), rebuilt by
 * `npm run rebuild -- carrier-data`. Each event rewrites its report's document, so applying it twice changes nothing.
 */
export class CommunityReportsProjection implements Projection {
  readonly name = 'carrier-data.community-reports';
  readonly batched = true;
  readonly eventTypes = COMMUNITY_REPORT_EVENTS;
  readonly collections = [COMMUNITY_REPORTS_COLLECTION];

  private constructor(private readonly reports: DocumentCollection<CommunityReport>) {}

  static async open(store: DocumentStore): Promise<CommunityReportsProjection> {
    return new CommunityReportsProjection(await openCommunityReports(store));
  }

  async apply(envelope: PositionedEvent): Promise<void> {
    const data = envelope.data as ReportEventLike['data'] | undefined;
    if (!data || typeof data.reportId !== 'string') return;
    const current = await this.reports.get(data.reportId);
    const next = evolveCommunityReport(current, { type: envelope.type, data });
    if (next && JSON.stringify(next) !== JSON.stringify(current)) await this.reports.upsert(next);
  }
}
