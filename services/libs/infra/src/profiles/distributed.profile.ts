import { clockFromEnv } from '../clock';
import { BullMqJobQueue } from '../distributed/bullmq';
import { KafkaEventBus } from '../distributed/kafka';
import { MongoDocumentStore, MongoEventStore } from '../distributed/mongo';
import { RedisKeyValueStore } from '../distributed/redis';
import { SmtpMailer } from '../distributed/smtp';
import { MailOutbox } from '../embedded/mail-outbox';
import { DeferredMailer, loadMailConfig, type MailConfig } from '../mail';
import type { Clock, Mailer } from '../ports';
import type { ServiceRuntime } from '../runtime';

export interface DistributedSettings {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /**
   * Namespace for one installation sharing servers with others (test runs on one broker): prefixes database names,
   * Redis keys, topics and consumer groups (the bus reads and writes the public topic names under it).
   */
  namespace?: string;
  /** Default: the system clock, or TEST_CLOCK_FILE's in tests (clockFromEnv). */
  clock?: Clock;
  /** Default: from SMTP_URL and MAIL_FROM (loadMailConfig). */
  mail?: MailConfig;
}

/** A service's own MongoDB database, under the installation's namespace when there is one. */
export function serviceDbName(service: string, namespace?: string): string {
  return namespace ? `${namespace}_${service}` : service;
}

/** The database of an installation's mail outbox: every service writes there when no SMTP server is configured. */
export function mailOutboxDbName(namespace?: string): string {
  return serviceDbName('mail', namespace);
}

/** The installation's mail outbox on MongoDB: what the gateway lists for the platform operator (connects at once). */
export function distributedMailOutbox(s: { mongoUrl: string; namespace?: string; from: string; clock?: Clock }): MailOutbox {
  const store = new MongoDocumentStore({ url: s.mongoUrl, dbName: mailOutboxDbName(s.namespace) });
  return new MailOutbox(store, { from: s.from, clock: s.clock, onClose: () => store.close() });
}

/** SMTP when configured; else the shared outbox, connected on the first mail (most processes never send one). */
function distributedMailer(config: MailConfig, s: DistributedSettings, clock: Clock): Mailer {
  if (config.kind === 'smtp') return new SmtpMailer({ url: config.url, from: config.from });
  return new DeferredMailer(async () => distributedMailOutbox({ mongoUrl: s.mongoUrl, namespace: s.namespace, from: config.from, clock }));
}

/** Distributed profile for one service process: its own MongoDB database, Kafka, Redis, BullMQ. */
export function distributedRuntime(service: string, s: DistributedSettings): ServiceRuntime {
  const dbName = serviceDbName(service, s.namespace);
  // Cache keys and BullMQ's keys live under different roots so neither can shadow the other.
  const ns = s.namespace ? `${s.namespace}:` : '';
  const clock = s.clock ?? clockFromEnv();
  return {
    service,
    events: new MongoEventStore({ url: s.mongoUrl, dbName }),
    documents: new MongoDocumentStore({ url: s.mongoUrl, dbName }),
    bus: new KafkaEventBus({ brokers: s.kafkaBrokers, clientId: `logiscope-${service}`, namespace: s.namespace }),
    jobs: new BullMqJobQueue({ url: s.redisUrl, prefix: `${ns}bull:${service}` }),
    cache: new RedisKeyValueStore({ url: s.redisUrl, keyPrefix: `${ns}kv:${service}:` }),
    clock,
    mail: distributedMailer(s.mail ?? loadMailConfig(), s, clock),
    location: { kind: 'distributed', mongoUrl: s.mongoUrl, dbName },
  };
}

export async function closeRuntime(r: ServiceRuntime): Promise<void> {
  await r.jobs.close();
  await r.bus.close();
  await r.events.close();
  await r.documents.close();
  await r.cache.close();
  await r.mail.close();
}
