import type { ServiceDescriptor } from '@logiscope/infra';
import { descriptorOf, ReportsContract, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { z } from 'zod';

export type { FreightGuardApi, FreightGuardListRequest, FreightGuardRecord } from './freightguard/freightguard.api';

export type { CertificateRecord, CompanyCaller, ComplianceApi, PdfFile } from './compliance/compliance.api';

export type { ListVettingsRequest, VetLoadRequest, VettingApi } from './vetting/vetting.api';

export type { DashboardApi, DashboardCandidate, DashboardFigures } from './dashboard/dashboard.api';

/**
 * The service's whole API as the gateway calls it, in-process (embedded) or over gRPC (distributed): reports and
 * incidents, the response portal, compliance documents and certificates, the dashboard and FreightGuard. Declared once
 * in zod (proto/src/reports/reports.service-api.ts), the .proto is generated from it.
 */
export type ReportsServiceApi = ServiceApiOf<typeof ReportsContract>;
type Messages = typeof ReportsContract.messages;

export type ReportKindName = FileReportRequest['kind'];
/** Filing a report (either kind): what the gateway read of the carrier and knows of the company and user. */
export type FileReportRequest = z.infer<Messages['FileReportRequest']>;
/** A report as the service answers it to a company (private fields for the reporting company only). */
export type ReportRecord = z.infer<Messages['ReportRecord']>;
/** A report as the accused carrier sees it by its response id. */
export type PortalRecord = z.infer<Messages['PortalRecord']>;

/** Reports and incidents (the rest of the API is in compliance/, dashboard/ and freightguard/). */
export type ReportsApi = Pick<
  ReportsServiceApi,
  'fileReport' | 'listCarrierReports' | 'getReport' | 'getResponsePortal' | 'respondToReport' | 'retractReport' | 'verifyIncident' | 'resolveIncident'
>;

export const ReportsService: ServiceDescriptor<ReportsServiceApi> = descriptorOf('reports', ReportsContract);
