import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';

const ROOT = resolve(__dirname, '..', '..');

/** An infra/local setting as the distributed start script finds it: the environment, else `.infra/env`. */
export const infraSetting = (key: string): string => process.env[key] ?? new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(join(ROOT, '.infra', 'env'), 'utf8'))?.[1] ?? '';

/**
 * Deletes what a distributed test server left under its NAMESPACE on the shared local infrastructure: its Kafka topics
 * and consumer groups, its MongoDB databases and its Redis keys. Without it every suite's topics stay on the one
 * development broker, whose 512 MB heap ran out after a day of test runs and failed the suites after it.
 */
export async function dropNamespace(namespace: string): Promise<void> {
  // A namespace is a plain word; anything else could match another installation's names.
  if (!/^[A-Za-z0-9_]+$/.test(namespace)) throw new Error(`not a test namespace: ${namespace}`);
  // All three run to their end (no connection left open behind a failure); the first failure is then reported.
  const failed = (await Promise.allSettled([dropKafka(namespace), dropMongo(namespace), dropRedis(namespace)])).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** dropNamespace after a test: hygiene of the shared infrastructure, not part of what the test proves, so it only warns. */
export async function forgetNamespace(namespace: string): Promise<void> {
  await dropNamespace(namespace).catch((e: unknown) => console.warn(`could not drop the test namespace ${namespace}: ${String(e)}`));
}

async function dropKafka(namespace: string): Promise<void> {
  const admin = new Kafka({ clientId: 'e2e-cleanup', brokers: infraSetting('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const mine = (name: string) => name.startsWith(`${namespace}.`);
    // Groups before topics: deleting a topic drops its offsets, and Kafka then removes an empty group by itself, so a
    // group listed before the topics went may be gone by the time it is deleted (GROUP_ID_NOT_FOUND in the CI logs).
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter(mine);
    if (groups.length) await admin.deleteGroups(groups).catch((e: unknown) => {
      const failed = (e as { groups?: { error?: { type?: string } }[] }).groups ?? [];
      if (!failed.length || failed.some((g) => g.error?.type !== 'GROUP_ID_NOT_FOUND')) throw e;
    });
    const topics = (await admin.listTopics()).filter(mine);
    if (topics.length) await admin.deleteTopics({ topics, timeout: 30_000 });
  } finally {
    await admin.disconnect();
  }
}

async function dropMongo(namespace: string): Promise<void> {
  const connection = await mongoose.createConnection(infraSetting('MONGO_URL')).asPromise();
  try {
    const { databases } = await connection.getClient().db().admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) if (name.startsWith(`${namespace}_`)) await connection.getClient().db(name).dropDatabase();
  } finally {
    await connection.close();
  }
}

async function dropRedis(namespace: string): Promise<void> {
  await dropRedisKeys(infraSetting('REDIS_URL'), `${namespace}:*`);
}

/** Deletes the Redis keys matching `pattern` (a test's namespace, a test queue's prefix). */
export async function dropRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys = await redis.keys(pattern);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  } finally {
    await redis.quit();
  }
}
