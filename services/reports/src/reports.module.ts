import { OutboxRelay, Projector, type RunningService, type ServiceRegistry, type ServiceRuntime } from '@logiscope/infra';
import { CarrierNotices } from './carrier-notice/carrier-notice.service';
import { carrierSourceOf } from './compliance/carrier-data.client';
import { startCompliance, withComplianceApi } from './compliance/compliance.module';
import { reportsReaderOf } from './compliance/reports.reader';
import { startDashboard, withDashboardApi } from './dashboard/dashboard.module';
import { startFreightGuard, withFreightGuardApi } from './freightguard/freightguard.module';
import { registerReportJobs } from './report/report.jobs';
import { ReportsApplication } from './report/report.service';
import type { ReportsServiceApi } from './reports.api';
import { reportsConfig } from './reports.config';
import { reportsProjections } from './reports.projections';

/**
 * Reports about carriers and FreightGuard incidents (one report aggregate, two kinds), the carrier's 24-hour right of
 * response through the public portal, and the e-mails and window-closing jobs around it. Wired onto whichever
 * profile's infrastructure it is given.
 */
export interface ReportsOptions {
  /**
   * Where carrier-data answers: compliance documents and certificates read the carrier as the asking company sees it;
   * FreightGuard checks an incident's MC number against its carrier.
   */
  registry?: ServiceRegistry;
}

export async function startReports(runtime: ServiceRuntime, options: ReportsOptions = {}): Promise<RunningService<ReportsServiceApi>> {
  const config = reportsConfig();
  const [readModel] = await reportsProjections(runtime.documents);
  // The read model catches up with the log before reports answers anything, then follows it.
  const projector = new Projector(runtime.events, runtime.documents, readModel);
  await projector.start();
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  // The broker dashboard: its projection of this log, and the carriers companies save or monitor (watchlist topic).
  const dashboard = await startDashboard(runtime);
  // FreightGuard: the incident list (search, filters) and the corroboration policy, on the same log.
  const freightguard = await startFreightGuard(runtime, {
    onAppended: () => {
      relay.notify();
      projector.notify();
      dashboard.notify();
    },
  });
  // The job handlers run the application, which enqueues them: one reference, set before the queue starts.
  const holder: { app?: ReportsApplication } = {};
  const registry = options.registry ?? { client: () => { throw new Error('reports was started without a service registry: carrier-data is out of reach'); } };
  const notices = await CarrierNotices.open(runtime.events, runtime.documents, runtime.clock, config.carrierMailPerDay);
  const jobs = await registerReportJobs({
    queue: runtime.jobs,
    mail: runtime.mail,
    clock: runtime.clock,
    appUrl: config.appUrl,
    notices,
    sweepEveryMs: config.sweepEveryMs,
    app: () => holder.app!,
  });
  const app = new ReportsApplication({
    events: runtime.events,
    readModel,
    projector,
    clock: runtime.clock,
    jobs,
    carriers: carrierSourceOf(registry),
    onAppended: () => {
      relay.notify();
      projector.notify();
      dashboard.notify();
      freightguard.notify();
    },
  });
  holder.app = app;
  // Compliance documents and certificates: their own projections and job, the same log and relay.
  const compliance = await startCompliance(runtime, {
    registry,
    reports: reportsReaderOf(app),
    appUrl: config.appUrl,
    onAppended: () => relay.notify(),
  });
  return {
    api: withFreightGuardApi(withDashboardApi(withComplianceApi(app, compliance.api), dashboard.api), freightguard.api),
    stop: async () => {
      await compliance.stop();
      await freightguard.stop();
      await dashboard.stop();
      await relay.stop();
      await projector.stop();
    },
  };
}
