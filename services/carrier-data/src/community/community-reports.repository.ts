import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { CommunityReports } from '../intelligence/risk/risk.types';
import type { PublishedReportEvent } from '@logiscope/proto';
import { communityFactsFor, evolveCommunityReport, type CommunityReport } from './community-report';

export const COMMUNITY_REPORTS_COLLECTION = 'carrier_community_reports';

/**
 * Reports and incidents about carriers as carrier-data keeps them (one document per report), fed by the reports
 * service's events; read a page of carriers at a time by the view building.
 */
export class CommunityReportRepository {
  private constructor(private readonly reports: DocumentCollection<CommunityReport>) {}

  static async open(store: DocumentStore): Promise<CommunityReportRepository> {
    return new CommunityReportRepository(await store.collection<CommunityReport>(COMMUNITY_REPORTS_COLLECTION, [{ fields: ['carrierId'] }]));
  }

  /** Applies one report event; replaying it writes the same document again. */
  async apply(event: PublishedReportEvent): Promise<void> {
    const current = await this.reports.get(event.data.reportId);
    const next = evolveCommunityReport(current, event);
    if (next && JSON.stringify(next) !== JSON.stringify(current)) await this.reports.upsert(next);
  }

  /** What `companyId` sees of each carrier's reports and incidents (carriers without any are left out). */
  async factsFor(dotNumbers: readonly string[], companyId: string | undefined, now: Date): Promise<Map<string, CommunityReports>> {
    const out = new Map<string, CommunityReports>();
    if (dotNumbers.length === 0) return out;
    const found = await this.reports.find({ carrierId: dotNumbers.length === 1 ? dotNumbers[0] : { $in: [...dotNumbers] } });
    const byCarrier = new Map<string, CommunityReport[]>();
    for (const r of found) byCarrier.set(r.carrierId, [...(byCarrier.get(r.carrierId) ?? []), r]);
    for (const [dot, reports] of byCarrier) out.set(dot, communityFactsFor(reports, companyId, now));
    return out;
  }
}
