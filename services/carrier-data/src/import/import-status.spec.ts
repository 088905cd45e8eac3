import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@logiscope/infra';
import { importRunsOf, ImportRunRepository } from './import-run.repository';
import { LIST_ERROR_SAMPLES, STALLED_AFTER_MS, toImportRunView } from './import-status';
import type { ImportRun } from './import.pipeline';

const file = (name: string, size: number, offset: number, done: boolean): ImportRun['files'][number] => ({
  path: `/srv/fmcsa/incoming/${name}`,
  name,
  layout: 'census-147',
  size,
  offset,
  line: 2,
  done,
});

/** Started 10:00:00; two files of 1,000 and 3,000 bytes; 600 rows committed by 10:01:00. */
function running(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 'a1b2c3',
    runId: 'imp_20260107_1a2b3c4d',
    status: 'running',
    files: [file('census.csv', 1000, 1000, true), file('insur.txt', 3000, 1000, false)],
    initialLoad: false,
    rowsRead: 600,
    rowErrors: 2,
    created: 400,
    changed: 30,
    unchanged: 170,
    startedAt: '2026-01-07T10:00:00.000Z',
    updatedAt: '2026-01-07T10:01:00.000Z',
    finishedAt: '',
    errorSamples: [
      { file: 'census.csv', line: 17, reason: 'DOT_NUMBER is not a number' },
      { file: 'insur.txt', line: 4, reason: 'docket MC999 matches no known carrier' },
    ],
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);

