/**
 * A day of Motus differences reaching a broker: the legacy snapshot and the Motus baselines imported with the CLI,
 * a carrier the broker monitors, then the next day's difference (its motor-carrier authority went inactive) imported
 * twice. The carrier's answer follows the row; the broker gets one alert, once; the repeated day changes nothing.
 * The servers' clock is set to 2026-12-06 (TEST_CLOCK_FILE), the day after the fixtures' last difference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeClockOffset } from '@logiscope/infra';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { importFiles } from '../../../test/support/import-cli';
import { startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

const FIXTURES = join(__dirname, 'fixtures', 'motus');
const DAY_ONE = [
  'FMCSA_CENSUS1_2026Dec.csv',
  'Carrier_All_With_History_2026_05_14.csv',
  'actpendins_2026_05_14.txt',
  'Motus_Carrier_All_With_History_inys-ebih_2026-12-03.csv',
  'Motus_Insur_All_With_History_c5y8-a4uz_2026-12-03.csv',
  'Motus_AuthHist_All_With_History_yu5v-wbh6_2026-12-03.csv',
].map((f) => join(FIXTURES, f));
const NEXT_DAY = join(FIXTURES, 'next-day', 'Motus_Carrier_Daily_nakq-58th_2026-12-05.json');

interface Carrier {
  dotNumber: string;
  authorityStatus: string;
  authorities: { docket: string; kind: string; status: string; source: string; asOf: string }[];
  verdict: { outcome: string; checks: { rule: string; outcome: string; key: string }[] };
}
interface Alert {
  carrierId: string;
  title: string;
  severity: string;
  code?: string;
}

describe.each(['embedded', 'distributed'] as const)('a Motus daily difference reaching a monitoring broker [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  let clockDir: string;
  const saved = process.env.TEST_CLOCK_FILE;

  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'logiscope-motus-clock-'));
    const clock = join(clockDir, 'clock');
    writeClockOffset(clock, Date.parse('2026-12-06T15:00:00Z') - Date.now());
    // The import CLI reads the same clock (importFiles passes this environment on).
    process.env.TEST_CLOCK_FILE = clock;
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0', TEST_CLOCK_FILE: clock });
    broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
    await importFiles(server, profile, DAY_ONE);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    if (saved === undefined) delete process.env.TEST_CLOCK_FILE;
    else process.env.TEST_CLOCK_FILE = saved;
    rmSync(clockDir, { recursive: true, force: true });
  });

  const carrier = async (dot: string) => (await broker.get(`/api/carriers/${dot}`)).body as Carrier;
  const alertsOf = async (dot: string) => ((await broker.get('/api/monitoring-alerts')).body as Alert[]).filter((a) => a.carrierId === dot);

  it('alerts the monitoring broker once when the day revokes its carrier, and a repeated day changes nothing', async () => {
    const before = await eventually(() => carrier('3300004'), (c) => c.authorityStatus === 'ACTIVE', 'DUAL LOGISTICS active after the baseline');
    expect(before.authorities.find((a) => a.kind === 'CARRIER_PROPERTY')).toMatchObject({ status: 'ACTIVE', source: 'Motus Carrier' });
    expect((await broker.post('/api/carriers/3300004/monitor', { monitored: true })).status).toBe(200);
    expect(await alertsOf('3300004')).toEqual([]);

    const started = Date.now();
    const summary = await importFiles(server, profile, [NEXT_DAY]);
    expect(summary).toMatch(/1 rows, 0 new carriers, 1 changed/);
    const after = await eventually(() => carrier('3300004'), (c) => c.authorityStatus !== 'ACTIVE', 'the daily difference applied');
    expect(after.authorityStatus).toBe('INACTIVE');
    expect(after.authorities.find((a) => a.kind === 'CARRIER_PROPERTY')).toMatchObject({ status: 'INACTIVE', asOf: '2026-12-05', source: 'Motus Carrier' });
    expect(after.verdict.outcome).toBe('FAIL');
    // Its broker authority stays active, but a broker is not a carrier.
    expect(after.verdict.checks.find((k) => k.rule === 'operating-authority')).toMatchObject({ outcome: 'FAIL' });

    const alerts = await eventually(() => alertsOf('3300004'), (a) => a.length > 0, 'an alert for the monitored carrier');
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(alerts.map((a) => [a.code, a.severity])).toContainEqual(['authority-inactive', 'HIGH']);
    const count = alerts.length;

    // The same day again: nothing changes, nothing is emitted, no alert is added.
    const again = await importFiles(server, profile, [NEXT_DAY]);
    expect(again).toMatch(/1 rows, 0 new carriers, 0 changed/);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await alertsOf('3300004')).toHaveLength(count);
  });
});
