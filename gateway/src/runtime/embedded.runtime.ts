// The embedded profile's composition root: the one gateway module that loads the services' implementations (their
// barrels: API + start function). main.ts imports it dynamically, so the distributed gateway never loads it.
import { EmbeddedInfrastructure, inProcessRateLimiters, InProcessServiceRegistry, nestInternalErrorLogger, type RunningService } from '@logiscope/infra';
import { BillingService, startBilling } from '@logiscope/billing';
import { CarrierDataService, startCarrierData } from '@logiscope/carrier-data';
import { IdentityService, startIdentity } from '@logiscope/identity';
import { NotesService, startNotes } from '@logiscope/notes';
import { ReportsService, startReports } from '@logiscope/reports';
import { SecurityTrackingService, startSecurityTracking } from '@logiscope/security-tracking';
import type { GatewayConfig } from '../config/gateway.config';
import type { GatewayRuntime } from './gateway-runtime';

/** One process: all six services on SQLite under DATA_DIR, in-process calls, the durable SQLite event log. */
export async function startEmbeddedRuntime(config: GatewayConfig): Promise<GatewayRuntime> {
  const infra = new EmbeddedInfrastructure(config.dataDir);
  const registry = new InProcessServiceRegistry({ onInternalError: nestInternalErrorLogger('embedded') });
  const identity = await startIdentity(infra.runtimeFor('identity'), { seedDemo: config.seedDemo });
  const securityTracking = await startSecurityTracking(infra.runtimeFor('security-tracking'));
  const carrierData = await startCarrierData(infra.runtimeFor('carrier-data'), { demoRows: config.carrierDemoRows, log: (l) => console.log(l) });
  const notes = await startNotes(infra.runtimeFor('notes'));
  const reports = await startReports(infra.runtimeFor('reports'), { registry });
  const billing = await startBilling(infra.runtimeFor('billing'));
  const others: RunningService<unknown>[] = [reports, notes, billing];
  registry.register(IdentityService, identity.api).register(SecurityTrackingService, securityTracking.api).register(CarrierDataService, carrierData.api);
  registry.register(ReportsService, reports.api);
  registry.register(NotesService, notes.api);
  registry.register(BillingService, billing.api);
  // The demo company starts on the 30-day trial (first start only, when it was just seeded).
  const demoCompany = identity.seeded?.[0]?.companyId;
  if (demoCompany) await billing.api.startTrial({ companyId: demoCompany, companyName: identity.seeded?.[0]?.companyName ?? '', userId: identity.seeded?.[0]?.userId ?? '' });
  await infra.jobs.start();
  const limiters = inProcessRateLimiters();
  return {
    registry,
    sessions: infra.cache,
    limiters,
    outbox: infra.outbox,
    demoAccounts: identity.seeded,
    stop: async () => {
      for (const s of [identity, securityTracking, carrierData, ...others]) await s.stop();
      await limiters.close();
      await infra.close();
    },
  };
}
