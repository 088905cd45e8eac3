import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { DomainError, parseOrThrow, refusalsAs, type EventMetadata } from '@logiscope/kernel';
import { handleCommand, type Clock, type EventStore, type Projector } from '@logiscope/infra';
import { IncidentSeverity, IncidentVerificationReason, parseDollars, reportStream } from '@logiscope/proto';
import { carrierMcNumber, message, respondBodySchema, submitReportBodySchema } from '@logiscope/proto/http';
import type { CarrierSource } from '../compliance/carrier-data.client';
import type { FileReportRequest, PortalRecord, ReportRecord, ReportsApi } from '../reports.api';
import { reportDecider, type FileReportData, type ReportCommand, type ReportRefusal } from './report.decider';
import type { ReportReadModel, ReportRow } from './report.projection';
import { isVisibleTo, toPortalRecord, toRecord } from './report.records';

/** What the service asks of the background jobs (mail and the response window), so it can be tested without a queue. */
export interface ReportJobs {
  /** After filing: the carrier's e-mail when the census has an address (its window opens then), else the deadline job. */
  filed(row: ReportRow): Promise<void>;
  /** After the carrier's answer: the reporting broker's e-mail. */
  responded(row: ReportRow): Promise<void>;
}

export interface ReportsDeps {
  events: EventStore;
  /** Read side only: the projector writes it. */
  readModel: ReportReadModel;
  projector: Pick<Projector, 'caughtUp'>;
  clock: Clock;
  jobs: ReportJobs;
  /** carrier-data's carrier: an incident's MC number is checked against the carrier it is linked to. */
  carriers: CarrierSource;
  /** Called after every append so the relay and the projector follow without waiting for their next poll. */
  onAppended?: () => void;
}

export const REPORT_MESSAGES = {
  BROKERS_ONLY: message('REPORTS_BROKERS_ONLY'),
  ALREADY_FILED: 'This report already exists',
  NOT_FOUND: message('REPORT_NOT_FOUND'),
  RETRACTED: message('REPORT_RETRACTED'),
  PERIOD_ENDED: message('RESPONSE_PERIOD_ENDED'),
  ALREADY_RESPONDED: message('RESPONSE_ALREADY_SUBMITTED'),
  RATING_RANGE: 'Rating must be a whole number from 1 to 5',
  AMOUNT_INVALID: 'Amount must be a number of 0 or more',
  ONLY_REPORTER_RETRACTS: message('ONLY_REPORTER_RETRACTS'),
  ONLY_REPORTER_RESOLVES: 'Only the company that filed this incident can resolve it',
  NOT_AN_INCIDENT: 'Only FreightGuard incidents have a status',
  ALREADY_RESOLVED: 'This incident is already resolved',
  SELF_CORROBORATION: 'An incident cannot corroborate itself',
} as const;

/** The decider's refusals as the API answers them. */
export const reportRefusals: Record<ReportRefusal, () => DomainError> = {
  NOT_FOUND: () => DomainError.notFound(REPORT_MESSAGES.NOT_FOUND),
  BROKERS_ONLY: () => DomainError.forbidden(REPORT_MESSAGES.BROKERS_ONLY),
  ALREADY_FILED: () => DomainError.conflict(REPORT_MESSAGES.ALREADY_FILED),
  RATING_RANGE: () => DomainError.invalidField('rating', REPORT_MESSAGES.RATING_RANGE),
  AMOUNT_INVALID: () => DomainError.invalidField('amount', REPORT_MESSAGES.AMOUNT_INVALID),
  RETRACTED: () => DomainError.conflict(REPORT_MESSAGES.RETRACTED),
  ALREADY_RESPONDED: () => DomainError.conflict(REPORT_MESSAGES.ALREADY_RESPONDED),
  PERIOD_ENDED: () => DomainError.conflict(REPORT_MESSAGES.PERIOD_ENDED),
  ONLY_REPORTER_RETRACTS: () => DomainError.forbidden(REPORT_MESSAGES.ONLY_REPORTER_RETRACTS),
  ONLY_REPORTER_RESOLVES: () => DomainError.forbidden(REPORT_MESSAGES.ONLY_REPORTER_RESOLVES),
  NOT_AN_INCIDENT: () => DomainError.conflict(REPORT_MESSAGES.NOT_AN_INCIDENT),
  ALREADY_RESOLVED: () => DomainError.conflict(REPORT_MESSAGES.ALREADY_RESOLVED),
  SELF_CORROBORATION: () => DomainError.conflict(REPORT_MESSAGES.SELF_CORROBORATION),
};

/** The carrier's answer as the respond operation's body rules take it (trimmed, at least 10 characters, an e-mail). */
export function responseFromForm(input: { responseText: unknown; contactEmail: unknown; contactPhone: unknown }): { responseText: string; contactEmail: string; contactPhone: string } {
  const { responseText, contactEmail, contactPhone } = parseOrThrow(respondBodySchema, { ...input, carrierId: '' });
  return { responseText, contactEmail, contactPhone };
}

