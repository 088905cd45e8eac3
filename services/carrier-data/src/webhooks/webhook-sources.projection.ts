import type { PositionedEvent, Projection } from '@logiscope/infra';
import type { CarrierVerdictChanged, LoadVetted, ResponseSubmitted } from '@logiscope/proto';
import type { WebhookFact } from './webhook-delivery.service';
import { REPORT_FILED_SOURCE_EVENTS, type ReportFiledSource, type ReportSourceEvent as ReportEvent } from './webhook-report-filed';

type SourceEvent = ResponseSubmitted | CarrierVerdictChanged | LoadVetted | ReportEvent;

/**
 * Webhook facts from carrier-data's own log: a saved or monitored carrier's verdict changed for a company
 * (`verdict.changed`, CarrierVerdictChanged as VerdictWatch appends it); the carrier's answer to a company's report
 * (`response.submitted`, to the reporting company) and a report about a watched carrier once the company may see it
 * (`report.filed`, webhook-report-filed.ts), as carrier-data recorded the reports topic; a load the company vetted
 * (`vetting.recorded`, LoadVetted as carrier-data recorded the compliance topic). A checkpointed follower, not a read
 * model (a rebuild does not replay it): a redelivery from the log after a crash offers the same fact again, which the
 * delivery finds already made. Events adopted from old documents carry no company and are left out.
 */
export class WebhookSourcesProjection implements Projection<SourceEvent> {
  readonly name = 'carrier-data.webhook-sources';
  readonly eventTypes = ['ResponseSubmitted', 'CarrierVerdictChanged', 'LoadVetted', ...REPORT_FILED_SOURCE_EVENTS] as const;
  readonly collections = [];

  constructor(
    private readonly publish: (fact: WebhookFact) => Promise<void>,
    private readonly reports: Pick<ReportFiledSource, 'apply'>,
  ) {}

  async apply(event: PositionedEvent<SourceEvent>): Promise<void> {
    if (event.type === 'CarrierVerdictChanged') {
      const { companyId, carrierId, before, after, rules, profile, cause } = event.data;
      return this.publish({ companyId, type: 'verdict.changed', sourceKey: event.eventId, occurredAt: event.occurredAt, data: { dotNumber: carrierId, before, after, rules, profile, cause } });
    }
    if (event.type === 'LoadVetted') {
      const d = event.data;
      const data = { code: d.code, dotNumber: d.dotNumber || d.carrierId, carrierName: d.carrierName, loadReference: d.loadReference, outcome: d.outcome, vettedAt: d.vettedAt, verifyUrl: d.verifyUrl };
      return this.publish({ companyId: d.companyId, type: 'vetting.recorded', sourceKey: event.eventId, occurredAt: d.vettedAt || event.occurredAt, data });
    }
    await this.reports.apply(event as PositionedEvent<ReportEvent>);
    if (event.type !== 'ResponseSubmitted') return;
    const d = event.data;
    if (!d.companyId || !d.carrierId) return;
    await this.publish({
      companyId: d.companyId,
      type: 'response.submitted',
      sourceKey: event.eventId,
      occurredAt: d.respondedAt || event.occurredAt,
      data: { reportId: d.reportId, kind: d.kind, dotNumber: d.carrierId, responseText: d.responseText, respondedAt: d.respondedAt },
    });
  }
}
