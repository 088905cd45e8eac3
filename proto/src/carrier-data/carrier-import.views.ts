/**
 * carrier-data's FMCSA import runs (`npm run import`) as GET /api/admin/carrier-imports answers them (administrators
 * only). zod schemas, types inferred from them (see carrier.views.ts).
 */
import { z } from 'zod';

export const ImportRunStatusSchema = z
  .enum(['running', 'completed', 'failed', 'stalled'])
  .meta({
    id: 'ImportRunStatus',
    description: 'stalled: still marked running but no batch committed for minutes (the CLI was killed; run it again to resume).',
  });
export type ImportRunStatus = z.infer<typeof ImportRunStatusSchema>;

const importRunView = z.object({
  id: z.string().describe('Stable for the same set of files: re-running the same command resumes the run.'),
  runId: z.string(),
  status: ImportRunStatusSchema,
  files: z
    .array(
      z.object({
        name: z.string(),
        layout: z.string().describe('census-147, census-42, safer-snapshot, li-carrier-search, li-actpendins, li-insur, li-revocation, inspection-units, ...'),
        size: z.number().int().describe('Bytes.'),
        bytesDone: z.number().int(),
        done: z.boolean(),
      }),
    )
    .describe("File names only, never the server's paths."),
  currentFile: z.string().describe("The file being read, '' when none is left."),
  initialLoad: z.boolean().describe('The first load into an empty store (it publishes only the summary event).'),
  bytesDone: z.number().int(),
  bytesTotal: z.number().int(),
  percent: z.number().min(0).max(100).describe('0-100, one decimal, floored (100 only once completed).'),
  rowsRead: z.number().int(),
  rowsPerSecond: z.number().describe('Over the run: rows read divided by the time from its start to its last committed batch (or its end).'),
  etaSeconds: z.number().int().nullable().describe('Seconds left at that pace; null unless running with a measurable pace.'),
  rowErrors: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().describe("'' until finished."),
  errorSamples: z
    .array(z.object({ file: z.string(), line: z.number().int(), reason: z.string() }))
    .describe('The first skipped rows: the file, its line and why (a list entry carries the first 20, a single run all it kept).'),
});
export type ImportRunView = z.infer<typeof importRunView>;

export const IMPORT_RUN_VIEW_EXAMPLE: ImportRunView = {
  id: '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5',
  runId: 'imp_20251008_4be1c2d7',
  status: 'running',
  files: [
    { name: 'FMCSA_CENSUS1_2025Oct.txt', layout: 'census-147', size: 2_147_483_648, bytesDone: 2_147_483_648, done: true },
    { name: 'InsHist_2025Oct.txt', layout: 'li-insur', size: 536_870_912, bytesDone: 134_217_728, done: false },
  ],
  currentFile: 'InsHist_2025Oct.txt',
  initialLoad: false,
  bytesDone: 2_281_701_376,
  bytesTotal: 2_684_354_560,
  percent: 85,
  rowsRead: 2_612_400,
  rowsPerSecond: 52_248,
  etaSeconds: 9,
  rowErrors: 3,
  created: 1_204,
  changed: 18_733,
  unchanged: 2_592_460,
  startedAt: '2025-10-08T15:00:00.000Z',
  updatedAt: '2025-10-08T15:00:50.000Z',
  finishedAt: '',
  errorSamples: [{ file: 'FMCSA_CENSUS1_2025Oct.txt', line: 88_214, reason: 'DOT number missing' }],
};

export const ImportRunViewSchema = importRunView.meta({
  id: 'ImportRunView',
  description: 'An FMCSA import run as the admin screen shows it: the stored run plus its progress at read time.',
  examples: [IMPORT_RUN_VIEW_EXAMPLE],
});
