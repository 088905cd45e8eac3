import { handleCommand, type DocumentCollection, type EventStore, type JobQueue, type Projector } from '@logiscope/infra';
import type { DocumentFiles } from '../compliance/document-files.repository';
import { vettingDecider, vettingStream } from './vetting.decider';
import type { VettingDocument } from './vetting.projection';
import { vettingFileKey } from './vetting.service';

export interface VettingPurgeDeps {
  events: EventStore;
  vettings: DocumentCollection<VettingDocument>;
  files: DocumentFiles;
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
  now: () => Date;
}

/** The purge job's name, run on each profile's job queue (SQLite scheduler embedded, BullMQ distributed). */
export const VETTING_PURGE_JOB = 'reports.vetting-purge';
/** Four times a day: a record goes at most a few hours after its last day. */
export const VETTING_PURGE_EVERY_MS = 6 * 3_600_000;
/** Records a run purges at most; the next run takes the rest. */
const BATCH = 500;

/**
 * Purges the records whose retention is over (the day after `retainUntil`, UTC): for each, its PDF is deleted, then
 * `VettingPurged` is appended to the load's stream and the read model drops the record. The file goes first so that a
 * crash in between leaves a record the next run purges again (deleting a missing file is a no-op), never an orphan
 * PDF. The decider decides again from the stream: a record not yet past its day is kept whatever the read model says.
 */
export async function purgeExpiredVettings(deps: VettingPurgeDeps): Promise<{ purged: number }> {
  const at = deps.now();
  const today = at.toISOString().slice(0, 10);
  const expired = await deps.vettings.find({ retainUntil: { $lt: today } }, { sort: { retainUntil: 1 }, limit: BATCH });
  let purged = 0;
  let last = 0;
  for (const record of expired) {
    await deps.files.delete(vettingFileKey(record.id));
    const { events, position } = await handleCommand(
      deps.events,
      vettingStream(record.companyId, record.loadKey),
      vettingDecider,
      { type: 'PurgeVetting', data: { code: record.id, today, at: at.toISOString() } },
      { metadata: { companyId: record.companyId }, now: deps.now, attempts: 5 },
    );
    purged += events.length;
    last = Math.max(last, position);
  }
  if (purged) {
    deps.onAppended?.();
    await deps.projector.caughtUp(last);
  }
  return { purged };
}

/** Registers the purge job's worker and its schedule (before the queue starts). */
export async function registerVettingPurge(jobs: JobQueue, deps: VettingPurgeDeps, everyMs = VETTING_PURGE_EVERY_MS): Promise<void> {
  jobs.process<Record<string, never>, { purged: number }>(VETTING_PURGE_JOB, () => purgeExpiredVettings(deps));
  await jobs.every(VETTING_PURGE_JOB, everyMs, {});
}
