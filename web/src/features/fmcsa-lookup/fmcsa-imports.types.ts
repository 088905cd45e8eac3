/** running, completed, failed, or stalled (still marked running, but no progress for minutes: the command was stopped). */
export type ImportStatus = 'running' | 'completed' | 'failed' | 'stalled';

/** An FMCSA import run as GET /api/admin/carrier-imports answers it (carrier-data's ImportRunView). */
export interface ImportRun {
  id: string;
  runId: string;
  status: ImportStatus;
  files: { name: string; layout: string; size: number; bytesDone: number; done: boolean }[];
  /** The file being read, '' when none is left. */
  currentFile: string;
  initialLoad: boolean;
  bytesDone: number;
  bytesTotal: number;
  /** 0-100, one decimal. */
  percent: number;
  rowsRead: number;
  rowsPerSecond: number;
  /** null unless running with a measurable pace. */
  etaSeconds: number | null;
  rowErrors: number;
  created: number;
  changed: number;
  unchanged: number;
  startedAt: string;
  updatedAt: string;
  /** '' until finished. */
  finishedAt: string;
  errorSamples: { file: string; line: number; reason: string }[];
}
