import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { ImportRun } from './import.pipeline';
import type { ImportedFile } from '../datasets/dataset-freshness';

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

  /**
   * The file kinds (layout ids) fully imported at least once, each with the newest data date seen ('' undated), and
   * when the first census finished loading: what the verdict's data-set checks and contact tracking read.
   */
  async importedSources(): Promise<{ sources: Map<string, string>; firstCensusAt: string; files: ImportedFile[] }> {
    const runs = await this.runs.find({}, { sort: { startedAt: 1 }, limit: 10_000 });
    const sources = new Map<string, string>();
    const files: ImportedFile[] = [];
    let firstCensusAt = '';
    for (const run of runs) {
      for (const f of run.files) {
        if (!f.done) continue;
        files.push({ layout: f.layout, asOf: f.asOf ?? '', daily: f.daily ?? false, done: true });
        const asOf = f.asOf ?? '';
        if (!sources.has(f.layout) || asOf > (sources.get(f.layout) ?? '')) sources.set(f.layout, asOf);
        if (f.layout.startsWith('census') && !firstCensusAt) firstCensusAt = (run.finishedAt || run.updatedAt).slice(0, 10);
      }
    }
    return { sources, firstCensusAt, files };
  }
}
