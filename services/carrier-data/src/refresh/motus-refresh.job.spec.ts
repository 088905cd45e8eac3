import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { SqliteDocumentStore } from '@logiscope/infra';
import { startMotusPortal, type MotusPortalStub } from '../../../../test/support/motus-portal.stub';
import { CENSUS_ID, censusRow, deletionRow, motusCarrier, motusInsur, publishMotusDay, type MotusFiles } from '../../../../test/support/motus-rows';
import type { ImportFileSpec } from '../import/import.pipeline';
import { loadMotusRefreshConfig, type MotusRefreshConfig } from './motus-refresh.config';
import { MotusRefreshJob, type HeldFile, type RefreshImportResult } from './motus-refresh.job';
import { MotusRefreshRepository } from './motus-refresh.repository';
import { SodaClient } from './soda.client';

// The refresh's decisions and bookkeeping against the stand-in portal over a real socket, on the embedded document
// store; the import is recorded instead of run (the e2e tests run the real one in both profiles).

const carrier = motusCarrier({ dot: '3100001', docket: 'MC900001', name: 'ALPHA FREIGHT LLC' });
const insur = motusInsur({ dot: '3100001', docket: 'MC900001', policy: 'P-1', effective: '2026-01-02' });
const BASELINE: MotusFiles = { 'motus-carrier': [carrier], 'motus-authhist': [], 'motus-revokesuspend': [], 'motus-insur': [insur], 'motus-inshist': [], 'motus-boc3': [] };
const MOTUS = ['motus-carrier', 'motus-authhist', 'motus-revokesuspend', 'motus-insur', 'motus-inshist', 'motus-boc3'];

interface Imported {
  name: string;
  asOf?: string;
  daily?: boolean;
  rows: Record<string, string>[];
}

