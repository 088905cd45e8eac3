import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { CommunityReport } from './community-report';
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

  /** Each carrier's reports and incidents as stored, whoever asks (carriers without any are left out). */
  async reportsOf(dotNumbers: readonly string[]): Promise<Map<string, CommunityReport[]>> {
    const byCarrier = new Map<string, CommunityReport[]>();
    if (dotNumbers.length === 0) return byCarrier;
    const found = await this.reports.find({ carrierId: dotNumbers.length === 1 ? dotNumbers[0] : { $in: [...dotNumbers] } });
    for (const r of found) byCarrier.set(r.carrierId, [...(byCarrier.get(r.carrierId) ?? []), r]);
    return byCarrier;
  }
}
