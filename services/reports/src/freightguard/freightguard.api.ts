import type { ReportsServiceApi } from '../reports.api';

export type { FreightGuardRecord } from './freightguard.read-model';
export type { FreightGuardListRequest } from './freightguard.service';

/** FreightGuard's incident list and one incident: part of the reports service's API (reports.api.ts). */
export type FreightGuardApi = Pick<ReportsServiceApi, 'listFreightGuardReports' | 'getFreightGuardReport'>;
