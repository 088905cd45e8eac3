import { createHash, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ConcurrencyError, type EventMetadata } from '@logiscope/kernel';
import { toNewEvents, type DocumentCollection, type EventStore } from '@logiscope/infra';
import type { CarrierImportCompleted } from '@logiscope/proto';
import type { EquipmentRecord } from '../carrier/carrier.model';
import type { CarrierStore } from '../carrier/carrier.store';
import { preparedWritesOf } from '../carrier/sqlite-carrier.prepared-writes';
import { availableParallelism } from 'node:os';
import { applyBatch, type BatchOutcome } from './import-batch';
import { importLaned } from './import.lanes';
import { isCarrierUpdate, isRowError, openFmcsaFile, type CarrierUpdate, type OpenedFile, type ResumePoint, type RowError } from '../ingest';
import { dailyKindOfFileName, effectiveFileDate } from '../datasets/dataset-catalog';
import { normaliseMc } from '../carrier/carrier-identifiers.normalise';

/** Census first (it creates carriers and names their dockets), then files that attach to existing carriers. */
const ORDER: Record<string, number> = {
  'census-147': 0,
  'census-42': 0,
  'safer-snapshot': 1,
  'li-carrier': 2,
  'li-carrier-search': 2,
  'li-authhist': 3,
  'li-actpendins': 3,
  'li-insur': 4,
  'li-revocation': 5,
  // Motus after the legacy snapshot it overlays (the newer fact wins by date anyway; this keeps runs readable).
  'motus-carrier': 6,
  'motus-authhist': 7,
  'motus-revokesuspend': 8,
  'motus-insur': 9,
  'motus-inshist': 10,
  'motus-boc3': 11,
  'inspection-units': 12,
};

/**
 * A file to import: its path, or the path with the date of its data (else from its name, else its modification day)
 * and whether it is a daily difference (else: its name holds a daily data set id).
 */
export type ImportFileSpec = string | { path: string; asOf?: string; daily?: boolean };

/** Opens a file with its date and mode settled: named date, else given, else the modification day; legacy capped. */
async function openSpec(spec: ImportFileSpec): Promise<OpenedFile & { daily: boolean }> {
  const path = resolve(typeof spec === 'string' ? spec : spec.path);
  const given = typeof spec === 'string' ? undefined : spec.asOf;
  const daily = (typeof spec === 'string' ? undefined : spec.daily) ?? dailyKindOfFileName(path) !== null;
  const first = await openFmcsaFile(path, { ...(given ? { asOf: given } : {}), daily });
  const asOf = effectiveFileDate(first.layout.id, first.asOf || statSync(path).mtime.toISOString().slice(0, 10));
  const file = asOf === first.asOf ? first : await openFmcsaFile(path, { asOf, layout: first.layout.id, daily });
  return Object.assign(file, { daily });
}

export interface ImportRun {
  /** Stable for the same set of files (paths, sizes, modification times): a re-run after a kill resumes it. */
  id: string;
  runId: string;
  status: 'running' | 'completed' | 'failed';
  /**
   * asOf: the date of the file's data (YYYY-MM-DD; absent in runs stored before it was kept); daily: a daily difference
   * (absent: a baseline); rows: rows read from it so far.
   */
  files: { path: string; name: string; layout: string; asOf?: string; daily?: boolean; rows?: number; size: number; offset: number; line: number; done: boolean }[];
  initialLoad: boolean;
  rowsRead: number;
  rowErrors: number;
  created: number;
  changed: number;
  unchanged: number;
  startedAt: string;
  updatedAt: string;
  finishedAt: string;
  /** The first row errors (line and reason), for the admin screen; all of them go to onRowError. */
  errorSamples: { file: string; line: number; reason: string }[];
  /** Why a failed run stopped. */
  error?: string;
}

export interface ImportProgress {
  runId: string;
  file: string;
  rowsRead: number;
  rowErrors: number;
  bytesDone: number;
  bytesTotal: number;
  rowsPerSecond: number;
  etaSeconds: number | null;
  created: number;
  changed: number;
}

export interface ImportOptions {
  files: ImportFileSpec[];
  store: CarrierStore;
  events: EventStore;
  runs: DocumentCollection<ImportRun>;
  batchRows?: number;
  onProgress?: (p: ImportProgress) => void;
  onRowError?: (e: RowError & { file: string }) => void;
  /** Called after each committed batch (the relay publishes without waiting). */
  onAppended?: () => void;
  now?: () => Date;
  /**
   * Worker threads that parse and prepare rows (import.lanes.ts) when the store takes prepared rows; 0 or 1: none.
   * Default: 2 when the machine has two cores or more.
   */
  lanes?: number;
  /** Files smaller than this are imported on one thread (starting the lanes costs more than they save). */
  laneMinBytes?: number;
}

