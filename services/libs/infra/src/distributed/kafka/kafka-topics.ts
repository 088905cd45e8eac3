import type { Admin } from 'kafkajs';

/** Tries at creating the missing topics when Kafka answers with a retriable error (a partition not yet hosted). */
const TOPIC_ATTEMPTS = 8;

const isRetriable = (e: unknown): boolean => {
  const { retriable, cause } = (e ?? {}) as { retriable?: boolean; cause?: { retriable?: boolean } };
  return retriable === true || cause?.retriable === true;
};

/**
 * Creates those of `topics` the broker does not list yet and waits for their leaders. Waiting on topics just created
 * (often by another service starting beside this one), kafkajs gives up on a transient "This server does not host
 * this topic-partition" (tulios/kafkajs#1222): the topics are listed and waited for again, a few times, rather than
 * the service stopping.
 */
export async function createMissingTopics(
  admin: Pick<Admin, 'listTopics' | 'createTopics'>,
  topics: readonly string[],
  shape: { numPartitions: number; replicationFactor: number },
  pause: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Listing first keeps kafkajs from logging an ERROR for every topic that already exists.
      const existing = new Set(await admin.listTopics());
      const toCreate = topics.filter((t) => !existing.has(t));
      if (toCreate.length === 0) return;
      await admin.createTopics({ waitForLeaders: true, topics: toCreate.map((topic) => ({ topic, ...shape })) });
      return;
    } catch (e) {
      if (attempt >= TOPIC_ATTEMPTS || !isRetriable(e)) throw e;
      await pause(250 * attempt);
    }
  }
}
