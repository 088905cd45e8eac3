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

/**
 * A carrier report's own details: what the broker wrote, carried unchanged from the filing form to ReportFiled, reports'
 * API (filing, record, portal record) and both views (the brokers' Reports tab and the carrier's page), which spread
 * this group in place (the generated .proto files keep their field order). A field added here reaches all of them; its
 * rule goes in the filing body (carrier-reports.rules.ts). Details are text, '' for an incident; a field added later is
 * `z.string().default('')`, as events filed before it lack it. (The type and the stars are not here: each layer
 * carries them its own way, '' / 0 in the event for an incident, null in the views.)
 */
export const carrierReportDetails = {
  comments: z.string(),
} satisfies Record<string, z.ZodType<string>>;

const details = z.object(carrierReportDetails);

export type CarrierReportDetails = z.output<typeof details>;

/** The details as a command or a stored row may hold them: a field with a default ('') may be absent (older events). */
export type CarrierReportDetailsInput = z.input<typeof details>;

/** The group's fields taken from a command, a row or a record (nothing else of it; a field older events lack as its default). */
export const carrierReportDetailsOf = (from: CarrierReportDetailsInput): CarrierReportDetails => details.parse(from);

/** An incident's carrier-report details: none ('' each), a fresh object each time. */
export const noCarrierReportDetails = (): CarrierReportDetails => Object.fromEntries(Object.keys(carrierReportDetails).map((k) => [k, ''])) as CarrierReportDetails;

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
    ...carrierReportDetails,
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
    ...carrierReportDetails,
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
