import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import {
  decimalDollars,
  RESPONSE_WINDOW_HOURS,
  type CarrierReportType,
  type IncidentSeverity,
  type IncidentStatus,
  type IncidentVerificationReason,
  type ReportEvent,
  type ReportFiled,
} from '@logiscope/proto';
import { carrierReportDetailsOf, noCarrierReportDetails, type CarrierReportDetailsInput } from '@logiscope/proto/views';
import type { z } from 'zod';

/**
 * One report aggregate, two kinds: a broker's report about a carrier (CARRIER_REPORT) and a FreightGuard incident
 * (INCIDENT). Both give the carrier 24 hours to answer once through the response portal, with the unguessable
 * response id as its credential. Pure: time, ids and the caller arrive in the command.
 */
export type ReportStreamId = `report:${string}`;

/**
 * Why a command is refused: no such report (or a wrong response credential, which learns nothing more), a shipper
 * filing, a report filed twice, a rating or an amount out of range, a retracted report, an answer given already or too
 * late, a company other than the reporter retracting or resolving, a status change on a carrier report, a resolved
 * incident, an incident corroborating itself. The service words them.
 */
export type ReportRefusal =
  | 'NOT_FOUND'
  | 'BROKERS_ONLY'
  | 'ALREADY_FILED'
  | 'RATING_RANGE'
  | 'AMOUNT_INVALID'
  | 'RETRACTED'
  | 'ALREADY_RESPONDED'
  | 'PERIOD_ENDED'
  | 'ONLY_REPORTER_RETRACTS'
  | 'ONLY_REPORTER_RESOLVES'
  | 'NOT_AN_INCIDENT'
  | 'ALREADY_RESOLVED'
  | 'SELF_CORROBORATION';

const refused = (reason: ReportRefusal) => new Refused(reason);

export type ReportType = z.infer<typeof CarrierReportType>;
export type Severity = z.infer<typeof IncidentSeverity>;
export type IncidentStatusValue = z.infer<typeof IncidentStatus>;
export type VerificationReason = z.infer<typeof IncidentVerificationReason>;

/** Who files, about which carrier, when (the same for both kinds). */
export interface FilingParty {
  reportId: string;
  /** The carrier's credential for the response portal (e.g. 32 random bytes, base64url). */
  responseId: string;
  /** Where the link goes: the carrier's e-mail on file ('' when none); the reporter's, for the carrier's answer. */
  carrierEmail: string;
  reporterEmail: string;
  carrierId: string;
  dotNumber: string;
  mcNumber: string;
  carrierName: string;
  companyId: string;
  companyName: string;
  companyType: 'BROKER' | 'SHIPPER';
  userId: string;
  reporterName: string;
  /** ISO instant from the server clock. */
  now: string;
}

/** A broker's report: its type, its stars and its details (the group every layer spreads whole). */
export interface CarrierReportFields extends CarrierReportDetailsInput {
  kind: 'CARRIER_REPORT';
  reportType: ReportType;
  /** 1-5 stars, null when not rated (0 in the event). */
  rating: number | null;
}

export interface IncidentFields {
  kind: 'INCIDENT';
  reportCategory: string;
  incidentType: string;
  severity: Severity;
  description: string;
  location: string;
  /** YYYY-MM-DD or ''. */
  incidentDate: string;
  /** Dollars, null when not stated. */
  monetaryImpact: number | null;
  isDoubleBrokerage: boolean;
  brokerageChain: string[];
}

export type FileReportData = FilingParty & (CarrierReportFields | IncidentFields);

