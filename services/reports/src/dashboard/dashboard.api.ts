import type { ReportsServiceApi } from '../reports.api';

export type { DashboardCandidate, DashboardFigures } from './dashboard.queries';

/** The dashboard's part of the reports API (the gateway adds carrier-data's verdicts and the risk rules). */
export type DashboardApi = Pick<ReportsServiceApi, 'brokerDashboard'>;
