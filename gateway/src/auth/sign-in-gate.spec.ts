import { accountLockMs, decideSignIn, FIRST_LOCK_MS, LONGEST_LOCK_MS, warnsOwner, type SignInGateInput } from './sign-in-gate';

const ok = { allowed: true, retryAfterMs: 0 };
const over = (retryAfterMs: number) => ({ allowed: false, retryAfterMs });
const attempt = (o: Partial<SignInGateInput> = {}): SignInGateInput => ({ knownDevice: false, secondFactorVerified: false, own: [ok, ok], address: ok, account: ok, ...o });

describe('the sign-in gate (before the password is checked)', () => {
  it('lets a first attempt from anywhere through', () => {
    expect(decideSignIn(attempt())).toEqual({ allow: true });
  });

  it('refuses an unknown device once the account is over its failures, whatever the address, with the lock time', () => {
    expect(decideSignIn(attempt({ account: over(900_000) }))).toEqual({ allow: false, reason: 'account', retryAfterMs: 900_000 });
  });

  it('lets the owner in on a remembered device, or past the second factor, while the account is locked', () => {
    expect(decideSignIn(attempt({ knownDevice: true, account: over(900_000) }))).toEqual({ allow: true });
    expect(decideSignIn(attempt({ secondFactorVerified: true, account: over(900_000) }))).toEqual({ allow: true });
  });

  it('keeps the device’s own limits for the owner too: a remembered browser cannot guess without end', () => {
    expect(decideSignIn(attempt({ knownDevice: true, own: [ok, over(60_000)] }))).toEqual({ allow: false, reason: 'device', retryAfterMs: 60_000 });
    expect(decideSignIn(attempt({ secondFactorVerified: true, own: [over(5_000), over(60_000)] }))).toMatchObject({ allow: false, retryAfterMs: 60_000 });
  });

  it('refuses password spraying from one address to unknown devices, and lets a remembered browser at that address in', () => {
    expect(decideSignIn(attempt({ address: over(300_000) }))).toEqual({ allow: false, reason: 'address', retryAfterMs: 300_000 });
    expect(decideSignIn(attempt({ knownDevice: true, address: over(300_000) }))).toEqual({ allow: true });
  });

  it('answers the longer wait when both the account and the address refuse, and never a zero wait', () => {
    expect(decideSignIn(attempt({ account: over(900_000), address: over(100_000) }))).toMatchObject({ retryAfterMs: 900_000 });
    expect(decideSignIn(attempt({ account: over(0) }))).toMatchObject({ allow: false, retryAfterMs: 1 });
  });

  it('lets a trusted device through when the address and account were not counted', () => {
    expect(decideSignIn({ knownDevice: true, secondFactorVerified: false, own: [ok] })).toEqual({ allow: true });
  });
});

describe('the account lock', () => {
  it('grows: 15 minutes, then twice as long at each further lock of the day, at most a day', () => {
    expect([1, 2, 3, 4].map(accountLockMs)).toEqual([FIRST_LOCK_MS, 2 * FIRST_LOCK_MS, 4 * FIRST_LOCK_MS, 8 * FIRST_LOCK_MS]);
    expect(accountLockMs(7)).toBe(64 * FIRST_LOCK_MS);
    expect(accountLockMs(8)).toBe(LONGEST_LOCK_MS);
    expect(accountLockMs(1000)).toBe(LONGEST_LOCK_MS);
    expect(accountLockMs(0)).toBe(FIRST_LOCK_MS);
  });

  it('warns the owner at the first lock of a burst only', () => {
    expect([1, 2, 3].map(warnsOwner)).toEqual([true, false, false]);
  });
});
