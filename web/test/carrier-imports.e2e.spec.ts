/**
 * FMCSA data imports on /fmcsa-integration in a real browser against the real server: the platform operator sees what
 * `npm run import` loaded (status, rows, carriers, skipped rows with file:line and reason); import runs are
 * platform-wide data, so company users, company administrators and visitors do not see the section (and the API
 * refuses them). Embedded, an import of synthetic carriers is also watched while
 * it runs: frozen (SIGSTOP) right after its first committed batches so its progress can be read, in the middle of a
 * write to the file the server writes too (as Ctrl-Z would leave it: the server must go on answering), then let go
 * until the page, polling on its own, shows it completed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Locator } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { registration } from '../../test/support/http-client';
import { CENSUS_SAMPLE_ROWS, importFiles, startImport, writeCensusWithShortRows, type BackgroundImport } from '../../test/support/import-cli';
import { demoAccount, e2eProfiles, operatorAccount, type RunningServer } from '../../test/support/server-process';

// testTimeout in a jest project entry is not applied (it is a global option): set it here.
jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '..', '..');
// FerretDB writes the distributed carrier store slowly: fewer rows there.
const ROWS: Record<string, number> = { embedded: CENSUS_SAMPLE_ROWS, distributed: 200 };
const SYNTHETIC_ROWS = 200_000;
const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
/** The distributed profile seeds no demo: its operator comes from configuration (OPERATOR_EMAIL / OPERATOR_PASSWORD). */
const CONFIGURED_OPERATOR = { email: 'operator@e2e.logiscope.dev', password: 'operator-e2e-2026' };
const operatorOf = (profile: string, server: RunningServer) => (profile === 'embedded' ? operatorAccount(server) : CONFIGURED_OPERATOR);

interface ImportAnswer {
  id: string;
  status: string;
  percent: number;
  rowsRead: number;
  rowsPerSecond: number;
  etaSeconds: number | null;
  currentFile: string;
  files: { name: string }[];
}

