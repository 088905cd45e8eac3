import { randomUUID } from 'node:crypto';
import { adoptDocuments, DocumentProjection, type DocumentCollection, type DocumentStore, type EventStore, type PositionedEvent } from '@logiscope/infra';
import type { PublishedReportEvent } from '@logiscope/proto';
import { evolveCommunityReport, type CommunityReport } from './community-report';

export const COMMUNITY_REPORTS_COLLECTION = 'carrier_community_reports';
const COMMUNITY_PROJECTION = 'carrier-data.community-reports';

/** The report events that change what carrier-data keeps of a report (community-report.ts). */
export const COMMUNITY_REPORT_EVENTS: PublishedReportEvent['type'][] = ['ReportFiled', 'ResponseSubmitted', 'ResponseWindowClosed', 'ReportRetracted', 'IncidentDisputed', 'IncidentVerified', 'IncidentResolved'];

export const openCommunityReports = (store: DocumentStore): Promise<DocumentCollection<CommunityReport>> =>
  store.collection<CommunityReport>(COMMUNITY_REPORTS_COLLECTION, [{ fields: ['carrierId'] }]);

/**
 * carrier-data's copy of the reports and incidents (one document per report): a checkpointed projection of the reports
 * service's events as carrier-data keeps them in its own log (received-events.ts), rebuilt by
 * `npm run rebuild -- carrier-data`. Each event rewrites its report's document, so applying it twice changes nothing.
 */
export class CommunityReportsProjection extends DocumentProjection<PublishedReportEvent, CommunityReport> {
  static async open(store: DocumentStore): Promise<CommunityReportsProjection> {
    return new CommunityReportsProjection({ name: COMMUNITY_PROJECTION, eventTypes: COMMUNITY_REPORT_EVENTS, collection: COMMUNITY_REPORTS_COLLECTION }, await openCommunityReports(store));
  }

  async apply(event: PositionedEvent<PublishedReportEvent>): Promise<void> {
    await this.evolveDocument(event.data.reportId, (current) => {
      const next = evolveCommunityReport(current, event);
      return next && JSON.stringify(next) !== JSON.stringify(current) ? next : undefined;
    });
  }
}

/** The events that make a report as carrier-data keeps it (the adoption below; evolveCommunityReport gives it back). */
function eventsOf(r: CommunityReport): { type: string; data: Record<string, unknown> }[] {
  const reportId = r.id;
  const { id: _id, status, responded, windowClosed, retracted, ...filed } = r;
  const made: { type: string; data: Record<string, unknown> }[] = [{ type: 'ReportFiled', data: { reportId, ...filed } }];
  if (responded) made.push({ type: 'ResponseSubmitted', data: { reportId } });
  const incident = { DISPUTED: 'IncidentDisputed', VERIFIED: 'IncidentVerified', RESOLVED: 'IncidentResolved', PENDING: '' }[status];
  if (incident) made.push({ type: incident, data: { reportId } });
  if (windowClosed) made.push({ type: 'ResponseWindowClosed', data: { reportId, responded } });
  if (retracted) made.push({ type: 'ReportRetracted', data: { reportId } });
  return made;
}

/** Once: the reports written straight from the bus before they were a projection become events in the log. */
export function adoptCommunityReports(events: EventStore, documents: DocumentStore): Promise<number> {
  return adoptDocuments<CommunityReport>(events, documents, { name: COMMUNITY_PROJECTION }, {
    collection: COMMUNITY_REPORTS_COLLECTION,
    order: 'filedAt',
    toEvents: (r) => ({
      streamId: `adopted:${COMMUNITY_REPORTS_COLLECTION}:${r.id}`,
      events: eventsOf(r).map((e) => ({ eventId: randomUUID(), type: e.type, schemaVersion: 1, occurredAt: r.filedAt, data: e.data })),
    }),
  });
}
