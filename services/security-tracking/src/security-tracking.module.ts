import { crashAfterAppend, OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import { ApiKeyAddresses } from './api-key-address/api-key-address.service';
import { consumeLoginAttempts } from './login-record/login-record.consumer';
import { adoptLegacyLoginRecords } from './login-record/login-record.migration';
import { RecentLoginRecords } from './login-record/recent-login-records';
import { OfflineEnricher, type Enricher } from './login-risk/login-enrichment';
import { LoginRiskService } from './login-risk/login-risk.service';
import type { SecurityTrackingApi } from './security-tracking.api';
import { securityTrackingConfig } from './security-tracking.config';
import { openApiKeyAddresses, openLoginRecords } from './security-tracking.projections';

const MAX_LIMIT = 500;
const clamp = (limit: number, fallback: number) => Math.min(Math.max(1, limit || fallback), MAX_LIMIT);

export async function startSecurityTracking(runtime: ServiceRuntime, options: { enricher?: Enricher } = {}): Promise<RunningService<SecurityTrackingApi>> {
  const events = crashAfterAppend(runtime.events, securityTrackingConfig().crashAfterAppend, 'security-tracking');
  const recent = new RecentLoginRecords();
  const { records, histories, projection } = await openLoginRecords(runtime.documents, events, {
    indexed: runtime.location.kind === 'embedded',
    onRecorded: (record) => recent.add(record),
  });
  await adoptLegacyLoginRecords(events, runtime.documents, projection);
  // The records catch up with the log before the service answers, then follow it; the relay publishes the assessments.
  // The service writes the records itself (LoginRiskService), so the projector only moves the checkpoint past them: it
  // polls, unwoken. The relay takes the assessments in batches. Each read of either scans the log on FerretDB v1, which
  // under a stream of sign-ins would otherwise slow every other query of the service's database.
  const projector = new Projector(events, runtime.documents, projection, { idleMs: 1000 });
  await projector.start();
  // The API-key rows: only this projector writes them, woken by each append of a new address.
  const keyRows = new Projector(events, runtime.documents, await openApiKeyAddresses(runtime.documents, records, (record) => recent.add(record)), { idleMs: 1000 });
  await keyRows.start();
  const relay = new OutboxRelay(events, runtime.bus, { minIntervalMs: 500 });
  relay.start();
  const enricher = options.enricher ?? OfflineEnricher.load();
  const risk = new LoginRiskService({ events, histories, projection, enricher, onAppended: () => relay.notify() });
  const apiKeyAddresses = new ApiKeyAddresses({
    events,
    enricher,
    onAppended: () => {
      relay.notify();
      keyRows.notify();
    },
  });
  const subscription = await consumeLoginAttempts(runtime.bus, risk);
  const api: SecurityTrackingApi = {
    listLoginRecords: ({ scope, limit, search, status, threatLevel }) =>
      records.list(scope, { search: search ?? '', status: status ?? '', threatLevel: threatLevel ?? '' }, clamp(limit, 100)),
    loginRecordsSince: async ({ scope, cursor, limit }) => recent.since(scope, cursor, clamp(limit, 100)),
    recordApiKeyAddresses: ({ uses }) => apiKeyAddresses.record(uses ?? []),
  };
  return {
    api,
    stop: async () => {
      await subscription.stop();
      await relay.stop();
      await projector.stop();
      await keyRows.stop();
      records.close();
    },
  };
}
