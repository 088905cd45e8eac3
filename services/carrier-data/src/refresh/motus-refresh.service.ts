import { DomainError } from '@logiscope/kernel';
import type { JobQueue } from '@logiscope/infra';
import type { DatasetRefreshOutcome, DatasetRefreshRun, DatasetRefreshState } from '@logiscope/proto/views';
import type { MotusRefreshConfig } from './motus-refresh.config';
import { newRefreshRunId } from './motus-refresh.job';
import type { MotusRefreshRepository, RefreshRun } from './motus-refresh.repository';

export const MOTUS_REFRESH_JOB = 'carrier-data.motus-refresh';

export interface MotusRefreshJobData {
  trigger: RefreshRun['trigger'];
  /** "Refresh now" took the lock under this id when it was asked. */
  runId?: string;
}

export const REFRESH_RUNNING_MESSAGE = 'A refresh of the data sets is already running.';
export const REFRESH_OFF_MESSAGE = 'The daily refresh is not configured: set MOTUS_REFRESH=on (with FMCSA_APP_TOKEN) and restart to pull the Motus files from the DOT open data portal.';

/** The refresh as the Data sets screen sees it: its settings, whether a run is going, the last runs; "Refresh now". */
export class MotusRefreshService {
  constructor(
    private readonly deps: {
      config: Pick<MotusRefreshConfig, 'enabled' | 'everyMinutes' | 'notBefore' | 'timeZone'>;
      repo: MotusRefreshRepository;
      jobs: JobQueue;
      now: () => Date;
    },
  ) {}

  async state(): Promise<DatasetRefreshState> {
    const { config, repo } = this.deps;
    const [last] = await repo.latestRuns(1);
    return {
      enabled: config.enabled,
      everyMinutes: config.everyMinutes,
      notBefore: config.notBefore,
      timeZone: config.timeZone,
      running: await repo.isLocked(new Date()),
      ...(last ? { lastRun: runView(last) } : {}),
    };
  }

  /** Per data set, what the latest run that reached it did (and when that run started). */
  async lastOutcomes(): Promise<Map<string, DatasetRefreshOutcome & { at: string }>> {
    const out = new Map<string, DatasetRefreshOutcome & { at: string }>();
    for (const run of await this.deps.repo.latestRuns(5)) {
      for (const d of run.datasets) if (!out.has(d.kind)) out.set(d.kind, { ...d, at: run.startedAt });
    }
    return out;
  }

  /** Starts a run now: refused while one runs, and when the refresh is off. */
  async start(): Promise<DatasetRefreshState> {
    if (!this.deps.config.enabled) throw DomainError.conflict(REFRESH_OFF_MESSAGE);
    const runId = newRefreshRunId(this.deps.now());
    // Taken here under the job's id, not in the job: a second click before the job starts is refused too.
    if (!(await this.deps.repo.lock(runId, new Date()))) throw DomainError.conflict(REFRESH_RUNNING_MESSAGE);
    await this.deps.jobs.enqueue<MotusRefreshJobData>(MOTUS_REFRESH_JOB, { trigger: 'manual', runId }, { jobId: runId });
    return { ...(await this.state()), running: true };
  }
}

function runView(run: RefreshRun): DatasetRefreshRun {
  return { runId: run.id, trigger: run.trigger, status: run.status, startedAt: run.startedAt, finishedAt: run.finishedAt, datasets: run.datasets };
}
