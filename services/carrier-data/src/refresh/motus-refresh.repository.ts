/**
 * What the daily refresh keeps in carrier-data's DocumentStore (SQLite embedded, MongoDB distributed):
 * - per data set, the last file applied (day, file, sha256) and a file downloaded but not yet imported, so a re-run
 *   never applies a day twice and a crash between download and import resumes with the import;
 * - every run with its outcome per data set (the Data sets screen and the operator read them);
 * - one lock document, so two runs never overlap (two carrier-data replicas, a "Refresh now" during the hourly run).
 */
import { isDomainError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { DatasetRefreshOutcome, DatasetRefreshRun } from '@logiscope/proto/views';
import type { SourceKind } from '../ingest/updates';

export type { DatasetRefreshOutcome };
export type RefreshMode = DatasetRefreshOutcome['mode'];

export interface RefreshFile {
  mode: Exclude<RefreshMode, 'none'>;
  /** The day the file's data is of (the portal's publication day). */
  day: string;
  path: string;
  sha256: string;
  rows: number;
}

export interface RefreshedDataset {
  /** The data set kind. */
  id: SourceKind;
  /** '' until the refresh applied a file. */
  lastAppliedDay: string;
  lastFile: string;
  lastSha256: string;
  appliedAt: string;
  /** Downloaded completely, not yet imported (a crash came in between): the next run imports it first. */
  pending?: RefreshFile;
}

/** A run as stored: the view's shape under the collection's `id`, with when it last progressed. */
export type RefreshRun = Omit<DatasetRefreshRun, 'runId'> & { id: string; updatedAt: string };

interface RefreshLock {
  id: 'refresh';
  /** The job holding it: a job the queue runs again after its process died takes its own lock back at once. */
  owner: string;
  heartbeatAt: string;
}

/** A lock not refreshed for this long belongs to a process that died. */
export const LOCK_STALE_MS = 3 * 60_000;

export class MotusRefreshRepository {
  private constructor(
    private readonly states: DocumentCollection<RefreshedDataset>,
    private readonly runs: DocumentCollection<RefreshRun>,
    private readonly locks: DocumentCollection<RefreshLock>,
  ) {}

  static async open(documents: DocumentStore): Promise<MotusRefreshRepository> {
    return new MotusRefreshRepository(
      await documents.collection<RefreshedDataset>('dataset_refresh_states'),
      await documents.collection<RefreshRun>('dataset_refresh_runs', [{ fields: ['startedAt'] }, { fields: ['status'] }]),
      await documents.collection<RefreshLock>('dataset_refresh_lock'),
    );
  }

  async state(kind: SourceKind): Promise<RefreshedDataset> {
    return (await this.states.get(kind)) ?? { id: kind, lastAppliedDay: '', lastFile: '', lastSha256: '', appliedAt: '' };
  }

  async saveState(state: RefreshedDataset): Promise<void> {
    await this.states.upsert(state);
  }

  async saveRun(run: RefreshRun): Promise<void> {
    await this.runs.upsert(run);
  }

  /** Runs still marked running while the caller holds the lock: their process died. Marked failed. */
  async endInterrupted(now: string): Promise<number> {
    const dead = await this.runs.find({ status: 'running' });
    for (const run of dead) await this.runs.update(run.id, { status: 'failed', finishedAt: now, updatedAt: now });
    return dead.length;
  }

  /** Newest first. */
  async latestRuns(limit: number): Promise<RefreshRun[]> {
    return this.runs.find({}, { sort: { startedAt: -1 }, limit });
  }

  /** Takes the lock; false while another live owner holds it (a stale one is taken over). */
  async lock(owner: string, now: Date): Promise<boolean> {
    const lock: RefreshLock = { id: 'refresh', owner, heartbeatAt: now.toISOString() };
    try {
      await this.locks.insert(lock);
      return true;
    } catch (e) {
      if (!isDomainError(e)) throw e;
    }
    const held = await this.locks.get('refresh');
    if (held && held.owner !== owner && now.getTime() - Date.parse(held.heartbeatAt) < LOCK_STALE_MS) return false;
    await this.locks.upsert(lock);
    return true;
  }

  async heartbeat(owner: string, now: Date): Promise<void> {
    const held = await this.locks.get('refresh');
    if (held?.owner === owner) await this.locks.update('refresh', { heartbeatAt: now.toISOString() });
  }

  async unlock(owner: string): Promise<void> {
    const held = await this.locks.get('refresh');
    if (held?.owner === owner) await this.locks.delete('refresh');
  }

  /** Whether a live run (or one asked for and not yet started) holds the lock. */
  async isLocked(now: Date): Promise<boolean> {
    const held = await this.locks.get('refresh');
    return !!held && now.getTime() - Date.parse(held.heartbeatAt) < LOCK_STALE_MS;
  }
}
