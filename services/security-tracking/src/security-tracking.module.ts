import type { RunningService, ServiceRuntime } from '@logiscope/infra';
import { consumeLoginAttempts } from './login-record/login-record.consumer';
import { LoginRecordRepository } from './login-record/login-record.repository';
import type { SecurityTrackingApi } from './security-tracking.api';

const MAX_LIMIT = 500;

export async function startSecurityTracking(runtime: ServiceRuntime): Promise<RunningService<SecurityTrackingApi>> {
  const repository = await LoginRecordRepository.open(runtime.documents);
  const subscription = await consumeLoginAttempts(runtime.bus, repository);
  const api: SecurityTrackingApi = {
    listLoginRecords: ({ companyId, limit }) => repository.list(companyId, Math.min(Math.max(1, limit || 100), MAX_LIMIT)),
  };
  return { api, stop: () => subscription.stop() };
}
