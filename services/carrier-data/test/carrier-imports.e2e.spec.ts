/**
 * GET /api/admin/carrier-imports: the runs of `npm run import`, read by the running server from the data the CLI
 * writes (the same SQLite files embedded, the same MongoDB database distributed). Platform-wide data: for the platform
 * operator only (configured by OPERATOR_EMAIL / OPERATOR_PASSWORD), never for a company's ADMIN.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ApiClient, registration } from '../../../test/support/http-client';
import { CENSUS_SAMPLE_ROWS, importFiles, writeCensusWithShortRows } from '../../../test/support/import-cli';
import { demoAccount, e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';

// FerretDB writes the distributed carrier store at about 60 rows/s: fewer rows there.
const ROWS = { embedded: CENSUS_SAMPLE_ROWS, distributed: 200 };
const DENIED = 'This is available to LogiScope platform operators only.';
const OPERATOR = { email: 'operator@imports.example', password: 'operator password 1' };
describe.each(e2eProfiles())('GET /api/admin/carrier-imports [%s]', (profile) => {
  let server: RunningServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password });
    admin = new ApiClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', OPERATOR)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should require authentication', async () => {
    const visitor = new ApiClient(server.baseUrl);
    for (const path of ['/api/admin/carrier-imports', '/api/admin/carrier-imports/anything']) {
      const res = await visitor.get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED', params: {}, issues: [] });
    }
  });

  it("should refuse every signed-in user who is not the operator, a company's ADMIN included", async () => {
    const companyAdmin = new ApiClient(server.baseUrl);
    const reg = await companyAdmin.post('/api/auth/register', registration());
    expect(reg.body.role).toBe('ADMIN');
    // A broker who registered without an MC number has no company yet.
    const gated = new ApiClient(server.baseUrl);
    expect((await gated.post('/api/auth/register', registration({ companyType: 'BROKER' }))).status).toBe(201);
    for (const client of [companyAdmin, gated]) {
      const refused = await client.get('/api/admin/carrier-imports');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: DENIED, code: 'OPERATOR_ONLY', params: {}, issues: [] });
      expect((await client.get('/api/admin/carrier-imports/anything')).status).toBe(403);
    }
  });

  it('should refuse to register the operator e-mail: the role is configuration only', async () => {
    const res = await new ApiClient(server.baseUrl).post('/api/auth/register', registration({ email: OPERATOR.email }));
    expect(res.status).toBe(409);
  });

  if (profile === 'embedded') {
    it('should refuse a user with the USER role (the seeded demo user)', async () => {
      const user = new ApiClient(server.baseUrl);
      const login = await user.post('/api/auth/login', demoAccount(server, 'USER'));
      expect(login.status).toBe(200);
      expect(login.body.role).toBe('USER');
      const refused = await user.get('/api/admin/carrier-imports');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DENIED);
    });
  }

  it('should list nothing before the first import', async () => {
    const res = await admin.get('/api/admin/carrier-imports');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('should show a CLI import as completed with its counts and the rows it skipped, then a second one first', async () => {
    const rows = ROWS[profile];
    const { file, lines } = writeCensusWithShortRows(server.dataDir, rows);
    const size = statSync(file).size;
    const out = await importFiles(server, profile, [file]);
    const n = rows.toLocaleString('en-US');
    expect(out).toContain(`${(rows + 2).toLocaleString('en-US')} rows, ${n} new carriers, 0 changed, 0 unchanged, 2 rows skipped`);
    const runId = /Import (imp_\w+):/.exec(out)![1];

    const list = await admin.get('/api/admin/carrier-imports');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [first] = list.body;
    expect(first).toMatchObject({
      runId,
      status: 'completed',
      files: [{ name: basename(file), layout: 'census-42', size, bytesDone: size, done: true }],
      currentFile: '',
      initialLoad: true,
      bytesDone: size,
      bytesTotal: size,
      percent: 100,
      rowsRead: rows + 2,
      etaSeconds: null,
      rowErrors: 2,
      created: rows,
      changed: 0,
      unchanged: 0,
    });
    expect(first.errorSamples).toEqual([
      { file: basename(file), line: 12, reason: expect.stringMatching(/short row/) },
      { file: basename(file), line: rows + 3, reason: expect.stringMatching(/short row/) },
    ]);
    expect(first.rowsPerSecond).toBeGreaterThan(0);
    expect(Date.parse(first.finishedAt)).toBeGreaterThanOrEqual(Date.parse(first.startedAt));
    expect(JSON.stringify(first)).not.toContain(server.dataDir);

    const one = await admin.get(`/api/admin/carrier-imports/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
    const missing = await admin.get('/api/admin/carrier-imports/no-such-import');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Import not found.');

    // A second file: the same carriers, one with a new phone number (TELEPHONE is the 17th column).
    const line = lines.find((l, i) => i >= 10 && !l.includes('"') && l.split(',')[16])!;
    const changed = join(server.dataDir, 'FMCSA_CENSUS1_changed.csv');
    writeFileSync(changed, readFileSync(file, 'utf8').replace(line, line.replace(line.split(',')[16], '(555) 010-0199')));
    expect(await importFiles(server, profile, [changed])).toContain(`0 new carriers, 1 changed, ${(rows - 1).toLocaleString('en-US')} unchanged, 2 rows skipped`);

    const both = await admin.get('/api/admin/carrier-imports');
    expect(both.body.map((r: { files: { name: string }[] }) => r.files[0].name)).toEqual([basename(changed), basename(file)]);
    expect(both.body[0]).toMatchObject({ status: 'completed', initialLoad: false, rowsRead: rows + 2, created: 0, changed: 1, unchanged: rows - 1, rowErrors: 2 });
    expect(both.body[1]).toEqual(first);
    expect((await admin.get('/api/admin/carrier-imports?limit=1')).body.map((r: { id: string }) => r.id)).toEqual([both.body[0].id]);
  });
});
