import { z } from 'zod';
import { int32, int64 } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { caller } from '../shared/caller';
import { ReportKind, reportFiling } from './reports.events';
import {
  carrierReportDetails,
  CertificateVerificationViewSchema,
  CertificateViewSchema,
  ComplianceDocumentViewSchema,
  DashboardActivitySchema,
  DashboardCategorySchema,
  DashboardDaySchema,
  DashboardPeriodSchema,
  FreightGuardReportViewSchema,
  incidentContent,
  VettingPageSchema,
  VettingRetentionViewSchema,
  VettingViewSchema,
} from '../views';

/** What a report says, either kind (the other kind's fields are '' / 0). */
const reportContent = {
  reportType: z.string(),
  rating: z.number(),
  ...carrierReportDetails,
  ...incidentContent,
};

/** An incident's money and double-brokerage chain ('' / false / [] for a carrier report). */
const incidentMoney = {
  monetaryImpact: z.string(),
  isDoubleBrokerage: z.boolean(),
  brokerageChain: z.array(z.string()),
};

const FileReportRequest = z.object({
  kind: ReportKind,
  carrierId: z.string(),
  dotNumber: z.string(),
  mcNumber: z.string(),
  carrierName: z.string(),
  carrierEmail: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  userId: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  ...reportContent,
  ...incidentMoney,
});

const ReportRecord = z.object({
  ...reportFiling,
  ...reportContent,
  ...incidentMoney,
  responseText: z.string(),
  respondedAt: z.string(),
  windowState: z.string(),
  canRespond: z.boolean(),
  visibleToAll: z.boolean(),
  isOwn: z.boolean(),
  incidentStatus: z.string(),
  verifiedReason: z.string(),
  corroboratingReportId: z.string(),
  verifiedAt: z.string(),
  amountRecovered: z.string(),
  resolvedAt: z.string(),
  responseId: z.string(),
  carrierEmail: z.string(),
  responderEmail: z.string(),
  responderPhone: z.string(),
});

const PortalRecord = z.object({
  responseId: z.string(),
  kind: ReportKind,
  status: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  dotNumber: z.string(),
  mcNumber: z.string(),
  companyName: z.string(),
  ...reportContent,
  filedAt: z.string(),
  responseDeadline: z.string(),
  canRespond: z.boolean(),
  responseText: z.string(),
  respondedAt: z.string(),
});

const ListCarrierReportsRequest = z.object({
  carrierId: z.string(),
  companyId: z.string(),
  kind: z.string().describe('CARRIER_REPORT | INCIDENT | \'\' (both)'),
});

const ListCarrierReportsReply = z.object({ reports: z.array(ReportRecord) });

const GetReportRequest = z.object({ reportId: z.string(), companyId: z.string() });

const GetResponsePortalRequest = z.object({ responseId: z.string() });

const RespondToReportRequest = z.object({ responseId: z.string(), responseText: z.string(), contactEmail: z.string(), contactPhone: z.string() });

const RetractReportRequest = z.object({ reportId: z.string(), ...caller });

const RetractReportReply = z.object({ retracted: z.boolean() });

const VerifyIncidentRequest = z.object({
  reportId: z.string(),
  reason: z.string().describe('CORROBORATED | OPERATOR'),
  corroboratingReportId: z.string(),
  verifiedBy: z.string(),
});

const ResolveIncidentRequest = z.object({ reportId: z.string(), ...caller, amountRecovered: z.number() });

const RequestComplianceDocumentRequest = z.object({
  ...caller,
  companyName: z.string(),
  companyType: z.string(),
  carrierId: z.string(),
  documentType: z.string(),
}).describe('Compliance documents and certificates. document_type: DUE_DILIGENCE | SAFETY_AUDIT | COMPLIANCE_REPORT; status: GENERATING | GENERATED | DOWNLOADED | ARCHIVED | FAILED; company_type: BROKER | SHIPPER (documents are a broker feature).');

const ListComplianceDocumentsRequest = z.object({ companyId: z.string() });

// The HTTP view, with the size as the int64 it was published as.
const ComplianceDocumentView = ComplianceDocumentViewSchema.extend({ sizeBytes: int64() });

const ListComplianceDocumentsReply = z.object({ documents: z.array(ComplianceDocumentView) });

const GetComplianceDocumentRequest = z.object({ companyId: z.string(), id: z.string() });

const DownloadComplianceDocumentRequest = z.object({ ...caller, id: z.string() });

const PdfFile = z.object({ filename: z.string(), pdfBase64: z.string() }).describe('A PDF: base64 (a certificate or document is tens of kilobytes).');

const IssueCertificateRequest = z.object({
  ...caller,
  companyName: z.string(),
  companyType: z.string(),
  carrierId: z.string(),
  issuedBy: z.string(),
});

const ListCertificatesRequest = z.object({ companyId: z.string(), carrierId: z.string() });

const CertificateView = CertificateViewSchema;

const ListCertificatesReply = z.object({ certificates: z.array(CertificateView) });

const DownloadCertificateRequest = z.object({ companyId: z.string(), code: z.string() });

