import type { DocumentCollection } from '@logiscope/infra';
import type { ImportRun } from './import.pipeline';

/**
 * Reads the runs runImport writes into `import_runs` after every committed batch: a running server sees a CLI's run
 * live (the same SQLite files under WAL embedded, the same MongoDB database distributed).
 */
export class ImportRunRepository {
  constructor(private readonly runs: DocumentCollection<ImportRun>) {}

  /** Newest first (a resumed run keeps its first start). */
  async list(limit: number): Promise<ImportRun[]> {
    return this.runs.find({}, { sort: { startedAt: -1 }, limit });
  }

  async get(id: string): Promise<ImportRun | null> {
    return this.runs.get(id);
  }
}
