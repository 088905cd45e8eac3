import { z } from 'zod';
import { ReportPortalViewSchema } from './carrier-reports.views';
import { CarrierReportViewSchema } from '../views';
import { operation, operationFamily } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { respondBodySchema, submitReportBodySchema } from './carrier-reports.rules';
import { carrierIdParams } from '../carrier-data/search.rules';

const reportOperation = operationFamily({ access: 'company', paid: true, tag: 'Reports' });

export const listCarrierReports = reportOperation({
  id: 'listCarrierReports', method: 'GET', path: '/api/carriers/:id/reports',
  summary: "Reports brokers filed about a carrier, newest first, with the carrier's answers. A NEGATIVE report reaches other companies once the carrier answered or its 24-hour window closed",
  params: carrierIdParams,
  success: { status: 200, description: 'Reports, newest first', schema: z.array(CarrierReportViewSchema) }, errors: [404],
});

export const submitCarrierReport = reportOperation({
  id: 'submitCarrierReport', method: 'POST', path: '/api/carriers/:id/reports',
  summary: "File a report about a carrier (brokers); opens the carrier's 24-hour response window and e-mails the carrier its response link",
  params: carrierIdParams, body: submitReportBodySchema,
  success: { status: 201, description: 'The report, with its response link', schema: CarrierReportViewSchema }, errors: [404],
});

export const getReport = operation({
  id: 'getReport', method: 'GET', path: '/api/reports/:id', access: 'public', tag: 'Reports',
  summary: 'A report as the accused carrier sees it on the public response page (the id is the response id from its e-mail)', params: idParams,
  success: { status: 200, description: 'The report', schema: ReportPortalViewSchema }, errors: [404],
});

export const respondToReport = operation({
  id: 'respondToReport', method: 'POST', path: '/api/reports/:id/respond', access: 'public', tag: 'Reports',
  summary: "The carrier's response, once, within 24 hours of the report (409 'Response Period Ended' after); limited per client address",
  params: idParams, body: respondBodySchema,
  success: { status: 201, description: 'Response recorded; the case is closed', schema: ReportPortalViewSchema }, errors: [404, 409],
});

export const retractReport = reportOperation({
  id: 'retractReport', method: 'DELETE', path: '/api/carrier-reports/:id',
  summary: "The reporting company withdraws its report: it leaves every view and the carrier's risk score; the carrier's page says so",
  params: idParams,
  success: { status: 204, description: 'Retracted' }, errors: [404, 409],
});
