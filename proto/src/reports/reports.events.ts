import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { carrierReportDetails } from './carrier-reports.views';

/**
 * The report aggregate (reports service), one stream per report (`report:<reportId>`, the Kafka key), published on
 * `logiscope.reports.v1`. Two kinds share it: a broker's report about a carrier (CARRIER_REPORT: type, stars,
 * comments) and a FreightGuard incident (INCIDENT: category, type, severity, money, double-brokerage chain). Both get
 * the carrier's right of response: a 24-hour window and an unguessable response id (the carrier's credential), which
 * travels only in the private ResponseLinkIssued event and never on the bus.
 *
 * Money travels as a decimal string in dollars ('12500.50'), exact; '' when not stated.
 * Fields that do not apply to a kind are '' (strings), 0 (rating), false / [] (double brokerage).
 */
export const ReportKind = z.enum(['CARRIER_REPORT', 'INCIDENT']);
export const CarrierReportType = z.enum(['POSITIVE', 'NEGATIVE', 'NEUTRAL']);
export const IncidentSeverity = z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
export const IncidentStatus = z.enum(['PENDING', 'DISPUTED', 'VERIFIED', 'RESOLVED']);
export const IncidentVerificationReason = z.enum(['CORROBORATED', 'OPERATOR']);

/** Who filed which report about which carrier, and when: the head of a report, as ReportFiled and reports' API carry it. */
export const reportFiling = {
  reportId: z.string(),
  kind: ReportKind,
  /** The carrier's id in carrier-data (its DOT number). */
  carrierId: z.string().describe('The carrier\'s id in carrier-data (its DOT number).'),
  dotNumber: z.string(),
  mcNumber: z.string(),
  carrierName: z.string(),
  /** The reporting company and user. */
  companyId: z.string(),
  companyName: z.string(),
  userId: z.string(),
  reporterName: z.string(),
  /**
   * ISO instants from the server clock. The carrier's 24 hours start when it is told: responseDeadline is '' while the
   * carrier's e-mail is pending (ResponseWindowOpened then sets it), filedAt + 24 h when FMCSA holds no e-mail for it.
   */
  filedAt: z.string().describe('ISO-8601 instants.'),
  responseDeadline: z.string(),
};

export const ReportFiledV1 = z.object({
  ...reportFiling,
  /** CARRIER_REPORT: POSITIVE | NEGATIVE | NEUTRAL; '' for an incident. */
  reportType: z.enum([...CarrierReportType.options, '']).describe('CARRIER_REPORT: "POSITIVE" | "NEGATIVE" | "NEUTRAL"; "" for an incident.'),
  /** CARRIER_REPORT: 1-5 stars; 0 for an incident. */
  rating: z.number().describe('CARRIER_REPORT: 1-5 stars; 0 for an incident.'),
  /** CARRIER_REPORT: what the broker wrote ('' for an incident). */
  ...carrierReportDetails,
  /** INCIDENT fields ('' / false / [] for a carrier report). */
  reportCategory: z.string().describe('INCIDENT fields ("" / false / empty for a carrier report).'),
  incidentType: z.string(),
  severity: z.enum([...IncidentSeverity.options, '']),
  description: z.string(),
  location: z.string(),
  /** ISO date (YYYY-MM-DD) or ''. */
  incidentDate: z.string().describe('YYYY-MM-DD or "".'),
  /** Decimal dollars, '' when not stated. */
  monetaryImpact: z.string().describe('Decimal dollars, "" when not stated.'),
  isDoubleBrokerage: z.boolean(),
  brokerageChain: z.array(z.string()),
});
/** As stored and built: a carrier-report detail added later (`.default('')`) is absent on events filed before it. */
export type ReportFiled = { type: 'ReportFiled'; data: z.input<typeof ReportFiledV1> };

/**
 * Private to reports (never published): the carrier's credential for the response portal, issued with ReportFiled.
 * Only the carrier's e-mail and the reporting company's view of its own report ever show it.
 */
export const ResponseLinkIssuedV1 = z.object({
  reportId: z.string(),
  responseId: z.string(),
  /** The carrier's e-mail on file (FMCSA census) the link is sent to; '' when there is none. */
  carrierEmail: z.string(),
  /** The reporting user's e-mail, told when the carrier answers. */
  reporterEmail: z.string(),
});
export type ResponseLinkIssued = EventOf<'ResponseLinkIssued', typeof ResponseLinkIssuedV1>;

export const ResponseSubmittedV1 = z.object({
  reportId: z.string(),
  kind: ReportKind,
  carrierId: z.string(),
  /** The reporting company (whose broker is told). */
  companyId: z.string().describe('The reporting company.'),
  responseText: z.string(),
  respondedAt: z.string(),
});
export type ResponseSubmitted = EventOf<'ResponseSubmitted', typeof ResponseSubmittedV1>;

