/** toImportRunView against ImportRunViewSchema (@logiscope/proto/views): what the admin screen reads is what is declared. */
import { ImportRunViewSchema } from '@logiscope/proto/views';
import { toImportRunView } from './import-status';
import type { ImportRun } from './import.pipeline';

const run = (overrides: Partial<ImportRun> = {}): ImportRun => ({
  id: '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5',
  runId: 'imp_20260107_1a2b3c4d',
  status: 'running',
  files: [
    { path: '/srv/fmcsa/census.csv', name: 'census.csv', layout: 'census-147', size: 1000, offset: 1000, line: 40, done: true },
    { path: '/srv/fmcsa/insur.txt', name: 'insur.txt', layout: 'li-insur', size: 3000, offset: 1000, line: 12, done: false },
  ],
  initialLoad: false,
  rowsRead: 600,
  rowErrors: 1,
  created: 400,
  changed: 30,
  unchanged: 169,
  startedAt: '2026-01-07T10:00:00.000Z',
  updatedAt: '2026-01-07T10:01:00.000Z',
  finishedAt: '',
  errorSamples: [{ file: 'census.csv', line: 17, reason: 'DOT_NUMBER is not a number' }],
  ...overrides,
});

describe('ImportRunView against ImportRunViewSchema', () => {
  it.each([
    ['running', run(), '2026-01-07T10:01:00.000Z'],
    ['stalled', run(), '2026-01-07T10:30:00.000Z'],
    ['completed', run({ status: 'completed', finishedAt: '2026-01-07T10:02:00.000Z' }), '2026-01-07T10:05:00.000Z'],
    ['failed', run({ status: 'failed', finishedAt: '2026-01-07T10:02:00.000Z', error: 'disk full' }), '2026-01-07T10:05:00.000Z'],
  ])('declares a %s run as toImportRunView shows it', (status, stored, now) => {
    const view = toImportRunView(stored, { now: new Date(now) });
    expect(view.status).toBe(status);
    const parsed = ImportRunViewSchema.safeParse(view);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Parsing strips undeclared keys: equal means every field sent is declared.
    expect(parsed.data).toEqual(view);
  });
});
