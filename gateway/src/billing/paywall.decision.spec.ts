import { paywallDecision } from './paywall.decision';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const LATER = '2026-03-02T12:00:00.000Z';
const EARLIER = '2026-02-28T12:00:00.000Z';

describe('paywallDecision', () => {
  it.each([
    ['a running trial', 'TRIAL', LATER],
    ['a paying company', 'ACTIVE', LATER],
    ['a paying company whose period end is behind (renewed each period)', 'ACTIVE', EARLIER],
    ['a cancelled plan with paid time left', 'CANCELLED', LATER],
  ] as const)('lets %s through', (_, status, accessUntil) => {
    expect(paywallDecision({ status, accessUntil }, NOW)).toEqual({ allowed: true });
  });

  it.each([
    ['a company that never started a trial', 'INACTIVE', '', 'INACTIVE'],
    ['a trial billing already marked expired', 'TRIAL_EXPIRED', EARLIER, 'TRIAL_EXPIRED'],
    ['a trial past its end (a cached TRIAL)', 'TRIAL', EARLIER, 'TRIAL_EXPIRED'],
    ['a trial ending exactly now', 'TRIAL', NOW.toISOString(), 'TRIAL_EXPIRED'],
    ['a cancelled plan past its period end', 'CANCELLED', EARLIER, 'CANCELLED'],
    ['a cancelled plan without a period end', 'CANCELLED', '', 'CANCELLED'],
  ] as const)('stops %s', (_, status, accessUntil, shown) => {
    expect(paywallDecision({ status, accessUntil }, NOW)).toEqual({ allowed: false, status: shown });
  });
});
