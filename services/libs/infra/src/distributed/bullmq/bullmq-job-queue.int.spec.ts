import Redis from 'ioredis';
import { describeJobQueueContract, eventually, uniq } from '../../contracts';
import { BullMqJobQueue } from './bullmq-job-queue';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6390';
// A BullMQ prefix per run of this file, so parallel suites and earlier runs never share queues.
const prefix = uniq('jobs-contract');

describeJobQueueContract('bullmq', async (retention) => new BullMqJobQueue({ url, prefix, ...retention }));

describe('BullMqJobQueue specifics', () => {
  const queues: BullMqJobQueue[] = [];
  const open = () => {
    const q = new BullMqJobQueue({ url, prefix });
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of queues) await q.close();
    const raw = new Redis(url);
    const keys = await raw.keys(`${prefix}:*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it('accepts job ids BullMQ would refuse (integers, colons) and finds jobs from another instance', async () => {
    const producer = open();
    const consumer = open();
    const name = uniq('odd-ids');
    const seen: string[] = [];
    consumer.process(name, async (_d, job) => void seen.push(job.id));
    await consumer.start();
    const ids = ['42', 'report:2024:07', 'space id/ü'];
    for (const id of ids) expect(await producer.enqueue(name, {}, { jobId: id })).toBe(id);
    await eventually(() => seen.length === 3, 'three jobs ran');
    expect(seen.sort()).toEqual([...ids].sort());
    const fresh = open();
    expect(await fresh.getJob('report:2024:07')).toMatchObject({ id: 'report:2024:07', name, state: 'completed', attemptsMade: 1, result: null });
    expect(await fresh.getJob('nope')).toBeNull();
  });

  it('passes the 1-based attempt number and keeps one job per id across job names', async () => {
    const q = open();
    const name = uniq('attempts');
    const attempts: number[] = [];
    q.process(name, async (_d, job) => {
      attempts.push(job.attempt);
      if (job.attempt < 3) throw new Error(`boom ${job.attempt}`);
      return 'done';
    });
    await q.start();
    const id = await q.enqueue(name, {}, { attempts: 3, backoffMs: 5 });
    await eventually(async () => (await q.getJob(id))?.state === 'completed', 'completed on third attempt');
    expect(attempts).toEqual([1, 2, 3]);
    expect(await q.getJob(id)).toEqual({ id, name, state: 'completed', attemptsMade: 3, result: 'done' });

    const other = uniq('other');
    expect(await q.enqueue(other, {}, { jobId: id })).toBe(id);
    expect((await q.getJob(id))!.name).toBe(name);
  });
});
