import type { Clock, JobQueue } from '@logiscope/infra';

/**
 * Trials end on time, on the JobQueue port (BullMQ distributed, SQLite embedded: both keep delayed jobs across a
 * restart): a job due at each trial end (a new one for each extension; the one for an older end decides nothing), and a
 * sweep for trials past their end whose job did not run (enqueued by a process that died right after the append, or a
 * clock moved forward by a test).
 */
export const BILLING_JOBS = {
  expireTrial: 'billing.expire-trial',
  sweep: 'billing.expire-due-trials',
} as const;

export interface TrialExpiry {
  /** Called after TrialStarted / TrialExtended is stored. */
  scheduled(companyId: string, endsAt: string): Promise<void>;
}

export interface TrialJobsOptions {
  queue: JobQueue;
  clock: Clock;
  sweepEveryMs: number;
  expire: (companyId: string) => Promise<boolean>;
  dueTrials: () => Promise<string[]>;
}

export async function registerTrialJobs(o: TrialJobsOptions): Promise<TrialExpiry> {
  o.queue.process<{ companyId: string }, { expired: boolean }>(BILLING_JOBS.expireTrial, async ({ companyId }) => ({ expired: await o.expire(companyId) }));
  o.queue.process<Record<string, never>, { expired: number }>(BILLING_JOBS.sweep, async () => {
    let expired = 0;
    for (const companyId of await o.dueTrials()) if (await o.expire(companyId)) expired++;
    return { expired };
  });
  await o.queue.every(BILLING_JOBS.sweep, o.sweepEveryMs, {});
  return {
    async scheduled(companyId, endsAt) {
      const delayMs = Math.max(0, Date.parse(endsAt) - o.clock.now().getTime());
      // The job id names the end it is for: scheduling the same end twice enqueues once.
      await o.queue.enqueue(BILLING_JOBS.expireTrial, { companyId }, { jobId: `expire-trial:${companyId}:${Date.parse(endsAt)}`, delayMs, attempts: 5, backoffMs: 60_000 });
    },
  };
}
