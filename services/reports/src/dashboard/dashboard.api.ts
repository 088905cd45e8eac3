import type { DashboardPeriod } from '@logiscope/proto/views';
import type { DashboardFigures } from './dashboard.queries';

export type { DashboardCandidate, DashboardFigures } from './dashboard.queries';

/** The dashboard's part of the reports API (the gateway adds carrier-data's verdicts and the risk rules). */
export interface DashboardApi {
  /** The company's figures for a reporting period, its recent activity, and the carriers to profile. */
  brokerDashboard(request: { companyId: string; period: DashboardPeriod }): Promise<DashboardFigures>;
}

export const DASHBOARD_METHODS = ['brokerDashboard'] as const;
