import type { PositionedEvent, Projection } from '@logiscope/infra';
import type { ResponseSubmitted } from '@logiscope/proto';
import type { WebhookFact } from './webhook-delivery.service';

/**
 * Webhook facts from carrier-data's own log: the carrier's answer to a company's report (`response.submitted`, to the
 * reporting company), as carrier-data recorded the reports topic (community/community-reports.consumer.ts). A
 * checkpointed follower, not a read model (it writes nothing a rebuild would replay): a redelivery from the log after a
 * crash offers the same fact again, which the delivery finds already made. Events adopted from old documents carry no
 * company and are left out.
 */
export class WebhookSourcesProjection implements Projection<ResponseSubmitted> {
  readonly name = 'carrier-data.webhook-sources';
  readonly eventTypes = ['ResponseSubmitted'] as const;
  readonly collections = [];

  constructor(private readonly publish: (fact: WebhookFact) => Promise<void>) {}

  async apply(event: PositionedEvent<ResponseSubmitted>): Promise<void> {
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
