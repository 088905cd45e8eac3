import { EQUIPMENT_FIXTURE, writeEquipmentFiles } from '../../test/support/equipment-files';
import { ApiClient, registration } from '../../test/support/http-client';
import { importFiles } from '../../test/support/import-cli';
import { e2eProfiles, startServer, type RunningServer } from '../../test/support/server-process';
import { registerOnTrial } from '../../test/support/trial';

/**
 * GET /api/equipment through the gateway, in both profiles, on data imported with the CLI as a user would: three real
 * carriers and four vehicles of two of them (test/support/equipment-files.ts).
 */
const { recent: RECENT } = EQUIPMENT_FIXTURE;

describe.each(e2eProfiles())('GET /api/equipment [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  const get = (query: string) => broker.get(`/api/equipment${query}`);
  const ids = async (query: string) => ((await get(query)).body.items as { vehicleVin: string; licensePlate: string }[]).map((e) => e.licensePlate);

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    await importFiles(server, profile, writeEquipmentFiles(server.dataDir));
    broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
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
