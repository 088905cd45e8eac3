import { z } from 'zod';
import { ReportPortalViewSchema } from '../../views/knowledge.views';
import { CarrierNoteViewSchema, CarrierReportViewSchema, FreightGuardReportPageSchema, FreightGuardReportViewSchema } from '../../views';
import { freightGuardQuerySchema, freightGuardReportBodySchema, resolveFreightGuardBodySchema } from '../rules/freightguard.rules';
import { operation } from '../operation';
import { noteBodySchema, respondBodySchema, submitReportBodySchema } from '../rules/note.rules';
import { carrierIdParams } from '../rules/search.rules';

const noteIdParams = z.object({ id: z.string().max(100) });
const reportIdParams = z.object({ id: z.string().max(100) });

export const listCarrierReports = operation({
  id: 'listCarrierReports', method: 'GET', path: '/api/carriers/:id/reports', access: 'company', paid: true, tag: 'Reports',
  summary: "Reports brokers filed about a carrier, newest first, with the carrier's answers. A NEGATIVE report reaches other companies once the carrier answered or its 24-hour window closed",
  params: carrierIdParams,
  success: { status: 200, description: 'Reports, newest first', schema: z.array(CarrierReportViewSchema) }, errors: [404],
});

export const submitCarrierReport = operation({
  id: 'submitCarrierReport', method: 'POST', path: '/api/carriers/:id/reports', access: 'company', paid: true, tag: 'Reports',
  summary: "File a report about a carrier (brokers); opens the carrier's 24-hour response window and e-mails the carrier its response link",
  params: carrierIdParams, body: submitReportBodySchema,
  success: { status: 201, description: 'The report, with its response link', schema: CarrierReportViewSchema }, errors: [404],
});

export const getReport = operation({
  id: 'getReport', method: 'GET', path: '/api/reports/:id', access: 'public', tag: 'Reports',
  summary: 'A report as the accused carrier sees it on the public response page (the id is the response id from its e-mail)', params: reportIdParams,
  success: { status: 200, description: 'The report', schema: ReportPortalViewSchema }, errors: [404],
});

export const respondToReport = operation({
  id: 'respondToReport', method: 'POST', path: '/api/reports/:id/respond', access: 'public', tag: 'Reports',
  summary: "The carrier's response, once, within 24 hours of the report (409 'Response Period Ended' after); limited per client address",
  params: reportIdParams, body: respondBodySchema,
  success: { status: 201, description: 'Response recorded; the case is closed', schema: ReportPortalViewSchema }, errors: [404, 409],
});

export const retractReport = operation({
  id: 'retractReport', method: 'DELETE', path: '/api/carrier-reports/:id', access: 'company', paid: true, tag: 'Reports',
  summary: "The reporting company withdraws its report: it leaves every view and the carrier's risk score; the carrier's page says so",
  params: reportIdParams,
  success: { status: 204, description: 'Retracted' }, errors: [404, 409],
});

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

const freightGuardIdParams = z.object({ id: z.string().max(100) });

export const resolveFreightGuardReport = operation({
  id: 'resolveFreightGuardReport', method: 'POST', path: '/api/freightguard/:id/resolve', access: 'company', paid: true, tag: 'FreightGuard',
  summary: 'The reporting company resolves its incident, recording any amount recovered',
  params: freightGuardIdParams, body: resolveFreightGuardBodySchema,
  success: { status: 200, description: 'The incident report, RESOLVED', schema: FreightGuardReportViewSchema },
  errors: [403, 404, 409],
});

export const verifyFreightGuardReport = operation({
  id: 'verifyFreightGuardReport', method: 'POST', path: '/api/freightguard/:id/verify', access: 'operator', tag: 'FreightGuard',
  summary: 'A platform operator verifies an incident report',
  params: freightGuardIdParams,
  success: { status: 200, description: 'The incident report, VERIFIED', schema: FreightGuardReportViewSchema },
  errors: [404, 409],
});

export const listOwnNotes = operation({
  id: 'listOwnNotes', method: 'GET', path: '/api/carriers/:id/notes', access: 'company', paid: true, tag: 'Notes',
  summary: "The signed-in user's notes about a carrier", params: carrierIdParams,
  success: { status: 200, description: 'Notes', schema: z.array(CarrierNoteViewSchema) },
});

export const listCommunityNotes = operation({
  id: 'listCommunityNotes', method: 'GET', path: '/api/carriers/:id/all-notes', access: 'company', paid: true, tag: 'Notes',
  summary: "Other users' shared notes about a carrier (read-only)", params: carrierIdParams,
  success: { status: 200, description: 'Community notes', schema: z.array(CarrierNoteViewSchema) },
});

export const createNote = operation({
  id: 'createNote', method: 'POST', path: '/api/carrier-notes', access: 'company', paid: true, tag: 'Notes',
  summary: 'Write a note about a carrier', body: noteBodySchema,
  success: { status: 201, description: 'The note', schema: CarrierNoteViewSchema }, errors: [404],
});

export const updateNote = operation({
  id: 'updateNote', method: 'PATCH', path: '/api/carrier-notes/:id', access: 'company', paid: true, tag: 'Notes',
  summary: 'Edit one of your notes (updates it, no copy)', params: noteIdParams, body: noteBodySchema,
  success: { status: 200, description: 'The note', schema: CarrierNoteViewSchema }, errors: [404],
});

export const deleteNote = operation({
  id: 'deleteNote', method: 'DELETE', path: '/api/carrier-notes/:id', access: 'company', paid: true, tag: 'Notes',
  summary: 'Delete one of your notes', params: noteIdParams,
  success: { status: 204, description: 'Deleted' }, errors: [404],
});
