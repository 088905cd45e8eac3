import { z } from 'zod';
import { CertificateRecordViewSchema, CertificateVerificationViewSchema, CertificateViewSchema, ComplianceDocumentViewSchema } from '../views';
import { operation } from '../shared/operation';
import { idParams, pdfAnswer } from '../shared/operation-parts';
import { certificateCodeParams, certificateFileBodySchema, complianceDocumentBodySchema } from './compliance.rules';
import { carrierIdParams } from '../carrier-data/search.rules';

const DOCUMENTS = 'Compliance documents';
const CERTIFICATES = 'Certificates';

export const listComplianceDocuments = operation({
  id: 'listComplianceDocuments', method: 'GET', path: '/api/compliance-documents', access: 'company', paid: true, tag: DOCUMENTS,
  summary: "The company's compliance documents, newest first",
  success: { status: 200, description: 'Documents', schema: z.array(ComplianceDocumentViewSchema) },
});

export const requestComplianceDocument = operation({
  id: 'requestComplianceDocument', method: 'POST', path: '/api/compliance-documents', access: 'company', paid: true, tag: DOCUMENTS,
  summary: "Generate a compliance document (PDF) for a carrier from its data, reports and risk factors: a background job (a broker feature)",
  body: complianceDocumentBodySchema,
  success: { status: 202, description: 'Generation started; poll the document for its progress', schema: ComplianceDocumentViewSchema }, errors: [404],
});

export const getComplianceDocument = operation({
  id: 'getComplianceDocument', method: 'GET', path: '/api/compliance-documents/:id', access: 'company', paid: true, tag: DOCUMENTS,
  summary: 'One compliance document of the company, with the progress of its generation', params: idParams,
  success: { status: 200, description: 'The document', schema: ComplianceDocumentViewSchema }, errors: [404],
});

export const downloadComplianceDocument = operation({
  id: 'downloadComplianceDocument', method: 'GET', path: '/api/compliance-documents/:id/pdf', access: 'company', paid: true, tag: DOCUMENTS,
  summary: 'The PDF of a generated document; the document becomes DOWNLOADED', params: idParams,
  success: pdfAnswer, errors: [404, 409],
});

export const listCarrierCertificates = operation({
  id: 'listCarrierCertificates', method: 'GET', path: '/api/carriers/:id/certificates', access: 'company', paid: true, tag: CERTIFICATES,
  summary: 'Due-diligence certificates the company generated for a carrier, newest first', params: carrierIdParams,
  success: { status: 200, description: 'Certificates', schema: z.array(CertificateViewSchema) },
});

export const issueCertificate = operation({
  id: 'issueCertificate', method: 'POST', path: '/api/carriers/:id/certificates', access: 'company', paid: true, tag: CERTIFICATES,
  summary: 'Generate Tag: a due-diligence certificate recording what the company sees of the carrier now, signed by the server (no body)', params: carrierIdParams,
  success: { status: 201, description: 'The certificate', schema: CertificateViewSchema }, errors: [404],
});

export const downloadCertificate = operation({
  id: 'downloadCertificate', method: 'GET', path: '/api/certificates/:code/pdf', access: 'company', paid: true, tag: CERTIFICATES,
  summary: 'The certificate PDF (the issuing company only)', params: certificateCodeParams,
  success: pdfAnswer, errors: [404],
});

export const getCertificate = operation({
  id: 'getCertificate', method: 'GET', path: '/api/certificates/:code', access: 'public', tag: CERTIFICATES,
  summary: 'The recorded certificate: what the broker saw, when, and the signed SHA-256 of its PDF (public: /verify/:code)', params: certificateCodeParams,
  success: { status: 200, description: 'The record', schema: CertificateRecordViewSchema }, errors: [404],
});

export const verifyCertificate = operation({
  id: 'verifyCertificate', method: 'POST', path: '/api/certificates/:code/verify', access: 'public', tag: CERTIFICATES,
  summary: 'Does this file match the certificate issued under the code? (base64 in JSON)', params: certificateCodeParams, body: certificateFileBodySchema,
  success: { status: 200, description: 'Whether it matches', schema: CertificateVerificationViewSchema }, errors: [404],
});
