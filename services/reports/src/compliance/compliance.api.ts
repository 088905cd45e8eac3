import type { ReportsContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { ReportsServiceApi } from '../reports.api';

type Messages = typeof ReportsContract.messages;

/** A PDF across the service boundary: base64 (gRPC string), with the file name to save it under. */
export type PdfFile = z.infer<Messages['PdfFile']>;

/** The certificate as recorded: the snapshot travels as JSON (the gateway parses it into CertificateRecordView). */
export type CertificateRecord = z.infer<Messages['CertificateRecord']>;

/** Who asks: the gateway passes the signed-in user's company (its type: generating documents is a broker feature). */
export type CompanyCaller = Omit<z.infer<Messages['RequestComplianceDocumentRequest']>, 'carrierId' | 'documentType'>;

/** Compliance documents and due-diligence certificates: part of the reports service's API (reports.api.ts). */
export type ComplianceApi = Pick<
  ReportsServiceApi,
  | 'requestComplianceDocument'
  | 'listComplianceDocuments'
  | 'getComplianceDocument'
  | 'downloadComplianceDocument'
  | 'issueCertificate'
  | 'listCertificates'
  | 'downloadCertificate'
  | 'getCertificate'
  | 'verifyCertificate'
>;
