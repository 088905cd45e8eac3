import type { DocumentCollection } from '@logiscope/infra';
import type { BrokerDashboardView, DashboardPeriod } from '@logiscope/proto/views';
import { periodRange, sumBuckets, type CarrierRow, type PeriodFigures } from './dashboard.buckets';
import type { DashboardCollections } from './dashboard.projection';
import type { TrackedCarrier } from './dashboard-watchlist.consumer';

/** Carriers handed to the caller for verdicts: the company's most reported, then the ones it monitors or saved. */
export const REPORTED_CANDIDATES = 12;
export const TRACKED_CANDIDATES = 8;

/** A carrier the risk profiles may show, with what the company filed about it (all zeros for one it only tracks). */
export interface DashboardCandidate extends Pick<CarrierRow, 'carrierId' | 'carrierName' | 'mcNumber' | 'totalReports' | 'negativeReports' | 'incidents' | 'totalImpact' | 'recovered'> {
  /** '' when the company filed no incident about it. */
  lastIncident: string;
  saved: boolean;
  monitored: boolean;
}

/** The reports service's part of the dashboard: the period's figures and the carriers to profile. */
export type DashboardFigures = PeriodFigures & Pick<BrokerDashboardView, 'period' | 'from' | 'to' | 'recentActivity'> & { candidates: DashboardCandidate[] };

/**
 * Reads the dashboard projection: a period sums at most 366 day buckets (one indexed range read), the candidates are
 * two bounded indexed reads, Recent Activity one. Nothing is aggregated from reports at request time.
 */
export async function readDashboard(c: DashboardCollections, tracked: DocumentCollection<TrackedCarrier>, request: { companyId: string; period: DashboardPeriod; now: Date }): Promise<DashboardFigures> {
  const { companyId, period } = request;
  const { from, to } = periodRange(period, request.now);
  const [buckets, reported, watched, activity] = await Promise.all([
    c.days.find({ companyId, day: { $gte: from, $lte: to } }),
    c.carriers.find({ companyId }, { sort: { rank: -1 }, limit: REPORTED_CANDIDATES }),
    tracked.find({ companyId }, { sort: { monitored: -1, updatedAt: -1 }, limit: TRACKED_CANDIDATES + REPORTED_CANDIDATES }),
    c.activity.find({ companyId, at: { $gte: `${from}T00:00:00.000Z` } }, { sort: { at: -1 }, limit: 10 }),
  ]);
  const watchOf = new Map(watched.map((w) => [w.carrierId, w]));
  const candidates: DashboardCandidate[] = reported.map((r) => ({
    carrierId: r.carrierId,
    carrierName: r.carrierName,
    mcNumber: r.mcNumber,
    totalReports: r.totalReports,
    negativeReports: r.negativeReports,
    incidents: r.incidents,
    totalImpact: r.totalImpact,
    recovered: r.recovered,
    lastIncident: r.lastIncident ?? '',
    saved: watchOf.get(r.carrierId)?.saved ?? false,
    monitored: watchOf.get(r.carrierId)?.monitored ?? false,
  }));
  const seen = new Set(candidates.map((x) => x.carrierId));
  for (const w of watched.filter((x) => !seen.has(x.carrierId)).slice(0, TRACKED_CANDIDATES)) {
    candidates.push({ carrierId: w.carrierId, carrierName: '', mcNumber: '', totalReports: 0, negativeReports: 0, incidents: 0, totalImpact: 0, recovered: 0, lastIncident: '', saved: w.saved, monitored: w.monitored });
  }
  return {
    period,
    from,
    to,
    ...sumBuckets(buckets),
    recentActivity: activity.map((a) => ({ id: a.id, date: a.at, action: a.action, carrierId: a.carrierId, carrierName: a.carrierName, category: a.category, impact: a.impact })),
    candidates,
  };
}
