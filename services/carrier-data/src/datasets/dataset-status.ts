/**
 * The Data sets screen's rows, from the import runs (every file any import read: CLI, demo load, refresh) and the
 * refresh's last outcomes. Pure.
 */
import type { DatasetRefreshOutcome, DatasetStatus } from '@logiscope/proto/views';
import type { ImportRun } from '../import/import.pipeline';
import { DATASET_CATALOG, DATASET_KINDS, MOTUS_KINDS, type DatasetFamily } from './dataset-catalog';
import { completeThrough, isStale } from './dataset-freshness';

/** Motus first (what changes daily), then the census, the other sources, and the frozen legacy files last. */
const FAMILY_ORDER: Record<DatasetFamily, number> = { motus: 0, census: 1, other: 2, legacy: 3 };

export interface DatasetStatusInput {
  /** Newest first. */
  runs: readonly ImportRun[];
  refreshed: ReadonlyMap<string, DatasetRefreshOutcome & { at: string }>;
  /** YYYY-MM-DD. */
  today: string;
  /** The freshness limit of data sets that confirm a verdict subject. */
  staleAfterDays: number;
}

type RunFile = ImportRun['files'][number];

export function datasetStatuses(input: DatasetStatusInput): DatasetStatus[] {
  const held = completeThrough(input.runs.flatMap((r) => r.files));
  const latestFile = new Map<string, RunFile>();
  const lastRun = new Map<string, ImportRun>();
  for (const run of input.runs) {
    for (const f of run.files) {
      if (!lastRun.has(f.layout)) lastRun.set(f.layout, run);
      if (!f.done) continue;
      const best = latestFile.get(f.layout);
      // The newest data wins; on one day the daily difference that followed the baseline; else the newer run (listed first).
      if (!best || (f.asOf ?? '') > (best.asOf ?? '') || ((f.asOf ?? '') === (best.asOf ?? '') && !!f.daily && !best.daily)) latestFile.set(f.layout, f);
    }
  }
  // A subject (authority, insurance, out-of-service) is fresh when any data set confirming it is: a SAFER snapshot
  // left old while Motus confirms the same subject every day withholds no verdict, so it raises no notice.
  const freshSubjects = new Set(
    DATASET_KINDS.filter((k) => !isStale(held.get(k) || undefined, input.today, input.staleAfterDays)).flatMap((k) => DATASET_CATALOG[k].confirms),
  );
  const kinds = [...DATASET_KINDS].sort(
    (a, b) => FAMILY_ORDER[DATASET_CATALOG[a].family] - FAMILY_ORDER[DATASET_CATALOG[b].family] || motusRank(a) - motusRank(b) || DATASET_KINDS.indexOf(a) - DATASET_KINDS.indexOf(b),
  );
  return kinds.map((kind) => {
    const d = DATASET_CATALOG[kind];
    const file = latestFile.get(kind);
    const run = lastRun.get(kind);
    const through = held.get(kind) ?? '';
    const staleAfterDays = d.confirms.length ? input.staleAfterDays : null;
    const refresh = input.refreshed.get(kind);
    return {
      kind,
      title: d.title,
      family: d.family,
      baselineId: d.baselineId,
      dailyId: d.dailyId,
      confirms: [...d.confirms],
      rows: file?.rows ?? 0,
      fileName: file?.name ?? '',
      fileDate: file?.asOf ?? '',
      completeThrough: through,
      staleAfterDays,
      stale: staleAfterDays !== null && isStale(through || undefined, input.today, staleAfterDays) && d.confirms.some((subject) => !freshSubjects.has(subject)),
      ...(run ? { lastImport: { runId: run.runId, status: run.status, at: run.finishedAt || run.updatedAt, error: run.error ?? '' } } : {}),
      ...(refresh ? { lastRefresh: refresh } : {}),
    };
  });
}

const motusRank = (kind: string) => {
  const i = MOTUS_KINDS.indexOf(kind as (typeof MOTUS_KINDS)[number]);
  return i < 0 ? MOTUS_KINDS.length : i;
};
