import { clockFromEnv } from '../clock';
import { BullMqJobQueue } from '../distributed/bullmq';
import { KafkaEventBus } from '../distributed/kafka';
import { MongoDocumentStore, MongoEventStore } from '../distributed/mongo';
import { RedisKeyValueStore } from '../distributed/redis';
import type { Clock, EventBus, SubscribeOptions } from '../ports';
import type { ServiceRuntime } from '../runtime';

export interface DistributedSettings {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /**
   * Namespace for one installation sharing servers with others (test runs on one broker): prefixes database
   * names and consumer groups. Topic names stay the public ones.
   */
  namespace?: string;
  /** Default: the system clock, or TEST_CLOCK_FILE's in tests (clockFromEnv). */
  clock?: Clock;
}

/** Consumer groups under a namespace, so two installations on one broker each get every event. */
function namespacedGroups(bus: EventBus, namespace: string | undefined): EventBus {
  if (!namespace) return bus;
  return {
    publish: (m) => bus.publish(m),
    subscribe: (o: SubscribeOptions) => bus.subscribe({ ...o, groupId: `${namespace}.${o.groupId}` }),
    close: () => bus.close(),
  };
}

/** A service's own MongoDB database, under the installation's namespace when there is one. */
export function serviceDbName(service: string, namespace?: string): string {
  return namespace ? `${namespace}_${service}` : service;
}

/** Distributed profile for one service process: its own MongoDB database, Kafka, Redis, BullMQ. */
export function distributedRuntime(service: string, s: DistributedSettings): ServiceRuntime {
  const dbName = serviceDbName(service, s.namespace);
  // Cache keys and BullMQ's keys live under different roots so neither can shadow the other.
  const ns = s.namespace ? `${s.namespace}:` : '';
  return {
    service,
    events: new MongoEventStore({ url: s.mongoUrl, dbName }),
    documents: new MongoDocumentStore({ url: s.mongoUrl, dbName }),
    bus: namespacedGroups(new KafkaEventBus({ brokers: s.kafkaBrokers, clientId: `logiscope-${service}` }), s.namespace),
    jobs: new BullMqJobQueue({ url: s.redisUrl, prefix: `${ns}bull:${service}` }),
    cache: new RedisKeyValueStore({ url: s.redisUrl, keyPrefix: `${ns}kv:${service}:` }),
    clock: s.clock ?? clockFromEnv(),
    location: { kind: 'distributed', mongoUrl: s.mongoUrl, dbName },
  };
}

export async function closeRuntime(r: ServiceRuntime): Promise<void> {
  await r.jobs.close();
  await r.bus.close();
  await r.events.close();
  await r.documents.close();
  await r.cache.close();
}
