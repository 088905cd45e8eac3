import type { ReportRecord, ReportsApi } from '../reports.api';
import type { CarrierReportEntry, CarrierReportsReader } from './carrier-reports.reader';

const amount = (decimal: string): number | null => (decimal === '' || !Number.isFinite(Number(decimal)) ? null : Number(decimal));

/** A report record as the documents print it: the incident's status, or the report's response window. */
export function entryOf(r: ReportRecord): CarrierReportEntry {
  const incident = r.kind === 'INCIDENT';
  return {
    id: r.reportId,
    kind: r.kind,
    filedAt: r.filedAt,
    reportType: incident ? '' : r.reportType,
    rating: incident || !r.rating ? null : r.rating,
    category: incident ? r.reportCategory : '',
    incidentType: incident ? r.incidentType : '',
    severity: incident ? r.severity : '',
    status: incident ? r.incidentStatus : r.windowState,
    text: incident ? r.description : r.comments,
    monetaryImpact: incident ? amount(r.monetaryImpact) : null,
    response: r.responseText,
  };
}

/** The report aggregate's read model, through the reports application (what the company may see, retracted ones never). */
export const reportsReaderOf = (reports: Pick<ReportsApi, 'listCarrierReports'>): CarrierReportsReader => ({
  async reportsAbout(carrierId, viewerCompanyId) {
    const { reports: records } = await reports.listCarrierReports({ carrierId, companyId: viewerCompanyId, kind: '' });
    return records.map(entryOf);
  },
});
