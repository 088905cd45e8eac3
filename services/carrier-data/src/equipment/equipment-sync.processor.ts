import { ConcurrencyError } from '@logiscope/kernel';
import { toNewEvents, type EventStore, type JobHandler } from '@logiscope/infra';
import type { EquipmentSynced } from '@logiscope/proto';
import type { CarrierStore } from '../carrier/carrier.store';
import { planEquipmentMerge } from './equipment.merge';
import { EquipmentSourceError, type EquipmentSource } from './equipment.source';
import { syncCounts, type EquipmentSyncCounts, type EquipmentSyncRepository } from './equipment-sync.repository';

export const EQUIPMENT_SYNC_JOB = 'carrier-data.equipment-sync';
/** Attempts per sync, the first included; the queue waits EQUIPMENT_SYNC_BACKOFF_MS × attempt between them. */
export const EQUIPMENT_SYNC_ATTEMPTS = 3;
export const EQUIPMENT_SYNC_BACKOFF_MS = 1_000;
/** What users read when a sync failed for a reason that is ours, not the source's. */
export const SYNC_FAILED_MESSAGE = 'Failed to sync equipment data';

export interface EquipmentSyncJob {
  dotNumber: string;
  /** Who asked (event metadata only: the stored outcome names nobody). */
  userId: string;
  companyId: string;
}

export interface EquipmentSyncResult extends EquipmentSyncCounts {
  startedAt: string;
  finishedAt: string;
}

export interface EquipmentSyncProcessorDeps {
  source: EquipmentSource;
  store: Pick<CarrierStore, 'equipmentOf' | 'upsertEquipment'>;
  syncs: EquipmentSyncRepository;
  events: EventStore;
  /** The attempts each job was enqueued with (default EQUIPMENT_SYNC_ATTEMPTS): the last one marks the sync failed. */
  attempts?: number;
  now?: () => Date;
  /** Called once the EquipmentSynced event is stored (wakes the outbox relay). */
  onAppended?: () => void;
  log?: (line: string) => void;
}

/**
 * The equipment sync job: reads the carrier's vehicles from the source, merges them into the store (new vehicles
 * added, known ones updated), appends EquipmentSynced and records the outcome on the carrier's sync. A failed attempt
 * is recorded and rethrown so the queue retries it; the last one marks the sync failed with the reason.
 */
export function equipmentSyncProcessor(deps: EquipmentSyncProcessorDeps): JobHandler<EquipmentSyncJob, EquipmentSyncResult> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));
  return async (data, job) => {
    const { dotNumber } = data;
    const startedAt = now().toISOString();
    // A retry keeps the previous attempt's reason on show until it succeeds or fails in turn.
    await deps.syncs.updateForJob(dotNumber, job.id, { state: 'running', startedAt, attempts: job.attempt });
    try {
      const vehicles = await deps.source.vehiclesOf(dotNumber);
      const merge = planEquipmentMerge(dotNumber, await deps.store.equipmentOf(dotNumber), vehicles);
      if (merge.writes.length) await deps.store.upsertEquipment(merge.writes);
      const counts = await recordSynced(deps.events, job.id, data, deps.source.name, startedAt, syncCounts(merge), now());
      deps.onAppended?.();
      const finishedAt = now().toISOString();
      await deps.syncs.updateForJob(dotNumber, job.id, { state: 'completed', ...counts, finishedAt, error: '' });
      return { ...counts, startedAt, finishedAt };
    } catch (e) {
      const message = e instanceof EquipmentSourceError ? e.message : SYNC_FAILED_MESSAGE;
      if (!(e instanceof EquipmentSourceError)) log(`[carrier-data] equipment sync ${job.id} attempt ${job.attempt}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      const last = job.attempt >= (deps.attempts ?? EQUIPMENT_SYNC_ATTEMPTS);
      await deps.syncs.updateForJob(dotNumber, job.id, last ? { state: 'failed', error: message, finishedAt: now().toISOString() } : { state: 'running', error: message });
      throw new Error(message);
    }
  };
}

/**
 * Appends the sync's one EquipmentSynced (stream = the job id, at version 0). An attempt that runs again after the
 * event was stored (a worker died before recording the outcome) keeps the counts the event already published.
 */
async function recordSynced(events: EventStore, syncId: string, job: EquipmentSyncJob, source: string, startedAt: string, counts: EquipmentSyncCounts, at: Date): Promise<EquipmentSyncCounts> {
  const event: EquipmentSynced = { type: 'EquipmentSynced', data: { dotNumber: job.dotNumber, syncId, source, ...counts, startedAt } };
  const metadata = { partitionKey: `carrier:${job.dotNumber}`, userId: job.userId, companyId: job.companyId, correlationId: syncId };
  try {
    await events.append(syncId, 0, toNewEvents([event], metadata, at));
    return counts;
  } catch (e) {
    if (!(e instanceof ConcurrencyError)) throw e;
    const [stored] = (await events.readStream<EquipmentSynced>(syncId)).events;
    return syncCounts(stored.data);
  }
}
