/**
 * What the documents print of the reports and FreightGuard incidents about a carrier, as one company may see them
 * (its own at once, other companies' NEGATIVE reports once the carrier answered or the window closed). The report
 * aggregate's read model answers it (reports.module.ts wires the real one); the documents depend on this port only.
 */
export interface CarrierReportEntry {
  id: string;
  kind: 'CARRIER_REPORT' | 'INCIDENT';
  /** ISO instant. */
  filedAt: string;
  /** CARRIER_REPORT: POSITIVE, NEGATIVE or NEUTRAL; '' for an incident. */
  reportType: string;
  /** 1-5 stars; null when not rated or an incident. */
  rating: number | null;
  /** INCIDENT: its category (DOUBLE_BROKERAGE, ...), incident type and severity; '' for a report. */
  category: string;
  incidentType: string;
  severity: string;
  /** PENDING, VERIFIED, DISPUTED, RESOLVED, or the report's window state. */
  status: string;
  /** The comments or the incident's description. */
  text: string;
  /** Dollars; null when not stated. */
  monetaryImpact: number | null;
  /** The carrier's answer through the response portal; '' when none. */
  response: string;
}

export interface CarrierReportsReader {
  /** Newest first; only what viewerCompanyId may see ('': a viewer without a company, who sees what every company sees). */
  reportsAbout(carrierId: string, viewerCompanyId: string): Promise<CarrierReportEntry[]>;
}
