import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectionRow, startSocrataStub, type SocrataStub } from '../../../test/support/fmcsa-socrata-stub';
import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { CENSUS_SAMPLE, CENSUS_SAMPLE_ROWS, importFiles } from '../../../test/support/import-cli';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

/** A CSV line split the simple way (the census sample quotes nothing that holds a comma in the columns read here). */
function readCensus(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = header.split(',');
  return lines.filter((l) => !l.includes('"')).map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

// FerretDB v1 on SQLite writes the distributed store's lookup collections at about 60 rows/s (infra/local/README.md):
// the distributed run imports the first 300 real rows, the embedded run the whole sample.
const DISTRIBUTED_ROWS = 300;

/** Equipment sync against a local server speaking FMCSA's open-data JSON: answers within 1.5 s, else "running". */
const equipmentEnv = (stub: SocrataStub): Record<string, string> => ({
  EQUIPMENT_SOURCE: 'fmcsa',
  FMCSA_DATA_URL: stub.url,
  FMCSA_TIMEOUT_MS: '5000',
  EQUIPMENT_SYNC_WAIT_MS: '1500',
});

describe.each(e2eProfiles())('FMCSA import and carrier API [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  let census = CENSUS_SAMPLE;
  let rows = readCensus(CENSUS_SAMPLE);
  let fmcsa: SocrataStub;
  beforeAll(async () => {
    fmcsa = await startSocrataStub();
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0', ...equipmentEnv(fmcsa) });
    if (profile === 'distributed') {
      census = join(server.dataDir, 'FMCSA_CENSUS1_first.csv');
      writeFileSync(census, readFileSync(CENSUS_SAMPLE, 'utf8').split('\n').slice(0, DISTRIBUTED_ROWS + 1).join('\n') + '\n');
      rows = readCensus(census);
    }
    broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await fmcsa?.close();
  });

  it('imports the real census sample with the CLI, and the API shows each carrier as the file has it', async () => {
    const out = await importFiles(server, profile, [census]);
    const n = (profile === 'distributed' ? DISTRIBUTED_ROWS : CENSUS_SAMPLE_ROWS).toLocaleString('en-US');
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
    expect(alerts.body[0]).toMatchObject({ carrierId: target.DOT_NUMBER, code: 'phone-changed', params: { who: expect.any(String) } });
    expect(`${alerts.body[0].title} ${alerts.body[0].description}`).toMatch(/phone/i);
    expect((await broker.get(`/api/carriers/${target.DOT_NUMBER}`)).body.phone).toBe('5550100199');
  });

  it('keeps saved carriers per company', async () => {
    const other = new ApiClient(server.baseUrl);
    await registerOnTrial(other, registration());
    expect((await other.get('/api/saved-carriers')).body).toEqual([]);
    expect((await broker.get('/api/saved-carriers')).body.length).toBe(1);
    expect((await other.get('/api/monitoring-alerts')).body).toEqual([]);
  });

  it('monitors a carrier that is not saved: listed among the monitored, not the saved, until monitoring stops', async () => {
    const watcher = new ApiClient(server.baseUrl);
    await registerOnTrial(watcher, registration());
    const dot = rows[3].DOT_NUMBER;
    const monitor = await watcher.post(`/api/carriers/${dot}/monitor`, { monitored: true });
    expect(monitor.status).toBe(200);
    expect(monitor.body).toMatchObject({ carrierId: dot, monitored: true });
    expect((await watcher.get('/api/monitored-carriers')).body).toEqual([expect.objectContaining({ carrierId: dot, monitored: true })]);
    expect((await watcher.get('/api/saved-carriers')).body).toEqual([]);
    expect((await watcher.post(`/api/carriers/${dot}/monitor`, { monitored: false })).status).toBe(200);
    expect((await watcher.get('/api/monitored-carriers')).body).toEqual([]);
  });

  it("syncs a carrier's equipment from FMCSA's inspection data as a background job and shows its outcome", async () => {
    const [first, slow, failing] = [rows[0], rows[1], rows[2]].map((r) => r.DOT_NUMBER);
    const sync = (dot: string, client = broker) => client.post(`/api/carriers/${dot}/equipment/sync`);
    const lastSync = async (dot: string) => (await broker.get(`/api/carriers/${dot}/equipment/sync`)).body.lastSync;
    const settled = (dot: string) => eventually(() => lastSync(dot), (s) => s && ['completed', 'failed'].includes(s.state), `the sync of ${dot} to end`, 60_000);
    /** POST, then (answer 202) the outcome once the job ends. */
    const outcome = async (dot: string) => {
      const res = await sync(dot);
      expect([200, 202]).toContain(res.status);
      expect(res.status === 200 ? ['completed'] : ['queued', 'running']).toContain(res.body.state);
      return res.status === 200 ? res.body : settled(dot);
    };

    // Who may ask, and about what.
    expect((await sync(first, new ApiClient(server.baseUrl))).status).toBe(401);
    expect(await sync('abc')).toMatchObject({ status: 400, body: { message: 'Carrier id must be a DOT number' } });
    expect(await sync('999999999')).toMatchObject({ status: 404, body: { message: 'Carrier not found.' } });
    expect((await broker.get('/api/carriers/999999999/equipment/sync')).status).toBe(404);
    expect(await broker.get(`/api/carriers/${first}/equipment/sync`)).toMatchObject({ status: 200, body: { lastSync: null } });
    expect(fmcsa.requests).toEqual([]);

    // First sync: a tractor seen twice (its VIN once in lower case with a space), its trailer, a truck known by its plate.
    const tractor = { type: 'TRUCK TRACTOR', make: 'FRHT', plate: 'R123456', plateState: 'NJ', vin: '3AKJHHDR7SSLA1234' };
    const inspections = [
      inspectionRow({ id: '1780987654', dot: first, date: '02-JAN-24', state: 'PA', units: [{ ...tractor, vin: '3akjhhdr 7SSLA1234' }] }),
      inspectionRow({ id: '1780123456', dot: first, date: '14-MAR-25', units: [tractor, { type: 'SEMI-TRAILER', make: 'UTIL', plate: 'T998877', plateState: 'NJ', vin: '1UYVS2531RM123456' }] }),
      inspectionRow({ id: '1781112224', dot: first, date: '2024-05-17', state: 'GA', units: [{ type: 'TRUCK', make: 'MACK', plate: 'GA-77X1', plateState: 'GA' }] }),
    ];
    fmcsa.answer(first, { rows: inspections });
    const synced = await outcome(first);
    expect(synced).toMatchObject({ state: 'completed', source: 'fmcsa', total: 3, synced: 3, added: 3, updated: 0, unchanged: 0, inspections: 4, error: '' });
    expect(synced).not.toHaveProperty('userId');
    expect(synced).not.toHaveProperty('companyId');
    // The census has no inspection figures: the page counts the inspections the vehicles were last seen at.
    expect((await broker.get(`/api/carriers/${first}`)).body).toMatchObject({ inspectionCount: 2 });
    const listed = (await broker.get(`/api/carriers/${first}/equipment`)).body;
    expect(listed.map((e: any) => [e.vehicleVin, e.licensePlate, e.lastSeen])).toEqual([
      ['1UYVS2531RM123456', 'T998877', '2025-03-14'],
      ['3AKJHHDR7SSLA1234', 'R123456', '2025-03-14'],
      ['', 'GA77X1', '2024-05-17'],
    ]);
    // The outcome is the carrier's (public FMCSA data): any signed-in company reads the same.
    const other = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(other, registration())).status).toBe(201);
    expect((await other.get(`/api/carriers/${first}/equipment/sync`)).body.lastSync).toEqual(synced);
    expect((await broker.get(`/api/equipment/search/1UYVS2531RM123456`)).body.vinDetails.carriers).toEqual([first]);

    // Again: nothing new. Then the tractor inspected again (new plate) and a new trailer.
    expect(await outcome(first)).toMatchObject({ state: 'completed', total: 3, added: 0, updated: 0, unchanged: 3 });
    fmcsa.answer(first, {
      rows: [...inspections, inspectionRow({ id: '1790000001', dot: first, date: '2025-06-01', units: [{ ...tractor, plate: 'R777777' }, { type: 'SEMI-TRAILER', vin: '1GRAA0620PB123456' }] })],
    });
    expect(await outcome(first)).toMatchObject({ state: 'completed', total: 4, added: 1, updated: 1, unchanged: 2 });
    expect((await broker.get(`/api/carriers/${first}/equipment`)).body.find((e: any) => e.vehicleVin === '3AKJHHDR7SSLA1234')).toMatchObject({ licensePlate: 'R777777', lastSeen: '2025-06-01' });

    // A slow answer: "running" (202) at once, a second request joins the same job, FMCSA is asked once.
    fmcsa.answer(slow, { rows: [inspectionRow({ id: '1', dot: slow, date: '2025-01-01', units: [tractor] })], delayMs: 4_000 });
    const running = await sync(slow);
    expect(running).toMatchObject({ status: 202, body: { finishedAt: '', total: 0 } });
    expect(['queued', 'running']).toContain(running.body.state);
    const joined = await sync(slow);
    expect(joined.status).toBe(202);
    expect(joined.body.jobId).toBe(running.body.jobId);
    expect(await settled(slow)).toMatchObject({ jobId: running.body.jobId, state: 'completed', added: 1 });
    expect(fmcsa.requestsFor(slow)).toHaveLength(1);

    // FMCSA failing: every attempt is made, then the sync fails with what went wrong; nothing is written.
    fmcsa.answer(failing, { status: 500 });
    const failed = await sync(failing);
    expect([202, 503]).toContain(failed.status);
    if (failed.status === 503) expect(failed.body.message).toBe('FMCSA inspection data answered HTTP 500: Internal error');
    expect(await settled(failing)).toMatchObject({ state: 'failed', attempts: 3, error: 'FMCSA inspection data answered HTTP 500: Internal error', total: 0 });
    expect(fmcsa.requestsFor(failing)).toHaveLength(3);
    expect((await broker.get(`/api/carriers/${failing}/equipment`)).body).toEqual([]);
  });
});
