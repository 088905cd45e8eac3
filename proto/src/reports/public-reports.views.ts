/** The public API v1's reports about a carrier (issue 24 §2), as the key's company may see them. */
import { z } from 'zod';
import { REPORT_TYPES, RESPONSE_WINDOW_STATES } from './carrier-reports.views';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_SEVERITIES, FREIGHTGUARD_STATUSES } from './freightguard.taxonomy';

/**
 * A FreightGuard incident's own facts (fraud, theft, double brokering...), as every company sees them: incidents are
 * visible to all at once. Shared by the public API's report and the `report.filed` webhook.
 */
export const V1IncidentSchema = z
  .object({
    category: z.enum(FREIGHTGUARD_CATEGORIES),
    incidentType: z.string(),
    severity: z.enum(FREIGHTGUARD_SEVERITIES),
    status: z.enum(FREIGHTGUARD_STATUSES).describe('PENDING, DISPUTED (the carrier answered), VERIFIED (corroborated or by the operator), RESOLVED.'),
    description: z.string(),
    location: z.string(),
    incidentDate: z.string().describe("YYYY-MM-DD, '' when not given."),
    monetaryImpact: z.number().nullable().describe('Dollars; null when not stated.'),
    isDoubleBrokerage: z.boolean(),
    brokerageChain: z.array(z.string()).describe('The companies the load passed through; [] unless double brokerage.'),
  })
  .meta({ id: 'V1Incident' });
export type V1Incident = z.infer<typeof V1IncidentSchema>;

/** The fields an incident's record and its ReportFiled both hold (money as decimal text, '' when not stated). */
export interface IncidentFields {
  reportCategory: string;
  incidentType: string;
  severity: string;
  description: string;
  location: string;
  incidentDate: string;
  monetaryImpact: string;
  isDoubleBrokerage: boolean;
  brokerageChain: readonly string[];
}

/** An incident's own fields, picked by name from a record or event that holds more (what is stored keeps these only). */
export const pickIncidentFields = <T extends IncidentFields>(r: T): Pick<T, keyof IncidentFields> => ({
  reportCategory: r.reportCategory,
  incidentType: r.incidentType,
  severity: r.severity,
  description: r.description,
  location: r.location,
  incidentDate: r.incidentDate,
  monetaryImpact: r.monetaryImpact,
  isDoubleBrokerage: r.isDoubleBrokerage,
  brokerageChain: r.brokerageChain,
});

/** An incident as the public API and the webhooks show it (its category and severity were checked when it was filed). */
export function v1IncidentOf(r: IncidentFields, status: string): V1Incident {
  return {
    category: r.reportCategory as V1Incident['category'],
    incidentType: r.incidentType,
    severity: r.severity as V1Incident['severity'],
    status: (status || 'PENDING') as V1Incident['status'],
    description: r.description,
    location: r.location,
    incidentDate: r.incidentDate,
    monetaryImpact: r.monetaryImpact === '' ? null : Number(r.monetaryImpact),
    isDoubleBrokerage: r.isDoubleBrokerage,
    brokerageChain: [...r.brokerageChain],
  };
}

export const REPORT_KINDS = ['CARRIER_REPORT', 'INCIDENT'] as const;

export const V1ReportSchema = z
  .object({
    id: z.string(),
    usdot: z.string(),
    kind: z.enum(REPORT_KINDS).describe('CARRIER_REPORT: a broker rated the carrier; INCIDENT: a FreightGuard incident (fraud, theft, double brokering...).'),
    type: z.enum(REPORT_TYPES).nullable().describe('A carrier report: POSITIVE, NEGATIVE or NEUTRAL; null for an incident.'),
    rating: z.number().int().min(1).max(5).nullable().describe('1-5 stars; null when not rated.'),
    comments: z.string(),
    filedAt: z.string().describe('ISO-8601.'),
    reporterCompany: z.string(),
    isOwn: z.boolean().describe("The key's company filed it."),
    visibility: z.enum(['ALL', 'REPORTER_ONLY']).describe('REPORTER_ONLY: a negative report still within the carrier\'s window to answer; only the reporting company sees it.'),
    windowState: z.enum(RESPONSE_WINDOW_STATES).describe("The carrier's 24-hour window to answer: OPEN, ANSWERED, CLOSED."),
    response: z.object({ text: z.string(), respondedAt: z.string() }).nullable().meta({ id: 'V1ReportResponse' }),
    incident: V1IncidentSchema.nullable().describe('An incident: what happened; null for a carrier report.'),
  })
  .meta({ id: 'V1Report', description: 'A report or FreightGuard incident a broker filed about the carrier.' });
export type V1Report = z.infer<typeof V1ReportSchema>;

export const V1ReportListSchema = z
  .object({ items: z.array(V1ReportSchema).describe('Newest first: every report and incident the company may see (a carrier has few).') })
  .meta({ id: 'V1ReportList' });
export type V1ReportList = z.infer<typeof V1ReportListSchema>;
