import type { Clock, DocumentStore, EventBus, EventStore, JobQueue, KeyValueStore, Mailer } from './ports';

/** What one service gets from the profile: its own event store and read-model database, and the shared bus and jobs. */
export interface ServiceRuntime {
  readonly service: string;
  readonly events: EventStore;
  readonly documents: DocumentStore;
  readonly bus: EventBus;
  readonly jobs: JobQueue;
  readonly cache: KeyValueStore;
  /**
   * The time, for everything the service decides or stamps (`now: () => runtime.clock.now()`): the system clock, or
   * in tests started with TEST_CLOCK_FILE a clock the test moves (see clock/test-file.clock.ts).
   */
  readonly clock: Clock;
  /**
   * Outgoing mail: SMTP when SMTP_URL is set, else the installation's one outbox (embedded: mail.db, distributed: the
   * `mail` database), which the platform operator reads and which never sends.
   */
  readonly mail: Mailer;
  /**
   * Where this service's own data lives, for services that need a storage engine beyond the shared ports (carrier
   * search needs SQLite FTS5 or MongoDB lookup collections). Only composition roots (<service>.module.ts) read it.
   */
  readonly location: { kind: 'embedded'; sqliteFile: string } | { kind: 'distributed'; mongoUrl: string; dbName: string };
}

/** A started service: its API (for the registry or the gRPC server) and how to stop it. */
export interface RunningService<Api> {
  readonly api: Api;
  stop(): Promise<void>;
}