const GetCertificateRequest = z.object({ code: z.string() });

const VerifyCertificateRequest = z.object({ code: z.string(), fileBase64: z.string() });

const CertificateRecord = z.object({
  code: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  dotNumber: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string(),
  companyName: z.string(),
  verifyUrl: z.string(),
  sha256: z.string(),
  snapshotJson: z.string(),
  algorithm: z.string(),
  signature: z.string(),
  publicKey: z.string(),
}).describe('The certificate as recorded: the snapshot (CertificateSnapshot) as JSON, the Ed25519 signature (base64) of the PDF\'s SHA-256 and the verifying key (PEM).');

const CertificateVerificationView = CertificateVerificationViewSchema;

const BrokerDashboardRequest = z.object({
  companyId: z.string(),
  period: DashboardPeriodSchema,
}).describe('The broker dashboard (services/reports/src/dashboard/dashboard.api.ts): a period\'s figures from the dashboard projection, its Recent Activity and the carriers to profile (the gateway adds their verdicts and the risk rules). period: 7d | 30d | 90d | 1y; from / to: YYYY-MM-DD; money in dollars (double).');

const DashboardSummary = z.object({
  reportsFiled: int32(),
  incidentsFiled: int32(),
  verifiedReports: int32(),
  resolvedReports: int32(),
  financialImpact: z.number(),
  recoveryRate: z.number().nullable().describe('Percent with 1 decimal; unset (null) without losses.'),
});

const DashboardMoney = z.object({ totalLosses: z.number(), recoveredAmount: z.number(), pendingClaims: z.number(), averageClaimValue: z.number() });

const DashboardCategory = DashboardCategorySchema;

const DashboardDay = DashboardDaySchema;

const DashboardActivity = DashboardActivitySchema;

const DashboardCandidate = z.object({
  carrierId: z.string(),
  carrierName: z.string(),
  mcNumber: z.string(),
  totalReports: int32(),
  negativeReports: int32(),
  incidents: int32(),
  totalImpact: z.number(),
  recovered: z.number(),
  lastIncident: z.string(),
  saved: z.boolean(),
  monitored: z.boolean(),
});

const BrokerDashboardReply = z.object({
  period: DashboardPeriodSchema,
  from: z.string(),
  to: z.string(),
  summary: DashboardSummary,
  financialImpact: DashboardMoney,
  categoryBreakdown: z.array(DashboardCategory),
  daily: z.array(DashboardDay),
  recentActivity: z.array(DashboardActivity),
  candidates: z.array(DashboardCandidate),
});

const ListFreightGuardReportsRequest = z.object({
  companyId: z.string(),
  search: z.string(),
  category: z.string().describe('ALL or a category / status.'),
  status: z.string(),
  page: int32(),
  pageSize: int32(),
}).describe('FreightGuard (services/reports/src/freightguard/): the incident list and one incident as a company sees it.');

/** The view's fields where the wire is the same; money as the events carry it, the carrier's response id besides. */
const FreightGuardRecord = FreightGuardReportViewSchema.pick({
  id: true,
  carrierId: true,
  carrierName: true,
  mcNumber: true,
  dotNumber: true,
  reportCategory: true,
  incidentType: true,
  severity: true,
  description: true,
  location: true,
  incidentDate: true,
  isDoubleBrokerage: true,
  brokerageChain: true,
  status: true,
  reporterName: true,
  reporterCompany: true,
  isOwn: true,
}).extend({
  monetaryImpact: z.string().describe('Decimal dollars, \'\' when not stated.'),
  verifiedBy: z.enum(['', 'CORROBORATED', 'OPERATOR']),
  filedAt: z.string(),
  responseDeadline: z.string(),
  responseText: z.string(),
  respondedAt: z.string(),
  amountRecovered: z.string(),
  resolvedAt: z.string(),
  corroborations: int32(),
  responseId: z.string().describe('The carrier\'s response id: the reporting company\'s own incidents only, else \'\'.'),
});

const ListFreightGuardReportsReply = z.object({
  reports: z.array(FreightGuardRecord),
  total: int32(),
  exact: z.boolean().describe('false when total is estimated (a search over many candidates).'),
});

const GetFreightGuardReportRequest = z.object({ reportId: z.string(), companyId: z.string() });

const VetLoadRequest = z
  .object({
    ...caller,
    companyName: z.string(),
    requestedBy: z.string(),
    apiKeyId: z.string(),
    carrierId: z.string(),
    loadReference: z.string(),
    pickupDate: z.string(),
    lane: z.string(),
    overrideReason: z.string(),
  })
  .describe('Load vetting records (services/reports/src/vetting/vetting.api.ts). requested_by: the name recorded as who asked; api_key_id: \'\' from the web app.');

const VettingView = VettingViewSchema;
const VettingCheck = VettingViewSchema.shape.checks.element;
const VettingPage = VettingPageSchema;

const ListVettingsRequest = z.object({ companyId: z.string(), carrierId: z.string(), loadReference: z.string(), q: z.string(), cursor: z.string(), limit: z.number().int() });

