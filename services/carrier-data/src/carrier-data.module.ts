import type { RunningService, ServiceRuntime } from '@logiscope/infra';

/**
 * FMCSA census and L&I ingestion, carrier search and detail, equipment, monitoring (issue: carrier data).
 * The walking skeleton starts it on its own event store and database in both profiles; its aggregates,
 * consumers and API arrive with the roadmap issue that owns them.
 */
export async function startCarrierData(runtime: ServiceRuntime): Promise<RunningService<Record<string, never>>> {
  void runtime;
  return { api: {}, stop: async () => undefined };
}
