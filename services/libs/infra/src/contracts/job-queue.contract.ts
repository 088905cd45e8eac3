import type { JobInfo, JobQueue, JobRetentionOptions } from '../ports';
import { eventually, uniq } from './contract-helpers';

/**
 * `open` returns a fresh, not yet started queue on the same backing store each call, keeping finished jobs as the
 * options say (the defaults when none are given).
 */
export function describeJobQueueContract(engine: string, open: (retention?: JobRetentionOptions) => Promise<JobQueue>): void {
  describe(`JobQueue contract [${engine}]`, () => {
    const queues: JobQueue[] = [];
    const queue = async (retention?: JobRetentionOptions) => {
      const q = await open(retention);
      queues.push(q);
      return q;
    };
    afterAll(async () => {
      for (const q of queues) await q.close();
    });

    it('runs an enqueued job and reports its result', async () => {
      const q = await queue();
      const name = uniq('double');
      q.process<{ n: number }, number>(name, async (d) => d.n * 2);
      await q.start();
      const id = await q.enqueue(name, { n: 21 });
      await eventually(async () => (await q.getJob(id))?.state === 'completed', 'job completed');
      expect((await q.getJob<number>(id))!.result).toBe(42);
    });

    it('retries a failing job up to its attempts, then marks it failed with the error', async () => {
      const q = await queue();
      const name = uniq('flaky');
      let calls = 0;
      q.process(name, async () => {
        calls += 1;
        if (calls < 2) throw new Error('transient');
        return 'ok';
      });
      const always = uniq('broken');
      q.process(always, async () => {
        throw new Error('permanent failure');
      });
      await q.start();
      const a = await q.enqueue(name, {}, { attempts: 3, backoffMs: 10 });
      const b = await q.enqueue(always, {}, { attempts: 2, backoffMs: 10 });
      await eventually(async () => (await q.getJob(a))?.state === 'completed' && (await q.getJob(b))?.state === 'failed', 'retried and failed');
      expect(calls).toBe(2);
      const failed = await q.getJob(b);
      expect(failed!.attemptsMade).toBe(2);
      expect(failed!.error).toContain('permanent failure');
    });

    it('never answers a finished state with what an earlier attempt left (read while the job retries)', async () => {
      const q = await queue();
      const name = uniq('polled');
      const calls = new Map<string, number>();
      // Odd jobs fail every attempt; even ones fail once, then succeed.
      q.process<{ i: number }, string>(name, async (d, job) => {
        const n = (calls.get(job.id) ?? 0) + 1;
        calls.set(job.id, n);
        if (d.i % 2 === 1 || n < 2) throw new Error(`attempt ${n} failed`);
        return 'done';
      });
      await q.start();
      const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => q.enqueue(name, { i }, { attempts: 3, backoffMs: 5 })));
      const finished: JobInfo[] = [];
      const deadline = Date.now() + 20_000;
      // Polled without pause, as a status page does: a job that finishes between two reads of one getJob shows here.
      for (let open = ids; open.length && Date.now() < deadline; ) {
        const infos = await Promise.all(open.map((id) => q.getJob(id)));
        const done = infos.filter((j): j is JobInfo => j?.state === 'completed' || j?.state === 'failed');
        finished.push(...done);
        open = open.filter((id) => !done.some((j) => j.id === id));
        await new Promise((r) => setImmediate(r));
      }
      expect(new Set(finished.map((j) => j.id)).size).toBe(8);
      const odd = (j: JobInfo) => ids.indexOf(j.id) % 2 === 1;
      expect(finished.filter((j) => (odd(j) ? j.state !== 'failed' || j.attemptsMade !== 3 || j.error !== 'attempt 3 failed' : j.state !== 'completed' || j.attemptsMade !== 2 || j.result !== 'done'))).toEqual([]);
    });

    it('enqueues a job id once', async () => {
      const q = await queue();
      const name = uniq('once');
      let runs = 0;
      q.process(name, async () => void (runs += 1));
      const jobId = uniq('job');
      await q.enqueue(name, {}, { jobId });
      await q.enqueue(name, {}, { jobId });
      await q.start();
      await eventually(async () => (await q.getJob(jobId))?.state === 'completed', 'job done');
      await new Promise((r) => setTimeout(r, 200));
      expect(runs).toBe(1);
    });

    it('enqueues many jobs at once, each id once, an id already taken skipped', async () => {
      const q = await queue();
      const name = uniq('many');
      const ran: string[] = [];
      q.process(name, async (data: { n: number }) => void ran.push(`n${data.n}`), { concurrency: 4 });
      const [taken, a, b] = [uniq('job'), uniq('job'), uniq('job')];
      await q.enqueue(name, { n: 0 }, { jobId: taken });
      const ids = await q.enqueueMany(name, [
        { data: { n: 1 }, options: { jobId: a } },
        { data: { n: 2 }, options: { jobId: taken } },
        { data: { n: 3 }, options: { jobId: b } },
        { data: { n: 4 }, options: { jobId: a } },
        { data: { n: 5 } },
      ]);
      expect(ids.slice(0, 4)).toEqual([a, taken, b, a]);
      await q.start();
      await eventually(async () => (await Promise.all(ids.map((id) => q.getJob(id)))).every((j) => j?.state === 'completed'), 'jobs done');
      await new Promise((r) => setTimeout(r, 200));
      expect(ran.sort()).toEqual(['n0', 'n1', 'n3', 'n5']);
    });

    it('forgets a completed job past its retention, so its id can be enqueued again; keeps failed jobs by their own rule', async () => {
      // A count limit, not an age, so the test waits for no clock: the embedded queue trims a name as its jobs finish
      // (BullMQ: in the same step), ages are covered by each implementation's own tests.
      const q = await queue({ keepCompleted: { count: 2 } });
      const name = uniq('kept');
      const other = uniq('kept-other');
      q.process<{ n: number; fail?: boolean }, number>(name, async (d) => {
        if (d.fail) throw new Error('refused');
        return d.n;
      });
      q.process<{ n: number }, number>(other, async (d) => d.n);
      await q.start();
      const finish = async (jobName: string, data: { n: number; fail?: boolean }, jobId = uniq('job')) => {
        await q.enqueue(jobName, data, { jobId });
        await eventually(async () => ['completed', 'failed'].includes((await q.getJob(jobId))?.state ?? ''), `job ${jobId} finished`);
        return jobId;
      };
      // One at a time, so the order they finish in is known.
      const failed = await finish(name, { n: 0, fail: true });
      const otherName = await finish(other, { n: 0 });
      const first = await finish(name, { n: 1 });
      const second = await finish(name, { n: 2 });
      const third = await finish(name, { n: 3 });

      await eventually(async () => (await q.getJob(first)) === null, 'the oldest of three completed jobs removed (count 2)');
      expect(await q.getJob(second)).toMatchObject({ state: 'completed', result: 2 });
      expect(await q.getJob(third)).toMatchObject({ state: 'completed', result: 3 });
      // Counted per job name, and failed jobs apart from completed ones: both finished before `first`.
      expect(await q.getJob(otherName)).toMatchObject({ state: 'completed', result: 0 });
      expect(await q.getJob(failed)).toMatchObject({ state: 'failed', error: 'refused' });

      // The id is free again: enqueued anew, it runs anew (and now the second is the oldest past the count).
      await finish(name, { n: 4 }, first);
      expect(await q.getJob(first)).toMatchObject({ state: 'completed', result: 4, attemptsMade: 1 });
      await eventually(async () => (await q.getJob(second)) === null, 'the next oldest removed');
      expect(await q.getJob(third)).toMatchObject({ state: 'completed', result: 3 });
    });

    it('runs a delayed job only after its delay', async () => {
      const q = await queue();
      const name = uniq('later');
      const ranAt: number[] = [];
      q.process(name, async () => void ranAt.push(Date.now()));
      await q.start();
      const start = Date.now();
      const id = await q.enqueue(name, {}, { delayMs: 400 });
      expect((await q.getJob(id))!.state).toBe('delayed');
      await eventually(() => ranAt.length === 1, 'delayed job ran');
      expect(ranAt[0] - start).toBeGreaterThanOrEqual(350);
    });

    it('keeps a waiting job across a restart of the queue', async () => {
      const name = uniq('durable');
      const first = await queue();
      const id = await first.enqueue(name, { v: 7 });
      await first.close();
      const second = await queue();
      let got: unknown;
      second.process(name, async (d) => void (got = d));
      await second.start();
      await eventually(async () => (await second.getJob(id))?.state === 'completed', 'job ran after restart');
      expect(got).toEqual({ v: 7 });
    });

    it('repeats a job on a schedule', async () => {
      const q = await queue();
      const name = uniq('tick');
      let runs = 0;
      q.process(name, async () => void (runs += 1));
      await q.start();
      await q.every(name, 100, {});
      await eventually(() => runs >= 3, 'three ticks');
    });
  });
}
