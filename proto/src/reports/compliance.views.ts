import { z } from 'zod';

/**
 * Compliance documents (/compliance-generator) and due-diligence certificates (carrier detail → Certificates →
 * Generate Tag, public /verify/:code): what the reports service answers through the gateway.
 */

export const COMPLIANCE_DOCUMENT_TYPES = ['DUE_DILIGENCE', 'SAFETY_AUDIT', 'COMPLIANCE_REPORT'] as const;
export type ComplianceDocumentType = (typeof COMPLIANCE_DOCUMENT_TYPES)[number];

/** The spec's GENERATED → DOWNLOADED (ARCHIVED exists), plus the background job's own states before GENERATED. */
export const COMPLIANCE_DOCUMENT_STATUSES = ['GENERATING', 'GENERATED', 'DOWNLOADED', 'ARCHIVED', 'FAILED'] as const;
export type ComplianceDocumentStatus = (typeof COMPLIANCE_DOCUMENT_STATUSES)[number];

/** The three conditions every compliance document recommends (spec: the template's recommendations). */
export const RECOMMENDED_CONDITIONS = ['Monthly safety monitoring', 'Quarterly insurance verification', 'Immediate incident notification'] as const;

/** Days from generation to the next review date a document sets. */
export const NEXT_REVIEW_DAYS = 90;

export const ComplianceDocumentViewSchema = z
  .object({
    id: z.string(),
    carrierId: z.string().describe('The DOT number.'),
    carrierName: z.string(),
    dotNumber: z.string(),
    mcNumber: z.string().describe("'' when the carrier has no MC docket."),
    documentType: z.enum(COMPLIANCE_DOCUMENT_TYPES),
    title: z.string(),
    status: z.enum(COMPLIANCE_DOCUMENT_STATUSES),
    progress: z.number().int().min(0).max(100).describe('The generation job, in percent (100 once GENERATED).'),
    error: z.string().describe("Why the generation failed; '' otherwise."),
    requestedAt: z.string().describe('ISO-8601.'),
    generatedAt: z.string().describe("ISO-8601; '' until generated."),
    downloadedAt: z.string().describe("ISO-8601 of the first download; '' until downloaded."),
    nextReviewDate: z.string().describe("YYYY-MM-DD, 90 days after generation; '' until generated."),
    sizeBytes: z.number().int().describe('Size of the PDF; 0 until generated.'),
  })
  .meta({ id: 'ComplianceDocumentView', description: 'A compliance document of the company (the PDF is downloaded apart).' });
export type ComplianceDocumentView = z.infer<typeof ComplianceDocumentViewSchema>;

/** Explanation key and parameters of a check or factor: the web words it in the reader's language (absent on older certificates). */
const explained = { key: z.string().optional(), params: z.record(z.string(), z.string()).optional() };
const snapshotCheck = z.object({ rule: z.string(), outcome: z.string(), message: z.string(), dataset: z.string(), asOf: z.string(), ...explained });
const snapshotFactor = z.object({ code: z.string(), label: z.string(), impact: z.number(), detail: z.string(), labelKey: z.string().optional(), ...explained });
const snapshotPolicy = z.object({
  coverageType: z.string(),
  layer: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  coverageAmount: z.number(),
  effectiveDate: z.string(),
  cancelEffectiveDate: z.string(),
});
const snapshotReport = z.object({
  kind: z.string().describe('CARRIER_REPORT or INCIDENT.'),
  filedAt: z.string(),
  summary: z.string().describe('Type, rating or category and severity, in English.'),
  status: z.string(),
  text: z.string(),
  response: z.string().describe("The carrier's answer; '' when none."),
  // What the summary says, as codes: the web words them in the reader's language (absent on older certificates).
  reportType: z.string().optional().describe("CARRIER_REPORT: POSITIVE, NEGATIVE or NEUTRAL; '' for an incident."),
  rating: z.number().nullable().optional().describe('1-5 stars; null when not rated.'),
  category: z.string().optional().describe("INCIDENT: its category; '' for a report."),
  incidentType: z.string().optional(),
  severity: z.string().optional(),
});

export const CertificateSnapshotSchema = z
  .object({
    carrier: z.object({
      id: z.string(),
      name: z.string(),
      legalName: z.string(),
      dbaName: z.string(),
      dotNumber: z.string(),
      mcNumbers: z.array(z.string()),
      address: z.string().describe('Street, city, state and ZIP on one line.'),
      authorityStatus: z.string(),
      outOfService: z.boolean(),
      insuranceStatus: z.string(),
      insuranceExpiryDate: z.string(),
      insurancePolicies: z.array(snapshotPolicy),
      safetyRating: z.string().describe("'' when never rated (NOT RATED)."),
      riskScore: z.number().nullable(),
      notEnoughData: z.boolean(),
      inspectionCount: z.number(),
      crashCount: z.number(),
      oosRate: z.number().nullable(),
    }),
    verdict: z.object({ outcome: z.string(), profile: z.string(), checks: z.array(snapshotCheck) }),
    riskFactors: z.array(snapshotFactor),
    reports: z.array(snapshotReport),
  })
  .meta({ id: 'CertificateSnapshot', description: 'What the broker saw of the carrier when it generated the certificate (English text; checks and factors also carry their explanation keys and parameters).' });
export type CertificateSnapshot = z.infer<typeof CertificateSnapshotSchema>;

export const CertificateViewSchema = z
  .object({
    code: z.string().describe('The verification code printed on the certificate.'),
    carrierId: z.string(),
    carrierName: z.string(),
    dotNumber: z.string(),
    issuedAt: z.string().describe('ISO-8601.'),
    issuedBy: z.string().describe('Name of the user who generated it.'),
    companyName: z.string().describe('The company that generated it.'),
    verifyUrl: z.string().describe('The public page that checks a copy: /verify/:code.'),
    sha256: z.string().describe('SHA-256 of the PDF, hex.'),
  })
  .meta({ id: 'CertificateView', description: 'A due-diligence certificate.' });
export type CertificateView = z.infer<typeof CertificateViewSchema>;

export const CertificateRecordViewSchema = CertificateViewSchema.extend({
  snapshot: CertificateSnapshotSchema,
  algorithm: z.literal('Ed25519').describe('How the server signed the SHA-256 of the PDF.'),
  signature: z.string().describe('Base64 Ed25519 signature of the SHA-256 (hex text).'),
  publicKey: z.string().describe('The verifying key, PEM (SPKI).'),
}).meta({ id: 'CertificateRecordView', description: 'The recorded certificate as the public verification page shows it.' });
export type CertificateRecordView = z.infer<typeof CertificateRecordViewSchema>;

export const CertificateVerificationViewSchema = z
  .object({
    code: z.string(),
    matches: z.boolean().describe('The file is the certificate issued under this code, unchanged, and its signature holds.'),
    sha256: z.string().describe('SHA-256 of the file offered, hex.'),
    recordedSha256: z.string(),
    signatureValid: z.boolean().describe("The server's signature of the recorded SHA-256 verifies."),
  })
  .meta({ id: 'CertificateVerificationView' });
export type CertificateVerificationView = z.infer<typeof CertificateVerificationViewSchema>;
