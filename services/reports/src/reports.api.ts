import type { ServiceDescriptor } from '@logiscope/infra';
import { DASHBOARD_METHODS, type DashboardApi } from './dashboard/dashboard.api';
import { COMPLIANCE_METHODS, type ComplianceApi } from './compliance/compliance.api';
import { FREIGHTGUARD_METHODS, type FreightGuardApi } from './freightguard/freightguard.api';

export type { FreightGuardApi, FreightGuardListRequest, FreightGuardRecord } from './freightguard/freightguard.api';

export type { CertificateRecord, CompanyCaller, ComplianceApi, PdfFile } from './compliance/compliance.api';

export type { DashboardApi, DashboardCandidate, DashboardFigures } from './dashboard/dashboard.api';

export type ReportKindName = 'CARRIER_REPORT' | 'INCIDENT';

/**
 * Filing a report (either kind). The caller (the gateway) has read the carrier (carrier-data: name, numbers, the
 * census e-mail) and knows the company and user; flat so it travels over gRPC unchanged. Fields of the other kind
 * are ''/0/false/[].
 */
export interface FileReportRequest {
  kind: ReportKindName;
  carrierId: string;
  dotNumber: string;
  mcNumber: string;
  carrierName: string;
  /** The carrier's e-mail on file (FMCSA census): where the response link goes; '' when none. */
  carrierEmail: string;
  companyId: string;
  companyName: string;
  /** BROKER or SHIPPER: filing is a broker feature (403 for a shipper). */
  companyType: string;
  userId: string;
  reporterName: string;
  reporterEmail: string;
  /** CARRIER_REPORT: POSITIVE | NEGATIVE | NEUTRAL, 1-5 stars (0: not rated), comments. */
  reportType: string;
  rating: number;
  comments: string;
  /** INCIDENT. */
  reportCategory: string;
  incidentType: string;
  severity: string;
  description: string;
  location: string;
  incidentDate: string;
  /** Decimal dollars ('12500.50'), '' when not stated. */
  monetaryImpact: string;
  isDoubleBrokerage: boolean;
  brokerageChain: string[];
}

/**
 * A report as the service answers it to a company: everything filed, the carrier's answer and the window, the incident
 * status. The private fields (responseId, carrierEmail, responder contact) are filled for the reporting company only.
 */
export interface ReportRecord {
  reportId: string;
  kind: ReportKindName;
  carrierId: string;
  dotNumber: string;
  mcNumber: string;
  carrierName: string;
  companyId: string;
  companyName: string;
  userId: string;
  reporterName: string;
  filedAt: string;
  responseDeadline: string;
  reportType: string;
  rating: number;
  comments: string;
  reportCategory: string;
  incidentType: string;
  severity: string;
  description: string;
  location: string;
  incidentDate: string;
  monetaryImpact: string;
  isDoubleBrokerage: boolean;
  brokerageChain: string[];
  /** '' until the carrier answers. */
  responseText: string;
  respondedAt: string;
  /** OPEN | ANSWERED | CLOSED, from the server clock. */
  windowState: string;
  canRespond: boolean;
  /** false for a NEGATIVE carrier report still waiting for the carrier's answer: only its company sees it. */
  visibleToAll: boolean;
  /** The caller's company filed it. */
  isOwn: boolean;
  /** INCIDENT: PENDING | DISPUTED | VERIFIED | RESOLVED. */
  incidentStatus: string;
  /** '' | CORROBORATED | OPERATOR. */
  verifiedReason: string;
  corroboratingReportId: string;
  verifiedAt: string;
  /** Decimal dollars once RESOLVED, else ''. */
  amountRecovered: string;
  resolvedAt: string;
  /** Own reports only, else ''. */
  responseId: string;
  carrierEmail: string;
  responderEmail: string;
  responderPhone: string;
}

/**
 * A report as the accused carrier sees it (by its response id): what was said and by which company, the window; never
 * the reporting user's name or e-mail. A retracted report keeps only its status (RETRACTED) and carrier.
 */
export interface PortalRecord {
  responseId: string;
  kind: ReportKindName;
  /** OPEN | RESPONDED | ENDED | RETRACTED, from the server clock. */
  status: string;
  carrierId: string;
  carrierName: string;
  dotNumber: string;
  mcNumber: string;
  companyName: string;
  reportType: string;
  rating: number;
  comments: string;
  reportCategory: string;
  incidentType: string;
  severity: string;
  description: string;
  location: string;
  incidentDate: string;
  filedAt: string;
  responseDeadline: string;
  canRespond: boolean;
  responseText: string;
  respondedAt: string;
}

/** reports' application API: what the gateway calls, in-process (embedded) or over gRPC (distributed). */
export interface ReportsApi {
  fileReport(request: FileReportRequest): Promise<ReportRecord>;
  /** The reports a company may see about a carrier, newest first (retracted ones never; kind '' for both kinds). */
  listCarrierReports(request: { carrierId: string; companyId: string; kind: string }): Promise<{ reports: ReportRecord[] }>;
  /** One report as a company sees it: 404 when retracted or not visible to that company. */
  getReport(request: { reportId: string; companyId: string }): Promise<ReportRecord>;
  /** The public response page, by the carrier's response id. */
  getResponsePortal(request: { responseId: string }): Promise<PortalRecord>;
  respondToReport(request: { responseId: string; responseText: string; contactEmail: string; contactPhone: string }): Promise<PortalRecord>;
  retractReport(request: { reportId: string; companyId: string; userId: string }): Promise<{ retracted: boolean }>;
  /** reason CORROBORATED (corroboratingReportId) or OPERATOR (verifiedBy: the operator's user id). */
  verifyIncident(request: { reportId: string; reason: string; corroboratingReportId: string; verifiedBy: string }): Promise<ReportRecord>;
  resolveIncident(request: { reportId: string; companyId: string; userId: string; amountRecovered: number }): Promise<ReportRecord>;
}

/** The service's whole API: reports and incidents, plus compliance documents and certificates (compliance/compliance.api.ts). */
export type ReportsServiceApi = ReportsApi & ComplianceApi & DashboardApi & FreightGuardApi;

export const ReportsService: ServiceDescriptor<ReportsServiceApi> = {
  name: 'reports',
  protoFile: 'v1/reports.proto',
  protoPackage: 'logiscope.reports.v1',
  serviceName: 'ReportsService',
  methods: ['fileReport', 'listCarrierReports', 'getReport', 'getResponsePortal', 'respondToReport', 'retractReport', 'verifyIncident', 'resolveIncident', ...DASHBOARD_METHODS, ...COMPLIANCE_METHODS, ...FREIGHTGUARD_METHODS],
};
