import type { DocumentStore } from '@logiscope/infra';
import { complianceProjections } from './compliance/compliance.module';
import { dashboardProjections } from './dashboard/dashboard.module';
import { freightGuardProjections } from './freightguard/freightguard.module';
import { ReportReadModel } from './report/report.projection';

/**
 * Every read model reports keeps that is a projection of its own event log: what the service runs and what
 * `npm run rebuild -- reports` drops and replays.
 */
export async function reportsProjections(documents: DocumentStore): Promise<[ReportReadModel]> {
  return [await ReportReadModel.open(documents)];
}

/** For the rebuild CLI (scripts/rebuild.mjs): the same list, the broker dashboard's, FreightGuard's incident list and the compliance documents and certificates, under the name every service exports. */
export const projections = async (documents: DocumentStore) => [...(await reportsProjections(documents)), ...(await dashboardProjections(documents)), ...(await freightGuardProjections(documents)), ...(await complianceProjections(documents))];
