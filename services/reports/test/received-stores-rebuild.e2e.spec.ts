import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { CENSUS_SAMPLE, importFiles } from '../../../test/support/import-cli';
import { installation, readCollections, rebuild, removeInstallation, serve, type Installation } from '../../../test/support/installation';
import { e2eProfiles, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

/**
 * The read stores fed by another service's events are projections of a log their service keeps: reports records
 * carrier-data's watchlist events (the dashboard's tracked carriers), carrier-data records the reports service's
 * events (the community reports of its verdicts). With the server stopped, `npm run rebuild -- reports` and
 * `npm run rebuild -- carrier-data` give back the same documents, on both profiles.
 */
describe.each(e2eProfiles())('read stores fed by other services rebuild from the log [%s]', (profile) => {
  let i: Installation;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    if (i) await removeInstallation(i);
  });

  it("rebuilds the dashboard's tracked carriers and carrier-data's community reports to what the live services wrote", async () => {
    i = installation(profile, 'received-rebuild');
    server = await serve(i, { CARRIER_DATA_DEMO_ROWS: '0' });
    const a = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(a, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
    // A few real census rows (FerretDB writes slowly): what follows only needs carriers to name.
    const census = join(i.dataDir, 'FMCSA_CENSUS1_first.csv');
    const rows = readFileSync(CENSUS_SAMPLE, 'utf8').split('\n').slice(0, 11);
    writeFileSync(census, rows.join('\n') + '\n');
    await importFiles({ ...server, dataDir: i.dataDir, namespace: i.namespace }, profile, [census]);
    const dots = rows.slice(1, 4).map((r) => r.split(',')[0].replace(/"/g, ''));
    const [reported, saved, dropped] = await Promise.all(
      dots.map(async (dot) => (await eventually(async () => a.get(`/api/carriers/${dot}`), (r) => r.status === 200, 'an imported carrier')).body as { dotNumber: string; mcNumber: string; legalName: string }),
    );

    expect((await a.post('/api/saved-carriers', { carrierId: saved.dotNumber })).status).toBe(201);
    expect((await a.post(`/api/carriers/${saved.dotNumber}/monitor`, { monitored: true })).status).toBeLessThan(300);
    expect((await a.post('/api/saved-carriers', { carrierId: dropped.dotNumber })).status).toBe(201);
    expect((await a.request('DELETE', `/api/saved-carriers/${dropped.dotNumber}`)).status).toBeLessThan(300);
    expect((await a.post(`/api/carriers/${reported.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 1, comments: 'Load picked up two days late, no calls returned.' })).status).toBe(201);
    const incident = await a.post('/api/freightguard', {
      carrierId: saved.dotNumber, carrierName: saved.legalName, mcNumber: saved.mcNumber, dotNumber: saved.dotNumber,
      reportCategory: 'DOUBLE_BROKERAGE', incidentType: 'UNAUTHORIZED_REBROKERING', severity: 'HIGH',
      description: 'Load re-brokered to an unknown carrier without consent.', location: 'Dallas, TX', incidentDate: '2026-11-02', monetaryImpact: 5000,
    });
    expect(incident.status).toBe(201);

    // The dashboard profiles the reported carrier and the saved one (the dropped one no longer); carrier-data counts
    // the report in the reported carrier's verdict.
    await eventually(
      async () => ((await a.get('/api/broker-dashboard?period=30d')).body.carrierRiskProfiles ?? []) as { carrierId: string; saved: boolean }[],
      (p) => p.some((x) => x.carrierId === saved.dotNumber && x.saved) && p.some((x) => x.carrierId === reported.dotNumber) && !p.some((x) => x.carrierId === dropped.dotNumber),
      'the tracked carriers on the dashboard',
    );
    await eventually(
      async () => (await a.get(`/api/carriers/${reported.dotNumber}`)).body as { verdict: { checks: { rule: string; outcome: string }[] } },
      (c) => c.verdict?.checks.some((k) => k.rule === 'community-reports' && k.outcome === 'REVIEW'),
      "the report in carrier-data's verdict",
    );
    await eventually(
      async () => (await readCollections(i, 'carrier-data', ['carrier_community_reports'])).carrier_community_reports,
      (r) => r.length === 2 && r.some((x) => x.kind === 'INCIDENT'),
      'the incident in carrier-data',
    );
    await server.stop();
    server = undefined;

    const reportsStores = ['dashboard_tracked', 'dashboard_reports', 'dashboard_carriers', 'dashboard_activity'];
    const before = { reports: await readCollections(i, 'reports', reportsStores), carriers: await readCollections(i, 'carrier-data', ['carrier_community_reports']) };
    expect(before.reports.dashboard_tracked.map((t) => [t.carrierId, t.saved, t.monitored])).toEqual([[saved.dotNumber, true, true]]);
    expect(before.carriers.carrier_community_reports.map((r) => r.carrierId).sort()).toEqual([reported.dotNumber, saved.dotNumber].sort());

    expect(await rebuild(i, 'reports')).toMatch(/reports\.dashboard-tracked: \d+ events applied .*dashboard_tracked 1/);
    expect(await rebuild(i, 'carrier-data')).toMatch(/carrier-data\.community-reports: \d+ events applied .*carrier_community_reports 2/);
    expect({ reports: await readCollections(i, 'reports', reportsStores), carriers: await readCollections(i, 'carrier-data', ['carrier_community_reports']) }).toEqual(before);
  }, 420_000);
});
