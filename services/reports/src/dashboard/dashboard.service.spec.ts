import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure, type RunningService, type ServiceRegistry } from '@logiscope/infra';
import { noCarrierReportDetails } from '@logiscope/proto/views';
import type { FileReportRequest, ReportsServiceApi } from '../reports.api';
import { startReports } from '../reports.module';

/**
 * The dashboard through the reports service's own command API (embedded profile): incidents filed, verified, resolved
 * with money back and retracted by the real application, and the dashboard's figures following each step.
 */
/** carrier-data as filing an incident reads it: the carrier 44110 with its one MC number. */
const carrierData = {
  client: () => ({ getCarrier: async ({ id }: { id: string }) => ({ id, dotNumber: id, mcNumber: '123456', mcNumbers: ['123456'] }) }),
} as unknown as ServiceRegistry;

describe('broker dashboard through the reports service (embedded)', () => {
  let dir: string;
  let infra: EmbeddedInfrastructure;
  let reports: RunningService<ReportsServiceApi>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-dashboard-service-'));
    infra = new EmbeddedInfrastructure(dir);
    reports = await startReports(infra.runtimeFor('reports'), { registry: carrierData });
  });
  afterEach(async () => {
    await reports.stop();
    await infra.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (over: Partial<FileReportRequest>) =>
    reports.api.fileReport({
      kind: 'INCIDENT', carrierId: '44110', dotNumber: '44110', mcNumber: '123456', carrierName: 'ACME FREIGHT', carrierEmail: '', companyId: 'A', companyName: 'Broker A',
      companyType: 'BROKER', userId: 'u1', reporterName: 'Ann', reporterEmail: 'ann@example.com', reportType: '', rating: 0, ...noCarrierReportDetails(), reportCategory: 'DOUBLE_BROKERAGE',
      incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH', description: 'Re-brokered without consent.', location: 'Dallas, TX', incidentDate: '', monetaryImpact: '10000',
      isDoubleBrokerage: false, brokerageChain: [], ...over,
    });
  /** The projection follows the log: poll until the figures show what the last command did. */
  const until = async (ok: (d: Awaited<ReturnType<ReportsServiceApi['brokerDashboard']>>) => boolean, companyId = 'A') => {
    for (let i = 0; i < 100; i++) {
      const d = await reports.api.brokerDashboard({ companyId, period: '30d' });
      if (ok(d)) return d;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the dashboard did not follow');
  };

  it('moves losses, pending claims, the recovery rate and the activity as incidents are filed, verified, resolved and retracted', async () => {
    const first = await file({});
    await file({ monetaryImpact: '6000', reportCategory: 'CARGO_ISSUES', incidentType: 'CARGO_THEFT', severity: 'CRITICAL' });
    let d = await until((x) => x.summary.incidentsFiled === 2);
    expect(d.summary).toMatchObject({ reportsFiled: 2, financialImpact: 16000, recoveryRate: 0 });
    expect(d.financialImpact).toEqual({ totalLosses: 16000, recoveredAmount: 0, pendingClaims: 16000, averageClaimValue: 8000 });
    expect(d.candidates).toEqual([expect.objectContaining({ carrierId: '44110', incidents: 2, totalImpact: 16000 })]);

    await reports.api.verifyIncident({ reportId: first.reportId, reason: 'OPERATOR', corroboratingReportId: '', verifiedBy: 'op' });
    await reports.api.resolveIncident({ reportId: first.reportId, companyId: 'A', userId: 'u1', amountRecovered: 4000 });
    d = await until((x) => x.summary.resolvedReports === 1);
    expect(d.summary).toMatchObject({ verifiedReports: 1, recoveryRate: 25 });
    expect(d.financialImpact).toEqual({ totalLosses: 16000, recoveredAmount: 4000, pendingClaims: 6000, averageClaimValue: 8000 });
    expect(d.recentActivity.map((a) => a.action)).toEqual(['INCIDENT_RESOLVED', 'INCIDENT_VERIFIED', 'INCIDENT_FILED', 'INCIDENT_FILED']);

    await reports.api.retractReport({ reportId: first.reportId, companyId: 'A', userId: 'u1' });
    d = await until((x) => x.summary.reportsFiled === 1);
    expect(d.financialImpact).toEqual({ totalLosses: 6000, recoveredAmount: 0, pendingClaims: 6000, averageClaimValue: 6000 });
    expect(d.categoryBreakdown).toEqual([{ category: 'CARGO_ISSUES', count: 1, totalImpact: 6000, severity: 'CRITICAL' }]);
    expect((await reports.api.brokerDashboard({ companyId: 'B', period: '30d' })).summary.reportsFiled).toBe(0);
  });
});
