import type { RunningService, ServiceRuntime } from '@logiscope/infra';

/**
 * Reports about carriers, the 24-hour response portal, FreightGuard incident reports.
 * The walking skeleton starts it on its own event store and database in both profiles; its aggregates,
 * consumers and API arrive with the roadmap issue that owns them.
 */
export async function startReports(runtime: ServiceRuntime): Promise<RunningService<Record<string, never>>> {
  void runtime;
  return { api: {}, stop: async () => undefined };
}
