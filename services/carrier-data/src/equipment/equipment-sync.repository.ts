import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { EquipmentSourceName } from './equipment.source';

export type EquipmentSyncState = 'queued' | 'running' | 'completed' | 'failed';

/** The counts a finished sync reports (also the job's result). */
export interface EquipmentSyncCounts {
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  inspections: number;
}

/** Just the counts of a sync's outcome (a merge plan, a job's result or a stored EquipmentSynced carry more). */
export function syncCounts({ total, added, updated, unchanged, inspections }: EquipmentSyncCounts): EquipmentSyncCounts {
  return { total, added, updated, unchanged, inspections };
}

/**
 * A carrier's latest equipment sync (`equipment_syncs`, one document per carrier, id = DOT number). Carrier
 * equipment is public FMCSA data, so the outcome is the carrier's, not a company's: it names no user or company.
 */
export interface EquipmentSyncRecord extends EquipmentSyncCounts {
  id: string;
  dotNumber: string;
  /**
   * Job ids are `equipment-sync:${dot}:${series}:${generation}`: the generation grows with each sync, so concurrent
   * requests for the next sync name the same job (the queue keeps one job per id); the series, drawn once per
   * carrier, keeps a rebuilt database from reusing ids the queue still remembers.
   */
  series: string;
  generation: number;
  jobId: string;
  state: EquipmentSyncState;
  source: EquipmentSourceName;
  requestedAt: string;
  /** '' until a worker picks the job up; the start of its latest attempt. */
  startedAt: string;
  /** '' until completed or failed. */
  finishedAt: string;
  /** Attempts made so far (the job queue retries a failed attempt). */
  attempts: number;
  /** Why the latest attempt failed; '' when it did not. */
  error: string;
}

export const ACTIVE_SYNC_STATES: readonly EquipmentSyncState[] = ['queued', 'running'];

export class EquipmentSyncRepository {
  private constructor(private readonly syncs: DocumentCollection<EquipmentSyncRecord>) {}

  static async open(store: DocumentStore): Promise<EquipmentSyncRepository> {
    return new EquipmentSyncRepository(await store.collection<EquipmentSyncRecord>('equipment_syncs'));
  }

  get(dotNumber: string): Promise<EquipmentSyncRecord | null> {
    return this.syncs.get(dotNumber);
  }

  /** The carrier's first sync; throws DuplicateKeyError when a concurrent request created it first. */
  create(record: EquipmentSyncRecord): Promise<void> {
    return this.syncs.insert(record);
  }

  save(record: EquipmentSyncRecord): Promise<void> {
    return this.syncs.upsert(record);
  }

  /**
   * Applies a job's progress to the carrier's sync, only while that job is still the carrier's latest one (a stale
   * job's late write never overwrites a newer sync). False when it is not.
   */
  async updateForJob(dotNumber: string, jobId: string, patch: Partial<Omit<EquipmentSyncRecord, 'id' | 'dotNumber' | 'jobId' | 'series' | 'generation'>>): Promise<boolean> {
    const current = await this.syncs.get(dotNumber);
    if (!current || current.jobId !== jobId) return false;
    return this.syncs.update(dotNumber, patch);
  }
}
