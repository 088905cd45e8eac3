import { z } from 'zod';

/**
 * Reports about a carrier and team notes: the shapes the knowledge issue's operations will answer. Declared now so the
 * operations are born declared (status planned); the services fill them in.
 */

export const REPORT_TYPES = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;

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

export type CarrierReportView = z.infer<typeof CarrierReportViewSchema>;
