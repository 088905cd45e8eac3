import { OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import { registerReportJobs } from './report/report.jobs';
import { ReportsApplication } from './report/report.service';
import type { ReportsApi } from './reports.api';
import { reportsConfig } from './reports.config';
import { reportsProjections } from './reports.projections';

/**
 * Reports about carriers and FreightGuard incidents (one report aggregate, two kinds), the carrier's 24-hour right of
 * response through the public portal, and the e-mails and window-closing jobs around it. Wired onto whichever
 * profile's infrastructure it is given.
 */
export async function startReports(runtime: ServiceRuntime): Promise<RunningService<ReportsApi>> {
  const config = reportsConfig();
  const [readModel] = await reportsProjections(runtime.documents);
  // The read model catches up with the log before reports answers anything, then follows it.
  const projector = new Projector(runtime.events, runtime.documents, readModel);
  await projector.start();
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  // The job handlers run the application, which enqueues them: one reference, set before the queue starts.
  const holder: { app?: ReportsApplication } = {};
  const jobs = await registerReportJobs({ queue: runtime.jobs, mail: runtime.mail, clock: runtime.clock, appUrl: config.appUrl, app: () => holder.app! });
  const app = new ReportsApplication({
    events: runtime.events,
    readModel,
    projector,
    clock: runtime.clock,
    jobs,
    onAppended: () => {
      relay.notify();
      projector.notify();
    },
  });
  holder.app = app;
  return {
    api: app,
    stop: async () => {
      await relay.stop();
      await projector.stop();
    },
  };
}
