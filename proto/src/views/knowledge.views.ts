import { z } from 'zod';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_SEVERITIES, FREIGHTGUARD_STATUSES } from './freightguard.taxonomy';

/**
 * Reports about a carrier and team notes: the shapes the knowledge issue's operations will answer. Declared now so the
 * operations are born declared (status planned); the services fill them in.
 */

export const REPORT_TYPES = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;
export const NOTE_CATEGORIES = ['GENERAL', 'PERFORMANCE', 'COMMUNICATION', 'ISSUES'] as const;

/** Incidents: what was reported ('' for a carrier report). The portal view's and reports' gRPC report content. */
export const incidentContent = {
  reportCategory: z.string(),
  incidentType: z.string(),
  severity: z.string(),
  description: z.string(),
  location: z.string(),
  incidentDate: z.string(),
};

/** The carrier's 24-hour window: OPEN (it may still answer), ANSWERED, CLOSED (the deadline passed unanswered). */
export const RESPONSE_WINDOW_STATES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;

/** The carrier's answer through the response portal, shown under the report to everyone who sees the report. */
export const ReportResponseViewSchema = z.object({ text: z.string(), respondedAt: z.string() }).meta({ id: 'ReportResponseView' });

export const CarrierReportViewSchema = z
  .object({
    /** The report's id (never the carrier's response id). */
    id: z.string(),
    carrierId: z.string(),
    reportType: z.enum(REPORT_TYPES),
    /** 1-5 stars, null when not rated. */
    rating: z.number().int().min(1).max(5).nullable(),
    comments: z.string(),
    createdAt: z.string(),
    /** 24 hours after filing: the carrier may answer until then. */
    responseDeadline: z.string().describe("24 hours after the carrier was e-mailed about the report; '' while that e-mail is still to be sent (at most 3 a day per carrier, then a daily digest)"),
    canRespond: z.boolean(),
    windowState: z.enum(RESPONSE_WINDOW_STATES),
    response: ReportResponseViewSchema.nullable(),
    /** The company that filed it. */
    reporterCompany: z.string(),
    /** The caller's company filed it: it sees the response link and may retract it. */
    isOwn: z.boolean(),
    /**
     * ALL: every company sees it. REPORTER_ONLY: a NEGATIVE report the carrier has not answered while its window is
     * open: only the reporting company sees it (fair process), and it does not count against the carrier yet.
     */
    visibility: z.enum(['ALL', 'REPORTER_ONLY']),
    /** Own reports only: the carrier's response page (`/respond/<response id>`), to forward when FMCSA has no e-mail. */
    responseLink: z.string().nullable(),
    /** Own reports only: whether the link was e-mailed to the carrier's address on file. */
    carrierNotified: z.boolean().nullable(),
    /** Own reports only: how to reach the carrier's responder. */
    responderContact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  })
  .meta({ id: 'CarrierReportView' });

/**
 * A report as the accused carrier sees it on the public response page (`/respond/:id`, the id being its response id):
 * what was said, by which company, and the window; never the reporting user's name or e-mail, never other reports.
 * A retracted report keeps only its status.
 */
export const ReportPortalViewSchema = z
  .object({
    /** The response id from the link. */
    id: z.string(),
    kind: z.enum(['CARRIER_REPORT', 'INCIDENT']),
    /** OPEN: the carrier may answer; RESPONDED: case closed; ENDED: the deadline passed; RETRACTED: withdrawn by the company. */
    status: z.enum(['OPEN', 'RESPONDED', 'ENDED', 'RETRACTED']),
    carrierId: z.string(),
    carrierName: z.string(),
    dotNumber: z.string(),
    mcNumber: z.string(),
    reporterCompany: z.string(),
    /** Carrier reports: the type and stars; null for an incident. */
    reportType: z.enum(REPORT_TYPES).nullable(),
    rating: z.number().int().min(1).max(5).nullable(),
    comments: z.string(),
    ...incidentContent,
    createdAt: z.string(),
    responseDeadline: z.string().describe("24 hours after the carrier was e-mailed about the report; '' while that e-mail is still to be sent (at most 3 a day per carrier, then a daily digest)"),
    canRespond: z.boolean(),
    response: ReportResponseViewSchema.nullable(),
  })
  .meta({ id: 'ReportPortalView' });