/** 32 random bytes, base64url: the carrier's credential for the response page (43 characters, never guessed). */
export const newResponseId = (): string => randomBytes(32).toString('base64url');

const RESPONSE_ID = /^[A-Za-z0-9_-]{43}$/;

const common = {
  carrierId: z.string().trim().regex(/^\d{1,10}$/, 'Carrier id must be a DOT number'),
  dotNumber: z.string().trim().max(12),
  mcNumber: z.string().trim().max(20),
  carrierName: z.string().trim().max(200),
  carrierEmail: z.string().trim().max(254),
  companyId: z.string().min(1),
  companyName: z.string().max(300),
  companyType: z.enum(['BROKER', 'SHIPPER'], { error: REPORT_MESSAGES.BROKERS_ONLY }),
  userId: z.string().min(1),
  reporterName: z.string().max(200),
  reporterEmail: z.string().max(254),
};
const fileSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('CARRIER_REPORT'),
    // What the broker wrote, by the filing operation's own rules (the gateway ran them already): a field the form's
    // body gains is taken here with no edit. The stars travel as 0 for none.
    ...submitReportBodySchema.shape,
    rating: z.number().transform((r) => (r === 0 ? null : r)),
  }),
  z.object({
    ...common,
    kind: z.literal('INCIDENT'),
    // A FreightGuard incident may name a carrier LogiScope does not hold (no record: '').
    carrierId: z.string().trim().regex(/^\d{0,10}$/, 'Carrier id must be a DOT number'),
    reportCategory: z.string().trim().min(1).max(50),
    incidentType: z.string().trim().max(100),
    severity: IncidentSeverity,
    description: z.string().trim().min(1).max(5000),
    location: z.string().trim().max(200),
    incidentDate: z.string().trim().max(40),
    monetaryImpact: z.string().trim().regex(/^(\d{1,12}(\.\d{1,2})?)?$/, REPORT_MESSAGES.AMOUNT_INVALID).transform(parseDollars),
    isDoubleBrokerage: z.boolean(),
    brokerageChain: z.array(z.string().trim().max(200)).max(20),
  }),
]);

/** reports' application service: validation, ids and time, the decider, then the read model once it caught up. */
export class ReportsApplication implements ReportsApi {
  constructor(private readonly deps: ReportsDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  private async run(reportId: string, command: ReportCommand, metadata: EventMetadata = {}): Promise<ReportRow> {
    const result = await refusalsAs(reportRefusals, () => handleCommand(this.deps.events, reportStream(reportId), reportDecider, command, { metadata, now: () => this.now() }));
    if (result.events.length) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(result.position);
    }
    const row = await this.deps.readModel.reports.get(reportId);
    if (!row) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    return row;
  }

  async fileReport(request: FileReportRequest): Promise<ReportRecord> {
    if (request.companyType !== 'BROKER') throw DomainError.forbidden(REPORT_MESSAGES.BROKERS_ONLY);
    const parsed = parseOrThrow(fileSchema, request);
    const input = parsed.kind === 'INCIDENT' ? { ...parsed, mcNumber: await this.incidentMcNumber(parsed) } : parsed;
    const reportId = uuidv7({ msecs: this.now().getTime() });
    const data = { ...input, reportId, responseId: newResponseId(), now: this.now().toISOString() } as FileReportData;
    const row = await this.run(reportId, { type: 'FileReport', data }, { userId: input.userId, companyId: input.companyId });
    await this.deps.jobs.filed(row);
    return toRecord(row, input.companyId, this.now());
  }

  /**
   * The MC number an incident shows beside its carrier: for a carrier LogiScope holds, one of its own (its first when
   * none was typed, '' when it has none), never another carrier's; an incident about a carrier it does not hold is known
   * by the MC number typed, which it then needs.
   */
  private async incidentMcNumber(input: { carrierId: string; mcNumber: string; companyId: string }): Promise<string> {
    const refuse = (code: 'FG_MC_NOT_CARRIERS' | 'FG_MC_REQUIRED') => DomainError.validation(message(code), [{ path: 'mcNumber', message: message(code) }]);
    if (!input.carrierId) {
      if (!input.mcNumber) throw refuse('FG_MC_REQUIRED');
      return input.mcNumber;
    }
    const carrier = await this.deps.carriers(input.carrierId, input.companyId);
    const mc = carrierMcNumber(input.mcNumber, carrier.mcNumbers.length ? carrier.mcNumbers : [carrier.mcNumber]);
    if (mc === null) throw refuse('FG_MC_NOT_CARRIERS');
    return mc;
  }

