import { z } from 'zod';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_SEVERITIES, FREIGHTGUARD_STATUSES } from './freightguard.taxonomy';

/**
 * Reports about a carrier and team notes: the shapes the knowledge issue's operations will answer. Declared now so the
 * operations are born declared (status planned); the services fill them in.
 */

export const REPORT_TYPES = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;
export const NOTE_CATEGORIES = ['GENERAL', 'PERFORMANCE', 'COMMUNICATION', 'ISSUES'] as const;

export const CarrierReportViewSchema = z
  .object({
    id: z.string(),
    carrierId: z.string(),
    reportType: z.enum(REPORT_TYPES),
    /** 1-5 stars, null when not rated. */
    rating: z.number().int().min(1).max(5).nullable(),
    comments: z.string(),
    createdAt: z.string(),
    /** 24 hours after filing: the carrier may answer until then. */
    responseDeadline: z.string(),
    canRespond: z.boolean(),
  })
  .meta({ id: 'CarrierReportView' });

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
    responseDeadline: z.string(),
    /** The carrier's answer, shown beside the report. */
    response: z.object({ text: z.string(), respondedAt: z.string() }).nullable(),
    /** RESOLVED: what the reporting company recovered (dollars) and when. */
    amountRecovered: z.number().nullable(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'FreightGuardReportView' });

export const FreightGuardReportPageSchema = z
  .object({
    reports: z.array(FreightGuardReportViewSchema),
    /** Matching reports in all (the pager's total). */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'FreightGuardReportPage' });

export type CarrierReportView = z.infer<typeof CarrierReportViewSchema>;
export type CarrierNoteView = z.infer<typeof CarrierNoteViewSchema>;
export type FreightGuardReportView = z.infer<typeof FreightGuardReportViewSchema>;
export type FreightGuardReportPage = z.infer<typeof FreightGuardReportPageSchema>;
