import type { PortalRecord, ReportRecord } from '../reports.api';
import { carrierReportDetailsOf, isReportVisibleTo, isReportVisibleToAll, noCarrierReportDetails, responseWindowState, type ReportVisibilityFacts } from '@logiscope/proto/views';
import type { ReportRow } from './report.projection';

/**
 * Who sees what of a report (pure, from the row and the server time):
 * - the window is OPEN until the carrier answers, the window-closed job ran, or the deadline passed (whichever first);
 * - fair process: a NEGATIVE carrier report is shown to other companies only once the carrier answered or its window
 *   closed; the reporting company sees it at once. Incidents are shown at once (fraud warnings are urgent);
 * - retracted reports are shown to no company;
 * - the response id, the carrier's e-mail and the responder's contact go to the reporting company only.
 */
export type WindowState = 'OPEN' | 'ANSWERED' | 'CLOSED';

/** The row as the shared visibility rule reads it (`@logiscope/proto/views`, carrier-data's verdict reads it too). */
const facts = (row: ReportRow): ReportVisibilityFacts => ({ ...row, answered: row.respondedAt !== '' });

export const windowStateOf = (row: ReportRow, now: Date): WindowState => responseWindowState(facts(row), now);

export const isVisibleToAll = (row: ReportRow, now: Date): boolean => isReportVisibleToAll(facts(row), now);

export const isVisibleTo = (row: ReportRow, companyId: string, now: Date): boolean => isReportVisibleTo(facts(row), companyId, now);

export function toRecord(row: ReportRow, companyId: string, now: Date): ReportRecord {
  const own = row.companyId === companyId;
  const windowState = windowStateOf(row, now);
  return {
    reportId: row.id,
    kind: row.kind,
    carrierId: row.carrierId,
    dotNumber: row.dotNumber,
    mcNumber: row.mcNumber,
    carrierName: row.carrierName,
    companyId: row.companyId,
    companyName: row.companyName,
    userId: row.userId,
    reporterName: row.reporterName,
    filedAt: row.filedAt,
    responseDeadline: row.responseDeadline,
    reportType: row.reportType,
    rating: row.rating,
    ...carrierReportDetailsOf(row),
    reportCategory: row.reportCategory,
    incidentType: row.incidentType,
    severity: row.severity,
    description: row.description,
    location: row.location,
    incidentDate: row.incidentDate,
    monetaryImpact: row.monetaryImpact,
    isDoubleBrokerage: row.isDoubleBrokerage,
    brokerageChain: row.brokerageChain,
    responseText: row.responseText,
    respondedAt: row.respondedAt,
    windowState,
    canRespond: !row.retracted && windowState === 'OPEN',
    visibleToAll: isVisibleToAll(row, now),
    isOwn: own,
    incidentStatus: row.kind === 'INCIDENT' ? row.incidentStatus : '',
    verifiedReason: row.verifiedReason,
    corroboratingReportId: row.corroboratingReportId,
    verifiedAt: row.verifiedAt,
    amountRecovered: row.amountRecovered,
    resolvedAt: row.resolvedAt,
    responseId: own ? row.responseId : '',
    carrierEmail: own ? row.carrierEmail : '',
    responderEmail: own ? row.contactEmail : '',
    responderPhone: own ? row.contactPhone : '',
  };
}

/** What the accused carrier sees on the response page: the report and the company that filed it, never who typed it. */
export function toPortalRecord(row: ReportRow, now: Date): PortalRecord {
  const windowState = windowStateOf(row, now);
  const status = row.retracted ? 'RETRACTED' : windowState === 'ANSWERED' ? 'RESPONDED' : windowState === 'CLOSED' ? 'ENDED' : 'OPEN';
  const shown = !row.retracted;
  return {
    responseId: row.responseId,
    kind: row.kind,
    status,
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    dotNumber: row.dotNumber,
    mcNumber: row.mcNumber,
    companyName: shown ? row.companyName : '',
    reportType: shown ? row.reportType : '',
    rating: shown ? row.rating : 0,
    ...(shown ? carrierReportDetailsOf(row) : noCarrierReportDetails()),
    reportCategory: shown ? row.reportCategory : '',
    incidentType: shown ? row.incidentType : '',
    severity: shown ? row.severity : '',
    description: shown ? row.description : '',
    location: shown ? row.location : '',
    incidentDate: shown ? row.incidentDate : '',
    filedAt: row.filedAt,
    responseDeadline: row.responseDeadline,
    canRespond: status === 'OPEN',
    responseText: shown ? row.responseText : '',
    respondedAt: shown ? row.respondedAt : '',
  };
}
