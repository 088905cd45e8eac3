import type { SubscriptionAccess } from '@logiscope/billing/api';
import { ManualClock } from '@logiscope/infra';
import { SubscriptionAccessCache } from './subscription-access.cache';

const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const trial = (hoursLeft: number): SubscriptionAccess => ({ status: 'TRIAL', hasAccess: true, accessUntil: new Date(T0 + hoursLeft * 3_600_000).toISOString() });

describe('SubscriptionAccessCache', () => {
  let clock: ManualClock;
  let calls: number;
  let answer: SubscriptionAccess;
  const cache = () =>
    new SubscriptionAccessCache(
      async () => {
        calls++;
        return answer;
      },
      clock,
      30_000,
    );

  beforeEach(() => {
    clock = new ManualClock(T0);
    calls = 0;
    answer = trial(1);
  });

  it('asks billing once per company within the time to live', async () => {
    const c = cache();
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(calls).toBe(1);
    clock.advance(31_000);
    await c.hasAccess('cmp-1');
    expect(calls).toBe(2);
  });

  it('ends a cached trial at its end without asking billing again, as TRIAL_EXPIRED', async () => {
    const c = cache();
    answer = trial(0.005); // 18 s left
    expect(await c.hasAccess('cmp-1')).toBe(true);
    clock.advance(20_000);
    expect(await c.decide('cmp-1')).toEqual({ allowed: false, status: 'TRIAL_EXPIRED' });
    expect(calls).toBe(1);
  });

  it('asks again at once after the gateway changed the plan', async () => {
    const c = cache();
    answer = { status: 'INACTIVE', hasAccess: false, accessUntil: '' };
    expect(await c.hasAccess('cmp-1')).toBe(false);
    answer = { status: 'ACTIVE', hasAccess: true, accessUntil: new Date(T0 - 1).toISOString() };
    c.forget('cmp-1');
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(calls).toBe(2);
  });

  it('asks again when the clock went back (a test resetting its clock)', async () => {
    const c = cache();
    clock.advance(40 * 24 * 3_600_000);
    answer = { status: 'TRIAL_EXPIRED', hasAccess: false, accessUntil: trial(1).accessUntil };
    expect(await c.hasAccess('cmp-1')).toBe(false);
    clock.set(T0);
    answer = trial(1);
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(calls).toBe(2);
  });
});
