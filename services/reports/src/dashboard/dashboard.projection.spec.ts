import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Projector, rebuildProjection, SqliteDocumentStore, SqliteEventStore, toNewEvents } from '@logiscope/infra';
import { reportStream, type ReportEvent, type ReportFiled } from '@logiscope/proto';
import { DashboardProjection, openDashboardCollections, type DashboardEvent } from './dashboard.projection';
import { readDashboard } from './dashboard.queries';
import { openTrackedCarriers, evolveTracked } from './dashboard-watchlist.consumer';

const NOW = new Date('2026-11-25T12:00:00.000Z');

const filed = (reportId: string, over: Partial<ReportFiled['data']> = {}): ReportFiled => ({
  type: 'ReportFiled',
  data: {
    reportId, kind: 'INCIDENT', carrierId: '44110', dotNumber: '44110', mcNumber: '123456', carrierName: 'ACME FREIGHT', companyId: 'A', companyName: 'Broker A',
    userId: 'u1', reporterName: 'Ann', filedAt: '2026-11-20T10:00:00.000Z', responseDeadline: '2026-11-21T10:00:00.000Z', reportType: '', rating: 0, comments: '',
    reportCategory: 'DOUBLE_BROKERING', incidentType: 'Re-brokered load', severity: 'HIGH', description: 'x', location: '', incidentDate: '2026-11-19',
    monetaryImpact: '10000', isDoubleBrokerage: false, brokerageChain: [], ...over,
  },
});

describe('dashboard projection (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  const versions = new Map<string, number>();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-dashboard-'));
    events = new SqliteEventStore(join(dir, 'reports.db'));
    documents = new SqliteDocumentStore(join(dir, 'reports.db'));
    versions.clear();
  });
  afterEach(async () => {
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const append = async (reportId: string, ...decided: ReportEvent[]) => {
    const stream = reportStream(reportId);
    const r = await events.append(stream, versions.get(stream) ?? 0, toNewEvents(decided, {}, NOW));
    versions.set(stream, r.nextVersion);
  };
  const project = async () => new Projector(events, documents, await DashboardProjection.open(documents)).catchUp();
  const dashboard = async (companyId = 'A', period: '7d' | '30d' | '90d' | '1y' = '30d') =>
    readDashboard(await openDashboardCollections(documents), await openTrackedCarriers(documents), { companyId, period, now: NOW });
  const resolved = (reportId: string, amount: string): ReportEvent => ({
    type: 'IncidentResolved',
    data: { reportId, carrierId: '44110', companyId: 'A', reportCategory: 'DOUBLE_BROKERING', amountRecovered: amount, userId: 'u1', resolvedAt: '2026-11-24T09:00:00.000Z' },
  });

  it("shows a company's filed reports and incidents, and the figures move when an incident is resolved with money back", async () => {
    await append('r1', filed('r1'));
    await append('r2', filed('r2', { kind: 'CARRIER_REPORT', reportType: 'NEGATIVE', reportCategory: '', severity: '', monetaryImpact: '', filedAt: '2026-11-22T08:00:00.000Z' }));
    await append('b1', filed('b1', { companyId: 'B', monetaryImpact: '999999' }));
    await project();
    let d = await dashboard();
    expect(d.summary).toEqual({ reportsFiled: 2, incidentsFiled: 1, verifiedReports: 0, resolvedReports: 0, financialImpact: 10000, recoveryRate: 0 });
    expect(d.financialImpact).toEqual({ totalLosses: 10000, recoveredAmount: 0, pendingClaims: 10000, averageClaimValue: 10000 });
    expect(d.candidates).toEqual([expect.objectContaining({ carrierId: '44110', totalReports: 2, negativeReports: 1, incidents: 1, totalImpact: 10000 })]);

    await append('r1', resolved('r1', '2500'));
    await project();
    d = await dashboard();
    expect(d.summary).toMatchObject({ resolvedReports: 1, recoveryRate: 25 });
    expect(d.financialImpact).toEqual({ totalLosses: 10000, recoveredAmount: 2500, pendingClaims: 0, averageClaimValue: 10000 });
    expect(d.recentActivity.map((a) => [a.action, a.impact])).toEqual([['INCIDENT_RESOLVED', 2500], ['REPORT_FILED', null], ['INCIDENT_FILED', 10000]]);
    // Another company's incident never shows.
    expect((await dashboard('B')).financialImpact.totalLosses).toBe(999999);
  });

  it('sums only the days of the period', async () => {
    await append('old', filed('old', { filedAt: '2026-10-01T00:00:00.000Z', monetaryImpact: '4000' }));
    await append('new', filed('new', { filedAt: '2026-11-24T23:59:59.000Z', monetaryImpact: '1000' }));
    await project();
    expect((await dashboard('A', '7d')).financialImpact.totalLosses).toBe(1000);
    expect((await dashboard('A', '90d')).financialImpact.totalLosses).toBe(5000);
    expect((await dashboard('A', '7d')).recentActivity).toHaveLength(1);
  });

  it('drops a retracted report from every figure, row and activity line', async () => {
    await append('r1', filed('r1'), { type: 'ReportRetracted', data: { reportId: 'r1', kind: 'INCIDENT', carrierId: '44110', companyId: 'A', userId: 'u1', retractedAt: '2026-11-21T00:00:00.000Z' } });
    await project();
    const d = await dashboard();
    expect(d.summary.reportsFiled).toBe(0);
    expect(d.candidates).toEqual([]);
    expect(d.recentActivity).toEqual([]);
  });

  it('writes the same documents when an event is applied twice, and a rebuild from the log gives the same dashboard', async () => {
    await append('r1', filed('r1'), resolved('r1', '1000'));
    await append('r2', filed('r2', { reportCategory: 'CARGO_THEFT', severity: 'CRITICAL' }));
    await project();
    const first = await dashboard();
    const projection = await DashboardProjection.open(documents);
    for (const e of (await events.readAll<DashboardEvent>(0, { types: projection.eventTypes })).events) await projection.apply(e);
    expect(await dashboard()).toEqual(first);
    await rebuildProjection(events, documents, projection);
    expect(await dashboard()).toEqual(first);
    expect(first.categoryBreakdown).toEqual([
      { category: 'CARGO_THEFT', count: 1, totalImpact: 10000, severity: 'CRITICAL' },
      { category: 'DOUBLE_BROKERING', count: 1, totalImpact: 10000, severity: 'HIGH' },
    ]);
  });

  it('offers the carriers the company saves or monitors after the ones it reported', async () => {
    const tracked = await openTrackedCarriers(documents);
    await tracked.upsert(evolveTracked(null, { type: 'CarrierMonitored', data: { companyId: 'A', carrierId: '777', userId: 'u1' } }, NOW.toISOString())!);
    await tracked.upsert(evolveTracked(null, { type: 'CarrierSaved', data: { companyId: 'A', carrierId: '44110', userId: 'u1', notes: '', tags: [] } }, NOW.toISOString())!);
    await append('r1', filed('r1'));
    await project();
    expect((await dashboard()).candidates.map((c) => [c.carrierId, c.saved, c.monitored, c.incidents])).toEqual([['44110', true, false, 1], ['777', false, true, 0]]);
    expect(evolveTracked({ id: 'A:777', companyId: 'A', carrierId: '777', saved: false, monitored: true, updatedAt: '' }, { type: 'CarrierUnmonitored', data: { companyId: 'A', carrierId: '777', userId: 'u1' } }, '')).toBeNull();
  });
});
