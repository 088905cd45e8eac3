import { CertificateVerificationViewSchema, VettingPageSchema, VettingRetentionViewSchema, VettingViewSchema } from '../views';
import { operation } from '../shared/operation';
import { pdfAnswer } from '../shared/operation-parts';
import { carrierIdParams } from '../carrier-data/search.rules';
import { certificateFileBodySchema } from './compliance.rules';
import { vetLoadBodySchema, vetLoadV1BodySchema, vettingCodeParams, vettingListQuery, vettingRetentionBodySchema } from './vetting.rules';

const VETTING = 'Load vetting';
const PUBLIC_API = 'Public API v1';

export const vetLoad = operation({
  id: 'vetLoad', method: 'POST', path: '/api/carriers/:id/vettings', access: 'company', paid: true, tag: VETTING,
  summary: "Vet for a load: freeze the carrier's verdict under the company's rules into a record with a public verification code (every outcome is recorded; a Review may be accepted with a reason, a Fail never)",
  params: carrierIdParams, body: vetLoadBodySchema,
  success: { status: 201, description: 'The record', schema: VettingViewSchema }, errors: [404, 409],
});

export const listVettings = operation({
  id: 'listVettings', method: 'GET', path: '/api/vettings', access: 'company', paid: true, tag: VETTING,
  summary: "The company's load vetting history, newest first: by carrier, by load reference or by any text",
  query: vettingListQuery,
  success: { status: 200, description: 'A page of records', schema: VettingPageSchema },
});

export const getVetting = operation({
  id: 'getVetting', method: 'GET', path: '/api/vettings/:code', access: 'public', tag: VETTING,
  summary: 'A vetting record by its verification code: its JSON copy, and what the public page /verify/:code shows (no login)',
  params: vettingCodeParams,
  success: { status: 200, description: 'The record', schema: VettingViewSchema }, errors: [404],
});

export const verifyVettingPdf = operation({
  id: 'verifyVettingPdf', method: 'POST', path: '/api/vettings/:code/verify', access: 'public', tag: VETTING,
  summary: "Is this file the vetting record's PDF, unchanged? (base64 in JSON; the certificates' check)", params: vettingCodeParams, body: certificateFileBodySchema,
  success: { status: 200, description: 'Whether it matches', schema: CertificateVerificationViewSchema }, errors: [404],
});

export const downloadVettingPdf = operation({
  id: 'downloadVettingPdf', method: 'GET', path: '/api/vettings/:code/pdf', access: 'company', paid: true, tag: VETTING,
  summary: 'The PDF of a vetting record (the company that vetted the load only)', params: vettingCodeParams,
  success: pdfAnswer, errors: [404],
});

export const getVettingRetention = operation({
  id: 'getVettingRetention', method: 'GET', path: '/api/company/vetting-retention', access: 'company', tag: VETTING,
  summary: 'How long the company keeps its load vetting records (8 years until an administrator sets it)',
  success: { status: 200, description: 'The retention', schema: VettingRetentionViewSchema },
});

export const setVettingRetention = operation({
  id: 'setVettingRetention', method: 'PUT', path: '/api/company/vetting-retention', access: 'admin', tag: VETTING,
  summary: 'Set how long new load vetting records are kept (3 to 30 years; records already made keep their date)',
  body: vettingRetentionBodySchema,
  success: { status: 200, description: 'The retention', schema: VettingRetentionViewSchema },
});

export const vetLoadV1 = operation({
  id: 'vetLoadV1', method: 'POST', path: '/api/v1/vettings', access: 'api-key', scope: 'vetting:write', paid: true, tag: PUBLIC_API,
  summary: "Vet a carrier (USDOT or docket) for a load: the verdict under the key's company's rules frozen into a record with a public verification code (scope vetting:write)",
  body: vetLoadV1BodySchema,
  success: { status: 201, description: 'The record', schema: VettingViewSchema }, errors: [404, 409],
});

export const listVettingsV1 = operation({
  id: 'listVettingsV1', method: 'GET', path: '/api/v1/vettings', access: 'api-key', scope: 'vetting:write', paid: true, tag: PUBLIC_API,
  summary: "The key's company's vetting records, newest first, by carrier, load reference or text; cursor pagination (scope vetting:write)",
  query: vettingListQuery,
  success: { status: 200, description: 'A page of records', schema: VettingPageSchema },
});

export const getVettingV1 = operation({
  id: 'getVettingV1', method: 'GET', path: '/api/v1/vettings/:code', access: 'api-key', scope: 'vetting:write', paid: true, tag: PUBLIC_API,
  summary: "One of the key's company's vetting records by its code (scope vetting:write)", params: vettingCodeParams,
  success: { status: 200, description: 'The record', schema: VettingViewSchema }, errors: [404],
});
