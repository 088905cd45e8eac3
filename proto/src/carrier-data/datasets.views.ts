/**
 * The Data sets screen (GET /api/admin/datasets, platform operators): every FMCSA data set LogiScope reads, how far it
 * holds each completely, whether that is too old for the verdicts that read it, and the daily refresh from the DOT open
 * data portal. zod schemas, types inferred from them.
 */
import { z } from 'zod';
import { DATASETS } from './verdict.views';

export const DATASET_REFRESH_MODES = ['daily', 'baseline', 'none'] as const;

export const DatasetRefreshOutcomeSchema = z
  .object({
    kind: z.string().describe('The data set (file kind): motus-carrier, motus-insur, ..., census-147.'),
    mode: z.enum(DATASET_REFRESH_MODES).describe("daily: the portal's daily difference (for the census: the rows added or updated since the last pull); baseline: the whole data set, after a missed day or when never held; none: nothing to pull."),
    publishedDay: z.string().describe("YYYY-MM-DD (US Eastern) the portal published the data set; '' when it could not be read."),
    rows: z.number().int().describe('Rows downloaded and imported.'),
    rowErrors: z.number().int().describe('Rows the import skipped as malformed.'),
    importRunId: z.string().describe("The import run that applied the file(s) (GET /api/admin/carrier-imports); '' when none."),
    note: z.string().describe('Why this mode, in a line (English).'),
    error: z.string().describe("What failed (network, portal answer, timeout, import); '' when nothing did."),
  })
  .meta({ id: 'DatasetRefreshOutcome', description: 'What one refresh run did for one data set.' });
export type DatasetRefreshOutcome = z.infer<typeof DatasetRefreshOutcomeSchema>;

export const DatasetRefreshRunSchema = z
  .object({
    runId: z.string(),
    trigger: z.enum(['schedule', 'manual']).describe('manual: "Refresh now".'),
    status: z.enum(['running', 'completed', 'failed']).describe('failed: at least one data set failed (the others went on).'),
    startedAt: z.string(),
    finishedAt: z.string().describe("'' while running."),
    datasets: z.array(DatasetRefreshOutcomeSchema).describe('In the order the run took them; the data sets still to come are absent.'),
  })
  .meta({ id: 'DatasetRefreshRun' });
export type DatasetRefreshRun = z.infer<typeof DatasetRefreshRunSchema>;

export const DatasetRefreshStateSchema = z
  .object({
    enabled: z.boolean().describe('MOTUS_REFRESH=on: the refresh runs on its schedule and "Refresh now" may start it.'),
    everyMinutes: z.number().int().describe('How often the schedule looks at the portal.'),
    notBefore: z.string().describe('HH:MM in timeZone: scheduled runs wait until the portal has published the day.'),
    timeZone: z.string(),
    running: z.boolean(),
    lastRun: DatasetRefreshRunSchema.optional().describe('Absent before the first run.'),
  })
  .meta({ id: 'DatasetRefreshState' });
export type DatasetRefreshState = z.infer<typeof DatasetRefreshStateSchema>;

export const DatasetStatusSchema = z
  .object({
    kind: z.string().describe('The file kind (layout id), also the `sources` entry of a carrier record.'),
    title: z.string(),
    family: z.enum(['census', 'legacy', 'motus', 'other']).describe('legacy: the L&I files, frozen since the Motus cutover (2026-05-14).'),
    baselineId: z.string().describe("The portal's id of the whole data set; '' when LogiScope reads none."),
    dailyId: z.string().describe("The portal's id of its daily difference; '' when none."),
    confirms: z.array(z.enum(DATASETS)).describe('Verdict subjects whose freshness the data set confirms.'),
    rows: z.number().int().describe('Rows of its latest completely imported file (0 when none).'),
    fileName: z.string().describe("That file's name ('' when none)."),
    fileDate: z.string().describe("YYYY-MM-DD of that file's data ('' when none or undated)."),
    completeThrough: z.string().describe("YYYY-MM-DD: the latest day LogiScope holds the data set completely ('' when never)."),
    staleAfterDays: z.number().int().nullable().describe('Days after which the data set is stale; null when no verdict subject depends on its freshness.'),
    stale: z.boolean().describe('Complete through more than staleAfterDays before today, or never: the verdicts that read it ask for review.'),
    lastImport: z
      .object({
        runId: z.string(),
        status: z.enum(['running', 'completed', 'failed']),
        at: z.string().describe('When it finished (or last progressed, while running).'),
        error: z.string().describe("'' unless it failed."),
      })
      .optional()
      .describe('The latest import run that read a file of this data set (CLI, demo load or refresh); absent when none.'),
    lastRefresh: DatasetRefreshOutcomeSchema.extend({ at: z.string().describe('When the run started.') })
      .optional()
      .describe('What the latest refresh run did for it; absent for data sets the refresh does not pull, or before its first run.'),
  })
  .meta({ id: 'DatasetStatus' });
export type DatasetStatus = z.infer<typeof DatasetStatusSchema>;

const DatasetsReplyShape = z.object({
  today: z.string().describe('YYYY-MM-DD: the day staleness is counted to.'),
  datasets: z.array(DatasetStatusSchema).describe('Every data set of the catalogue: Motus first, then the census, the other sources and the frozen legacy files.'),
  refresh: DatasetRefreshStateSchema,
});

export const DATASETS_REPLY_EXAMPLE = {
  today: '2026-09-03',
  datasets: [
    {
      kind: 'motus-carrier',
      title: 'Motus Carrier',
      family: 'motus',
      baselineId: 'inys-ebih',
      dailyId: 'nakq-58th',
      confirms: ['authority'],
      rows: 412,
      fileName: 'motus-carrier-nakq-58th-2026-09-03.json',
      fileDate: '2026-09-03',
      completeThrough: '2026-09-03',
      staleAfterDays: 3,
      stale: false,
      lastImport: { runId: 'imp_20260903_4be1c2d7', status: 'completed', at: '2026-09-03T13:41:07.000Z', error: '' },
      lastRefresh: { kind: 'motus-carrier', mode: 'daily', publishedDay: '2026-09-03', rows: 412, rowErrors: 0, importRunId: 'imp_20260903_4be1c2d7', note: 'the daily difference of 2026-09-03 on top of 2026-09-02', error: '', at: '2026-09-03T13:40:00.000Z' },
    },
  ],
  refresh: { enabled: true, everyMinutes: 60, notBefore: '09:30', timeZone: 'America/New_York', running: false },
} satisfies z.input<typeof DatasetsReplyShape>;

export const DatasetsReplySchema = DatasetsReplyShape.meta({ id: 'DatasetsReply', examples: [DATASETS_REPLY_EXAMPLE] });
export type DatasetsReply = z.infer<typeof DatasetsReplySchema>;
