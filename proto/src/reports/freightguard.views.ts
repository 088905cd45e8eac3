import { z } from 'zod';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_SEVERITIES, FREIGHTGUARD_STATUSES } from './freightguard.taxonomy';

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
export type FreightGuardReportView = z.infer<typeof FreightGuardReportViewSchema>;
export type FreightGuardReportPage = z.infer<typeof FreightGuardReportPageSchema>;
