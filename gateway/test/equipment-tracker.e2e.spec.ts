import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSPECTION_UNITS_HEADER } from '../../services/carrier-data/src/ingest';
import { ApiClient, registration } from '../../test/support/http-client';
import { CENSUS_SAMPLE, importFiles } from '../../test/support/import-cli';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';

/**
 * GET /api/equipment through the gateway, in both profiles, on data imported with the CLI as a user would: three real
 * carriers of the census sample and an inspection file (SMS Input – Inspection layout) with four vehicles of two of
 * them — a tractor and its trailer seen last month, a tractor put out of service two months ago, a straight truck
 * last seen in 2019.
 */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const RECENT = daysAgo(30);
const EARLIER = daysAgo(60);

interface Unit {
  type: string;
  make: string;
  plate: string;
  vin: string;
}

/** One inspection row of the 39-column layout (up to two units). */
function inspection(id: string, dot: string, date: string, units: Unit[], outcome: { vehicleOos: number; vehicleViolations: number }): string {
  const cells: Record<string, string> = {
    Unique_ID: id,
    Report_Number: `TX${id}`,
    Report_State: 'TX',
    DOT_Number: dot,
    Insp_Date: date,
    Insp_level_ID: '2',
    Vehicle_OOS_Total: String(outcome.vehicleOos),
    OOS_Total: String(outcome.vehicleOos),
    Vh_Maint_Viol: String(outcome.vehicleViolations),
    BASIC_Viol: String(outcome.vehicleViolations),
  };
  units.forEach((u, i) => {
    const n = i === 0 ? '' : '2';
    Object.assign(cells, { [`Unit_Type_Desc${n}`]: u.type, [`Unit_Make${n}`]: u.make, [`Unit_License${n}`]: u.plate, [`Unit_License_State${n}`]: 'NJ', [`VIN${n}`]: u.vin });
  });
  return INSPECTION_UNITS_HEADER.map((h) => cells[h] ?? '').join(',');
}