const MAX_ERROR_SAMPLES = 200;
const DEFAULT_LANES = availableParallelism() >= 2 ? 2 : 0;
const LANE_MIN_BYTES = 16 << 20;

/**
 * Streams FMCSA files into the carrier store. Per batch: resolve DOT numbers (dockets through the store), apply the
 * updates to the current snapshots, append CarrierImported / CarrierChanged for what matters to a broker, write the
 * snapshots, then move the run's checkpoint. The events of a batch go to a stream named after the run and the
 * batch's starting offset, appended at version 0 before the snapshots are written: after a kill the same batch is
 * replayed, its append finds the stream already there (ConcurrencyError) and the snapshot write completes. So no
 * change is lost or emitted twice, and the same file imported again emits nothing.
 */
export async function runImport(options: ImportOptions): Promise<ImportRun> {
  const now = options.now ?? (() => new Date());
  const opened: (OpenedFile & { daily: boolean })[] = [];
  for (const f of options.files) opened.push(await openSpec(f));
  // Within a kind, older data first so the newest file has the last word (and re-imports are stable).
  opened.sort((a, b) => (ORDER[a.layout.id] ?? 99) - (ORDER[b.layout.id] ?? 99) || a.asOf.localeCompare(b.asOf) || Number(a.daily) - Number(b.daily) || a.path.localeCompare(b.path));

  const key = createHash('sha256')
    .update(opened.map((f) => { const st = statSync(f.path); return `${f.path}|${st.size}|${st.mtimeMs}`; }).join('\n'))
    .digest('hex')
    .slice(0, 32);
  const existing = await options.runs.get(key);
  const resuming = existing?.status === 'running';
  // The same files imported again: the earlier run keeps its place in the history under an id of its own.
  if (existing && !resuming) await options.runs.upsert({ ...existing, id: `${key}@${existing.runId}` });
  const startedAt = now().toISOString();
  const run: ImportRun = resuming
    ? existing
    : {
        id: key,
        runId: `imp_${startedAt.slice(0, 10).replace(/-/g, '')}_${randomUUID().slice(0, 8)}`,
        status: 'running',
        files: opened.map((f) => ({ path: f.path, name: basename(f.path), layout: f.layout.id, asOf: f.asOf, daily: f.daily, rows: 0, size: f.size ?? 0, offset: f.dataStart.offset, line: f.dataStart.line, done: false })),
        // The first load into an empty store emits only the summary: 2.5 million CarrierImported would help nobody.
        initialLoad: (await options.store.count()) === 0,
        rowsRead: 0,
        rowErrors: 0,
        created: 0,
        changed: 0,
        unchanged: 0,
        startedAt,
        updatedAt: startedAt,
        finishedAt: '',
        errorSamples: [],
      };
  await options.runs.upsert(run);

  const bytesTotal = run.files.reduce((n, f) => n + f.size, 0);
  const t0 = Date.now();
  const rowsAtStart = run.rowsRead;
  const progress = (file: string, bytesDone: number) => {
    const elapsed = (Date.now() - t0) / 1000;
    const rate = elapsed > 0 ? (run.rowsRead - rowsAtStart) / elapsed : 0;
    const byteRate = elapsed > 0 ? bytesDone / elapsed : 0;
    options.onProgress?.({
      runId: run.runId,
      file,
      rowsRead: run.rowsRead,
      rowErrors: run.rowErrors,
      bytesDone,
      bytesTotal,
      rowsPerSecond: Math.round(rate),
      etaSeconds: byteRate > 0 ? Math.max(0, Math.round((bytesTotal - bytesDone) / byteRate)) : null,
      created: run.created,
      changed: run.changed,
    });
  };

  const rowError = (file: string, e: RowError) => {
    run.rowErrors += 1;
    if (run.errorSamples.length < MAX_ERROR_SAMPLES) run.errorSamples.push({ file, line: e.line, reason: e.reason });
    options.onRowError?.({ ...e, file });
  };

  try {
    await importFiles(options, run, opened, { rowError, progress, now, bytesTotal });
  } catch (e) {
    // A crash leaves the run 'running' (the same command resumes it); an error says so and ends it.
    run.status = 'failed';
    run.finishedAt = now().toISOString();
    run.updatedAt = run.finishedAt;
    run.error = (e as Error).message;
    await options.runs.upsert(run).catch(() => undefined);
    throw e;
  }
  return run;
}

