import type { DocumentCollection, DocumentStore, PositionedEvent } from '@logiscope/infra';
import type { PublishedReportEvent } from '@logiscope/proto';
import { isReportVisibleTo, pickIncidentFields, responseWindowState, v1IncidentOf, type IncidentFields, type ReportFiledWebhookData } from '@logiscope/proto/views';
import { evolveCommunityReport, type CommunityReport } from '../community/community-report';
import type { WebhookFact } from './webhook-delivery.service';

/** A report or incident as `report.filed` needs it: what carrier-data keeps of every report, and what the company may read. */
export interface WatchedReport extends CommunityReport {
  rating: number;
  comments: string;
  companyName: string;
  responseText: string;
  respondedAt: string;
  /** An incident's own facts; null for a carrier report (absent in states recorded before incidents were sent). */
  incident?: IncidentFields | null;
}

/**
 * The follower's own working state, one document per report (not a read model: nothing reads it but the follower):
 * the report before and after the last event applied, so an event applied again after a crash (the state written, the
 * checkpoint not yet moved) finds the same transition and offers the same facts.
 */
export interface ReportWatchDocument {
  id: string;
  position: number;
  before: WatchedReport | null;
  after: WatchedReport;
}

export const REPORT_WATCH_COLLECTION = 'webhook_report_watch';
export const REPORT_FILED_SOURCE_EVENTS = ['ReportFiled', 'ResponseSubmitted', 'ResponseWindowClosed', 'ReportRetracted'] as const;
export type ReportSourceEvent = Extract<PublishedReportEvent, { type: (typeof REPORT_FILED_SOURCE_EVENTS)[number] }>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The report or incident after one event; null while nothing is known of it (or it names no carrier LogiScope holds). */
export function evolveWatchedReport(current: WatchedReport | null, event: ReportSourceEvent): WatchedReport | null {
  const core = evolveCommunityReport(current, event);
  if (!core) return null;
  if (event.type === 'ReportFiled') {
    const d = event.data;
    const incident = core.kind === 'INCIDENT' ? pickIncidentFields(d) : null;
    return { ...core, rating: d.rating, comments: text(d.comments), companyName: d.companyName, responseText: current?.responseText ?? '', respondedAt: current?.respondedAt ?? '', incident };
  }
  const extra = current ?? { rating: 0, comments: '', companyName: '', responseText: '', respondedAt: '', incident: null };
  const answer = event.type === 'ResponseSubmitted' ? { responseText: event.data.responseText, respondedAt: event.data.respondedAt } : {};
  return {
    ...core,
    rating: extra.rating,
    comments: extra.comments,
    companyName: extra.companyName,
    responseText: extra.responseText,
    respondedAt: extra.respondedAt,
    incident: extra.incident ?? null,
    ...answer,
  };
}

/**
 * Visibility by the recorded facts alone (the clock stopped before any deadline): a NEGATIVE report turns visible at
 * the carrier's answer or at ResponseWindowClosed (the deadline job, which always runs), never silently by the clock
 * passing between two events, which would leave no event to send it on.
 */
const BY_FACTS = new Date(0);
const visibleTo = (r: WatchedReport | null, companyId: string): boolean => !!r && isReportVisibleTo({ ...r, answered: r.responded }, companyId, BY_FACTS);

/** The report as the company may read it at `at` (the public API's report: the reporting company's name, never who typed it). */
export function reportFiledData(r: WatchedReport, companyId: string, at: Date): ReportFiledWebhookData {
  const answered = r.responded && r.respondedAt !== '';
  const incident = r.kind === 'INCIDENT';
  return {
    reportId: r.id,
    dotNumber: r.carrierId,
    kind: r.kind,
    type: incident ? null : (r.reportType as ReportFiledWebhookData['type']),
    rating: r.rating >= 1 && r.rating <= 5 ? r.rating : null,
    comments: r.comments,
    filedAt: r.filedAt,
    reporterCompany: r.companyName,
    isOwn: r.companyId === companyId,
    windowState: responseWindowState({ ...r, answered: r.responded }, at),
    response: answered ? { text: r.responseText, respondedAt: r.respondedAt } : null,
    incident: incident && r.incident ? v1IncidentOf(r.incident, r.status) : null,
  };
}

/**
 * `report.filed` facts for the companies watching the carrier: each gets the report when it becomes visible to it
 * (the reports' rule: the reporting company at once, the others once a NEGATIVE report's window closed or the carrier
 * answered; POSITIVE and NEUTRAL at once; a retracted one never). One fact per (report, company): the source key is
 * both, so the event id is stable whichever event made it visible and however often it is offered.
 */
export function reportFiledFacts(before: WatchedReport | null, after: WatchedReport, watchers: readonly string[], at: Date, occurredAt: string): WebhookFact[] {
  return [...new Set(watchers)]
    .filter((companyId) => !visibleTo(before, companyId) && visibleTo(after, companyId))
    .map((companyId) => ({ companyId, type: 'report.filed' as const, sourceKey: `${after.id}:${companyId}`, occurredAt, data: reportFiledData(after, companyId, at) }));
}

/** The `report.filed` half of the webhook-sources follower: keeps each report's state and offers the facts it makes. */
export class ReportFiledSource {
  private constructor(
    private readonly reports: DocumentCollection<ReportWatchDocument>,
    private readonly watchers: (carrierId: string) => Promise<string[]>,
    private readonly publish: (fact: WebhookFact) => Promise<void>,
  ) {}

  static async open(store: DocumentStore, watchers: (carrierId: string) => Promise<string[]>, publish: (fact: WebhookFact) => Promise<void>): Promise<ReportFiledSource> {
    return new ReportFiledSource(await store.collection<ReportWatchDocument>(REPORT_WATCH_COLLECTION), watchers, publish);
  }

  async apply(event: PositionedEvent<ReportSourceEvent>): Promise<void> {
    const id = event.data.reportId;
    const stored = await this.reports.get(id);
    // A later event of the report was applied, so this one was too, facts included (a replay after a crash).
    if (stored && stored.position > event.position) return;
    // Applied before a crash: the same transition again (the deliveries recognise the facts).
    const replay = stored && stored.position === event.position;
    const before = replay ? stored.before : (stored?.after ?? null);
    const after = replay ? stored.after : evolveWatchedReport(before, event);
    if (!after) return;
    if (!replay) await this.reports.upsert({ id, position: event.position, before, after });
    const watching = await this.watchers(after.carrierId);
    for (const fact of reportFiledFacts(before, after, watching, new Date(event.occurredAt), event.occurredAt)) await this.publish(fact);
  }
}
