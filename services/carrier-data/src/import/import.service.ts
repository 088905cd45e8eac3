import { DomainError } from '@logiscope/kernel';
import type { DatasetRefreshState, DatasetsReply } from '@logiscope/proto/views';
import type { DatasetStatusService } from '../datasets/dataset-status.service';
import { listLimit } from '../list-limit';
import type { CarrierViews } from '../verdict/carrier-views';
import type { ImportRunRepository } from './import-run.repository';
import { LIST_ERROR_SAMPLES, toImportRunView } from './import-status';

export interface ImportDeps {
  imports: ImportRunRepository;
  views: CarrierViews;
  /** The Data sets screen and the daily refresh (datasets/, refresh/). */
  datasets: Pick<DatasetStatusService, 'list' | 'refreshNow'>;
  now: () => Date;
}

/** What LogiScope imported and holds: import runs, the data sets with their dates, the daily refresh. */
export class ImportApplication {
  constructor(private readonly deps: ImportDeps) {}

  async listImports(request: { limit: number }) {
    const runs = await this.deps.imports.list(listLimit(request.limit, 20, 100));
    const now = this.deps.now();
    return { imports: runs.map((run) => toImportRunView(run, { now, errorSamples: LIST_ERROR_SAMPLES })) };
  }

  async getImport(request: { id: string }) {
    const run = request.id ? await this.deps.imports.get(request.id) : null;
    if (!run) throw DomainError.notFound('Import not found.');
    return toImportRunView(run, { now: this.deps.now() });
  }

  /** The data sets LogiScope holds and as of when. */
  async listDatasets() {
    return { datasets: await this.deps.views.datasets() };
  }

  datasetStatus(_request: Record<string, never>): Promise<DatasetsReply> {
    return this.deps.datasets.list();
  }

  refreshDatasets(_request: Record<string, never>): Promise<DatasetRefreshState> {
    return this.deps.datasets.refreshNow();
  }
}
