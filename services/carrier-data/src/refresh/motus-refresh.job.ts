/**
 * One refresh run: per data set (Motus in MOTUS_KINDS order, then the census), read its publication day from the portal,
 * decide (motus-refresh.decider.ts), download the daily difference or the whole data set into the refresh folder, and
 * import it. Per data set the last applied day and a downloaded-not-imported file are stored around the import, so a
 * re-run applies nothing twice and a crash resumes with the import (runImport resumes a half-imported file by its key).
 * One data set failing (network, portal 500, timeout, a failed import) is recorded and the run goes on with the next.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { completeThrough, type ImportedFile } from '../datasets/dataset-freshness';
import type { ImportFileSpec } from '../import/import.pipeline';
import { easternClock } from './eastern-time';
import type { MotusRefreshConfig, RefreshDataset } from './motus-refresh.config';
import { decideRefresh, type RefreshDecision, type RefreshFacts } from './motus-refresh.decider';
import type { DatasetRefreshOutcome, RefreshedDataset, MotusRefreshRepository, RefreshFile, RefreshRun } from './motus-refresh.repository';
import { sha256File } from './soda-page.writer';
import type { PortalClient } from './soda.client';

/** What an import of refresh files reports back (a subset of the import run). */
export interface RefreshImportResult {
  runId: string;
  status: 'running' | 'completed' | 'failed';
  rowErrors: number;
  error?: string;
}

/** A file the import runs hold, with its path (to know a file already imported). */
export type HeldFile = ImportedFile & { path: string };

export interface MotusRefreshDeps {
  config: Pick<MotusRefreshConfig, 'dir' | 'notBefore' | 'datasets' | 'everyMinutes'>;
  portal: PortalClient;
  repo: MotusRefreshRepository;
  /** Imports files into the carrier store (runImport with the service's store, events and runs). */
  importFiles(specs: ImportFileSpec[]): Promise<RefreshImportResult>;
  /** Every file the import runs recorded (what completeThrough reads). */
  importedFiles(): Promise<HeldFile[]>;
  now(): Date;
  log(line: string): void;
  /** Test only (crash tests): called between a download, marked pending, and its import. */
  afterDownload?: (file: RefreshFile) => void;
}

/** Applied files are kept this long (what a verdict read is evidence), then removed from the refresh folder. */
const KEEP_FILES_DAYS = 14;
const HEARTBEAT_MS = 30_000;

export const newRefreshRunId = (at: Date) => `ref_${at.toISOString().slice(0, 10).replace(/-/g, '')}_${randomUUID().slice(0, 8)}`;

export class MotusRefreshJob {
  constructor(private readonly deps: MotusRefreshDeps) {}

