import type { RunningService, ServiceRuntime } from '@logiscope/infra';
import { consumeLoginAttempts } from './login-record/login-record.consumer';
import { LoginRecordRepository } from './login-record/login-record.repository';
import { RecentLoginRecords } from './login-record/recent-login-records';
import { OfflineEnricher, type Enricher } from './login-risk/login-enrichment';
import { LoginHistoryRepository } from './login-risk/login-history.repository';
import { LoginRiskService } from './login-risk/login-risk.service';
import type { SecurityTrackingApi } from './security-tracking.api';

const MAX_LIMIT = 500;
const clamp = (limit: number, fallback: number) => Math.min(Math.max(1, limit || fallback), MAX_LIMIT);

export async function startSecurityTracking(runtime: ServiceRuntime, options: { enricher?: Enricher } = {}): Promise<RunningService<SecurityTrackingApi>> {
  // The trigram index where the store serves it fast (SQLite FTS5); on MongoDB the search scans (login-record.repository.ts).
  const records = await LoginRecordRepository.open(runtime.documents, { search: runtime.location.kind === 'embedded' ? 'index' : 'scan' });
  const histories = await LoginHistoryRepository.open(runtime.documents);
  const recent = new RecentLoginRecords();
  const risk = new LoginRiskService({
    bus: runtime.bus,
    records,
    histories,
    enricher: options.enricher ?? OfflineEnricher.load(),
    now: () => runtime.clock.now(),
    onRecorded: (record) => recent.add(record),
  });
  const subscription = await consumeLoginAttempts(runtime.bus, risk);
  const api: SecurityTrackingApi = {
    listLoginRecords: ({ scope, limit, search, status, threatLevel }) =>
      records.list(scope, { search: search ?? '', status: status ?? '', threatLevel: threatLevel ?? '' }, clamp(limit, 100)),
    loginRecordsSince: async ({ scope, cursor, limit }) => recent.since(scope, cursor, clamp(limit, 100)),
  };
  return {
    api,
    stop: async () => {
      records.close();
      await subscription.stop();
    },
  };
}
