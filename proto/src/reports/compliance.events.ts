import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { COMPLIANCE_DOCUMENT_TYPES } from './compliance.views';

/**
 * Compliance documents and due-diligence certificates (reports service). One stream per document
 * (`compliance-document:<id>`) and per certificate (`certificate:<code>`). ComplianceDocumentGenerated and
 * CertificateIssued are published on logiscope.reports.compliance.v1; the others are private (the job's own steps).
 */
const documentType = z.enum(COMPLIANCE_DOCUMENT_TYPES);

/** A company asked for a document (the background job runs next). Private. */
export const ComplianceDocumentRequestedV1 = z.object({
  documentId: z.string(),
  companyId: z.string(),
  userId: z.string(),
  companyName: z.string(),
  carrierId: z.string(),
  dotNumber: z.string(),
  mcNumber: z.string(),
  carrierName: z.string(),
  documentType,
  title: z.string(),
  /** ISO time. */
  requestedAt: z.string(),
});
export type ComplianceDocumentRequested = EventOf<'ComplianceDocumentRequested', typeof ComplianceDocumentRequestedV1>;

/** The job wrote the PDF (its bytes are kept apart under the document id). */
export const ComplianceDocumentGeneratedV1 = z.object({
  documentId: z.string(),
  companyId: z.string(),
  userId: z.string(),
  carrierId: z.string().describe('The carrier\'s id in carrier-data (its DOT number).'),
  dotNumber: z.string(),
  mcNumber: z.string(),
  carrierName: z.string(),
  documentType,
  title: z.string(),
  /** SHA-256 of the PDF, hex. */
  sha256: z.string().describe('SHA-256 of the PDF, hex.'),
  sizeBytes: z.number(),
  generatedAt: z.string(),
  /** YYYY-MM-DD, 90 days after generation. */
  nextReviewDate: z.string().describe('YYYY-MM-DD, 90 days after generation.'),
});
export type ComplianceDocumentGenerated = EventOf<'ComplianceDocumentGenerated', typeof ComplianceDocumentGeneratedV1>;

/** The job could not build the document (the carrier vanished, a service stayed down). Private. */
export const ComplianceDocumentFailedV1 = z.object({ documentId: z.string(), companyId: z.string(), error: z.string(), failedAt: z.string() });
export type ComplianceDocumentFailed = EventOf<'ComplianceDocumentFailed', typeof ComplianceDocumentFailedV1>;

/** The company downloaded the document for the first time (GENERATED → DOWNLOADED). Private. */
export const ComplianceDocumentDownloadedV1 = z.object({ documentId: z.string(), companyId: z.string(), userId: z.string(), downloadedAt: z.string() });
export type ComplianceDocumentDownloaded = EventOf<'ComplianceDocumentDownloaded', typeof ComplianceDocumentDownloadedV1>;

/** A company generated a due-diligence certificate: what it saw of the carrier, and the signed hash of the PDF. */
export const CertificateIssuedV1 = z.object({
  code: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string(),
  issuedBy: z.string(),
  carrierId: z.string(),
  dotNumber: z.string(),
  carrierName: z.string(),
  issuedAt: z.string(),
  verifyUrl: z.string(),
  /** The CertificateSnapshot (views/compliance.views.ts) as JSON. */
  snapshotJson: z.string(),
  sha256: z.string(),
  /** Base64 Ed25519 signature of the sha256 hex text. */
  signature: z.string(),
  /** The verifying key, PEM (SPKI). */
  publicKey: z.string(),
});
export type CertificateIssued = EventOf<'CertificateIssued', typeof CertificateIssuedV1>;

export type ComplianceDocumentEvent = ComplianceDocumentRequested | ComplianceDocumentGenerated | ComplianceDocumentFailed | ComplianceDocumentDownloaded;
export type CertificateEvent = CertificateIssued;
