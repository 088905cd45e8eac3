import { join } from 'node:path';
import { SqliteJobQueue, type JobQueue } from '@logiscope/infra';
import { BullMqJobQueue } from '@logiscope/infra/distributed';
import { dropRedisKeys } from './namespace-cleanup';

/** The job engines of the two profiles, for int tests that run on both. */
export const JOB_QUEUE_ENGINES = ['sqlite', 'bullmq'] as const;
export type JobQueueEngine = (typeof JOB_QUEUE_ENGINES)[number];

export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6390';

/** A queue of the engine: SQLite in `dir` (embedded), BullMQ on the test Redis under `prefix` (distributed). */
export function jobQueueOf(engine: JobQueueEngine, dir: string, prefix: string): JobQueue {
  return engine === 'sqlite' ? new SqliteJobQueue(join(dir, 'jobs.db')) : new BullMqJobQueue({ url: testRedisUrl, prefix });
}

/** Deletes what a BullMQ queue under `prefix` left in the test Redis (the SQLite queue goes with its folder). */
export async function dropJobQueue(engine: JobQueueEngine, prefix: string): Promise<void> {
  if (engine === 'bullmq') await dropRedisKeys(testRedisUrl, `${prefix}:*`);
}
