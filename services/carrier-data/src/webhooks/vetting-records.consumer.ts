import { receiveIntoLog, type EventBus, type EventStore, type Projector, type Subscription } from '@logiscope/infra';
import { Topics } from '@logiscope/proto';

export const VETTING_RECORDS_GROUP = 'carrier-data.vetting-records';

/**
 * Records the loads companies vetted (LoadVetted on logiscope.reports.compliance.v1, from reports) in carrier-data's own
 * log, where the webhook-sources follower turns each into `vetting.recorded` for the vetting company's endpoints. The
 * bus checkpoint moves after the append and a redelivered event is recognised there, so Kafka's redelivery stays one
 * fact (its id derives from the LoadVetted event id).
 */
export function consumeVettingRecords(bus: EventBus, events: EventStore, sources: Pick<Projector, 'notify'>): Promise<Subscription> {
  return receiveIntoLog({ bus, events, projector: sources, groupId: VETTING_RECORDS_GROUP, topics: [Topics.reportsCompliance], types: ['LoadVetted'] });
}