  async listCarrierReports({ carrierId, companyId, kind }: { carrierId: string; companyId: string; kind: string }): Promise<{ reports: ReportRecord[] }> {
    const rows = await this.deps.readModel.reports.find(kind ? { carrierId, kind: kind as ReportRow['kind'] } : { carrierId }, { sort: { filedAt: -1 }, limit: 500 });
    const now = this.now();
    return { reports: rows.filter((r) => isVisibleTo(r, companyId, now)).map((r) => toRecord(r, companyId, now)) };
  }

  async getReport({ reportId, companyId }: { reportId: string; companyId: string }): Promise<ReportRecord> {
    const row = await this.deps.readModel.reports.get(reportId);
    const now = this.now();
    if (!row || !isVisibleTo(row, companyId, now)) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    return toRecord(row, companyId, now);
  }

  private async byResponseId(responseId: string): Promise<ReportRow> {
    const row = RESPONSE_ID.test(responseId) ? await this.deps.readModel.reports.findOne({ responseId }) : null;
    if (!row) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    return row;
  }

  async getResponsePortal({ responseId }: { responseId: string }): Promise<PortalRecord> {
    return toPortalRecord(await this.byResponseId(responseId), this.now());
  }

  async respondToReport(request: { responseId: string; responseText: string; contactEmail: string; contactPhone: string }): Promise<PortalRecord> {
    const response = responseFromForm(request);
    const found = await this.byResponseId(request.responseId);
    const command: ReportCommand = { type: 'SubmitResponse', data: { responseId: request.responseId, ...response, now: this.now().toISOString() } };
    const row = await this.run(found.id, command);
    await this.deps.jobs.responded(row);
    return toPortalRecord(row, this.now());
  }

  async retractReport({ reportId, companyId, userId }: { reportId: string; companyId: string; userId: string }): Promise<{ retracted: boolean }> {
    const row = await this.deps.readModel.reports.get(reportId);
    // Another company's report it cannot see is, to it, not there.
    if (!row || !isVisibleTo(row, companyId, this.now())) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    await this.run(reportId, { type: 'RetractReport', data: { companyId, userId, now: this.now().toISOString() } }, { userId, companyId });
    return { retracted: true };
  }

  async verifyIncident(request: { reportId: string; reason: string; corroboratingReportId: string; verifiedBy: string }): Promise<ReportRecord> {
    const reason = parseOrThrow(IncidentVerificationReason, request.reason);
    if (!(await this.deps.readModel.reports.get(request.reportId))) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    const command: ReportCommand = {
      type: 'VerifyIncident',
      data: { reason, corroboratingReportId: request.corroboratingReportId, verifiedBy: request.verifiedBy, now: this.now().toISOString() },
    };
    const row = await this.run(request.reportId, command, { userId: request.verifiedBy });
    return toRecord(row, '', this.now());
  }

  async resolveIncident({ reportId, companyId, userId, amountRecovered }: { reportId: string; companyId: string; userId: string; amountRecovered: number }): Promise<ReportRecord> {
    const found = await this.deps.readModel.reports.get(reportId);
    if (!found || !isVisibleTo(found, companyId, this.now())) throw DomainError.notFound(REPORT_MESSAGES.NOT_FOUND);
    const row = await this.run(reportId, { type: 'ResolveIncident', data: { companyId, userId, amountRecovered, now: this.now().toISOString() } }, { userId, companyId });
    return toRecord(row, companyId, this.now());
  }

  /** The deadline job and the sweep: closes the window of one report when its deadline has passed (idempotent). */
  async closeResponseWindow(reportId: string): Promise<boolean> {
    const result = await handleCommand(this.deps.events, reportStream(reportId), reportDecider, { type: 'CloseResponseWindow', data: { now: this.now().toISOString() } }, { now: () => this.now() });
    if (result.events.length) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(result.position);
    }
    return result.events.length > 0;
  }

  /**
   * The carrier was e-mailed about the report: its window opens at `mailedAt`, the time the mail's deadline counts from
   * (idempotent); the row as it then is.
   */
  async openResponseWindow(reportId: string, notice: 'NOTICE' | 'DIGEST', mailedAt: Date): Promise<ReportRow> {
    return this.run(reportId, { type: 'OpenResponseWindow', data: { notice, now: mailedAt.toISOString() } });
  }

  /** Reports whose window should have closed by now (a missed deadline job, or a clock moved by a test); '' is not open yet. */
  async dueWindows(limit = 100): Promise<string[]> {
    const rows = await this.deps.readModel.reports.find({ windowClosed: false, retracted: false, responseDeadline: { $gt: '', $lte: this.now().toISOString() } }, { limit, sort: { responseDeadline: 1 } });
    return rows.map((r) => r.id);
  }

  async row(reportId: string): Promise<ReportRow | null> {
    return this.deps.readModel.reports.get(reportId);
  }
}
