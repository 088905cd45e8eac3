import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { CENSUS_SAMPLE, importFiles } from '../../../test/support/import-cli';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Check {
  rule: string;
  outcome: string;
  key: string;
  message: string;
}
interface Factor {
  code: string;
  impact: number;
  label: string;
  detail: string;
}
interface Carrier {
  dotNumber: string;
  legalName: string;
  mcNumber: string;
  isRecommended: boolean;
  riskFactors: Factor[];
  verdict: { outcome: string; checks: Check[] };
}

const communityCheck = (c: Carrier) => c.verdict.checks.find((k) => k.rule === 'community-reports');
const factor = (c: Carrier, code: string) => c.riskFactors.find((f) => f.code === code);

async function broker(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  expect((await registerOnTrial(client, registration({ companyType: 'BROKER', mcNumber: 'MC-123456B' }))).status).toBe(201);
  return client;
}

/**
 * What other brokers reported reaches the carrier's verdict and risk score, fairly: through HTTP, two broker companies
 * on the demo data. A NEGATIVE report weighs for the reporting company at once and for others once the carrier has
 * answered; a FreightGuard incident weighs for everyone at once; a retracted report weighs for no one.
 */
describe.each(e2eProfiles())('community reports in the verdict and the risk score [%s]', (profile) => {
  let server: RunningServer;
  let a: ApiClient;
  let b: ApiClient;
  let target: Carrier;
  const view = async (client: ApiClient) => (await client.get(`/api/carriers/${target.dotNumber}`)).body as Carrier;

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    a = await broker(server.baseUrl);
    b = await broker(server.baseUrl);
    // A few real census rows (FerretDB writes slowly): the community check only reads the reports.
    const census = join(server.dataDir, 'FMCSA_CENSUS1_first.csv');
    writeFileSync(census, readFileSync(CENSUS_SAMPLE, 'utf8').split('\n').slice(0, 21).join('\n') + '\n');
    await importFiles(server, profile, [census]);
    const dot = readFileSync(census, 'utf8').split('\n')[3].split(',')[0].replace(/"/g, '');
    target = (await eventually(async () => a.get(`/api/carriers/${dot}`), (r) => r.status === 200, 'the imported carrier')).body as Carrier;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('counts a NEGATIVE report for its company at once, for others once the carrier answered, and for no one once retracted', async () => {
    expect(communityCheck(target)).toMatchObject({ outcome: 'PASS', key: 'verdict.reports.none' });
    expect(factor(target, 'community-reports')).toMatchObject({ impact: 0, label: 'No community reports' });

    const filed = await a.post(`/api/carriers/${target.dotNumber}/reports`, { reportType: 'NEGATIVE', rating: 1, comments: 'Load picked up two days late, no calls returned.' });
    expect(filed.status).toBe(201);
    const report = filed.body as { id: string; responseLink: string };

    const mine = await eventually(() => view(a), (c) => communityCheck(c)?.outcome === 'REVIEW', 'the reporting company sees its report in the verdict');
    expect(communityCheck(mine)?.message).toBe('1 negative report from other brokers is visible.');
    expect(factor(mine, 'community-reports')).toMatchObject({ impact: 10, label: 'Negative community reports' });
    expect(mine.verdict.outcome).not.toBe('PASS');
    expect(mine.isRecommended).toBe(false);

    // Not answered, window open: another company's verdict does not count it yet.
    const theirs = await view(b);
    expect(communityCheck(theirs)).toMatchObject({ outcome: 'PASS' });
    expect(factor(theirs, 'community-reports')).toMatchObject({ impact: 0 });

    const responseId = report.responseLink.split('/').pop()!;
    const answered = await new ApiClient(server.baseUrl).post(`/api/reports/${responseId}/respond`, {
      responseText: 'The delay was the shipper holding the trailer; we have the detention log.',
      contactEmail: 'dispatch@carrier.example',
    });
    expect(answered.status).toBe(201);
    const seen = await eventually(() => view(b), (c) => communityCheck(c)?.outcome === 'REVIEW', 'the answered report counts for another company');
    expect(factor(seen, 'community-reports')).toMatchObject({ impact: 10 });

    expect((await a.request('DELETE', `/api/carrier-reports/${report.id}`)).status).toBeLessThan(300);
    await eventually(() => view(b), (c) => communityCheck(c)?.outcome === 'PASS', 'a retracted report counts for no one');
    const after = await eventually(() => view(a), (c) => communityCheck(c)?.outcome === 'PASS', 'nor for the company that retracted it');
    expect(factor(after, 'community-reports')).toMatchObject({ impact: 0 });
  });

  it('counts a FreightGuard incident for every company at once, as a risk factor of its own', async () => {
    const filed = await b.post('/api/freightguard', {
      carrierId: target.dotNumber,
      carrierName: target.legalName,
      // Its own MC number, or none: FreightGuard refuses another carrier's.
      mcNumber: target.mcNumber,
      dotNumber: target.dotNumber,
      reportCategory: 'DOUBLE_BROKERAGE',
      incidentType: 'UNAUTHORIZED_REBROKERING',
      severity: 'HIGH',
      description: 'Load re-brokered to an unknown carrier without consent.',
    });
    expect(filed.status).toBe(201);
    for (const client of [a, b]) {
      const c = await eventually(() => view(client), (v) => factor(v, 'freightguard-incidents') !== undefined, 'the incident in the risk factors');
      expect(factor(c, 'freightguard-incidents')).toMatchObject({ impact: 8, label: 'FreightGuard incidents reported' });
      expect(communityCheck(c)).toMatchObject({ outcome: 'REVIEW', message: '1 unresolved FreightGuard incident report is visible.' });
    }
  });
});