export type ReportCommand =
  | { type: 'FileReport'; data: FileReportData }
  /** The carrier's answer as the respond form's rules passed it (the service parses it: trimmed, long enough). */
  | { type: 'SubmitResponse'; data: { responseId: string; responseText: string; contactEmail: string; contactPhone: string; now: string } }
  /** The carrier was just e-mailed about the report (its own mail or the day's digest): its 24 hours start. */
  | { type: 'OpenResponseWindow'; data: { notice: 'NOTICE' | 'DIGEST'; now: string } }
  | { type: 'CloseResponseWindow'; data: { now: string } }
  | { type: 'RetractReport'; data: { companyId: string; userId: string; now: string } }
  | { type: 'VerifyIncident'; data: { reason: VerificationReason; corroboratingReportId: string; verifiedBy: string; now: string } }
  | { type: 'ResolveIncident'; data: { companyId: string; userId: string; amountRecovered: number; now: string } };

export type FileReport = Extract<ReportCommand, { type: 'FileReport' }>;
export type SubmitResponse = Extract<ReportCommand, { type: 'SubmitResponse' }>;
export type OpenResponseWindow = Extract<ReportCommand, { type: 'OpenResponseWindow' }>;
export type CloseResponseWindow = Extract<ReportCommand, { type: 'CloseResponseWindow' }>;
export type RetractReport = Extract<ReportCommand, { type: 'RetractReport' }>;
export type VerifyIncident = Extract<ReportCommand, { type: 'VerifyIncident' }>;
export type ResolveIncident = Extract<ReportCommand, { type: 'ResolveIncident' }>;

export interface FiledReport {
  status: 'filed';
  report: ReportFiled['data'];
  responseId: string;
  carrierEmail: string;
  reporterEmail: string;
  response: { responseText: string; respondedAt: string } | null;
  contact: { contactEmail: string; contactPhone: string } | null;
  windowClosed: boolean;
  retracted: boolean;
  /** Incidents only ('PENDING' for a carrier report, never shown). */
  incidentStatus: IncidentStatusValue;
  amountRecovered: string;
}

export type ReportState = { status: 'none' } | FiledReport;

const HOUR_MS = 3_600_000;

/** 24 hours after the carrier was told (`openedAt`: its e-mail, or the filing when FMCSA holds no e-mail). */
export const responseDeadlineOf = (openedAt: string): string => new Date(Date.parse(openedAt) + RESPONSE_WINDOW_HOURS * HOUR_MS).toISOString();

/** The window has not started: the carrier's e-mail is still to be sent (its deadline is ''). */
export const awaitingNotice = (state: FiledReport): boolean => state.report.responseDeadline === '';

/** Whether the carrier may still answer at `now` (also before its window starts, with a link the reporting company forwarded). */
export const canRespond = (state: FiledReport, now: string): boolean =>
  !state.retracted && !state.response && !state.windowClosed && (awaitingNotice(state) || Date.parse(now) < Date.parse(state.report.responseDeadline));

function filed(state: ReportState): FiledReport {
  if (state.status === 'none') throw refused('NOT_FOUND');
  return state;
}

function live(state: ReportState): FiledReport {
  const s = filed(state);
  if (s.retracted) throw refused('RETRACTED');
  return s;
}

function incident(state: ReportState): FiledReport {
  const s = live(state);
  if (s.report.kind !== 'INCIDENT') throw refused('NOT_AN_INCIDENT');
  return s;
}

const validAmount = (n: number | null): boolean => n === null || (Number.isFinite(n) && n >= 0 && n < 1e12);

function decimal(n: number | null): string {
  if (!validAmount(n)) throw refused('AMOUNT_INVALID');
  return decimalDollars(n);
}

