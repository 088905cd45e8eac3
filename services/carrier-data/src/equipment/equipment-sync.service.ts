import { randomUUID } from 'node:crypto';
import { DomainError, DuplicateKeyError, ErrorCode } from '@logiscope/kernel';
import type { JobQueue } from '@logiscope/infra';
import type { Caller, EquipmentSyncView } from '../carrier-data.api';
import type { EquipmentSourceName } from './equipment.source';
import { ACTIVE_SYNC_STATES, syncCounts, type EquipmentSyncRecord, type EquipmentSyncRepository } from './equipment-sync.repository';
import {
  EQUIPMENT_SYNC_ATTEMPTS,
  EQUIPMENT_SYNC_BACKOFF_MS,
  EQUIPMENT_SYNC_JOB,
  SYNC_FAILED_MESSAGE,
  type EquipmentSyncJob,
  type EquipmentSyncResult,
} from './equipment-sync.processor';

export interface EquipmentSyncServiceDeps {
  jobs: JobQueue;
  syncs: EquipmentSyncRepository;
  source: EquipmentSourceName;
  /** How long request() waits for the outcome before answering with the sync still running. */
  waitMs: number;
  pollMs?: number;
  /** Attempts per sync and the queue's backoff (default EQUIPMENT_SYNC_ATTEMPTS, EQUIPMENT_SYNC_BACKOFF_MS). */
  retry?: { attempts: number; backoffMs: number };
  now?: () => Date;
}

/** A sync the queue does not know this long after it was requested was lost (its enqueue never happened). */
const LOST_AFTER_MS = 60_000;

const isActive = (r: EquipmentSyncRecord): boolean => ACTIVE_SYNC_STATES.includes(r.state);

export function toEquipmentSyncView(r: EquipmentSyncRecord): EquipmentSyncView {
  return {
    jobId: r.jobId,
    state: r.state,
    synced: r.total,
    total: r.total,
    added: r.added,
    updated: r.updated,
    unchanged: r.unchanged,
    inspections: r.inspections,
    source: r.source,
    requestedAt: r.requestedAt,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    attempts: r.attempts,
    error: r.error,
  };
}

/**
 * "Sync Equipment" as a background job: one sync per carrier at a time (a request while one runs joins it), its
 * outcome kept on the carrier (`equipment_syncs`) and readable until the next one.
 */
export class EquipmentSyncService {
  private readonly now: () => Date;

  constructor(private readonly deps: EquipmentSyncServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Starts a sync of the carrier's equipment, or joins the one running, and waits briefly for its outcome. */
  async request(dotNumber: string, caller: Caller): Promise<EquipmentSyncView> {
    let sync = await this.start(dotNumber, caller);
    const deadline = Date.now() + this.deps.waitMs;
    while (isActive(sync) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, this.deps.pollMs ?? 100));
      sync = await this.reconcile((await this.deps.syncs.get(dotNumber)) ?? sync);
    }
    return toEquipmentSyncView(sync);
  }

  /** The carrier's latest sync, or null when its equipment was never synced. */
  async last(dotNumber: string): Promise<EquipmentSyncView | null> {
    const sync = await this.deps.syncs.get(dotNumber);
    return sync ? toEquipmentSyncView(await this.reconcile(sync)) : null;
  }

  private async start(dotNumber: string, caller: Caller): Promise<EquipmentSyncRecord> {
    for (let tries = 0; ; tries++) {
      const current = await this.deps.syncs.get(dotNumber);
      const latest = current ? await this.reconcile(current) : null;
      if (latest && isActive(latest)) return latest;
      const next = this.nextSync(dotNumber, latest);
      try {
        if (latest) await this.deps.syncs.save(next);
        else await this.deps.syncs.create(next);
      } catch (e) {
        // Another request created the carrier's first sync in between: join that one.
        if (e instanceof DuplicateKeyError && tries === 0) continue;
        throw e;
      }
      const job: EquipmentSyncJob = { dotNumber, userId: caller.userId, companyId: caller.companyId };
      try {
        // The same job id twice (two requests computing the same next sync) enqueues one job.
        await this.deps.jobs.enqueue(EQUIPMENT_SYNC_JOB, job, { jobId: next.jobId, ...(this.deps.retry ?? { attempts: EQUIPMENT_SYNC_ATTEMPTS, backoffMs: EQUIPMENT_SYNC_BACKOFF_MS }) });
      } catch {
        await this.deps.syncs.updateForJob(dotNumber, next.jobId, { state: 'failed', error: SYNC_FAILED_MESSAGE, finishedAt: this.now().toISOString() });
        throw new DomainError(ErrorCode.UNAVAILABLE, SYNC_FAILED_MESSAGE);
      }
      return next;
    }
  }

  private nextSync(dotNumber: string, previous: EquipmentSyncRecord | null): EquipmentSyncRecord {
    const series = previous?.series ?? randomUUID().slice(0, 8);
    const generation = (previous?.generation ?? 0) + 1;
    return {
      id: dotNumber,
      dotNumber,
      series,
      generation,
      jobId: `equipment-sync:${dotNumber}:${series}:${generation}`,
      state: 'queued',
      source: this.deps.source,
      requestedAt: this.now().toISOString(),
      startedAt: '',
      finishedAt: '',
      attempts: 0,
      error: '',
      total: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      inspections: 0,
    };
  }

  /**
   * A sync still marked queued or running, checked against its job: the job's own final state wins (a request that
   * raced the job's completion can have written "queued" over "completed"), and a job the queue never got is lost.
   */
  private async reconcile(sync: EquipmentSyncRecord): Promise<EquipmentSyncRecord> {
    if (!isActive(sync)) return sync;
    const job = await this.deps.jobs.getJob<EquipmentSyncResult>(sync.jobId);
    let patch: Partial<EquipmentSyncRecord> | null = null;
    if (job?.state === 'completed' && job.result) {
      const { startedAt, finishedAt } = job.result;
      patch = { state: 'completed', ...syncCounts(job.result), startedAt, finishedAt, attempts: job.attemptsMade, error: '' };
    } else if (job?.state === 'failed') {
      patch = { state: 'failed', error: job.error || SYNC_FAILED_MESSAGE, finishedAt: sync.finishedAt || this.now().toISOString(), attempts: job.attemptsMade };
    } else if (!job && this.now().getTime() - Date.parse(sync.requestedAt) > LOST_AFTER_MS) {
      patch = { state: 'failed', error: SYNC_FAILED_MESSAGE, finishedAt: this.now().toISOString() };
    }
    if (!patch) return sync;
    await this.deps.syncs.updateForJob(sync.dotNumber, sync.jobId, patch);
    return { ...sync, ...patch };
  }
}
