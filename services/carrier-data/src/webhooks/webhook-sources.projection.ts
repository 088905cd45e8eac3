import type { PositionedEvent, Projection } from '@logiscope/infra';
import type { CarrierVerdictChanged, ResponseSubmitted } from '@logiscope/proto';
import type { WebhookFact } from './webhook-delivery.service';

type SourceEvent = ResponseSubmitted | CarrierVerdictChanged;

/**
 * Webhook facts from carrier-data's own log: a saved or monitored carrier's verdict changed for a company
 * (`verdict.changed`, CarrierVerdictChanged as VerdictWatch appends it), and the carrier's answer to a company's report
 * (`response.submitted`, to the reporting company), as carrier-data recorded the reports topic. A
 * checkpointed follower, not a read model (it writes nothing a rebuild would replay): a redelivery from the log after a
 * crash offers the same fact again, which the delivery finds already made. Events adopted from old documents carry no
 * company and are left out.
 */
export class WebhookSourcesProjection implements Projection<SourceEvent> {
  readonly name = 'carrier-data.webhook-sources';
  readonly eventTypes = ['ResponseSubmitted', 'CarrierVerdictChanged'] as const;
  readonly collections = [];

  constructor(private readonly publish: (fact: WebhookFact) => Promise<void>) {}

  async apply(event: PositionedEvent<SourceEvent>): Promise<void> {
    if (event.type === 'CarrierVerdictChanged') {
      const { companyId, carrierId, before, after, rules, profile, cause } = event.data;
      return this.publish({ companyId, type: 'verdict.changed', sourceKey: event.eventId, occurredAt: event.occurredAt, data: { dotNumber: carrierId, before, after, rules, profile, cause } });
    }
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
