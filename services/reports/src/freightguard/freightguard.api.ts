import type { FreightGuardRecord } from './freightguard.read-model';
import type { FreightGuardListRequest } from './freightguard.service';

export type { FreightGuardRecord } from './freightguard.read-model';
export type { FreightGuardListRequest } from './freightguard.service';

/**
 * FreightGuard's part of the reports API: the incident list and one incident as a company sees it. Filing, resolving
 * and verifying go through the report aggregate's methods (fileReport with kind INCIDENT, resolveIncident,
 * verifyIncident); the gateway then reads the incident here, which waits for its own write.
 */
export interface FreightGuardApi {
  listFreightGuardReports(request: FreightGuardListRequest): Promise<{ reports: FreightGuardRecord[]; total: number; exact: boolean }>;
  getFreightGuardReport(request: { reportId: string; companyId: string }): Promise<FreightGuardRecord>;
}

export const FREIGHTGUARD_METHODS = ['listFreightGuardReports', 'getFreightGuardReport'] as const;