describe.each(e2eProfiles())('FMCSA data imports in the browser [%s]', (profile) => {
  let background: BackgroundImport | undefined;
  // Before the browser and the server go (declared before useBrowserE2e, so it runs first).
  afterAll(() => {
    background?.stop();
  });
  const env: Record<string, string> =
    profile === 'embedded' ? { CARRIER_DATA_DEMO_ROWS: '0' } : { CARRIER_DATA_DEMO_ROWS: '0', OPERATOR_EMAIL: CONFIGURED_OPERATOR.email, OPERATOR_PASSWORD: CONFIGURED_OPERATOR.password };
  const e2e = useBrowserE2e(profile, { env, viewport: { width: 1440, height: 900 } });

  /** Signs the browser in as a new shipper, the administrator of their company (not a platform operator). */
  async function signInAsAdmin(): Promise<void> {
    const res = await e2e.page.request.post('/api/auth/register', { data: registration({ firstName: 'Ada', lastName: 'Admin' }) });
    expect(res.status()).toBe(201);
    const user = await res.json();
    expect([user.role, user.isOperator]).toEqual(['ADMIN', false]);
  }

  /** Signs the browser in as the platform operator. */
  async function signInAsOperator(): Promise<void> {
    const res = await e2e.page.request.post('/api/auth/login', { data: operatorOf(profile, e2e.server) });
    expect(res.status()).toBe(200);
    expect((await res.json()).isOperator).toBe(true);
  }

  /** /fmcsa-integration once the lookup shows the live data source (the session is known by then). */
  async function openLookup(): Promise<void> {
    await e2e.page.goto('/fmcsa-integration');
    await e2e.page.getByRole('button', { name: 'Search FMCSA' }).waitFor(VISIBLE);
  }

  async function openLookupSignedIn(): Promise<void> {
    await openLookup();
    await e2e.page.getByTestId('fmcsa-footer').getByText(/as loaded into LogiScope/).waitFor(VISIBLE);
  }

  const section = () => e2e.page.getByTestId('fmcsa-imports');
  const row = (id: string): Locator => section().locator(`tr[data-row-key="${id}"]`);
  const cell = async (r: Locator, testId: string) => (await r.getByTestId(testId).textContent())?.trim();

  async function imports(): Promise<ImportAnswer[]> {
    const res = await e2e.page.request.get('/api/admin/carrier-imports');
    expect(res.status()).toBe(200);
    return (await res.json()) as ImportAnswer[];
  }

  it('shows visitors, company users and company administrators no import section', async () => {
    const { server, page, shots } = e2e;
    await openLookup();
    await page.getByTestId('fmcsa-sample-notice').waitFor(VISIBLE);
    expect(await section().count()).toBe(0);
    if (profile !== 'embedded') return;
    // The seeded demo company's user (role USER).
    const login = await page.request.post('/api/auth/login', { data: demoAccount(server, 'USER') });
    expect((await login.json()).role).toBe('USER');
    await openLookupSignedIn();
    expect(await section().count()).toBe(0);
    await snap(page, shots, `${profile}-i01-lookup-as-user`);
  });

  it('shows a company administrator no import section: import runs are for the platform operator', async () => {
    const { page, shots } = e2e;
    await signInAsAdmin();
    await openLookupSignedIn();
    expect(await section().count()).toBe(0);
    const refused = await page.request.get('/api/admin/carrier-imports');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'OPERATOR_ONLY', message: 'This is available to LogiScope platform operators only.' });
    await snap(page, shots, `${profile}-i01b-lookup-as-admin`);
  });

  it('shows the platform operator the empty state, then the completed import with its counts and skipped rows', async () => {
    const { server, page, shots } = e2e;
    await signInAsOperator();
    await openLookupSignedIn();
    await section().getByText('FMCSA data imports').waitFor(VISIBLE);
    await section().getByTestId('imports-empty').getByText('No imports yet — run npm run import -- <files> on the server', { exact: false }).waitFor(VISIBLE);
    await snap(page, shots, `${profile}-i02-imports-empty`);

    const rows = ROWS[profile];
    const { file } = writeCensusWithShortRows(server.dataDir, rows);
    await importFiles(server, profile, [file]);
    const [run] = await imports();

    await page.reload();
    const line = row(run.id);
    await line.waitFor(VISIBLE);
    expect(await line.getByTestId('import-status').textContent()).toBe('Completed');
    expect(await cell(line, 'import-files')).toBe(basename(file));
    expect(await line.getByTestId('import-progress').getAttribute('data-percent')).toBe('100');
    expect(await cell(line, 'import-rows-read')).toBe((rows + 2).toLocaleString('en-US'));
    expect(await cell(line, 'import-created')).toBe(rows.toLocaleString('en-US'));
    expect(await cell(line, 'import-changed')).toBe('0');
    expect(await cell(line, 'import-unchanged')).toBe('0');
    expect(await cell(line, 'import-row-errors')).toBe('2');
    expect(await cell(line, 'import-rows-per-second')).toBe(run.rowsPerSecond.toLocaleString('en-US'));
    expect(run.rowsPerSecond).toBeGreaterThan(0);
    expect(await line.getByTestId('import-eta').count()).toBe(0);
    expect(await line.getByTestId('import-current-file').count()).toBe(0);
    expect(await cell(line, 'import-finished')).not.toBe('—');

    // The skipped rows, expanded: file:line and reason.
    await line.getByRole('button', { name: /expand/i }).click();
    const samples = section().getByTestId('import-error-sample');
    await samples.first().waitFor(VISIBLE);
    expect(await samples.allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${basename(file).replace('.', '\\.')}:12 .*short row`)),
      expect.stringMatching(new RegExp(`^${basename(file).replace('.', '\\.')}:${rows + 3} .*short row`)),
    ]);
    await section().getByText('First skipped rows (2 of 2)').waitFor(VISIBLE);
    await snap(page, shots, `${profile}-i03-import-completed`);
  });

  if (profile === 'embedded') {
    it('shows an import while it runs, then completed without a reload', async () => {
      const { server, page, shots } = e2e;
      const dir = join(server.dataDir, 'synthetic');
      mkdirSync(dir, { recursive: true });
      execFileSync(process.execPath, [join(ROOT, 'services/carrier-data/dist/ingest/synthetic/generate.js'), '--rows', String(SYNTHETIC_ROWS), '--files', 'census-147', '--seed', '7', '--out', dir], { stdio: 'ignore' });
      const file = join(dir, 'Company_Census_File_2025_09_15.csv');
      expect(existsSync(file)).toBe(true);

      await signInAsOperator();
      await openLookupSignedIn();
      await section().getByTestId('imports-table').waitFor(VISIBLE);

      // Frozen as soon as the server shows committed rows of it, short of the end, holding carrier-data.db's write lock.
      background = startImport(server, profile, [file]);
      let running: ImportAnswer | undefined;
      const deadline = Date.now() + 60_000;
      while (!running && Date.now() < deadline) {
        running = (await imports()).find((r) => r.files[0]?.name === basename(file) && r.status === 'running' && r.rowsRead > 0);
        if (!running) await new Promise((r) => setTimeout(r, 20));
      }
      await background.pauseWhileWriting();
      expect(running).toBeDefined();
      const [paused] = (await imports()).filter((r) => r.id === running!.id);
      expect(paused).toMatchObject({ status: 'running', currentFile: basename(file) });
      expect(paused.rowsRead).toBeGreaterThan(0);
      expect(paused.rowsRead).toBeLessThan(SYNTHETIC_ROWS);
      expect(paused.percent).toBeGreaterThan(0);
      expect(paused.percent).toBeLessThan(100);
      expect(paused.etaSeconds).not.toBeNull();

      await page.reload();
      const line = row(paused.id);
      await line.waitFor(VISIBLE);
      expect(await line.getByTestId('import-status').textContent()).toBe('Running');
      expect(Number(await line.getByTestId('import-progress').getAttribute('data-percent'))).toBe(paused.percent);
      expect(await cell(line, 'import-current-file')).toBe(basename(file));
      expect(await line.getByTestId('import-current-file').getAttribute('title')).toBe(`Reading ${basename(file)}`);
      expect(await cell(line, 'import-rows-read')).toBe(paused.rowsRead.toLocaleString('en-US'));
      expect(await cell(line, 'import-eta')).toMatch(/^\d+:\d\d(:\d\d)?$/);
      expect(await cell(line, 'import-finished')).toBe('—');
      await snap(page, shots, `${profile}-i04-import-running`);

      // Let go: the page asks again every 2 s while the import runs, and shows the end on its own.
      background.resume();
      const summary = /: ([\d,]+) rows, ([\d,]+) new carriers/.exec(await background.done)!;
      await line.locator('[data-testid="import-status"][data-status="completed"]').waitFor({ state: 'visible', timeout: 30_000 });
      expect(summary[1]).toBe(SYNTHETIC_ROWS.toLocaleString('en-US'));
      expect(await cell(line, 'import-rows-read')).toBe(summary[1]);
      // The generator's census repeats a few DOT numbers: as many new carriers as the CLI counted.
      expect(await cell(line, 'import-created')).toBe(summary[2]);
      expect(await line.getByTestId('import-progress').getAttribute('data-percent')).toBe('100');
      await snap(page, shots, `${profile}-i05-import-done`);
    });
  }
});
