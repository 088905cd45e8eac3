import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceRuntime } from '@logiscope/infra';
import type { MotusRefreshConfig } from './motus-refresh.config';
import { MotusRefreshJob, type HeldFile, type RefreshImportResult } from './motus-refresh.job';
import { MotusRefreshRepository } from './motus-refresh.repository';
import { MOTUS_REFRESH_JOB, MotusRefreshService, type MotusRefreshJobData } from './motus-refresh.service';
import { SodaClient, type PortalClient } from './soda.client';
import type { ImportFileSpec } from '../import/import.pipeline';

export interface MotusRefreshSetup {
  config: MotusRefreshConfig;
  /** Imports files into the carrier store: runImport with the service's store, events and runs. */
  importFiles(specs: ImportFileSpec[]): Promise<RefreshImportResult>;
  importedFiles(): Promise<HeldFile[]>;
  /** The portal (default: SODA at config.baseUrl). */
  portal?: PortalClient;
  log?: (line: string) => void;
}

/**
 * Wires the daily refresh onto the service's runtime: the job's worker (register before jobs.start()), its schedule
 * on the profile's JobQueue (the embedded scheduler, BullMQ distributed: one run per interval whatever the number of
 * replicas), a run at start, and the service the Data sets screen calls. With MOTUS_REFRESH off nothing is scheduled.
 */
export async function setUpMotusRefresh(runtime: ServiceRuntime, setup: MotusRefreshSetup): Promise<MotusRefreshService> {
  const { config } = setup;
  const repo = await MotusRefreshRepository.open(runtime.documents);
  const now = () => runtime.clock.now();
  const service = new MotusRefreshService({ config, repo, jobs: runtime.jobs, now });
  if (!config.enabled) return service;

  const portal = setup.portal ?? new SodaClient({ baseUrl: config.baseUrl, appToken: config.appToken, timeoutMs: config.timeoutMs, pageRows: config.pageRows });
  const job = new MotusRefreshJob({
    config,
    portal,
    repo,
    importFiles: setup.importFiles,
    importedFiles: setup.importedFiles,
    now,
    log: setup.log ?? ((line) => console.log(line)),
    ...(config.crashBeforeImport ? { afterDownload: crashOnce(config.dir) } : {}),
  });
  runtime.jobs.process<MotusRefreshJobData, { runId: string; status: string } | { skipped: true }>(MOTUS_REFRESH_JOB, async (data, queued) => {
    const run = await job.run(data.trigger, queued.id, data.runId);
    return run ? { runId: run.id, status: run.status } : { skipped: true };
  });
  await runtime.jobs.every<MotusRefreshJobData>(MOTUS_REFRESH_JOB, config.everyMinutes * 60_000, { trigger: 'schedule' });
  // A server that was down over the publication hour catches up at start, not an interval later.
  await runtime.jobs.enqueue<MotusRefreshJobData>(MOTUS_REFRESH_JOB, { trigger: 'schedule' });
  return service;
}

/**
 * Test only (FAULT_INJECT=carrier-data.refresh-before-import): the process kills itself once, right after a download is
 * marked pending and before its import; a marker in the refresh folder keeps the restarted process from doing it again.
 */
function crashOnce(dir: string): () => void {
  const marker = join(dir, '.crashed-before-import');
  return () => {
    if (existsSync(marker)) return;
    writeFileSync(marker, new Date().toISOString());
    process.stderr.write('[fault-inject] carrier-data: SIGKILL between a refresh download and its import\n');
    process.kill(process.pid, 'SIGKILL');
  };
}