  /**
   * Runs once; null when skipped: a scheduled run before the portal's publication hour, or another run holding the lock.
   * `owner` is the queue's job id (a job run again after its process died takes its lock back at once); "Refresh now"
   * took the lock when it was asked, under its run id.
   */
  async run(trigger: RefreshRun['trigger'], owner: string, runId = newRefreshRunId(this.deps.now())): Promise<RefreshRun | null> {
    const { repo } = this.deps;
    if (trigger === 'schedule' && easternClock(this.deps.now()) < this.deps.config.notBefore) return null;
    // Two scheduled runs back to back (BullMQ's scheduler fires at once, beside the run at start) find nothing new.
    if (trigger === 'schedule' && (await this.finishedWithin(this.deps.config.everyMinutes * 30_000))) return null;
    // The lock is operational, not domain time: the wall clock, whatever a test does with the service's clock.
    if (!(await repo.lock(owner, new Date()))) return null;
    const heartbeat = setInterval(() => void repo.heartbeat(owner, new Date()).catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    const startedAt = this.deps.now().toISOString();
    const run: RefreshRun = { id: runId, trigger, status: 'running', startedAt, updatedAt: startedAt, finishedAt: '', datasets: [] };
    try {
      // Holding the lock, no other run is alive: one still marked running died with its process.
      await repo.endInterrupted(startedAt);
      await repo.saveRun(run);
      await mkdir(this.deps.config.dir, { recursive: true });
      for (const dataset of this.deps.config.datasets) {
        const outcome = await this.refreshOne(dataset);
        // Hourly runs that find nothing new stay out of the log; what was pulled and what failed go in.
        if (outcome.error) this.deps.log(`Refresh ${dataset.kind} failed: ${outcome.error}`);
        else if (outcome.mode !== 'none') this.deps.log(`Refresh ${dataset.kind}: ${outcome.mode}, ${outcome.rows.toLocaleString('en-US')} rows (${outcome.note})`);
        run.datasets.push(outcome);
        run.updatedAt = this.deps.now().toISOString();
        await repo.saveRun(run);
      }
      run.status = run.datasets.some((d) => d.error) ? 'failed' : 'completed';
      this.prune();
    } catch (e) {
      // The store itself failed (the per data set failures are caught below): recorded if it can be.
      run.status = 'failed';
      this.deps.log(`Refresh ${runId} failed: ${(e as Error).message}`);
    } finally {
      clearInterval(heartbeat);
      run.finishedAt = this.deps.now().toISOString();
      run.updatedAt = run.finishedAt;
      await repo.saveRun(run).catch(() => undefined);
      await repo.unlock(owner).catch(() => undefined);
    }
    return run;
  }

  private async finishedWithin(ms: number): Promise<boolean> {
    const last = (await this.deps.repo.latestRuns(3)).find((r) => r.finishedAt);
    return !!last && this.deps.now().getTime() - Date.parse(last.finishedAt) < ms;
  }

  private async refreshOne(dataset: RefreshDataset): Promise<DatasetRefreshOutcome> {
    const outcome: DatasetRefreshOutcome = { kind: dataset.kind, mode: 'none', publishedDay: '', rows: 0, rowErrors: 0, importRunId: '', note: '', error: '' };
    const notes: string[] = [];
    try {
      let state = await this.deps.repo.state(dataset.kind);
      if (state.pending) {
        state = await this.resume(state, outcome, notes);
      }
      const census = !dataset.dailyId;
      const published = await this.deps.portal.publication(dataset.dailyId || dataset.baselineId);
      outcome.publishedDay = published.day;
      // A baseline can leave the data set one day short of the daily difference: that one then follows in the same run.
      for (let step = 0; step < 2; step++) {
        const held = completeThrough(await this.deps.importedFiles()).get(dataset.kind);
        const facts: RefreshFacts = { kind: census ? 'census' : 'motus', published: published.day, held, lastApplied: state.lastAppliedDay };
        const decision = decideRefresh(facts);
        if (decision.mode === 'none' || (step > 0 && decision.mode !== 'daily')) {
          if (step === 0 && outcome.mode === 'none') notes.push(noteOf(decision, facts));
          break;
        }
        const file = await this.download(dataset, decision, held);
        if (!file) {
          notes.push(`the portal's whole data set is not newer than the ${held} held: waiting for it`);
          break;
        }
        notes.push(noteOf(decision, facts));
        state = await this.apply(state, file, outcome, true);
      }
    } catch (e) {
      outcome.error = (e as Error).message;
    }
    outcome.note = notes.join('; ');
    return outcome;
  }

  /** A file downloaded by a run that died before importing it: imported now (or dropped when it is gone or altered). */
  private async resume(state: RefreshedDataset, outcome: DatasetRefreshOutcome, notes: string[]): Promise<RefreshedDataset> {
    const pending = state.pending!;
    if (existsSync(pending.path) && (await sha256File(pending.path)) === pending.sha256) {
      notes.push(`resumed the import of ${basename(pending.path)}`);
      return this.apply(state, pending, outcome, false);
    }
    const dropped: RefreshedDataset = { ...state };
    delete dropped.pending;
    await this.deps.repo.saveState(dropped);
    return dropped;
  }

  /** The file the decision needs, downloaded completely; null when the portal's baseline is no newer than what is held. */
  private async download(dataset: RefreshDataset, decision: RefreshDecision, held: string | undefined): Promise<RefreshFile | null> {
    const { portal } = this.deps;
    let id: string;
    let day: string;
    let where: string | undefined;
    switch (decision.mode) {
      case 'daily':
        [id, day] = [dataset.dailyId, decision.day];
        break;
      case 'changes':
        // Census dates are text, YYYYMMDD (MCS150_DATE adds " HHMM"): compared as text. The day held is pulled again,
        // since the file it came from may have been cut during that day.
        [id, day] = [dataset.baselineId, decision.day];
        where = `add_date >= '${compact(decision.since)}' OR mcs150_date >= '${compact(decision.since)}'`;
        break;
      case 'baseline': {
        id = dataset.baselineId;
        day = (await portal.publication(id)).day;
        if (held && day <= held) return null;
        break;
      }
      default:
        throw new Error(`nothing to download for ${decision.mode}`);
    }
    const path = join(this.deps.config.dir, `${dataset.kind}-${id}-${day}.json`);
    const got = await portal.download(id, path, where ? { where } : {});
    return { mode: decision.mode === 'baseline' ? 'baseline' : 'daily', day, path: got.path, sha256: got.sha256, rows: got.rows };
  }

  /** Imports the file, the pending mark around it: a crash in between leaves the mark, the next run imports it. */
  private async apply(state: RefreshedDataset, file: RefreshFile, outcome: DatasetRefreshOutcome, downloaded: boolean): Promise<RefreshedDataset> {
    const { repo } = this.deps;
    await repo.saveState({ ...state, pending: file });
    if (downloaded) this.deps.afterDownload?.(file);
    const path = resolve(file.path);
    // Imported completely already (a crash after the import, before the mark was cleared): not imported again.
    const done = (await this.deps.importedFiles()).some((f) => f.done && resolve(f.path) === path);
    if (!done) {
      // The census changes are whole census rows, not a difference (blank there means blank, never "deleted").
      const daily = file.mode === 'daily' && !state.id.startsWith('census');
      const result = await this.deps.importFiles([{ path, asOf: file.day, daily }]);
      outcome.importRunId = result.runId;
      outcome.rowErrors += result.rowErrors;
      if (result.status !== 'completed') throw new Error(`the import of ${basename(path)} ${result.status}${result.error ? `: ${result.error}` : ''}`);
    }
    outcome.mode = outcome.mode === 'baseline' ? 'baseline' : file.mode;
    outcome.rows += file.rows;
    const applied: RefreshedDataset = { id: state.id, lastAppliedDay: file.day, lastFile: basename(path), lastSha256: file.sha256, appliedAt: this.deps.now().toISOString() };
    await repo.saveState(applied);
    return applied;
  }

  /** Leftover partial downloads, and applied files past their keeping time. */
  private prune(): void {
    const { dir } = this.deps.config;
    const cutoff = Date.now() - KEEP_FILES_DAYS * 86_400_000;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      try {
        if (name.endsWith('.part') || (name.endsWith('.json') && statSync(path).mtimeMs < cutoff)) rmSync(path, { force: true });
      } catch {
        // Another run's file, gone meanwhile.
      }
    }
  }
}

const compact = (day: string) => day.replace(/-/g, '');

/** A decision in a line, for the run's record and the log. */
function noteOf(d: RefreshDecision, f: RefreshFacts): string {
  switch (d.mode) {
    case 'none':
      if (d.reason === 'no-census') return 'no census imported yet: import the Company Census File once with npm run import, the refresh then pulls its changes';
      return d.reason === 'already-applied' ? `the portal's file of ${f.published} is already applied` : `held through ${f.held}; the portal's is of ${f.published}`;
    case 'daily':
      return `the daily difference of ${d.day} on top of ${f.held}`;
    case 'baseline':
      return d.reason === 'missed-day' ? `held through ${f.held}, the portal at ${f.published}: a day was missed, the whole data set again` : 'never held: the whole data set';
    case 'changes':
      return `census rows added or updated since ${d.since}`;
    default: {
      const unknown: never = d;
      return String(unknown);
    }
  }
}
