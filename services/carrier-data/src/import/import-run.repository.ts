import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { ImportRun } from './import.pipeline';

/** Where runImport keeps its runs (the CLI's and the demo load's) and the admin screen reads them. */
export const IMPORT_RUNS_COLLECTION = 'import_runs';

/** The import runs collection of a service's document store. */
export function importRunsOf(store: DocumentStore): Promise<DocumentCollection<ImportRun>> {
  return store.collection<ImportRun>(IMPORT_RUNS_COLLECTION);
}

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
