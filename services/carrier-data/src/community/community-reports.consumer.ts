import type { EventBus, Subscription } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { Topics, type PublishedReportEvent } from '@logiscope/proto';
import type { CommunityReportRepository } from './community-reports.repository';

export const COMMUNITY_REPORTS_GROUP = 'carrier-data.community-reports';

/**
 * Keeps carrier-data's copy of the reports and incidents other brokers filed (logiscope.reports.v1), which the risk
 * score and the verdict read. Each event rewrites its report's document, so a redelivered event changes nothing; the
 * checkpoint moves after the write.
 */
export function consumeCommunityReports(bus: EventBus, repository: CommunityReportRepository): Promise<Subscription> {
  return bus.subscribe({
    groupId: COMMUNITY_REPORTS_GROUP,
    topics: [Topics.reports],
    handle: async (event: EventEnvelope) => {
      const data = event.data as PublishedReportEvent['data'] | undefined;
      if (!data || typeof data.reportId !== 'string') return;
      await repository.apply({ type: event.type, data } as PublishedReportEvent);
    },
  });
}