describe('toImportRunView', () => {
  it('should measure progress in bytes across the files and the pace over the run', () => {
    const view = toImportRunView(running(), { now: at('2026-01-07T10:01:00.000Z') });
    expect(view).toMatchObject({
      status: 'running',
      bytesDone: 2000,
      bytesTotal: 4000,
      percent: 50,
      rowsRead: 600,
      rowsPerSecond: 10,
      // 2,000 bytes in 60 s: the other 2,000 take 60 s more.
      etaSeconds: 60,
      currentFile: 'insur.txt',
    });
    expect(view.files).toEqual([
      { name: 'census.csv', layout: 'census-147', size: 1000, bytesDone: 1000, done: true },
      { name: 'insur.txt', layout: 'census-147', size: 3000, bytesDone: 1000, done: false },
    ]);
  });

  it('should count down the time left between committed batches, never below zero', () => {
    expect(toImportRunView(running(), { now: at('2026-01-07T10:01:20.000Z') }).etaSeconds).toBe(40);
    expect(toImportRunView(running(), { now: at('2026-01-07T10:01:59.000Z') }).etaSeconds).toBe(1);
    expect(toImportRunView(running(), { now: at('2026-01-07T10:02:30.000Z') }).etaSeconds).toBe(0);
  });

  it('should leave the time left unknown before the first batch', () => {
    const fresh = running({ files: [file('census.csv', 1000, 0, false)], rowsRead: 0, updatedAt: '2026-01-07T10:00:00.000Z' });
    const view = toImportRunView(fresh, { now: at('2026-01-07T10:00:05.000Z') });
    expect(view).toMatchObject({ status: 'running', percent: 0, rowsPerSecond: 0, etaSeconds: null, currentFile: 'census.csv' });
  });

  it('should floor the percentage so a running import short of its last bytes never reads 100', () => {
    const nearly = running({ files: [file('census.csv', 10_000, 9_999, false)] });
    expect(toImportRunView(nearly, { now: at('2026-01-07T10:01:00.000Z') }).percent).toBe(99.9);
    const third = running({ files: [file('census.csv', 3000, 1000, false)] });
    expect(toImportRunView(third, { now: at('2026-01-07T10:01:00.000Z') }).percent).toBe(33.3);
  });

  it('should keep an offset past the recorded size within the file', () => {
    const grown = running({ files: [file('census.csv', 1000, 1500, false)] });
    expect(toImportRunView(grown, { now: at('2026-01-07T10:01:00.000Z') })).toMatchObject({ bytesDone: 1000, percent: 100 });
  });

  it('should report a completed run at 100 % with its pace to the finish and no time left or current file', () => {
    const done = running({
      status: 'completed',
      files: [file('census.csv', 1000, 1000, true), file('insur.txt', 3000, 3000, true)],
      rowsRead: 2400,
      updatedAt: '2026-01-07T10:03:00.000Z',
      finishedAt: '2026-01-07T10:04:00.000Z',
    });
    // Read days later: the pace is still over the run, start to finish.
    expect(toImportRunView(done, { now: at('2026-01-12T08:00:00.000Z') })).toMatchObject({
      status: 'completed',
      percent: 100,
      bytesDone: 4000,
      rowsPerSecond: 10,
      etaSeconds: null,
      currentFile: '',
      finishedAt: '2026-01-07T10:04:00.000Z',
    });
  });

  it('should call a completed run of empty files 100 % and a running one 0 %', () => {
    const empty = { files: [file('census.csv', 0, 0, true)] };
    expect(toImportRunView(running({ ...empty, status: 'completed', finishedAt: '2026-01-07T10:01:00.000Z' }), { now: at('2026-01-07T10:01:00.000Z') }).percent).toBe(100);
    expect(toImportRunView(running(empty), { now: at('2026-01-07T10:01:00.000Z') }).percent).toBe(0);
  });

  it('should call a running import stalled once no batch has been committed for the threshold', () => {
    const last = Date.parse('2026-01-07T10:01:00.000Z');
    expect(toImportRunView(running(), { now: new Date(last + STALLED_AFTER_MS) }).status).toBe('running');
    const stalled = toImportRunView(running(), { now: new Date(last + STALLED_AFTER_MS + 1) });
    // Left where the killed CLI stopped: the CLI resumes it from there.
    expect(stalled).toMatchObject({ status: 'stalled', percent: 50, rowsPerSecond: 10, etaSeconds: null, currentFile: 'insur.txt' });
    expect(toImportRunView(running(), { now: at('2026-01-07T10:01:31.000Z'), stalledAfterMs: 30_000 }).status).toBe('stalled');
  });

  it('should never call a finished or failed run stalled', () => {
    const now = at('2026-02-01T00:00:00.000Z');
    expect(toImportRunView(running({ status: 'completed', finishedAt: '2026-01-07T10:02:00.000Z' }), { now }).status).toBe('completed');
    const failed = toImportRunView(running({ status: 'failed' }), { now });
    expect(failed).toMatchObject({ status: 'failed', etaSeconds: null, currentFile: 'insur.txt', percent: 50 });
  });

  it('should show file names only, never the server paths', () => {
    const view = toImportRunView(running(), { now: at('2026-01-07T10:01:00.000Z') });
    expect(JSON.stringify(view)).not.toContain('/srv/fmcsa');
  });

  it('should keep the first error samples when asked to, all of them otherwise', () => {
    const many = running({ errorSamples: Array.from({ length: 50 }, (_, i) => ({ file: 'insur.txt', line: i + 2, reason: `bad row ${i}` })), rowErrors: 50 });
    const now = at('2026-01-07T10:01:00.000Z');
    const listed = toImportRunView(many, { now, errorSamples: LIST_ERROR_SAMPLES });
    expect(listed.errorSamples).toHaveLength(LIST_ERROR_SAMPLES);
    expect(listed.errorSamples[0]).toEqual({ file: 'insur.txt', line: 2, reason: 'bad row 0' });
    expect(listed.rowErrors).toBe(50);
    expect(toImportRunView(many, { now }).errorSamples).toHaveLength(50);
  });
});

describe('ImportRunRepository', () => {
  let dir: string;
  let store: SqliteDocumentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-runs-'));
    store = new SqliteDocumentStore(join(dir, 'documents.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should list the newest runs first, up to the limit, and get one by id', async () => {
    const runs = await importRunsOf(store);
    for (const [id, day] of [['r1', '05'], ['r3', '07'], ['r2', '06']]) await runs.upsert(running({ id, startedAt: `2026-01-${day}T10:00:00.000Z` }));
    const repository = new ImportRunRepository(runs);
    expect((await repository.list(10)).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect((await repository.list(2)).map((r) => r.id)).toEqual(['r3', 'r2']);
    expect((await repository.get('r2'))?.startedAt).toBe('2026-01-06T10:00:00.000Z');
    expect(await repository.get('nope')).toBeNull();
  });
});