describe.each(e2eProfiles())('GET /api/equipment [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  const get = (query: string) => broker.get(`/api/equipment${query}`);
  const ids = async (query: string) => ((await get(query)).body.items as { vehicleVin: string; licensePlate: string }[]).map((e) => e.licensePlate);

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    const [header, ...rows] = readFileSync(CENSUS_SAMPLE, 'utf8').split(/\r?\n/);
    const census = join(server.dataDir, 'FMCSA_CENSUS1_e2e.csv');
    // DOT 1 (FMCSA itself) and 44 (GLEN DYER, DBA DYERS TRUCKING SERVICE) and the next carrier.
    writeFileSync(census, [header, ...rows.slice(0, 3), ''].join('\n'));
    const units = join(server.dataDir, 'SMS_Input_Inspection_e2e.csv');
    writeFileSync(
      units,
      [
        INSPECTION_UNITS_HEADER.join(','),
        inspection('9100000001', '44', RECENT, [
          { type: 'TRUCK TRACTOR', make: 'FRHT', plate: 'E2E101', vin: '3AKJHHDR7SSLA1234' },
          { type: 'SEMI-TRAILER', make: 'UTIL', plate: 'E2E102', vin: '1UYVS2531RM123456' },
        ], { vehicleOos: 0, vehicleViolations: 0 }),
        inspection('9100000002', '44', EARLIER, [{ type: 'TRUCK TRACTOR', make: 'KENW', plate: 'E2E103', vin: '1XKYD49X0LJ654321' }], { vehicleOos: 1, vehicleViolations: 2 }),
        inspection('9100000003', '1', '2019-05-17', [{ type: 'STRAIGHT TRUCK', make: 'INTL', plate: 'E2E104', vin: '' }], { vehicleOos: 0, vehicleViolations: 0 }),
        '',
      ].join('\n'),
    );
    await importFiles(server, profile, [census, units]);
    broker = new ApiClient(server.baseUrl);
    expect((await broker.post('/api/auth/register', registration())).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should require authentication', async () => {
    expect((await new ApiClient(server.baseUrl).get('/api/equipment')).status).toBe(401);
  });

  it('lists every vehicle, most recently seen first, with its carrier and derived status', async () => {
    const all = await get('');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 4, capped: false, page: 1, pageSize: 12 });
    expect(all.body.items.map((e: { licensePlate: string }) => e.licensePlate)).toEqual(['E2E102', 'E2E101', 'E2E103', 'E2E104']);
    const [trailer, tractor, outOfService, old] = all.body.items;
    expect(trailer).toMatchObject({ carrierId: '44', companyName: 'GLEN DYER', kind: 'TRAILER', equipmentType: 'SEMI-TRAILER', status: 'ACTIVE', inspectionResult: 'PASSED', lastSeen: RECENT });
    expect(tractor).toMatchObject({ kind: 'TRACTOR', equipmentMake: 'FRHT', vehicleVin: '3AKJHHDR7SSLA1234', vehicleOutOfService: false, vehicleViolations: 0 });
    expect(outOfService).toMatchObject({ status: 'OUT_OF_SERVICE', inspectionResult: 'FAILED', vehicleOutOfService: true, vehicleViolations: 2 });
    expect(old).toMatchObject({ carrierId: '1', companyName: 'FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION', kind: 'TRACTOR', status: 'INACTIVE' });
    expect(await ids('?page=2&pageSize=3')).toEqual(['E2E104']);
  });

  it('searches by plate, make, carrier name and DOT number', async () => {
    expect(await ids('?q=e2e103')).toEqual(['E2E103']);
    expect(await ids('?q=FRHT')).toEqual(['E2E101']);
    expect(await ids('?q=kenw')).toEqual(['E2E103']);
    expect(await ids(`?q=${encodeURIComponent('dyers trucking')}`)).toEqual(['E2E102', 'E2E101', 'E2E103']);
    expect(await ids(`?q=${encodeURIComponent('DOT 1')}`)).toEqual(['E2E104']);
  });

  it('filters by type and status', async () => {
    expect(await ids('?type=TRAILER')).toEqual(['E2E102']);
    expect(await ids('?type=tractor&status=OUT_OF_SERVICE')).toEqual(['E2E103']);
    expect(await ids('?status=ACTIVE')).toEqual(['E2E102', 'E2E101']);
    expect(await ids('?status=INACTIVE')).toEqual(['E2E104']);
    expect(await ids('?q=dyer&type=TRACTOR')).toEqual(['E2E101', 'E2E103']);
  });

  it('looks a VIN up by any part of it (VIN Lookup), and finds nothing for nonsense', async () => {
    const found = await get('?vin=la-1234&pageSize=1');
    expect(found.body).toMatchObject({ total: 1, items: [{ vehicleVin: '3AKJHHDR7SSLA1234' }] });
    expect((await get('?vin=RM1234')).body.items.map((e: { vehicleVin: string }) => e.vehicleVin)).toEqual(['1UYVS2531RM123456']);
    expect((await get('?q=zzqqxx%20nothing')).body).toEqual({ items: [], total: 0, capped: false, page: 1, pageSize: 12 });
  });

  it('answers 400 with the catalogue’s message for input it cannot answer', async () => {
    expect(await get('?type=BUS')).toMatchObject({ status: 400, body: { code: 'EQUIPMENT_TYPE_INVALID', message: 'Type must be ALL, TRACTOR or TRAILER' } });
    expect(await get('?status=IN_TRANSIT')).toMatchObject({ status: 400, body: { code: 'EQUIPMENT_STATUS_INVALID' } });
    expect(await get('?vin=AB1')).toMatchObject({ status: 400, body: { code: 'EQUIPMENT_VIN_INVALID', message: 'Please enter 4 to 17 letters or digits of the VIN' } });
    expect((await get('?pageSize=500')).status).toBe(400);
    expect((await get(`?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