/** Private to reports: how to reach the carrier's responder (shown to the reporting company only). */
export const ResponseContactGivenV1 = z.object({
  reportId: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
});
export type ResponseContactGiven = EventOf<'ResponseContactGiven', typeof ResponseContactGivenV1>;

/**
 * Private to reports: the carrier was e-mailed about the report (on its own, or in the day's digest once it had had
 * its 3 mails of the day), so its 24 hours run from now. Carrier-data needs none of it: it learns the window's end from
 * ResponseWindowClosed.
 */
export const ResponseWindowOpenedV1 = z.object({
  reportId: z.string(),
  openedAt: z.string(),
  responseDeadline: z.string(),
  /** NOTICE: the report's own mail; DIGEST: the daily digest. */
  notice: z.enum(['NOTICE', 'DIGEST']),
});
export type ResponseWindowOpened = EventOf<'ResponseWindowOpened', typeof ResponseWindowOpenedV1>;

/** The 24-hour window ended (a durable job at the deadline); responded says whether the carrier had answered. */
export const ResponseWindowClosedV1 = z.object({
  reportId: z.string(),
  kind: ReportKind,
  carrierId: z.string(),
  companyId: z.string(),
  closedAt: z.string(),
  responded: z.boolean(),
});
export type ResponseWindowClosed = EventOf<'ResponseWindowClosed', typeof ResponseWindowClosedV1>;

export const ReportRetractedV1 = z.object({
  reportId: z.string(),
  kind: ReportKind,
  carrierId: z.string(),
  companyId: z.string(),
  userId: z.string(),
  retractedAt: z.string(),
});
export type ReportRetracted = EventOf<'ReportRetracted', typeof ReportRetractedV1>;

/** An incident's carrier answered through the portal: PENDING → DISPUTED. */
export const IncidentDisputedV1 = z.object({
  reportId: z.string(),
  carrierId: z.string(),
  companyId: z.string(),
  reportCategory: z.string(),
  disputedAt: z.string(),
});
export type IncidentDisputed = EventOf<'IncidentDisputed', typeof IncidentDisputedV1>;

/** CORROBORATED: another company reported the same carrier in the same category (corroboratingReportId); OPERATOR: a platform operator. */
export const IncidentVerifiedV1 = z.object({
  reportId: z.string(),
  carrierId: z.string(),
  companyId: z.string(),
  reportCategory: z.string(),
  reason: IncidentVerificationReason,
  /** '' for OPERATOR. */
  corroboratingReportId: z.string(),
  /** The operator's user id; '' for CORROBORATED. */
  verifiedBy: z.string(),
  verifiedAt: z.string(),
});
export type IncidentVerified = EventOf<'IncidentVerified', typeof IncidentVerifiedV1>;

export const IncidentResolvedV1 = z.object({
  reportId: z.string(),
  carrierId: z.string(),
  companyId: z.string(),
  reportCategory: z.string(),
  /** Decimal dollars recovered, ≥ 0 ('0' when nothing). */
  amountRecovered: z.string(),
  userId: z.string(),
  resolvedAt: z.string(),
});
export type IncidentResolved = EventOf<'IncidentResolved', typeof IncidentResolvedV1>;

export type ReportEvent =
  | ReportFiled
  | ResponseLinkIssued
  | ResponseSubmitted
  | ResponseContactGiven
  | ResponseWindowOpened
  | ResponseWindowClosed
  | ReportRetracted
  | IncidentDisputed
  | IncidentVerified
  | IncidentResolved;

/** The report events published on logiscope.reports.v1: what other services and outside readers see of a report. */
export type PublishedReportEvent = ReportFiled | ResponseSubmitted | ResponseWindowClosed | ReportRetracted | IncidentDisputed | IncidentVerified | IncidentResolved;

/** A carrier report's incident fields: none apply ('' / false / []), a fresh object each time. */
export const noIncidentFields = () => ({
  reportCategory: '',
  incidentType: '',
  severity: '' as const,
  description: '',
  location: '',
  incidentDate: '',
  monetaryImpact: '',
  isDoubleBrokerage: false,
  brokerageChain: [] as string[],
});

/** Stream id of a report (and its Kafka key). */
export const reportStream = (reportId: string): `report:${string}` => `report:${reportId}`;

/** The carrier's right of response lasts this long from its e-mail (spec: "Response window 24 hours"). */
export const RESPONSE_WINDOW_HOURS = 24;

/** Dollars as the events carry them: a decimal string with at most 2 decimals; '' for null (not stated). */
export function decimalDollars(amount: number | null): string {
  if (amount === null) return '';
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Reads an event's dollar string back: null for '' (not stated). */
export function parseDollars(text: string): number | null {
  return text === '' ? null : Number(text);
}
