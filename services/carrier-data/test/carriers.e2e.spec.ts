import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type Profile, type RunningServer } from '../../../test/support/server-process';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..', '..');
const CENSUS = resolve(ROOT, '..', 'shared', 'data', 'fmcsa', 'FMCSA_CENSUS1_sample.csv');

/** A CSV line split the simple way (the census sample quotes nothing that holds a comma in the columns read here). */
function readCensus(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = header.split(',');
  return lines.filter((l) => !l.includes('"')).map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

async function importFiles(server: RunningServer, profile: Profile, files: string[]): Promise<string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: server.dataDir, SKIP_BUILD: '1' };
  if (profile === 'distributed') Object.assign(env, { PROFILE: 'distributed', NAMESPACE: server.namespace });
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/import.mjs'), ...files], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

const describeIfData = existsSync(CENSUS) ? describe.each(e2eProfiles()) : describe.skip.each(e2eProfiles());

// FerretDB v1 on SQLite writes the distributed store's lookup collections at about 60 rows/s (infra/local/README.md):
// the distributed run imports the first 300 real rows, the embedded run the whole sample.
const DISTRIBUTED_ROWS = 300;

describeIfData('FMCSA import and carrier API [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  let census = CENSUS;
  let rows = existsSync(CENSUS) ? readCensus(CENSUS) : [];
  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    if (profile === 'distributed') {
      census = join(server.dataDir, 'FMCSA_CENSUS1_first.csv');
      writeFileSync(census, readFileSync(CENSUS, 'utf8').split('\n').slice(0, DISTRIBUTED_ROWS + 1).join('\n') + '\n');
      rows = readCensus(census);
    }
    broker = new ApiClient(server.baseUrl);
    expect((await broker.post('/api/auth/register', registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('imports the real census sample with the CLI, and the API shows each carrier as the file has it', async () => {
    const out = await importFiles(server, profile, [census]);
    const n = (profile === 'distributed' ? DISTRIBUTED_ROWS : 3292).toLocaleString('en-US');
    expect(out).toMatch(new RegExp(`${n} rows, ${n} new carriers`));
    for (const row of [rows[0], rows[1], rows[2], rows[Math.floor(rows.length / 2)], rows[rows.length - 1]]) {
      const res = await broker.get(`/api/carriers/${row.DOT_NUMBER}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        dotNumber: row.DOT_NUMBER,
        legalName: row.LEGAL_NAME,
        dbaName: row.DBA_NAME,
        phone: row.TELEPHONE.replace(/\D/g, ''),
        email: row.EMAIL_ADDRESS.toLowerCase(),
        city: row.PHY_CITY,
        state: row.PHY_STATE,
        zipCode: row.PHY_ZIP,
        truckCount: Number(row.NBR_POWER_UNIT || 0),
        driverCount: Number(row.DRIVER_TOTAL || 0),
      });
      const byDot = await broker.get(`/api/carriers/search?q=${row.DOT_NUMBER}`);
      expect(byDot.body.carriers[0].dotNumber).toBe(row.DOT_NUMBER);
    }
  });

  it('finds carriers by phone in any format and by partial name, paginated and counted', async () => {
    const row = rows.find((r) => r.TELEPHONE && r.LEGAL_NAME.split(' ').length >= 2)!;
    const digits = row.TELEPHONE.replace(/\D/g, '');
    for (const q of [row.TELEPHONE, digits, `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`]) {
      const res = await broker.get(`/api/carriers/search?q=${encodeURIComponent(q)}`);
      expect(res.body.carriers.map((c: { dotNumber: string }) => c.dotNumber)).toContain(row.DOT_NUMBER);
    }
    const partial = row.LEGAL_NAME.split(' ')[0].slice(0, 4).toLowerCase();
    const byName = await broker.get(`/api/carriers/search?q=${encodeURIComponent(partial)}&pageSize=5`);
    expect(byName.status).toBe(200);
    expect(byName.body.carriers.length).toBeGreaterThan(0);
    expect(byName.body.total).toBeGreaterThanOrEqual(byName.body.carriers.length);
    expect(byName.body.pageSize).toBe(5);
    expect((await broker.get('/api/carriers/search?q=%20')).status).toBe(400);
    expect((await broker.get('/api/carriers/999999999')).body.message).toBe('Carrier not found.');
    expect((await broker.get('/api/fmcsa/lookup?dot=999999999')).status).toBe(404);
    expect((await broker.get(`/api/fmcsa/lookup?dot=${row.DOT_NUMBER}`)).body.legalName).toBe(row.LEGAL_NAME);
    const history = await broker.get('/api/search-history');
    expect(history.body.length).toBeGreaterThan(3);
  });

  it('emits nothing when the same file comes again, and exactly the change when a saved carrier changes', async () => {
    const target = rows.find((r) => r.TELEPHONE && r.DOT_NUMBER !== rows[0].DOT_NUMBER)!;
    expect((await broker.post('/api/saved-carriers', { carrierId: target.DOT_NUMBER, notes: '', tags: [] })).status).toBe(201);
    const again = await importFiles(server, profile, [census]);
    expect(again).toMatch(/0 new carriers, 0 changed/);

    const changed = join(server.dataDir, 'FMCSA_CENSUS1_changed.csv');
    const text = readFileSync(census, 'utf8');
    const line = text.split('\n').find((l) => l.startsWith(`${target.DOT_NUMBER},`))!;
    writeFileSync(changed, text.replace(line, line.replace(target.TELEPHONE, '(555) 010-0199')));
    const third = await importFiles(server, profile, [changed]);
    expect(third).toMatch(/0 new carriers, 1 changed/);

    const alerts = await eventually(
      () => broker.get('/api/monitoring-alerts'),
      (r) => r.status === 200 && r.body.length > 0,
      'an alert for the saved carrier',
    );
    expect(alerts.body).toHaveLength(1);
    expect(alerts.body[0]).toMatchObject({ carrierId: target.DOT_NUMBER });
    expect(`${alerts.body[0].title} ${alerts.body[0].description}`).toMatch(/phone/i);
    expect((await broker.get(`/api/carriers/${target.DOT_NUMBER}`)).body.phone).toBe('5550100199');
  });

  it('keeps saved carriers per company', async () => {
    const other = new ApiClient(server.baseUrl);
    await other.post('/api/auth/register', registration());
    expect((await other.get('/api/saved-carriers')).body).toEqual([]);
    expect((await broker.get('/api/saved-carriers')).body.length).toBe(1);
    expect((await other.get('/api/monitoring-alerts')).body).toEqual([]);
  });
});
