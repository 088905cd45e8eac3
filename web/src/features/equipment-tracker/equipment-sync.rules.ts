import type { EquipmentSyncResult } from '../carriers/carrier.types';

/** How often the Equipment tab asks for the sync's state while one runs. */
export const SYNC_POLL_MS = 1000;

type SyncLike = Pick<EquipmentSyncResult, 'jobId' | 'state'> | null | undefined;

/** Queued or running: the job has not ended yet. */
export function isSyncActive(sync: SyncLike): boolean {
  return sync?.state === 'queued' || sync?.state === 'running';
}

/** The polling interval for the sync status: every second while a sync runs, never otherwise. */
export function syncPollingInterval(sync: SyncLike): number {
  return isSyncActive(sync) ? SYNC_POLL_MS : 0;
}

/**
 * What the Equipment tab does when a new sync state arrives: refresh the list when a sync it saw running (or the one
 * this user started) has ended, and tell the user when it was theirs. A sync that ended before the tab opened does
 * neither.
 */
export function onSyncUpdate(before: SyncLike, after: SyncLike, watchedJobId: string | null): { refresh: boolean; announce: boolean } {
  if (!after || isSyncActive(after)) return { refresh: false, announce: false };
  const announce = watchedJobId !== null && after.jobId === watchedJobId;
  const sawItRun = !!before && before.jobId === after.jobId && isSyncActive(before);
  return { refresh: announce || sawItRun, announce };
}
