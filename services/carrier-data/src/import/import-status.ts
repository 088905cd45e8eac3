import type { ImportRunView } from '../carrier-data.api';
import type { ImportRun } from './import.pipeline';

/**
 * A run still marked running with no batch committed for this long is taken as interrupted: the CLI was killed or its
 * machine went down (running the same command again resumes it). Well above the time one 5,000-row batch takes, even
 * on FerretDB at about 60 rows/s.
 */
export const STALLED_AFTER_MS = 2 * 60_000;

/** Error samples in a list entry; a run stores up to 200 and getImport answers all of them. */
export const LIST_ERROR_SAMPLES = 20;

export interface ImportStatusOptions {
  now: Date;
  stalledAfterMs?: number;
  /** How many of the stored error samples to keep (default: all). */
  errorSamples?: number;
}

const time = (iso: string): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * What the admin screen shows of a stored run at `now`: progress in bytes (the files' committed offsets against their
 * sizes), rows per second over the run (start to its last committed batch, or to its end), the time left at that pace,
 * the file being read, and 'stalled' for a run that stopped committing without finishing.
 */
export function toImportRunView(run: ImportRun, options: ImportStatusOptions): ImportRunView {
  const now = options.now.getTime();
  const files = run.files.map((f) => ({
    name: f.name,
    layout: f.layout,
    size: f.size,
    bytesDone: f.done ? f.size : Math.max(0, Math.min(f.offset, f.size)),
    done: f.done,
  }));
  const bytesTotal = files.reduce((n, f) => n + f.size, 0);
  const bytesDone = files.reduce((n, f) => n + f.bytesDone, 0);

  const started = time(run.startedAt);
  const updated = time(run.updatedAt);
  const ended = run.finishedAt ? time(run.finishedAt) : updated;
  const elapsedSeconds = (ended - started) / 1000;
  const measurable = Number.isFinite(elapsedSeconds) && elapsedSeconds > 0;

  const stalled = run.status === 'running' && Number.isFinite(updated) && now - updated > (options.stalledAfterMs ?? STALLED_AFTER_MS);
  const status = stalled ? 'stalled' : run.status;

  let etaSeconds: number | null = null;
  if (status === 'running' && measurable && bytesDone > 0) {
    // At the run's pace so far, from its last committed batch; time already spent since then counts down.
    const left = (bytesTotal - bytesDone) / (bytesDone / elapsedSeconds) - Math.max(0, now - updated) / 1000;
    etaSeconds = Math.max(0, Math.round(left));
  }

  return {
    id: run.id,
    runId: run.runId,
    status,
    files,
    currentFile: run.status === 'completed' ? '' : (run.files.find((f) => !f.done)?.name ?? ''),
    initialLoad: run.initialLoad,
    bytesDone,
    bytesTotal,
    // Floored, so a run short of its last bytes never reads 100.
    percent: run.status === 'completed' ? 100 : bytesTotal > 0 ? Math.floor((bytesDone / bytesTotal) * 1000) / 10 : 0,
    rowsRead: run.rowsRead,
    rowsPerSecond: measurable ? Math.round(run.rowsRead / elapsedSeconds) : 0,
    etaSeconds,
    rowErrors: run.rowErrors,
    created: run.created,
    changed: run.changed,
    unchanged: run.unchanged,
    startedAt: run.startedAt,
    updatedAt: run.updatedAt,
    finishedAt: run.finishedAt,
    errorSamples: run.errorSamples.slice(0, options.errorSamples ?? run.errorSamples.length),
  };
}
