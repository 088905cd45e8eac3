import { join } from 'node:path';
import { clockFromEnv } from '../clock';
import { MailOutbox, SqliteDocumentStore, SqliteEventBus, SqliteEventStore, SqliteJobQueue, SqliteKeyValueStore } from '../embedded';
import { createMailer, loadMailConfig, type MailConfig } from '../mail';
import type { Clock, EventBus, JobQueue, KeyValueStore, Mailer } from '../ports';
import type { ServiceRuntime } from '../runtime';

/**
 * Embedded profile: everything in SQLite files under one data directory.
 *   bus.db         the durable event log every service publishes to and consumes from, with checkpoints
 *   jobs.db        the scheduler's jobs
 *   cache.db       sessions, counters, caches
 *   mail.db        the mail outbox, when no SMTP server is configured (SMTP_URL)
 *   <service>.db   each service's own event store and read models (one file per service, like one database each)
 */
export class EmbeddedInfrastructure {
  readonly bus: EventBus;
  readonly jobs: JobQueue;
  readonly cache: KeyValueStore;
  /** One clock for every service of the process: the system clock, or TEST_CLOCK_FILE's in tests. */
  readonly clock: Clock;
  /** One mailer for every service: SMTP when SMTP_URL is set, else the outbox. */
  readonly mail: Mailer;
  /** The outbox the platform operator reads (`list`), or null when mail goes over SMTP. */
  readonly outbox: MailOutbox | null;
  private readonly runtimes: ServiceRuntime[] = [];

  constructor(
    readonly dataDir: string,
    options: { clock?: Clock; mail?: MailConfig } = {},
  ) {
    this.clock = options.clock ?? clockFromEnv();
    this.bus = new SqliteEventBus(join(dataDir, 'bus.db'));
    this.jobs = new SqliteJobQueue(join(dataDir, 'jobs.db'));
    this.cache = new SqliteKeyValueStore(join(dataDir, 'cache.db'));
    this.mail = createMailer(options.mail ?? loadMailConfig(), { outboxStore: () => new SqliteDocumentStore(join(dataDir, 'mail.db')), clock: this.clock });
    this.outbox = this.mail instanceof MailOutbox ? this.mail : null;
  }

  runtimeFor(service: string): ServiceRuntime {
    const file = join(this.dataDir, `${service}.db`);
    const runtime: ServiceRuntime = {
      service,
      events: new SqliteEventStore(file),
      documents: new SqliteDocumentStore(file),
      bus: this.bus,
      jobs: this.jobs,
      cache: this.cache,
      clock: this.clock,
      mail: this.mail,
      location: { kind: 'embedded', sqliteFile: join(this.dataDir, `${service}-store.db`) },
    };
    this.runtimes.push(runtime);
    return runtime;
  }

  async close(): Promise<void> {
    await this.jobs.close();
    await this.bus.close();
    for (const r of this.runtimes) {
      await r.events.close();
      await r.documents.close();
    }
    await this.cache.close();
    await this.mail.close();
  }
}
