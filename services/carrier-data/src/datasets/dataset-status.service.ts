import type { DatasetRefreshState, DatasetsReply } from '@logiscope/proto/views';
import type { ImportRunRepository } from '../import/import-run.repository';
import { easternDay } from '../refresh/eastern-time';
import type { MotusRefreshService } from '../refresh/motus-refresh.service';
import { datasetStatuses } from './dataset-status';

/** Import runs read for the screen: 7 a day from the refresh, so years of them. */
const RUNS_READ = 10_000;

/** The Data sets screen (platform operators): every data set with its freshness, and the refresh. */
export class DatasetStatusService {
  constructor(
    private readonly deps: {
      imports: ImportRunRepository;
      refresh: MotusRefreshService;
      staleAfterDays: number;
      now: () => Date;
    },
  ) {}

  async list(): Promise<DatasetsReply> {
    const [runs, refreshed, refresh] = await Promise.all([this.deps.imports.list(RUNS_READ), this.deps.refresh.lastOutcomes(), this.deps.refresh.state()]);
    // FMCSA's days are Eastern: so is "today" when counting how old a data set is.
    const today = easternDay(this.deps.now());
    return { today, datasets: datasetStatuses({ runs, refreshed, today, staleAfterDays: this.deps.staleAfterDays }), refresh };
  }

  refreshNow(): Promise<DatasetRefreshState> {
    return this.deps.refresh.start();
  }
}