function fileReport(data: FileReportData): ReportEvent[] {
  if (data.companyType !== 'BROKER') throw refused('BROKERS_ONLY');
  const common = {
    reportId: data.reportId,
    kind: data.kind,
    carrierId: data.carrierId,
    dotNumber: data.dotNumber,
    mcNumber: data.mcNumber,
    carrierName: data.carrierName,
    companyId: data.companyId,
    companyName: data.companyName,
    userId: data.userId,
    reporterName: data.reporterName,
    filedAt: data.now,
    // The window opens when the carrier is e-mailed; with no e-mail on file, the reporting company forwards the link: at once.
    responseDeadline: data.carrierEmail ? '' : responseDeadlineOf(data.now),
  };
  const none = { reportCategory: '', incidentType: '', severity: '', description: '', location: '', incidentDate: '', monetaryImpact: '', isDoubleBrokerage: false, brokerageChain: [] } as const;
  let filedEvent: ReportFiled;
  if (data.kind === 'CARRIER_REPORT') {
    if (data.rating !== null && (!Number.isInteger(data.rating) || data.rating < 1 || data.rating > 5)) {
      throw refused('RATING_RANGE');
    }
    filedEvent = { type: 'ReportFiled', data: { ...common, ...none, brokerageChain: [], reportType: data.reportType, rating: data.rating ?? 0, ...carrierReportDetailsOf(data) } };
  } else {
    filedEvent = {
      type: 'ReportFiled',
      data: {
        ...common,
        reportType: '',
        rating: 0,
        ...noCarrierReportDetails(),
        reportCategory: data.reportCategory,
        incidentType: data.incidentType,
        severity: data.severity,
        description: data.description,
        location: data.location,
        incidentDate: data.incidentDate,
        monetaryImpact: decimal(data.monetaryImpact),
        isDoubleBrokerage: data.isDoubleBrokerage,
        brokerageChain: data.isDoubleBrokerage ? data.brokerageChain : [],
      },
    };
  }
  const link = { reportId: data.reportId, responseId: data.responseId, carrierEmail: data.carrierEmail, reporterEmail: data.reporterEmail };
  return [filedEvent, { type: 'ResponseLinkIssued', data: link }];
}

function submitResponse(state: ReportState, data: SubmitResponse['data']): ReportEvent[] {
  const s = filed(state);
  // A wrong credential learns nothing, not even that the report exists.
  if (data.responseId !== s.responseId) throw refused('NOT_FOUND');
  if (s.retracted) throw refused('RETRACTED');
  if (s.response) throw refused('ALREADY_RESPONDED');
  if (!canRespond(s, data.now)) throw refused('PERIOD_ENDED');
  const { reportId, kind, carrierId, companyId } = s.report;
  const events: ReportEvent[] = [
    { type: 'ResponseSubmitted', data: { reportId, kind, carrierId, companyId, responseText: data.responseText, respondedAt: data.now } },
    { type: 'ResponseContactGiven', data: { reportId, contactEmail: data.contactEmail, contactPhone: data.contactPhone } },
  ];
  if (kind === 'INCIDENT' && s.incidentStatus === 'PENDING') {
    events.push({ type: 'IncidentDisputed', data: { reportId, carrierId, companyId, reportCategory: s.report.reportCategory, disputedAt: data.now } });
  }
  return events;
}

function openResponseWindow(state: ReportState, data: { notice: 'NOTICE' | 'DIGEST'; now: string }): ReportEvent[] {
  // Idempotent: a mail job retried after the window opened, a report retracted or answered meanwhile.
  if (state.status === 'none' || state.retracted || state.windowClosed || state.response || !awaitingNotice(state)) return [];
  return [{ type: 'ResponseWindowOpened', data: { reportId: state.report.reportId, openedAt: data.now, responseDeadline: responseDeadlineOf(data.now), notice: data.notice } }];
}

function closeResponseWindow(state: ReportState, now: string): ReportEvent[] {
  // Idempotent: the deadline job and the sweep may both run, before or after a retraction; a window not open yet stays.
  if (state.status === 'none' || state.retracted || state.windowClosed || awaitingNotice(state)) return [];
  if (Date.parse(now) < Date.parse(state.report.responseDeadline)) return [];
  const { reportId, kind, carrierId, companyId } = state.report;
  return [{ type: 'ResponseWindowClosed', data: { reportId, kind, carrierId, companyId, closedAt: now, responded: state.response !== null } }];
}

