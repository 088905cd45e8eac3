import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { CommunityReports } from '../intelligence/risk/risk.types';
import { communityFactsFor, type CommunityReport } from './community-report';
import { openCommunityReports } from './community-reports.projection';

/**
 * Reports and incidents about carriers as carrier-data keeps them (one document per report, written by
 * CommunityReportsProjection); read a page of carriers at a time by the view building.
 */
export class CommunityReportRepository {
  private constructor(private readonly reports: DocumentCollection<CommunityReport>) {}

  static async open(store: DocumentStore): Promise<CommunityReportRepository> {
    return new CommunityReportRepository(await openCommunityReports(store));
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
