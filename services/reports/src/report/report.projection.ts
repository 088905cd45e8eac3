import { assertNever } from '@logiscope/kernel';
import { DocumentProjection, type DocumentCollection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { ReportEvent, ReportFiled } from '@logiscope/proto';

/**
 * One row per report, everything the service answers from: the filing, the carrier's answer and its private contact,
 * the window, the status. Indexed by carrier (a carrier's Reports tab), by response id (the public portal), by company
 * (what a company filed) and by open window and deadline (the sweep that closes windows).
 */
export interface ReportRow extends Omit<ReportFiled['data'], 'reportId'> {
  id: string;
  /** Private (ResponseLinkIssued): the carrier's credential and where mail goes. */
  responseId: string;
  carrierEmail: string;
  reporterEmail: string;
  responseText: string;
  respondedAt: string;
  contactEmail: string;
  contactPhone: string;
  windowClosed: boolean;
  retracted: boolean;
  retractedAt: string;
  incidentStatus: 'PENDING' | 'DISPUTED' | 'VERIFIED' | 'RESOLVED';
  verifiedReason: '' | 'CORROBORATED' | 'OPERATOR';
  corroboratingReportId: string;
  verifiedAt: string;
  amountRecovered: string;
  resolvedAt: string;
}

const PROJECTED: readonly ReportEvent['type'][] = [
  'ReportFiled',
  'ResponseLinkIssued',
  'ResponseSubmitted',
  'ResponseContactGiven',
  'ResponseWindowOpened',
  'ResponseWindowClosed',
  'ReportRetracted',
  'IncidentDisputed',
  'IncidentVerified',
  'IncidentResolved',
];

/** The patch an event makes to its report's row (pure: the projection's evolve). ReportFiled makes the whole row. */
export function rowPatch(event: ReportEvent): Partial<ReportRow> {
  switch (event.type) {
    case 'ReportFiled': {
      const { reportId, ...filed } = event.data;
      return {
        id: reportId,
        ...filed,
        responseId: '',
        carrierEmail: '',
        reporterEmail: '',
        responseText: '',
        respondedAt: '',
        contactEmail: '',
        contactPhone: '',
        windowClosed: false,
        retracted: false,
        retractedAt: '',
        incidentStatus: 'PENDING',
        verifiedReason: '',
        corroboratingReportId: '',
        verifiedAt: '',
        amountRecovered: '',
        resolvedAt: '',
      };
    }
    case 'ResponseLinkIssued':
      return { responseId: event.data.responseId, carrierEmail: event.data.carrierEmail, reporterEmail: event.data.reporterEmail };
    case 'ResponseSubmitted':
      return { responseText: event.data.responseText, respondedAt: event.data.respondedAt };
    case 'ResponseContactGiven':
      return { contactEmail: event.data.contactEmail, contactPhone: event.data.contactPhone };
    case 'ResponseWindowOpened':
      return { responseDeadline: event.data.responseDeadline };
    case 'ResponseWindowClosed':
      return { windowClosed: true };
    case 'ReportRetracted':
      return { retracted: true, retractedAt: event.data.retractedAt };
    case 'IncidentDisputed':
      return { incidentStatus: 'DISPUTED' };
    case 'IncidentVerified':
      return { incidentStatus: 'VERIFIED', verifiedReason: event.data.reason, corroboratingReportId: event.data.corroboratingReportId, verifiedAt: event.data.verifiedAt };
    case 'IncidentResolved':
      return { incidentStatus: 'RESOLVED', amountRecovered: event.data.amountRecovered, resolvedAt: event.data.resolvedAt };
    default:
      return assertNever(event);
  }
}

/** reports' read model, a checkpointed projection of the service's own log (idempotent: upsert and patches). */
export class ReportReadModel extends DocumentProjection<ReportEvent, ReportRow> {
  /** The rows, by the name the service reads them under. */
  get reports(): DocumentCollection<ReportRow> {
    return this.documents;
  }

  static async open(store: DocumentStore): Promise<ReportReadModel> {
    return new ReportReadModel(
      { name: 'reports.reports', eventTypes: PROJECTED, collection: 'reports' },
      await store.collection<ReportRow>('reports', [
        { fields: ['carrierId', 'filedAt'] },
        { fields: ['responseId'] },
        { fields: ['companyId', 'filedAt'] },
        { fields: ['windowClosed', 'responseDeadline'] },
      ]),
    );
  }

  async apply(event: PositionedEvent<ReportEvent>): Promise<void> {
    const patch = rowPatch(event);
    if (event.type === 'ReportFiled') await this.reports.upsert(patch as ReportRow);
    else await this.reports.update(event.data.reportId, patch);
  }
}
