import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job, type JobsOptions, type KeepJobs, type MinimalJob } from 'bullmq';
import Redis, { type RedisOptions } from 'ioredis';
import { DEFAULT_KEEP_COMPLETED, DEFAULT_KEEP_FAILED, type EnqueueOptions, type JobHandler, type JobInfo, type JobQueue, type JobRetention, type JobRetentionOptions, type JobState } from '../../ports';

export interface BullMqJobQueueOptions extends JobRetentionOptions {
  /** redis://host:port/db */
  url: string;
  /** BullMQ key prefix (default "bull"); one per service, or per test file so suites do not collide. */
  prefix?: string;
  redisOptions?: RedisOptions;
  /** Worker and connection errors (default: console.error); BullMQ emits them as events, not rejections. */
  onError?: (error: Error, source: string) => void;
}

const DAY_S = 24 * 3600;
/** Same default as the embedded queue, so both profiles retry on the same schedule. */
const DEFAULT_BACKOFF_MS = 1_000;
/** Reserved queue name under the prefix for the id -> job name index (job names may not take it). */
const INDEX_NAMESPACE = '__job-index';
/** Job ids whose job name this process remembers without asking Redis's index. */
const KNOWN_IDS_MAX = 10_000;

/**
 * The distributed JobQueue. One BullMQ queue per job name rather than one queue of named jobs: a Worker consumes a
 * whole queue, so with one shared queue a process that handles only some job names would pick up (and fail) jobs it
 * has no handler for, and one slow job type would hold up the others. BullMQ ids are per queue, so getJob(id) finds
 * the queue through a small index (id -> job name) kept beside the queues with the same lifetime as finished jobs.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly prefix: string;
  /** Producer side: fails fast when Redis is down (default ioredis retries). */
  private readonly client: Redis;
  /** Worker side: BullMQ requires maxRetriesPerRequest null; each Worker duplicates it for its blocking reads. */
  private workerClient: Redis | undefined;
  private readonly queues = new Map<string, Queue>();
  private readonly handlers = new Map<string, { handler: JobHandler<unknown, unknown>; concurrency: number }>();
  private readonly workers: Worker[] = [];
  private readonly knownIds = new Map<string, string>();
  private readonly indexTtlS: number;
  private readonly onError: (error: Error, source: string) => void;
  private started = false;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: BullMqJobQueueOptions) {
    this.prefix = options.prefix ?? 'bull';
    this.client = new Redis(options.url, { ...options.redisOptions });
    this.onError = options.onError ?? ((e, source) => console.error(`[BullMqJobQueue] ${source}:`, e));
    this.client.on('error', (e) => this.onError(e, 'redis'));
    const keep = [options.keepCompleted ?? DEFAULT_KEEP_COMPLETED, options.keepFailed ?? DEFAULT_KEEP_FAILED];
    // Jobs kept by count only have no age limit: their index entries then live for 90 days.
    this.indexTtlS = Math.max(...keep.map((k) => k.age ?? 90 * DAY_S)) + DAY_S;
  }

  process<T, R>(name: string, handler: JobHandler<T, R>, options: { concurrency?: number } = {}): void {
    checkName(name);
    this.handlers.set(name, { handler: handler as JobHandler<unknown, unknown>, concurrency: Math.max(1, options.concurrency ?? 1) });
    if (this.started) this.startWorker(name);
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string> {
    checkName(name);
    const id = options.jobId ?? randomUUID();
    // NX: the first enqueue of an id owns it; a repeat under another job name must not create a second job.
    const claimed = await this.client.set(this.indexKey(id), name, 'EX', this.indexTtlS, 'NX');
    if (!claimed) {
      const owner = await this.client.get(this.indexKey(id));
      if (owner !== null && owner !== name) return id;
    }
    this.knownIds.set(id, name);
    // A cache of the Redis index, bounded: every webhook attempt is a job, and a process runs for months.
    if (this.knownIds.size > KNOWN_IDS_MAX) this.knownIds.delete(this.knownIds.keys().next().value!);
    const attempts = Math.max(1, options.attempts ?? 1);
    const opts: JobsOptions = { jobId: toBullId(id), attempts };
    if (options.delayMs && options.delayMs > 0) opts.delay = options.delayMs;
    if (attempts > 1) opts.backoff = { type: 'linear', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS };
    // BullMQ returns the existing job when the id is taken, which is what makes producers idempotent.
    await this.queue(name).add(name, data ?? null, opts);
    return id;
  }

  /** Each as enqueue does (its id claimed in the index first); ioredis pipelines the commands of concurrent calls. */
  enqueueMany<T>(name: string, jobs: readonly { data: T; options?: EnqueueOptions }[]): Promise<string[]> {
    return Promise.all(jobs.map((job) => this.enqueue(name, job.data, job.options)));
  }

  async every<T>(name: string, everyMs: number, data: T): Promise<void> {
    checkName(name);
    if (!(everyMs > 0)) throw new Error(`every(${name}) needs a positive interval`);
    // The scheduler id makes (name, everyMs) unique; upserting again only replaces the data.
    await this.queue(name).upsertJobScheduler(`every-${everyMs}`, { every: everyMs }, { name, data: data ?? null });
  }

  async getJob<R = unknown>(id: string): Promise<JobInfo<R> | null> {
    const candidates = new Set<string>();
    const cached = this.knownIds.get(id);
    if (cached) candidates.add(cached);
    else {
      const indexed = await this.client.get(this.indexKey(id));
      if (indexed) candidates.add(indexed);
    }
    // Jobs created by schedulers (or whose index entry expired) are only found in the queues this process knows.
    for (const name of [...this.handlers.keys(), ...this.queues.keys()]) candidates.add(name);
    for (const name of candidates) {
      const found = await this.read(this.queue(name), toBullId(id));
      if (!found) continue;
      const { job, state } = found;
      const info: JobInfo<R> = { id, name: job.name, state, attemptsMade: job.attemptsMade };
      // Same shape as the embedded queue: a completed job always carries its result (null for void handlers),
      // and the error of the last failed attempt is shown until the job completes.
      if (state === 'completed') info.result = (job.returnvalue ?? null) as R;
      else if (job.failedReason) info.error = job.failedReason;
      return info;
    }
    return null;
  }

  /**
   * A job and its state as of one moment. BullMQ reads them apart (the job's hash, then its state), and a job that
   * finished in between would pair "failed" with the previous attempt's count, or "completed" with no result: the state
   * is read on both sides of the hash until the two agree (a finished state stays, so that ends at once).
   */
  private async read(queue: Queue, bullId: string): Promise<{ job: Job; state: JobState } | null> {
    let before = toJobState(await queue.getJobState(bullId));
    for (let tries = 0; ; tries++) {
      const job = (await queue.getJob(bullId)) as Job | undefined;
      if (!job) return null;
      const after = toJobState(await queue.getJobState(bullId));
      if (!after) return null;
      if (after === before || tries === 4) return { job, state: after };
      before = after;
    }
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const name of this.handlers.keys()) this.startWorker(name);
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
  }

  async close(): Promise<void> {
    this.closing ??= (async () => {
      // Workers first (they wait for their active jobs), then queues, then the connections we own.
      await Promise.allSettled(this.workers.map((w) => w.close()));
      await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
      await Promise.allSettled([this.workerClient, this.client].filter((c): c is Redis => !!c).map(quit));
    })();
    return this.closing;
  }

  private startWorker(name: string): void {
    const h = this.handlers.get(name)!;
    if (!this.workerClient) {
      this.workerClient = new Redis(this.options.url, { ...this.options.redisOptions, maxRetriesPerRequest: null });
      this.workerClient.on('error', (e) => this.onError(e, 'redis'));
    }
    const worker = new Worker(name, async (job: Job) => h.handler(job.data, { id: fromBullId(job.id!), attempt: job.attemptsMade + 1 }), {
      connection: this.workerClient,
      prefix: this.prefix,
      concurrency: h.concurrency,
      // Linear backoff (backoffMs x attempt), as the embedded queue does.
      settings: { backoffStrategy: (attemptsMade: number, _type?: string, _err?: Error, job?: MinimalJob) => ((job?.opts.backoff as { delay?: number })?.delay ?? DEFAULT_BACKOFF_MS) * attemptsMade },
    });
    worker.on('error', (e) => this.onError(e, `worker ${name}`));
    this.workers.push(worker);
  }

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, {
        connection: this.client,
        prefix: this.prefix,
        // Also applies to jobs made by schedulers, so repeated jobs do not pile up.
        defaultJobOptions: { removeOnComplete: toKeepJobs(this.options.keepCompleted ?? DEFAULT_KEEP_COMPLETED), removeOnFail: toKeepJobs(this.options.keepFailed ?? DEFAULT_KEEP_FAILED) },
      });
      q.on('error', (e) => this.onError(e, `queue ${name}`));
      this.queues.set(name, q);
    }
    return q;
  }

  private indexKey(id: string): string {
    return `${this.prefix}:${INDEX_NAMESPACE}:${id}`;
  }
}

