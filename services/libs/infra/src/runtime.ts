import type { DocumentStore, EventBus, EventStore, JobQueue, KeyValueStore } from './ports';

/** What one service gets from the profile: its own event store and read-model database, and the shared bus and jobs. */
export interface ServiceRuntime {
  readonly service: string;
  readonly events: EventStore;
  readonly documents: DocumentStore;
  readonly bus: EventBus;
  readonly jobs: JobQueue;
  readonly cache: KeyValueStore;
}

/** A started service: its API (for the registry or the gRPC server) and how to stop it. */
export interface RunningService<Api> {
  readonly api: Api;
  stop(): Promise<void>;
}
