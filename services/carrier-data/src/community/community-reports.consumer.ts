import { receiveIntoLog, type EventBus, type EventStore, type Projector, type Subscription } from '@logiscope/infra';
import { Topics } from '@logiscope/proto';
import { COMMUNITY_REPORT_EVENTS } from './community-reports.projection';

export const COMMUNITY_REPORTS_GROUP = 'carrier-data.community-reports';

/**
 * Records the reports and incidents other brokers filed (logiscope.reports.v1), which the risk score and the verdict
 * read, in carrier-data's own log, where CommunityReportsProjection follows them; the bus checkpoint moves after the
 * append, and a redelivered event is recognised there.
 */
export function consumeCommunityReports(bus: EventBus, events: EventStore, projector: Pick<Projector, 'notify'>): Promise<Subscription> {
  return receiveIntoLog({ bus, events, projector, groupId: COMMUNITY_REPORTS_GROUP, topics: [Topics.reports], types: COMMUNITY_REPORT_EVENTS });
}
