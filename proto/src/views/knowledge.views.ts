import { z } from 'zod';

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
    carrierId: z.string(),
    carrierName: z.string(),
    mcNumber: z.string(),
    dotNumber: z.string(),
    reportCategory: z.string(),
    incidentType: z.string(),
    severity: z.string(),
    description: z.string(),
    location: z.string(),
    incidentDate: z.string(),
    monetaryImpact: z.number().nullable(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'FreightGuardReportView' });

export type CarrierReportView = z.infer<typeof CarrierReportViewSchema>;
export type CarrierNoteView = z.infer<typeof CarrierNoteViewSchema>;
export type FreightGuardReportView = z.infer<typeof FreightGuardReportViewSchema>;