interface ImportContext {
  bytesTotal: number;
  rowError: (file: string, e: RowError) => void;
  progress: (file: string, bytesDone: number) => void;
  now: () => Date;
}

/** The files from the run's checkpoints to the end, then the run's completion (CarrierImportCompleted). */
async function importFiles(options: ImportOptions, run: ImportRun, opened: (OpenedFile & { daily: boolean })[], { bytesTotal, rowError, progress, now }: ImportContext): Promise<void> {
  const batchRows = options.batchRows ?? 5000;
  let bytesBefore = 0;
  for (const [fileIndex, file] of opened.entries()) {
    const state = run.files.find((f) => f.path === file.path)!;
    if (state.done) {
      bytesBefore += state.size;
      continue;
    }
    let pending: { updates: CarrierUpdate[]; equipment: EquipmentRecord[]; start: number; end: { offset: number; line: number }; rows: number } | null = null;
    let inflight: Promise<void> | undefined;
    /** After a committed batch: the run's checkpoint moves past it. */
    const checkpoint = async (batch: { end: ResumePoint; rows: number }) => {
      state.offset = batch.end.offset;
      state.line = batch.end.line;
      run.rowsRead += batch.rows;
      state.rows = (state.rows ?? 0) + batch.rows;
      run.updatedAt = now().toISOString();
      await options.runs.upsert(run);
      options.onAppended?.();
      progress(state.name, bytesBefore + (state.offset - file.dataStart.offset));
    };
    const flush = async () => {
      if (!pending) return;
      const batch = pending;
      pending = null;
      await commitBatch(options, run, fileIndex, batch, (e) => rowError(state.name, e), now);
      await checkpoint(batch);
    };

    const laneCount = options.lanes ?? DEFAULT_LANES;
    const writes = laneCount > 1 && file.format === 'csv' && (file.size ?? 0) >= (options.laneMinBytes ?? LANE_MIN_BYTES) ? preparedWritesOf(options.store) : undefined;
    if (writes) {
      const rest = await importLaned({
        file,
        from: { offset: state.offset, line: state.line },
        batchRows,
        lanes: laneCount,
        data: { path: file.path, runId: run.runId, initialLoad: run.initialLoad, asOf: file.asOf, layout: file.layout.id, daily: file.daily },
        writes,
        today: () => now().toISOString().slice(0, 10),
        commit: async (range, prepared) => {
          for (const e of prepared.errors) rowError(state.name, e);
          await writeBatch(options, run, `${fileIndex}:${range.start}`, prepared, prepared.equipment, now, () => writes.write(prepared.rows));
          await checkpoint({ end: { offset: range.end, line: range.endLine }, rows: range.rows });
        },
      });
      if (!rest) {
        state.done = true;
        bytesBefore += state.size;
        await options.runs.upsert(run);
        continue;
      }
    }

    for await (const rows of file.batches({ offset: state.offset, line: state.line })) {
      for (const row of rows) {
        pending ??= { updates: [], equipment: [], start: row.offset, end: { offset: row.end, line: row.endLine }, rows: 0 };
        pending.rows += 1;
        pending.end = { offset: row.end, line: row.endLine };
        const r = row.result;
        if (r === null) continue;
        if (isRowError(r)) rowError(state.name, r);
        else if (r.kind === 'equipment') pending.equipment.push(...r.equipment);
        else if (isCarrierUpdate(r)) pending.updates.push(r);
        if (pending.rows >= batchRows) {
          // One batch in flight: its writes (largely on the store's writer thread) overlap reading and parsing the
          // next one; batches still commit one after the other, each seeing the one before.
          await inflight;
          inflight = flush();
          inflight.catch(() => undefined);
        }
      }
    }
    await inflight;
    await flush();
    state.done = true;
    bytesBefore += state.size;
    await options.runs.upsert(run);
  }

  const completed: CarrierImportCompleted = {
    type: 'CarrierImportCompleted',
    data: {
      importId: run.runId,
      files: run.files.map((f) => f.name),
      rowsRead: run.rowsRead,
      rowErrors: run.rowErrors,
      created: run.created,
      changed: run.changed,
      unchanged: run.unchanged,
      initialLoad: run.initialLoad,
    },
  };
  await options.store.finishImport?.();
  await appendOnce(options.events, `carrier-import:${run.runId}`, toNewEvents([completed], { importId: run.runId }, now()));
  run.status = 'completed';
  run.finishedAt = now().toISOString();
  await options.runs.upsert(run);
  options.onAppended?.();
  progress('', bytesTotal);
}