export type ReportPortalView = z.infer<typeof ReportPortalViewSchema>;
export type ResponseWindowState = (typeof RESPONSE_WINDOW_STATES)[number];

export const CarrierNoteViewSchema = z
  .object({
    id: z.string(),
    carrierId: z.string(),
    title: z.string(),
    content: z.string(),
    category: z.enum(NOTE_CATEGORIES),
    isPrivate: z.boolean(),
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Community notes name their author and company. */
    authorName: z.string().optional(),
    companyName: z.string().optional(),
  })
  .meta({ id: 'CarrierNoteView' });

export const FreightGuardReportViewSchema = z
  .object({
    id: z.string(),
    /** The carrier record it is about (its DOT number), '' when the report names no known carrier. */
    carrierId: z.string(),
    /** True when carrierId, the MC or the DOT number matched a carrier record: the card links to /carrier/:carrierId. */
    carrierLinked: z.boolean(),
    carrierName: z.string(),
    mcNumber: z.string(),
    dotNumber: z.string(),
    reportCategory: z.enum(FREIGHTGUARD_CATEGORIES),
    incidentType: z.string(),
    severity: z.enum(FREIGHTGUARD_SEVERITIES),
    description: z.string(),
    location: z.string(),
    /** YYYY-MM-DD, '' when not given. */
    incidentDate: z.string(),
    /** Dollars (2 decimals at most), null when not stated. */
    monetaryImpact: z.number().nullable(),
    isDoubleBrokerage: z.boolean(),
    /** The companies the load passed through; [] unless double brokerage. */
    brokerageChain: z.array(z.string()),
    status: z.enum(FREIGHTGUARD_STATUSES),
    /** VERIFIED by corroboration (another company's report) or by a platform operator; null otherwise. */
    verifiedBy: z.enum(['CORROBORATED', 'OPERATOR']).nullable(),
    /** Reports of the same carrier and category by other companies within 90 days. */
    corroborations: z.number().int().min(0),
    reporterName: z.string(),
    reporterCompany: z.string(),
    /** The caller's company filed it: it may resolve it. */
    isOwn: z.boolean(),
    createdAt: z.string(),
    /** The carrier's 24-hour window to answer through the response portal. */
    responseDeadline: z.string().describe("24 hours after the carrier was e-mailed about the report; '' while that e-mail is still to be sent (at most 3 a day per carrier, then a daily digest)"),
    /** The carrier's answer, shown beside the report. */
    response: z.object({ text: z.string(), respondedAt: z.string() }).nullable(),
    /** RESOLVED: what the reporting company recovered (dollars) and when. */
    amountRecovered: z.number().nullable(),
    resolvedAt: z.string().nullable(),
    /** The carrier's response page, for the reporting company to forward (null for everyone else). */
    responseLink: z.string().nullable(),
  })
  .meta({ id: 'FreightGuardReportView' });

export const FreightGuardReportPageSchema = z
  .object({
    reports: z.array(FreightGuardReportViewSchema),
    /** Matching reports in all (the pager's total). */
    total: z.number().int().min(0),
    /** false when a search over many candidates estimated its total from the share it read. */
    totalExact: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'FreightGuardReportPage' });

export type CarrierReportView = z.infer<typeof CarrierReportViewSchema>;
export type CarrierNoteView = z.infer<typeof CarrierNoteViewSchema>;
export type FreightGuardReportView = z.infer<typeof FreightGuardReportViewSchema>;
export type FreightGuardReportPage = z.infer<typeof FreightGuardReportPageSchema>;
