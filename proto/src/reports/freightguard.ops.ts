import { FreightGuardReportPageSchema, FreightGuardReportViewSchema } from '../views';
import { freightGuardQuerySchema, freightGuardReportBodySchema, resolveFreightGuardBodySchema } from './freightguard.rules';
import { operation } from '../shared/operation';
import { idParams } from '../shared/operation-parts';

export const listFreightGuardReports = operation({
  id: 'listFreightGuardReports', method: 'GET', path: '/api/freightguard', access: 'company', paid: true, tag: 'FreightGuard',
  summary: 'FreightGuard incident reports, newest first: search (carrier name, MC, DOT, description), category and status filters, a page',
  query: freightGuardQuerySchema,
  success: { status: 200, description: 'One page of incident reports', schema: FreightGuardReportPageSchema },
});

export const submitFreightGuardReport = operation({
  id: 'submitFreightGuardReport', method: 'POST', path: '/api/freightguard', access: 'company', paid: true, tag: 'FreightGuard',
  summary: "File a FreightGuard incident report (brokers): shown at once as PENDING; opens the carrier's 24-hour response window",
  body: freightGuardReportBodySchema,
  success: { status: 201, description: 'The incident report', schema: FreightGuardReportViewSchema },
  errors: [403],
});

export const resolveFreightGuardReport = operation({
  id: 'resolveFreightGuardReport', method: 'POST', path: '/api/freightguard/:id/resolve', access: 'company', paid: true, tag: 'FreightGuard',
  summary: 'The reporting company resolves its incident, recording any amount recovered',
  params: idParams, body: resolveFreightGuardBodySchema,
  success: { status: 200, description: 'The incident report, RESOLVED', schema: FreightGuardReportViewSchema },
  errors: [403, 404, 409],
});

export const verifyFreightGuardReport = operation({
  id: 'verifyFreightGuardReport', method: 'POST', path: '/api/freightguard/:id/verify', access: 'operator', tag: 'FreightGuard',
  summary: 'A platform operator verifies an incident report',
  params: idParams,
  success: { status: 200, description: 'The incident report, VERIFIED', schema: FreightGuardReportViewSchema },
  errors: [404, 409],
});