function retractReport(state: ReportState, data: RetractReport['data']): ReportEvent[] {
  const s = live(state);
  if (s.report.companyId !== data.companyId) throw refused('ONLY_REPORTER_RETRACTS');
  const { reportId, kind, carrierId, companyId } = s.report;
  return [{ type: 'ReportRetracted', data: { reportId, kind, carrierId, companyId, userId: data.userId, retractedAt: data.now } }];
}

function verifyIncident(state: ReportState, data: VerifyIncident['data']): ReportEvent[] {
  const s = incident(state);
  if (s.incidentStatus === 'VERIFIED') return [];
  if (s.incidentStatus === 'RESOLVED') throw refused('ALREADY_RESOLVED');
  if (data.reason === 'CORROBORATED' && data.corroboratingReportId === s.report.reportId) throw refused('SELF_CORROBORATION');
  const { reportId, carrierId, companyId, reportCategory } = s.report;
  return [
    {
      type: 'IncidentVerified',
      data: {
        reportId,
        carrierId,
        companyId,
        reportCategory,
        reason: data.reason,
        corroboratingReportId: data.reason === 'CORROBORATED' ? data.corroboratingReportId : '',
        verifiedBy: data.reason === 'OPERATOR' ? data.verifiedBy : '',
        verifiedAt: data.now,
      },
    },
  ];
}

function resolveIncident(state: ReportState, data: ResolveIncident['data']): ReportEvent[] {
  const s = incident(state);
  if (s.report.companyId !== data.companyId) throw refused('ONLY_REPORTER_RESOLVES');
  if (s.incidentStatus === 'RESOLVED') throw refused('ALREADY_RESOLVED');
  const { reportId, carrierId, companyId, reportCategory } = s.report;
  return [{ type: 'IncidentResolved', data: { reportId, carrierId, companyId, reportCategory, amountRecovered: decimal(data.amountRecovered), userId: data.userId, resolvedAt: data.now } }];
}

export const reportDecider: Decider<ReportCommand, ReportState, ReportEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'FileReport':
        if (state.status !== 'none') throw refused('ALREADY_FILED');
        return fileReport(command.data);
      case 'SubmitResponse':
        return submitResponse(state, command.data);
      case 'OpenResponseWindow':
        return openResponseWindow(state, command.data);
      case 'CloseResponseWindow':
        return closeResponseWindow(state, command.data.now);
      case 'RetractReport':
        return retractReport(state, command.data);
      case 'VerifyIncident':
        return verifyIncident(state, command.data);
      case 'ResolveIncident':
        return resolveIncident(state, command.data);
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    if (event.type === 'ReportFiled') {
      return { status: 'filed', report: event.data, responseId: '', carrierEmail: '', reporterEmail: '', response: null, contact: null, windowClosed: false, retracted: false, incidentStatus: 'PENDING', amountRecovered: '' };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'ResponseLinkIssued':
        return { ...state, responseId: event.data.responseId, carrierEmail: event.data.carrierEmail, reporterEmail: event.data.reporterEmail };
      case 'ResponseSubmitted':
        return { ...state, response: { responseText: event.data.responseText, respondedAt: event.data.respondedAt } };
      case 'ResponseContactGiven':
        return { ...state, contact: { contactEmail: event.data.contactEmail, contactPhone: event.data.contactPhone } };
      case 'ResponseWindowOpened':
        return { ...state, report: { ...state.report, responseDeadline: event.data.responseDeadline } };
      case 'ResponseWindowClosed':
        return { ...state, windowClosed: true };
      case 'ReportRetracted':
        return { ...state, retracted: true };
      case 'IncidentDisputed':
        return { ...state, incidentStatus: 'DISPUTED' };
      case 'IncidentVerified':
        return { ...state, incidentStatus: 'VERIFIED' };
      case 'IncidentResolved':
        return { ...state, incidentStatus: 'RESOLVED', amountRecovered: event.data.amountRecovered };
      default:
        return assertNever(event);
    }
  },
};
