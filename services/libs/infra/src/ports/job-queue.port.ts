export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo<R = unknown> {
  id: string;
  name: string;
  state: JobState;
  attemptsMade: number;
  result?: R;
  error?: string;
}

export interface EnqueueOptions {
  /** Same jobId twice enqueues once (idempotent producers), for as long as the job is kept (JobRetention). */
  jobId?: string;
  delayMs?: number;
  /** Total attempts including the first (default 1). */
  attempts?: number;
  backoffMs?: number;
}

/**
 * How long a finished job stays readable through getJob and keeps its jobId taken; after that the id can be enqueued
 * again. Both queues apply it the same way (BullMQ's removeOnComplete / removeOnFail).
 */
export interface JobRetention {
  /** Seconds since the job finished. */
  age?: number;
  /** The newest finished jobs kept per job name. */
  count?: number;
}

export interface JobRetentionOptions {
  keepCompleted?: JobRetention;
  keepFailed?: JobRetention;
}

const DAY_S = 24 * 3600;
/** One declaration for both profiles, so an embedded server keeps finished jobs as long as a distributed one. */
export const DEFAULT_KEEP_COMPLETED: Readonly<JobRetention> = Object.freeze({ age: 7 * DAY_S, count: 10_000 });
export const DEFAULT_KEEP_FAILED: Readonly<JobRetention> = Object.freeze({ age: 30 * DAY_S });

export type JobHandler<T = unknown, R = unknown> = (data: T, job: { id: string; attempt: number }) => Promise<R>;

/** Background jobs: BullMQ in the distributed profile, an in-process scheduler persisted in SQLite when embedded. */
export interface JobQueue {
  /** Registers the worker for a job name; call before start(). */
  process<T, R>(name: string, handler: JobHandler<T, R>, options?: { concurrency?: number }): void;
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string>;
  /** Many jobs of one name, as enqueue each (ids taken are skipped), in one write where the queue can: answers their ids. */
  enqueueMany<T>(name: string, jobs: readonly { data: T; options?: EnqueueOptions }[]): Promise<string[]>;
  /** A repeatable job, at most one schedule per (name, everyMs). */
  every<T>(name: string, everyMs: number, data: T): Promise<void>;
  /** null once the job is unknown or its retention (JobRetention) passed. */
  getJob<R = unknown>(id: string): Promise<JobInfo<R> | null>;
  start(): Promise<void>;
  close(): Promise<void>;
}
