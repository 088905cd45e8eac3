import type { ImportRun } from '../import/import.pipeline';
import { datasetStatuses } from './dataset-status';

type File = ImportRun['files'][number];
const file = (layout: string, asOf: string, extra: Partial<File> = {}): File => ({
  path: `/data/${layout}-${asOf}.json`,
  name: `${layout}-${asOf}.json`,
  layout,
  asOf,
  daily: false,
  rows: 10,
  size: 100,
  offset: 100,
  line: 0,
  done: true,
  ...extra,
});
const run = (runId: string, files: File[], extra: Partial<ImportRun> = {}): ImportRun => ({
  id: runId,
  runId,
  status: 'completed',
  files,
  initialLoad: false,
  rowsRead: 0,
  rowErrors: 0,
  created: 0,
  changed: 0,
  unchanged: 0,
  startedAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:01:00.000Z',
  finishedAt: '2026-09-01T00:01:00.000Z',
  errorSamples: [],
  ...extra,
});

describe('datasetStatuses', () => {
  // Newest first, as the repository lists them.
  const runs = [
    run('imp_4', [file('motus-insur', '2026-09-03', { daily: true, done: false })], { status: 'failed', finishedAt: '2026-09-03T14:00:00.000Z', error: 'disk full' }),
    run('imp_3', [file('motus-carrier', '2026-09-03', { daily: true, rows: 4, name: 'motus-carrier-nakq-58th-2026-09-03.json' })]),
    run('imp_2', [file('motus-carrier', '2026-09-01', { daily: true, rows: 7 })]),
    run('imp_1', [file('motus-carrier', '2026-08-31', { rows: 120_000 }), file('motus-insur', '2026-08-31'), file('li-insur', '2026-06-30'), file('census-147', '2026-08-31')]),
  ];
  const refreshed = new Map([['motus-carrier', { kind: 'motus-carrier', mode: 'daily' as const, publishedDay: '2026-09-03', rows: 4, rowErrors: 0, importRunId: 'imp_3', note: 'n', error: '', at: '2026-09-03T13:40:00.000Z' }]]);
  const statuses = datasetStatuses({ runs, refreshed, today: '2026-09-05', staleAfterDays: 3 });
  const of = (kind: string) => statuses.find((s) => s.kind === kind)!;

  it('lists every data set of the catalogue: Motus in the order applied, the census, the other sources, the frozen legacy files', () => {
    expect(statuses.map((s) => s.kind)).toEqual([
      'motus-carrier', 'motus-authhist', 'motus-revokesuspend', 'motus-insur', 'motus-inshist', 'motus-boc3',
      'census-147', 'census-42', 'safer-snapshot', 'inspection-units',
      'li-carrier', 'li-authhist', 'li-actpendins', 'li-insur', 'li-revocation', 'li-carrier-search',
    ]);
  });

  it("gives a data set's latest complete file, and how far the chain of dailies carries it (a missed day breaks it)", () => {
    // 08-31 baseline, the daily of 09-01 extends it; the daily of 09-03 comes after a missed 09-02.
    expect(of('motus-carrier')).toMatchObject({
      title: 'Motus Carrier',
      family: 'motus',
      baselineId: 'inys-ebih',
      dailyId: 'nakq-58th',
      confirms: ['authority'],
      rows: 4,
      fileName: 'motus-carrier-nakq-58th-2026-09-03.json',
      fileDate: '2026-09-03',
      completeThrough: '2026-09-01',
      staleAfterDays: 3,
      stale: true,
      lastImport: { runId: 'imp_3', status: 'completed', at: '2026-09-01T00:01:00.000Z', error: '' },
      lastRefresh: refreshed.get('motus-carrier'),
    });
  });

  it('counts a failed import as the last import with its error, but not as a complete file', () => {
    expect(of('motus-insur')).toMatchObject({ fileDate: '2026-08-31', completeThrough: '2026-08-31', lastImport: { runId: 'imp_4', status: 'failed', error: 'disk full' } });
    expect(of('motus-insur')).not.toHaveProperty('lastRefresh');
  });

  it('marks stale only the data sets a verdict subject depends on, never imported ones included', () => {
    expect(of('census-147')).toMatchObject({ completeThrough: '2026-08-31', staleAfterDays: null, stale: false });
    expect(of('motus-boc3')).toMatchObject({ rows: 0, fileName: '', fileDate: '', completeThrough: '', staleAfterDays: null, stale: false });
    expect(of('motus-boc3')).not.toHaveProperty('lastImport');
    expect(of('motus-revokesuspend')).toMatchObject({ completeThrough: '', staleAfterDays: 3, stale: true });
    // Legacy files are frozen at the cutover: what they say is capped at it, and none is a freshness source.
    expect(of('li-insur')).toMatchObject({ completeThrough: '2026-05-14', stale: false });
    expect(datasetStatuses({ runs, refreshed, today: '2026-09-03', staleAfterDays: 3 }).find((s) => s.kind === 'motus-insur')!.stale).toBe(false);
  });

  it('raises no notice for an old SAFER snapshot while Motus confirms authority and out-of-service every day, and one when nothing does', () => {
    const fresh = [run('imp_2', [file('motus-carrier', '2026-09-04'), file('motus-authhist', '2026-09-04')]), run('imp_1', [file('safer-snapshot', '2026-05-14')])];
    const withMotus = datasetStatuses({ runs: fresh, refreshed: new Map(), today: '2026-09-05', staleAfterDays: 3 });
    expect(withMotus.find((s) => s.kind === 'safer-snapshot')).toMatchObject({ completeThrough: '2026-05-14', stale: false });
    const alone = datasetStatuses({ runs: [fresh[1]], refreshed: new Map(), today: '2026-09-05', staleAfterDays: 3 });
    expect(alone.find((s) => s.kind === 'safer-snapshot')).toMatchObject({ stale: true });
  });
});