const GetVettingRequest = z.object({ code: z.string(), companyId: z.string() }).describe("company_id '': the public record (any code); else only that company's.");

const GetVettingRetentionRequest = z.object({ companyId: z.string() });

const SetVettingRetentionRequest = z.object({ ...caller, setBy: z.string(), years: z.number().int() }).describe("set_by: the administrator's e-mail (the gateway checks the role).");

const VettingRetentionView = VettingRetentionViewSchema;

export const ReportsContract = defineService({
  file: 'grpc/v1/reports.proto',
  package: 'logiscope.reports.v1',
  service: 'ReportsService',
  source: 'proto/src/reports/reports.service-api.ts',
  header:
    'reports\' application API (reports and incidents, the response portal, the broker dashboard, FreightGuard, compliance documents, certificates and load vetting records), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as plain strings (see identity.proto for why); money as decimal strings in dollars.',
  messages: { FileReportRequest, ReportRecord, PortalRecord, ListCarrierReportsRequest, ListCarrierReportsReply, GetReportRequest, GetResponsePortalRequest, RespondToReportRequest, RetractReportRequest, RetractReportReply, VerifyIncidentRequest, ResolveIncidentRequest, RequestComplianceDocumentRequest, ListComplianceDocumentsRequest, ComplianceDocumentView, ListComplianceDocumentsReply, GetComplianceDocumentRequest, DownloadComplianceDocumentRequest, PdfFile, IssueCertificateRequest, ListCertificatesRequest, CertificateView, ListCertificatesReply, DownloadCertificateRequest, GetCertificateRequest, VerifyCertificateRequest, CertificateRecord, CertificateVerificationView, BrokerDashboardRequest, DashboardSummary, DashboardMoney, DashboardCategory, DashboardDay, DashboardActivity, DashboardCandidate, BrokerDashboardReply, ListFreightGuardReportsRequest, FreightGuardRecord, ListFreightGuardReportsReply, GetFreightGuardReportRequest, VetLoadRequest, VettingCheck, VettingView, VettingPage, ListVettingsRequest, GetVettingRequest, GetVettingRetentionRequest, SetVettingRetentionRequest, VettingRetentionView },
  rpcs: {
    fileReport: { request: FileReportRequest, reply: ReportRecord },
    listCarrierReports: { request: ListCarrierReportsRequest, reply: ListCarrierReportsReply },
    getReport: { request: GetReportRequest, reply: ReportRecord },
    getResponsePortal: { request: GetResponsePortalRequest, reply: PortalRecord },
    respondToReport: { request: RespondToReportRequest, reply: PortalRecord },
    retractReport: { request: RetractReportRequest, reply: RetractReportReply },
    verifyIncident: { request: VerifyIncidentRequest, reply: ReportRecord },
    resolveIncident: { request: ResolveIncidentRequest, reply: ReportRecord },
    brokerDashboard: { request: BrokerDashboardRequest, reply: BrokerDashboardReply, comment: 'The broker dashboard (services/reports/src/dashboard/dashboard.api.ts).' },
    listFreightGuardReports: { request: ListFreightGuardReportsRequest, reply: ListFreightGuardReportsReply, comment: 'FreightGuard\'s incident list (services/reports/src/freightguard/freightguard.api.ts).' },
    getFreightGuardReport: { request: GetFreightGuardReportRequest, reply: FreightGuardRecord },
    vetLoad: { request: VetLoadRequest, reply: VettingView, comment: 'Load vetting records (services/reports/src/vetting/vetting.api.ts).' },
    listVettings: { request: ListVettingsRequest, reply: VettingPage },
    getVetting: { request: GetVettingRequest, reply: VettingView },
    downloadVettingPdf: { request: GetVettingRequest, reply: PdfFile },
    verifyVettingPdf: { request: VerifyCertificateRequest, reply: CertificateVerificationView },
    getVettingRetention: { request: GetVettingRetentionRequest, reply: VettingRetentionView },
    setVettingRetention: { request: SetVettingRetentionRequest, reply: VettingRetentionView },
    requestComplianceDocument: { request: RequestComplianceDocumentRequest, reply: ComplianceDocumentView, comment: 'Compliance documents and due-diligence certificates (services/reports/src/compliance/compliance.api.ts).' },
    listComplianceDocuments: { request: ListComplianceDocumentsRequest, reply: ListComplianceDocumentsReply },
    getComplianceDocument: { request: GetComplianceDocumentRequest, reply: ComplianceDocumentView },
    downloadComplianceDocument: { request: DownloadComplianceDocumentRequest, reply: PdfFile },
    issueCertificate: { request: IssueCertificateRequest, reply: CertificateView },
    listCertificates: { request: ListCertificatesRequest, reply: ListCertificatesReply },
    downloadCertificate: { request: DownloadCertificateRequest, reply: PdfFile },
    getCertificate: { request: GetCertificateRequest, reply: CertificateRecord },
    verifyCertificate: { request: VerifyCertificateRequest, reply: CertificateVerificationView },
  },
});
