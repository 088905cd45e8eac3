import type { BrokerDashboardView, CarrierIntelligenceView } from '@logiscope/proto/views';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

/** A broker company, signed in. */
async function broker(baseUrl: string) {
  const client = new ApiClient(baseUrl);
  const reg = registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' });
  expect((await registerOnTrial(client, reg)).status).toBe(201);
  return client;
}

/**
 * The live broker dashboard through HTTP, as a broker uses it: empty for a new company; a report, a saved carrier and
 * FreightGuard incidents appear in its figures, risk profiles and activity; resolving an incident with money back moves
 * the recovered amount, pending claims and recovery rate; another company sees none of it. The Carrier Intelligence
 * Profile of the same carrier counts the same reports.
 */
describe.each(e2eProfiles())('broker dashboard [%s]', (profile) => {
  let server: RunningServer;
  let a: ApiClient;
  let b: ApiClient;
  let carriers: { dotNumber: string; mcNumber: string; companyName: string }[];

  beforeAll(async () => {
    server = await startServer(profile, profile === 'distributed' ? { CARRIER_DATA_DEMO_ROWS: '300' } : {});
    a = await broker(server.baseUrl);
    b = await broker(server.baseUrl);
    carriers = ((await a.get('/api/carriers/search?q=trucking&pageSize=20')).body.carriers as typeof carriers).filter((c) => c.mcNumber);
    expect(carriers.length).toBeGreaterThanOrEqual(2);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const dashboard = async (client: ApiClient, period = '30d') => {
    const res = await client.get(`/api/broker-dashboard?period=${period}`);
    expect(res.status).toBe(200);
    return res.body as BrokerDashboardView;
  };
  const until = (client: ApiClient, ok: (d: BrokerDashboardView) => boolean, label: string) => eventually(() => dashboard(client), ok, label);
  const incident = async (carrier: (typeof carriers)[number], monetaryImpact: number) => {
    const res = await a.post('/api/freightguard', {
      carrierId: carrier.dotNumber, carrierName: carrier.companyName, mcNumber: carrier.mcNumber, dotNumber: carrier.dotNumber,
      reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH',
      description: 'Load re-brokered to an unknown carrier without consent.', location: 'Dallas, TX', incidentDate: '2026-11-02', monetaryImpact,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };

  it('should require a signed-in company and refuse an unknown period with its message', async () => {
    expect((await new ApiClient(server.baseUrl).get('/api/broker-dashboard')).status).toBe(401);
    const bad = await a.get('/api/broker-dashboard?period=2w');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Reporting period must be 7d, 30d, 90d or 1y');
  });

  it('should show a new company an empty dashboard for the default period', async () => {
    const d = (await a.get('/api/broker-dashboard')).body as BrokerDashboardView;
    expect(d.period).toBe('30d');
    expect(d.summary).toEqual({ reportsFiled: 0, incidentsFiled: 0, verifiedReports: 0, resolvedReports: 0, financialImpact: 0, highRiskCarriers: 0, recoveryRate: null });
    expect(d.carrierRiskProfiles).toEqual([]);
    expect(d.recentActivity).toEqual([]);
  });

  it("should count the company's report, profile the carriers it reported and saved, and list the filing", async () => {
    const [reported, saved] = carriers;
    expect((await a.post(`/api/carriers/${reported.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 2, comments: 'Picked up 6 hours late, no call.' })).status).toBe(201);
    expect((await a.post('/api/saved-carriers', { carrierId: saved.dotNumber })).status).toBe(201);
    const d = await until(a, (x) => x.summary.reportsFiled === 1 && x.carrierRiskProfiles.length === 2, 'the report and the saved carrier on the dashboard');
    const byId = new Map(d.carrierRiskProfiles.map((p) => [p.carrierId, p]));
    expect(byId.get(reported.dotNumber)).toMatchObject({ totalReports: 1, negativeReports: 1, incidents: 0, saved: false });
    expect(byId.get(reported.dotNumber)!.issues).toContainEqual({ code: 'NEGATIVE_REPORTS', value: 1 });
    expect(['CAUTION', 'MONITOR_CLOSELY', 'BLACKLIST']).toContain(byId.get(reported.dotNumber)!.recommendation);
    expect(byId.get(saved.dotNumber)).toMatchObject({ totalReports: 0, saved: true, carrierName: saved.companyName });
    expect(d.recentActivity.map((x) => [x.action, x.carrierId])).toEqual([['REPORT_FILED', reported.dotNumber]]);
    // Another company's dashboard stays empty.
    expect((await dashboard(b)).summary.reportsFiled).toBe(0);
    expect((await dashboard(b)).carrierRiskProfiles).toEqual([]);
  });

  it('should move financial impact, pending claims and the recovery rate as incidents are filed and resolved', async () => {
    const [target] = carriers;
    const first = await incident(target, 10000);
    await incident(target, 6000);
    let d = await until(a, (x) => x.summary.incidentsFiled === 2, 'two incidents on the dashboard');
    expect(d.summary).toMatchObject({ reportsFiled: 3, financialImpact: 16000, recoveryRate: 0 });
    expect(d.financialImpact).toEqual({ totalLosses: 16000, recoveredAmount: 0, pendingClaims: 16000, averageClaimValue: 8000 });
    expect(d.categoryBreakdown).toEqual([{ category: 'DOUBLE_BROKERAGE', count: 2, totalImpact: 16000, severity: 'HIGH' }]);
    const profileOf = (x: BrokerDashboardView) => x.carrierRiskProfiles.find((p) => p.carrierId === target.dotNumber)!;
    expect(profileOf(d)).toMatchObject({ incidents: 2, totalImpact: 16000 });
    expect(['MONITOR_CLOSELY', 'BLACKLIST']).toContain(profileOf(d).recommendation);
    expect(d.summary.highRiskCarriers).toBeGreaterThanOrEqual(1);

    expect((await a.post(`/api/freightguard/${first.id}/resolve`, { amountRecovered: 2500 })).status).toBe(200);
    d = await until(a, (x) => x.financialImpact.recoveredAmount === 2500, 'the recovered amount on the dashboard');
    expect(d.summary).toMatchObject({ resolvedReports: 1, recoveryRate: 15.6 });
    expect(d.financialImpact).toEqual({ totalLosses: 16000, recoveredAmount: 2500, pendingClaims: 6000, averageClaimValue: 8000 });
    expect(d.recentActivity[0]).toMatchObject({ action: 'INCIDENT_RESOLVED', impact: 2500, category: 'DOUBLE_BROKERAGE' });
    expect(profileOf(d).issues).toContainEqual({ code: 'UNRECOVERED_LOSSES', value: 13500 });
    // Every period holds today's filings; B still sees nothing of A's.
    for (const period of ['7d', '90d', '1y']) expect((await dashboard(a, period)).financialImpact.totalLosses).toBe(16000);
    expect((await dashboard(b)).financialImpact.totalLosses).toBe(0);
  });

  it("should build the carrier's intelligence profile from its data, the reports and the recommendation rules", async () => {
    const [target] = carriers;
    const res = await a.get(`/api/carrier-intelligence/${target.dotNumber}`);
    expect(res.status).toBe(200);
    const p = res.body as CarrierIntelligenceView;
    expect(p.carrier.dotNumber).toBe(target.dotNumber);
    expect(p.reports).toMatchObject({ negative: 1, incidents: 2 });
    expect(p.customerRating).toBe(2);
    expect(['MONITOR_CLOSELY', 'BLACKLIST']).toContain(p.risk.recommendation);
    expect((await a.get('/api/carrier-intelligence/999999999')).status).toBe(404);
  });
});
