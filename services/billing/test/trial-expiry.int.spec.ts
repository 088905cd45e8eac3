import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure, ManualClock } from '@logiscope/infra';
import { eventually } from '../../../test/support/http-client';
import { dropJobQueue, JOB_QUEUE_ENGINES, jobQueueOf } from '../../../test/support/job-queue-engines';
import { startBilling } from '../src/billing.module';
import { BILLING_JOBS } from '../src/subscription/subscription.jobs';

const DAY = 24 * 60 * 60 * 1000;
const company = { companyId: 'cmp-expiry', companyName: 'Expiry Freight' };

/**
 * Trials end on time on both job engines (SQLite embedded, BullMQ distributed): the expiry job due at the trial's end is
 * stored, survives a restart of the service, and TrialExpired is recorded once the end has passed (here by the sweep,
 * since the test moves the clock a month ahead and the stored job waits for real time).
 */
describe.each(JOB_QUEUE_ENGINES)('trial expiry jobs [%s]', (engine) => {
  let dir: string;
  const prefix = `billing-expiry-${process.pid}-${Date.now()}`;
  const boot = async (clock: ManualClock, sweepMs: number) => {
    const infra = new EmbeddedInfrastructure(dir, { clock });
    const jobs = jobQueueOf(engine, dir, prefix);
    const billing = await startBilling({ ...infra.runtimeFor('billing'), jobs }, {
      config: { provider: 'sandbox', webhookSecret: 'whsec_expiry_test_0000000000', appUrl: 'http://localhost:3000', trialSweepMs: sweepMs },
    });
    await jobs.start();
    return {
      billing,
      jobs,
      events: () => infra.runtimeFor('billing').events.readStream(`subscription:${company.companyId}`),
      stop: async () => {
        await billing.stop();
        await jobs.close();
        await infra.close();
      },
    };
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `billing-expiry-${engine}-`));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropJobQueue(engine, prefix);
  });

  it('keeps the expiry job across a restart and records TrialExpired once the trial has ended', async () => {
    const clock = new ManualClock(new Date());
    const first = await boot(clock, 3_600_000);
    const trial = await first.billing.api.startTrial({ ...company, userId: 'admin-1' });
    const jobId = `expire-trial:${company.companyId}:${Date.parse(trial.trialEndDate!)}`;
    expect(await first.jobs.getJob(jobId)).toMatchObject({ name: BILLING_JOBS.expireTrial, state: 'delayed' });
    await first.stop();

    clock.advance(31 * DAY);
    const second = await boot(clock, 300);
    expect(await second.jobs.getJob(jobId)).toMatchObject({ name: BILLING_JOBS.expireTrial, state: 'delayed' });
    // The status never says TRIAL past the end, before anything ran.
    expect((await second.billing.api.getSubscriptionStatus(company)).subscriptionStatus).toBe('TRIAL_EXPIRED');
    const log = await eventually(second.events, (r) => r.events.some((e) => e.type === 'TrialExpired'), 'TrialExpired', 15_000);
    expect(log.events.map((e) => e.type)).toEqual(['TrialStarted', 'TrialExpired']);
    expect(log.events[1].data).toMatchObject({ companyId: company.companyId, endedAt: trial.trialEndDate });
    // The job due at the old end, when it runs, decides nothing more.
    expect(await second.billing.service.expireTrial(company.companyId)).toBe(false);
    await second.stop();
  }, 60_000);
});
