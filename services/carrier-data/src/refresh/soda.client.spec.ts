import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { easternInstant, startMotusPortal, type MotusPortalStub } from '../../../../test/support/motus-portal.stub';
import { censusRow, motusCarrier } from '../../../../test/support/motus-rows';
import { SodaClient, type SodaClientOptions } from './soda.client';

// The portal client over a real socket, against the stand-in portal (test/support/motus-portal.stub.ts).

const rows = Array.from({ length: 5 }, (_, i) => motusCarrier({ dot: `310000${i}`, docket: `MC90000${i}`, name: `CARRIER ${i} LLC`, ...(i === 2 ? { dba: 'TWO TRUCKING' } : {}) }));

describe('SodaClient against the stand-in portal', () => {
  let portal: MotusPortalStub;
  let dir: string;
  const client = (options: Partial<SodaClientOptions> = {}) => new SodaClient({ baseUrl: portal.url, appToken: 'token-1', timeoutMs: 1_000, pageRows: 2, backoffMs: 5, ...options });
  const readRows = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>[];

  beforeEach(async () => {
    portal = await startMotusPortal({ appToken: 'token-1' });
    portal.publish('nakq-58th', '2026-09-03', rows);
    dir = mkdtempSync(join(tmpdir(), 'soda-client-'));
  });
  afterEach(async () => {
    await portal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pages with $limit/$offset/$order=:id and the app token until a short page, into one JSON array', async () => {
    const path = join(dir, 'motus-carrier-nakq-58th-2026-09-03.json');
    const got = await client().download('nakq-58th', path);
    expect(portal.rowRequests('nakq-58th').map((r) => [r.limit, r.offset, r.order, r.where, r.appToken])).toEqual([
      [2, 0, ':id', '', 'token-1'],
      [2, 2, ':id', '', 'token-1'],
      [2, 4, ':id', '', 'token-1'],
    ]);
    expect(got).toEqual({ path, rows: 5, pages: 3, sha256: createHash('sha256').update(readFileSync(path)).digest('hex') });
    // Copied as the portal sent them: a blank value stays a missing key (the importer reads it as blank).
    expect(readRows(path)).toEqual(rows);
    expect(readRows(path)[0]).not.toHaveProperty('dba_name');
    expect(readRows(path)[2].dba_name).toBe('TWO TRUCKING');
    expect(readdirSync(dir)).toEqual(['motus-carrier-nakq-58th-2026-09-03.json']);
  });

  it('asks one more page when the last one was full, and writes an empty array for an empty data set', async () => {
    portal.publish('nakq-58th', '2026-09-03', rows.slice(0, 4));
    expect((await client().download('nakq-58th', join(dir, 'four.json'))).rows).toBe(4);
    expect(portal.rowRequests('nakq-58th').map((r) => r.offset)).toEqual([0, 2, 4]);
    portal.publish('x96h-evps', '2026-09-03', []);
    expect((await client().download('x96h-evps', join(dir, 'none.json'))).rows).toBe(0);
    expect(readRows(join(dir, 'none.json'))).toEqual([]);
  });

  it('sends no token header when none is configured, and $where when asked', async () => {
    const open = await startMotusPortal();
    try {
      open.publish('az4n-8mr2', '2026-09-03', [censusRow({ dot: '1', name: 'OLD', added: '1990-01-01', filed: '2020-01-01' }), censusRow({ dot: '2', name: 'NEW', added: '2026-09-02', filed: '2026-09-02' })]);
      const got = await new SodaClient({ baseUrl: open.url, timeoutMs: 1_000, pageRows: 10 }).download('az4n-8mr2', join(dir, 'census.json'), { where: "add_date >= '20260902' OR mcs150_date >= '20260902'" });
      expect(got.rows).toBe(1);
      expect(open.requests.map((r) => [r.appToken, r.where])).toEqual([['', "add_date >= '20260902' OR mcs150_date >= '20260902'"]]);
    } finally {
      await open.close();
    }
  });

  it("reads the publication day in US Eastern time from the metadata's rowsUpdatedAt", async () => {
    expect(await client().publication('nakq-58th')).toEqual({ rowsUpdatedAt: easternInstant('2026-09-03'), day: '2026-09-03' });
    // 11 PM Eastern is already the next day in UTC.
    portal.publish('nakq-58th', '2026-09-03', rows, { at: '2026-09-04T03:00:00Z' });
    expect((await client().publication('nakq-58th')).day).toBe('2026-09-03');
    expect(portal.requests.filter((r) => r.kind === 'metadata').every((r) => r.appToken === 'token-1')).toBe(true);
  });

  it('retries a 500 and a timeout with backoff, a page from its start, and succeeds', async () => {
    portal.fault({ id: 'nakq-58th', kind: 'rows', status: 500, times: 2 });
    const first = join(dir, 'a.json');
    expect((await client().download('nakq-58th', first)).rows).toBe(5);
    portal.fault({ id: 'nakq-58th', kind: 'rows', delayMs: 600, times: 1 });
    const second = join(dir, 'b.json');
    expect((await client({ timeoutMs: 200 }).download('nakq-58th', second)).rows).toBe(5);
    expect(readRows(first)).toEqual(rows);
    expect(readRows(second)).toEqual(rows);
  });

  it('retries a page cut off mid-answer without keeping its first bytes', async () => {
    // The first answer drops after half a row: the file must not keep it.
    portal.fault({ id: 'nakq-58th', kind: 'rows', cutOff: true, times: 1 });
    const path = join(dir, 'cut.json');
    expect((await client().download('nakq-58th', path)).rows).toBe(5);
    expect(portal.rowRequests('nakq-58th').map((r) => r.offset)).toEqual([0, 0, 2, 4]);
    expect(readRows(path)).toEqual(rows);
  });

  it('gives up after its attempts with what the portal said, leaving no file behind', async () => {
    portal.fault({ id: 'nakq-58th', kind: 'rows', status: 500 });
    const path = join(dir, 'failed.json');
    await expect(client({ attempts: 3 }).download('nakq-58th', path)).rejects.toThrow('data set nakq-58th (rows from 0): the portal answered HTTP 500: Internal error (3 attempts)');
    expect(portal.rowRequests('nakq-58th')).toHaveLength(3);
    expect(readdirSync(dir)).toEqual([]);

    portal.clearFaults();
    portal.fault({ id: 'nakq-58th', kind: 'metadata', delayMs: 500 });
    await expect(client({ attempts: 2, timeoutMs: 100 }).publication('nakq-58th')).rejects.toThrow("data set nakq-58th's metadata: no answer within 0.1 s (2 attempts)");
  });

  it('does not retry what a retry cannot change: a refused token, an unknown data set, a bad query', async () => {
    await expect(client({ appToken: 'wrong' }).publication('nakq-58th')).rejects.toThrow("data set nakq-58th's metadata: the portal answered HTTP 403: Invalid app_token specified");
    await expect(client().download('zzzz-0000', join(dir, 'missing.json'))).rejects.toThrow('the portal answered HTTP 404: Dataset zzzz-0000 not found');
    await expect(client().download('nakq-58th', join(dir, 'bad.json'), { where: 'nonsense' })).rejects.toThrow(/HTTP 400/);
    expect(portal.requests).toHaveLength(3);
    expect(existsSync(join(dir, 'bad.json.part'))).toBe(false);
  });
});
