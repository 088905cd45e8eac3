import { freePort } from '../../../../test/support/server-process';
import { inspectionRow, startSocrataStub, type SocrataStub } from '../../../../test/support/fmcsa-socrata-stub';
import { EquipmentSourceError } from './equipment.source';
import { FmcsaEquipmentSource, type FmcsaEquipmentSourceOptions } from './fmcsa-equipment.source';

// The HTTP adapter over a real socket, against a local server speaking the open-data portal's JSON (FMCSA itself is
// outside our control): paging, the app token, and every way the portal can fail a sync.

const DOT = '3204417';
const VINS = ['3AKJHHDR7SSLA1234', '1UYVS2531RM123456', '1HTMMAAL2CH123456', '1FUJGLDR8CLBP8834', '1GRAA0620PB123456'];
const rows = VINS.map((vin, i) => inspectionRow({ id: `17801234${i}`, dot: DOT, date: `2025-0${i + 1}-15`, units: [{ type: 'TRUCK TRACTOR', make: 'FRHT', vin, plate: `P${i}`, plateState: 'TX' }] }));

async function failure(promise: Promise<unknown>): Promise<EquipmentSourceError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(EquipmentSourceError);
    return e as EquipmentSourceError;
  }
  throw new Error('expected the source to fail');
}

describe('FmcsaEquipmentSource against a Socrata-speaking server', () => {
  let stub: SocrataStub;
  const source = (options: Partial<FmcsaEquipmentSourceOptions> = {}) =>
    new FmcsaEquipmentSource({ baseUrl: stub.url, dataset: stub.dataset, appToken: 'app-token-1', timeoutMs: 2_000, maxRows: 5_000, ...options });

  beforeEach(async () => {
    stub = await startSocrataStub({ appToken: 'app-token-1' });
  });
  afterEach(async () => {
    await stub.close();
  });

  it('reads every page of the carrier’s inspections with the app token and maps them to vehicles', async () => {
    stub.answer(DOT, { rows });
    const vehicles = await source({ pageSize: 2 }).vehiclesOf(DOT);
    expect(vehicles.map((v) => [v.id, v.lastSeen, v.inspectionCount])).toEqual(VINS.map((vin, i) => [`${DOT}:${vin}`, `2025-0${i + 1}-15`, 1]).reverse());
    expect(stub.requestsFor(DOT).map((r) => [r.dataset, r.order, r.limit, r.offset, r.appToken])).toEqual([
      ['rbkj-cgst', ':id', 2, 0, 'app-token-1'],
      ['rbkj-cgst', ':id', 2, 2, 'app-token-1'],
      ['rbkj-cgst', ':id', 2, 4, 'app-token-1'],
    ]);
  });

  it('stops at FMCSA_MAX_ROWS rows, and answers no vehicles for a carrier never inspected', async () => {
    stub.answer(DOT, { rows });
    expect(await source({ maxRows: 3, pageSize: 2 }).vehiclesOf(DOT)).toHaveLength(3);
    expect(stub.requestsFor(DOT).map((r) => [r.limit, r.offset])).toEqual([
      [2, 0],
      [1, 2],
    ]);
    expect(await source().vehiclesOf('44')).toEqual([]);
  });

  it('keeps a path prefix of the base URL', async () => {
    const error = await failure(source({ baseUrl: `${stub.url}/api/` }).vehiclesOf(DOT));
    expect(error.message).toBe('FMCSA inspection data answered HTTP 404: Not found');
  });

  it.each([
    ['an error status with Socrata’s message', { status: 500 }, 'FMCSA inspection data answered HTTP 500: Internal error'],
    ['an error status with a body that is not JSON', { status: 502, body: '<html>Bad Gateway</html>' }, 'FMCSA inspection data answered HTTP 502'],
    ['invalid JSON', { raw: '[{"dot_number": "3204417",' }, 'FMCSA inspection data answered with invalid JSON'],
    ['JSON that is not a list', { raw: '{"rows": []}' }, 'FMCSA inspection data answered with something other than a list of inspections'],
    ['rows that are not inspections', { rows: [{ name: 'x' }, { name: 'y' }] }, 'FMCSA inspection data could not be read: row 1: DOT_NUMBER is empty'],
  ])('fails with a clear message on %s', async (_what, answer, message) => {
    stub.answer(DOT, answer);
    expect((await failure(source().vehiclesOf(DOT))).message).toBe(message);
  });

  it('reports a refused app token, a missing one and an unknown dataset as the portal words them', async () => {
    expect((await failure(source({ appToken: 'wrong' }).vehiclesOf(DOT))).message).toBe('FMCSA inspection data answered HTTP 403: Invalid app_token specified');
    // Without a token configured the request carries none (this portal wants one).
    expect((await failure(source({ appToken: undefined }).vehiclesOf(DOT))).message).toBe('FMCSA inspection data answered HTTP 403: Invalid app_token specified');
    expect(stub.requests.at(-1)?.appToken).toBe('');
    expect((await failure(source({ dataset: 'zzzz-9999' }).vehiclesOf(DOT))).message).toBe(
      'FMCSA inspection data answered HTTP 404: Dataset zzzz-9999 not found',
    );
  });

  it('gives up after the timeout, whether the answer is late or stalls half-way', async () => {
    stub.answer(DOT, { rows, delayMs: 1_500 });
    let started = Date.now();
    expect((await failure(source({ timeoutMs: 300 }).vehiclesOf(DOT))).message).toBe('FMCSA inspection data did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(1_400);

    stub.answer(DOT, { rows, stallBodyMs: 1_500 });
    started = Date.now();
    expect((await failure(source({ timeoutMs: 300 }).vehiclesOf(DOT))).message).toBe('FMCSA inspection data did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('says so when the portal cannot be reached', async () => {
    const closed = await freePort();
    expect((await failure(source({ baseUrl: `http://127.0.0.1:${closed}` }).vehiclesOf(DOT))).message).toBe('FMCSA inspection data could not be reached (ECONNREFUSED)');
  });
});
