import type { CertificateView, CertificateVerificationView, ComplianceDocumentView } from '@logiscope/proto/views';

/** A PDF across the service boundary: base64 (gRPC string), with the file name to save it under. */
export interface PdfFile {
  filename: string;
  pdfBase64: string;
}

/** The certificate as recorded: the snapshot travels as JSON (the gateway parses it into CertificateRecordView). */
export interface CertificateRecord extends CertificateView {
  snapshotJson: string;
  algorithm: 'Ed25519';
  signature: string;
  publicKey: string;
}

/** Who asks: the gateway passes the signed-in user's company (its type: generating documents is a broker feature). */
export interface CompanyCaller {
  companyId: string;
  userId: string;
  companyName: string;
  /** BROKER or SHIPPER. */
  companyType: string;
}

/** Compliance documents and due-diligence certificates: part of the reports service's API (reports.api.ts). */
export interface ComplianceApi {
  /** Starts the background job; answers the document GENERATING. */
  requestComplianceDocument(request: CompanyCaller & { carrierId: string; documentType: string }): Promise<ComplianceDocumentView>;
  listComplianceDocuments(request: { companyId: string }): Promise<{ documents: ComplianceDocumentView[] }>;
  getComplianceDocument(request: { companyId: string; id: string }): Promise<ComplianceDocumentView>;
  /** The PDF; the document becomes DOWNLOADED the first time. */
  downloadComplianceDocument(request: { companyId: string; userId: string; id: string }): Promise<PdfFile>;
  /** issuedBy: the user's name. The certificate prints APP_URL/verify/<code>. */
  issueCertificate(request: CompanyCaller & { carrierId: string; issuedBy: string }): Promise<CertificateView>;
  listCertificates(request: { companyId: string; carrierId: string }): Promise<{ certificates: CertificateView[] }>;
  /** The issuing company only (404 for anyone else). */
  downloadCertificate(request: { companyId: string; code: string }): Promise<PdfFile>;
  /** Public: the record behind a verification code. */
  getCertificate(request: { code: string }): Promise<CertificateRecord>;
  /** Public: does this file (base64) match the certificate issued under the code? */
  verifyCertificate(request: { code: string; fileBase64: string }): Promise<CertificateVerificationView>;
}

export const COMPLIANCE_METHODS = [
  'requestComplianceDocument',
  'listComplianceDocuments',
  'getComplianceDocument',
  'downloadComplianceDocument',
  'issueCertificate',
  'listCertificates',
  'downloadCertificate',
  'getCertificate',
  'verifyCertificate',
] as const satisfies readonly (keyof ComplianceApi)[];