/** The port's retention in BullMQ's terms: a rule with neither limit keeps every job (false: never removed). */
function toKeepJobs({ age, count }: JobRetention): KeepJobs | false {
  if (age !== undefined) return count !== undefined ? { age, count } : { age };
  return count !== undefined ? { count } : false;
}

function checkName(name: string): void {
  // BullMQ refuses ':' in queue names (it separates key parts); the index namespace is ours.
  if (!name || name.includes(':') || name === INDEX_NAMESPACE) throw new Error(`Invalid job name: ${JSON.stringify(name)}`);
}

/**
 * BullMQ refuses custom ids that look like integers (they clash with its own counters) or contain ':'. Such ids are
 * stored base64url-encoded behind '~', a character the pass-through form never contains, so the mapping stays 1:1.
 */
const SAFE_ID = /^[A-Za-z0-9_.-]+$/;
function toBullId(id: string): string {
  if (SAFE_ID.test(id) && `${parseInt(id, 10)}` !== id) return id;
  return `~${Buffer.from(id, 'utf8').toString('base64url')}`;
}
function fromBullId(bullId: string): string {
  return bullId.startsWith('~') ? Buffer.from(bullId.slice(1), 'base64url').toString('utf8') : bullId;
}

function toJobState(state: string): JobState | null {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'active':
    case 'delayed':
    case 'waiting':
      return state;
    // Not distinct states for callers: both are queued and not yet running.
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return null;
  }
}

async function quit(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
