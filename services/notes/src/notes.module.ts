import type { RunningService, ServiceRuntime } from '@logiscope/infra';

/**
 * Private and shared notes about carriers.
 * The walking skeleton starts it on its own event store and database in both profiles; its aggregates,
 * consumers and API arrive with the roadmap issue that owns them.
 */
export async function startNotes(runtime: ServiceRuntime): Promise<RunningService<Record<string, never>>> {
  void runtime;
  return { api: {}, stop: async () => undefined };
}
