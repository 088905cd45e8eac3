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
  /** Same jobId twice enqueues once (idempotent producers). */
  jobId?: string;
  delayMs?: number;
  /** Total attempts including the first (default 1). */
  attempts?: number;
  backoffMs?: number;
}

export type JobHandler<T = unknown, R = unknown> = (data: T, job: { id: string; attempt: number }) => Promise<R>;

/** Background jobs: BullMQ in the distributed profile, an in-process scheduler persisted in SQLite when embedded. */
export interface JobQueue {
  /** Registers the worker for a job name; call before start(). */
  process<T, R>(name: string, handler: JobHandler<T, R>, options?: { concurrency?: number }): void;
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string>;
  /** A repeatable job, at most one schedule per (name, everyMs). */
  every<T>(name: string, everyMs: number, data: T): Promise<void>;
  getJob<R = unknown>(id: string): Promise<JobInfo<R> | null>;
  start(): Promise<void>;
  close(): Promise<void>;
}
