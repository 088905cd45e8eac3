import type { SubscriptionAccess } from '@logiscope/billing/api';
import { SubscriptionAccessCache } from './subscription-access.cache';

const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const trial = (hoursLeft: number): SubscriptionAccess => ({ status: 'TRIAL', hasAccess: true, accessUntil: new Date(T0 + hoursLeft * 3_600_000).toISOString() });

describe('SubscriptionAccessCache', () => {
  let now: number;
  let calls: number;
  let answer: SubscriptionAccess;
  const cache = () =>
    new SubscriptionAccessCache(
      async () => {
        calls++;
        return answer;
      },
      () => now,
      30_000,
    );

  beforeEach(() => {
    now = T0;
    calls = 0;
    answer = trial(1);
  });

  it('asks billing once per company within the time to live', async () => {
    const c = cache();
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(await c.hasAccess('cmp-1')).toBe(true);
    expect(calls).toBe(1);
    now += 31_000;
    await c.hasAccess('cmp-1');
    expect(calls).toBe(2);
  });

  it('ends a cached trial at its end without asking billing again', async () => {
    const c = cache();
    answer = trial(0.005); // 18 s left
    expect(await c.hasAccess('cmp-1')).toBe(true);
    now += 20_000;
    expect(await c.hasAccess('cmp-1')).toBe(false);
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
});
