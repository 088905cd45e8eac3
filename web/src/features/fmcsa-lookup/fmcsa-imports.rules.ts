import type { ImportRun } from './fmcsa-imports.types';

/** While an import runs: every 2 s. */
export const RUNNING_POLL_MS = 2_000;
/** A stalled import may be resumed at any moment. */
export const STALLED_POLL_MS = 10_000;
/** Otherwise now and then, so an import started from the command line shows up without a reload. */
export const IDLE_POLL_MS = 30_000;

/** How often the imports list is asked again, given the last answer. */
export function importsPollingInterval(runs: readonly ImportRun[] | undefined): number {
  if (runs?.some((run) => run.status === 'running')) return RUNNING_POLL_MS;
  if (runs?.some((run) => run.status === 'stalled')) return STALLED_POLL_MS;
  return IDLE_POLL_MS;
}

/** Seconds as the import CLI prints its ETA: m:ss, or h:mm:ss from an hour on; '' for unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The progress bar's look: moving while running, red for a failure, paused (normal) when stalled, done at the end. */
export function progressStatus(status: ImportRun['status']): 'active' | 'exception' | 'normal' | 'success' {
  switch (status) {
    case 'running':
      return 'active';
    case 'failed':
      return 'exception';
    case 'completed':
      return 'success';
    case 'stalled':
      return 'normal';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}