/** Appends at version 0; a stream that exists already was appended by the interrupted run being resumed. */
async function appendOnce(events: EventStore, streamId: string, newEvents: ReturnType<typeof toNewEvents>): Promise<void> {
  if (newEvents.length === 0) return;
  try {
    await events.append(streamId, 0, newEvents);
  } catch (e) {
    if (!(e instanceof ConcurrencyError)) throw e;
  }
}

async function commitBatch(
  options: ImportOptions,
  run: ImportRun,
  fileIndex: number,
  batch: { updates: CarrierUpdate[]; equipment: EquipmentRecord[]; start: number },
  onError: (e: RowError) => void,
  now: () => Date,
): Promise<void> {
  const { store } = options;
  // Rows without a DOT number (L&I insur, some revocations, Motus rows naming only a docket) reach their company
  // through any of its dockets (MC, MX, FF: normaliseMc's index key).
  const unresolved = batch.updates.filter((u) => !u.dotNumber);
  const mcOf = (u: CarrierUpdate) => {
    const docket = 'docket' in u ? u.docket : '';
    return /^(MC|MX|FF)\d+$/.test(docket) ? normaliseMc(docket) : '';
  };
  const byMc = unresolved.length ? await store.dotsByMc([...new Set(unresolved.map(mcOf).filter(Boolean))]) : new Map<string, string>();
  // Dockets named earlier in this same batch (census DOCKETn, actpendins) count too.
  const batchDockets = new Map<string, string>();
  for (const u of batch.updates) {
    if (!u.dotNumber) continue;
    const dockets = 'dockets' in u && Array.isArray(u.dockets) ? u.dockets : 'docket' in u && u.docket ? [u.docket] : [];
    for (const d of dockets) if (/^(MC|MX|FF)\d+$/.test(d)) batchDockets.set(normaliseMc(d), u.dotNumber);
  }

  const byDot = new Map<string, CarrierUpdate[]>();
  for (const u of batch.updates) {
    const mc = u.dotNumber ? '' : mcOf(u);
    const dot = u.dotNumber || byMc.get(mc) || batchDockets.get(mc) || '';
    if (!dot) {
      onError({ kind: 'error', source: u.source, line: u.line, reason: `docket ${'docket' in u ? u.docket || '(none)' : '(none)'} matches no known carrier` });
      continue;
    }
    const list = byDot.get(dot) ?? [];
    list.push(u.dotNumber ? u : { ...u, dotNumber: dot });
    byDot.set(dot, list);
  }

  const current = await store.getMany([...byDot.keys()]);
  const outcome = applyBatch({ byDot, current, runId: run.runId, initialLoad: run.initialLoad, today: now().toISOString().slice(0, 10) });
  for (const e of outcome.errors) onError(e);
  await writeBatch(options, run, `${fileIndex}:${batch.start}`, outcome, batch.equipment, now, async () => {
    if (outcome.next.length) await store.upsertMany(outcome.next);
  });
}

/**
 * Counts a batch into the run, appends its events once (a stream per batch: see runImport), then writes the carriers
 * (`write`) and the equipment.
 */
export async function writeBatch(
  options: Pick<ImportOptions, 'events' | 'store'>,
  run: ImportRun,
  batchKey: string,
  outcome: Pick<BatchOutcome, 'events' | 'eventDots' | 'created' | 'changed' | 'unchanged'>,
  equipment: EquipmentRecord[],
  now: () => Date,
  write: () => Promise<void>,
): Promise<void> {
  run.created += outcome.created;
  run.changed += outcome.changed;
  run.unchanged += outcome.unchanged;
  const stamped = toNewEvents(outcome.events, { importId: run.runId }, now()).map(
    (e, i): typeof e => ({ ...e, metadata: { ...(e.metadata as EventMetadata), partitionKey: `carrier:${outcome.eventDots[i]}` } }),
  );
  await appendOnce(options.events, `carrier-import:${run.runId}:${batchKey}`, stamped);
  await write();
  if (equipment.length) await options.store.upsertEquipment(equipment);
}