describe('MotusRefreshJob against the stand-in portal', () => {
  let portal: MotusPortalStub;
  let dir: string;
  let documents: SqliteDocumentStore;
  let repo: MotusRefreshRepository;
  let config: MotusRefreshConfig;
  let held: HeldFile[];
  let imported: Imported[];
  let now: Date;
  let importFiles: (specs: ImportFileSpec[]) => Promise<RefreshImportResult>;

  /** Records the files as runImport would: done, with their date and mode, under the kind their name starts with. */
  const recordImport = async (specs: ImportFileSpec[]): Promise<RefreshImportResult> => {
    for (const spec of specs) {
      if (typeof spec === 'string') throw new Error('the refresh always dates its files');
      const name = basename(spec.path);
      const kind = config.datasets.find((d) => name.startsWith(`${d.kind}-`))!.kind;
      imported.push({ name, asOf: spec.asOf, daily: spec.daily, rows: JSON.parse(readFileSync(spec.path, 'utf8')) });
      held.push({ layout: kind, asOf: spec.asOf, daily: spec.daily, done: true, path: spec.path });
    }
    return { runId: `imp_${imported.length}`, status: 'completed', rowErrors: 0 };
  };

  const job = (overrides: Partial<ConstructorParameters<typeof MotusRefreshJob>[0]> = {}) =>
    new MotusRefreshJob({
      config,
      portal: new SodaClient({ baseUrl: portal.url, appToken: 'token-1', timeoutMs: 300, pageRows: 1_000, backoffMs: 5, attempts: 2 }),
      repo,
      importFiles: (specs) => importFiles(specs),
      importedFiles: async () => held,
      now: () => now,
      log: () => undefined,
      ...overrides,
    });
  const modes = (run: { datasets: { kind: string; mode: string }[] } | null) => Object.fromEntries(run!.datasets.map((d) => [d.kind, d.mode]));
  const rowRequests = () => portal.requests.filter((r) => r.kind === 'rows').length;

  beforeEach(async () => {
    portal = await startMotusPortal({ appToken: 'token-1' });
    dir = mkdtempSync(join(tmpdir(), 'motus-refresh-'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    repo = await MotusRefreshRepository.open(documents);
    config = loadMotusRefreshConfig({ MOTUS_REFRESH: 'on', MOTUS_REFRESH_DIR: join(dir, 'refresh') });
    held = [];
    imported = [];
    importFiles = recordImport;
    now = new Date('2026-09-02T14:00:00Z');
    publishMotusDay(portal, '2026-09-02', { baseline: BASELINE, daily: { 'motus-carrier': [carrier] } });
    portal.publish(CENSUS_ID, '2026-09-02', [censusRow({ dot: '3100001', name: 'ALPHA FREIGHT LLC', added: '2026-01-02', filed: '2026-09-02' })]);
  });
  afterEach(async () => {
    await documents.close();
    await portal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes every Motus data set whole the first time, and leaves the census alone until one was imported', async () => {
    const run = await job().run('manual', 'job-1');
    expect(run).toMatchObject({ trigger: 'manual', status: 'completed' });
    expect(modes(run)).toEqual({ ...Object.fromEntries(MOTUS.map((k) => [k, 'baseline'])), 'census-147': 'none' });
    expect(run!.datasets.find((d) => d.kind === 'census-147')!.note).toMatch(/^no census imported yet/);
    expect(imported.map((i) => [i.name, i.asOf, i.daily])).toEqual([
      ['motus-carrier-inys-ebih-2026-09-02.json', '2026-09-02', false],
      ['motus-authhist-yu5v-wbh6-2026-09-02.json', '2026-09-02', false],
      ['motus-revokesuspend-wb4f-neki-2026-09-02.json', '2026-09-02', false],
      ['motus-insur-c5y8-a4uz-2026-09-02.json', '2026-09-02', false],
      ['motus-inshist-3uet-3z4i-2026-09-02.json', '2026-09-02', false],
      ['motus-boc3-6snj-ed7q-2026-09-02.json', '2026-09-02', false],
    ]);
    expect(imported[0].rows).toEqual([carrier]);
    expect(run!.datasets[0]).toMatchObject({ publishedDay: '2026-09-02', rows: 1, importRunId: 'imp_1', error: '' });
    expect(await repo.state('motus-carrier')).toMatchObject({ lastAppliedDay: '2026-09-02', lastFile: 'motus-carrier-inys-ebih-2026-09-02.json', lastSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('then takes the daily difference (deletions included), and the census rows changed since the day held', async () => {
    await job().run('manual', 'job-1');
    held.push({ layout: 'census-147', asOf: '2026-09-01', done: true, path: '/cli/census.csv' });
    const removal = deletionRow({ docket_number: 'MC900001' });
    publishMotusDay(portal, '2026-09-03', { daily: { 'motus-carrier': [{ ...carrier, op_auth_status: 'Inactive' }], 'motus-insur': [removal] } });
    portal.publish(CENSUS_ID, '2026-09-03', [
      censusRow({ dot: '1', name: 'UNCHANGED SINCE 2019', added: '2001-01-01', filed: '2019-05-01' }),
      censusRow({ dot: '3100001', name: 'ALPHA FREIGHT LLC', added: '2026-01-02', filed: '2026-09-02', phone: '2145550199' }),
    ]);
    imported = [];
    now = new Date('2026-09-03T14:00:00Z');
    const run = await job().run('schedule', 'job-2');
    expect(modes(run)).toEqual({ ...Object.fromEntries(MOTUS.map((k) => [k, 'daily'])), 'census-147': 'daily' });
    expect(imported.map((i) => [i.name, i.asOf, i.daily])).toEqual([
      ['motus-carrier-nakq-58th-2026-09-03.json', '2026-09-03', true],
      ['motus-authhist-dm5j-zc6c-2026-09-03.json', '2026-09-03', true],
      ['motus-revokesuspend-e67p-xyd5-2026-09-03.json', '2026-09-03', true],
      ['motus-insur-x96h-evps-2026-09-03.json', '2026-09-03', true],
      ['motus-inshist-xe5s-wca7-2026-09-03.json', '2026-09-03', true],
      ['motus-boc3-mhr5-hjyc-2026-09-03.json', '2026-09-03', true],
      // Whole census rows, not a difference: imported as such.
      ['census-147-az4n-8mr2-2026-09-03.json', '2026-09-03', false],
    ]);
    expect(imported[3].rows).toEqual([{ docket_number: 'MC900001' }]);
    expect(imported[6].rows.map((r) => r.dot_number)).toEqual(['3100001']);
    expect(portal.rowRequests(CENSUS_ID).map((r) => r.where)).toEqual(["add_date >= '20260901' OR mcs150_date >= '20260901'"]);
  });

  it('changes nothing for a day already applied, even when the portal republishes it', async () => {
    await job().run('manual', 'job-1');
    const before = rowRequests();
    expect(modes(await job().run('manual', 'job-2'))).toEqual(Object.fromEntries([...MOTUS, 'census-147'].map((k) => [k, 'none'])));
    // The same day published again in the afternoon, with other rows.
    publishMotusDay(portal, '2026-09-02', { baseline: { 'motus-carrier': [] }, daily: { 'motus-carrier': [] }, at: '2026-09-02T19:00:00Z' });
    const again = await job().run('manual', 'job-3');
    expect(modes(again)).toEqual(Object.fromEntries([...MOTUS, 'census-147'].map((k) => [k, 'none'])));
    expect(again!.datasets[0].note).toBe("the portal's file of 2026-09-02 is already applied");
    expect(rowRequests()).toBe(before);
    expect(imported).toHaveLength(6);
  });

  it('takes the whole data set again after a missed day, and the daily after it when the baseline lags a day', async () => {
    await job().run('manual', 'job-1');
    // Two days published while LogiScope did not look: the chain is broken.
    publishMotusDay(portal, '2026-09-03', { baseline: BASELINE, daily: {} });
    publishMotusDay(portal, '2026-09-04', { daily: { 'motus-carrier': [carrier] } });
    imported = [];
    const run = await job().run('manual', 'job-2');
    expect(modes(run)).toMatchObject(Object.fromEntries(MOTUS.map((k) => [k, 'baseline'])));
    expect(run!.datasets[0].note).toBe('held through 2026-09-02, the portal at 2026-09-04: a day was missed, the whole data set again; the daily difference of 2026-09-04 on top of 2026-09-03');
    expect(imported.slice(0, 2).map((i) => [i.name, i.asOf, i.daily])).toEqual([
      ['motus-carrier-inys-ebih-2026-09-03.json', '2026-09-03', false],
      ['motus-carrier-nakq-58th-2026-09-04.json', '2026-09-04', true],
    ]);
    expect((await repo.state('motus-boc3')).lastAppliedDay).toBe('2026-09-04');
  });

  it('records a portal 500 and a timeout, goes on with the other data sets, and the next run recovers', async () => {
    await job().run('manual', 'job-1');
    publishMotusDay(portal, '2026-09-03', { daily: { 'motus-carrier': [carrier] } });
    portal.fault({ id: 'x96h-evps', kind: 'rows', status: 500 });
    portal.fault({ id: 'mhr5-hjyc', kind: 'metadata', delayMs: 1_000 });
    const failed = await job().run('manual', 'job-2');
    expect(failed!.status).toBe('failed');
    const byKind = Object.fromEntries(failed!.datasets.map((d) => [d.kind, d]));
    expect(byKind['motus-insur']).toMatchObject({ mode: 'none', publishedDay: '2026-09-03', error: 'data set x96h-evps (rows from 0): the portal answered HTTP 500: Internal error (2 attempts)' });
    expect(byKind['motus-boc3']).toMatchObject({ mode: 'none', publishedDay: '', error: "data set mhr5-hjyc's metadata: no answer within 0.3 s (2 attempts)" });
    expect(byKind['motus-inshist']).toMatchObject({ mode: 'daily', error: '' });
    expect((await repo.state('motus-insur')).lastAppliedDay).toBe('2026-09-02');

    portal.clearFaults();
    const recovered = await job().run('manual', 'job-3');
    expect(recovered!.status).toBe('completed');
    expect(modes(recovered)).toMatchObject({ 'motus-insur': 'daily', 'motus-boc3': 'daily', 'motus-carrier': 'none' });
  });

  it('imports after a crash the file downloaded before it, without downloading it again', async () => {
    await job().run('manual', 'job-1');
    publishMotusDay(portal, '2026-09-03', { daily: { 'motus-carrier': [carrier] } });
    // The first process dies in the middle of the import of its first download.
    let reached!: () => void;
    const importStarted = new Promise<void>((r) => (reached = r));
    importFiles = () => {
      reached();
      return new Promise<never>(() => undefined);
    };
    now = new Date('2026-09-03T14:00:00Z');
    void job().run('schedule', 'job-2');
    await importStarted;
    expect((await repo.state('motus-carrier')).pending).toMatchObject({ mode: 'daily', day: '2026-09-03', rows: 1 });
    const downloads = portal.rowRequests('nakq-58th').length;

    // Another job is refused while the lock is alive; the queue runs the same job again in the new process.
    importFiles = recordImport;
    imported = [];
    expect(await job().run('manual', 'another-job')).toBeNull();
    const resumed = await job().run('schedule', 'job-2');
    expect(portal.rowRequests('nakq-58th')).toHaveLength(downloads);
    expect(imported[0]).toMatchObject({ name: 'motus-carrier-nakq-58th-2026-09-03.json', asOf: '2026-09-03', daily: true });
    expect(resumed!.datasets[0]).toMatchObject({ mode: 'daily', note: 'resumed the import of motus-carrier-nakq-58th-2026-09-03.json' });
    expect(await repo.state('motus-carrier')).toMatchObject({ lastAppliedDay: '2026-09-03' });
    expect((await repo.state('motus-carrier')).pending).toBeUndefined();
    // The run that died is marked so, not left running.
    expect((await repo.latestRuns(5)).filter((r) => r.status === 'running')).toEqual([]);
  });

  it('records a failed import and imports the same file at the next run', async () => {
    importFiles = async () => ({ runId: 'imp_bad', status: 'failed', rowErrors: 3, error: 'disk full' });
    const run = await job().run('manual', 'job-1');
    expect(run!.datasets[0]).toMatchObject({ mode: 'none', rowErrors: 3, importRunId: 'imp_bad', error: 'the import of motus-carrier-inys-ebih-2026-09-02.json failed: disk full' });
    importFiles = recordImport;
    const again = await job().run('manual', 'job-2');
    expect(again!.datasets[0]).toMatchObject({ mode: 'baseline', error: '' });
    expect(imported.filter((i) => i.name.startsWith('motus-carrier'))).toHaveLength(1);
  });

  it('waits for the publication hour on its schedule, not when asked', async () => {
    now = new Date('2026-09-02T12:00:00Z'); // 08:00 in New York
    expect(await job().run('schedule', 'job-1')).toBeNull();
    expect(portal.requests).toEqual([]);
    expect(await job().run('manual', 'job-2')).not.toBeNull();
  });

  it('skips a scheduled run within half an interval of the last one (BullMQ fires its schedule at once, beside the run at start)', async () => {
    expect(await job().run('schedule', 'job-1')).not.toBeNull();
    now = new Date(now.getTime() + 29 * 60_000);
    expect(await job().run('schedule', 'job-2')).toBeNull();
    expect(await job().run('manual', 'job-3')).not.toBeNull();
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await job().run('schedule', 'job-4')).not.toBeNull();
  });
});
