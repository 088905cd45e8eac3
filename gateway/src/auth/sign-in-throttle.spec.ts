import type { Request } from 'express';
import { DomainError } from '@logiscope/kernel';
import { inProcessRateLimiters, loadRateLimitConfig, type RateLimiters } from '@logiscope/infra';
import { DEVICE_COOKIE, RememberedDevices } from './remembered-devices';
import { FIRST_LOCK_MS } from './sign-in-gate';
import { SignInThrottle } from './sign-in-throttle';
import { ThrottledLoginRecorder } from './throttled-login-recorder';

/** The throttle on the in-process limiters with the product's limits; identity's password check played by `check`. */
describe('SignInThrottle', () => {
  let limiters: RateLimiters;
  let throttle: SignInThrottle;
  let recorder: ThrottledLoginRecorder;
  let devices: RememberedDevices;
  let recorded: string[];
  let warned: { email: string; failures: number }[];
  const ana = { id: 'u-ana', email: 'ana@example.test', password: 'right one' };

  beforeEach(() => {
    limiters = inProcessRateLimiters(loadRateLimitConfig({}));
    devices = new RememberedDevices(async () => Buffer.from('k'.repeat(32)), { generation: async () => 0 });
    recorded = [];
    warned = [];
    recorder = new ThrottledLoginRecorder();
    const identity = {
      recordThrottledLogin: async (r: { ipAddress: string }) => recorded.push(r.ipAddress),
      warnOfFailedSignIns: async (r: { email: string; failures: number }) => warned.push(r),
    };
    throttle = new SignInThrottle(limiters, devices, () => identity, recorder);
  });
  afterEach(() => limiters.close());

  const from = (ip: string, cookie?: string) => ({ ip, socket: {}, headers: {}, cookies: cookie ? { [DEVICE_COOKIE]: cookie } : {} }) as unknown as Request;
  /** One sign-in as the controller runs it: the gate, then the password, then the outcome settles the counters. */
  async function signIn(req: Request, email: string, password: string): Promise<number> {
    let attempt;
    try {
      attempt = await throttle.admit(email, req);
    } catch (e) {
      return (e as DomainError).retryAfterSeconds ? 429 : 500;
    }
    if (email === ana.email && password === ana.password) {
      await throttle.succeeded(attempt);
      return 200;
    }
    await throttle.failed(attempt);
    return 401;
  }

  it('checks 5 of 200 parallel guesses from 40 addresses, refuses the rest and the right password from a new device, and mails the owner once', async () => {
    const guesses = Array.from({ length: 200 }, (_, i) => signIn(from(`10.0.0.${i % 40}`), ana.email, `guess ${i}`));
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect(await signIn(from('10.0.1.1'), ana.email, ana.password)).toBe(429);
    await recorder.idle();
    expect(recorded).toHaveLength(196);
    expect(warned).toEqual([{ email: ana.email, failures: 5 }]);
  });

  it('lets the owner in on a remembered device while locked, and counts that device’s own failures', async () => {
    const cookie = await devices.issue(ana);
    for (let i = 0; i < 5; i++) await signIn(from(`10.0.0.${i}`), ana.email, 'wrong');
    expect(await signIn(from('10.0.9.9'), ana.email, ana.password)).toBe(429);
    expect(await signIn(from('10.0.9.9', cookie), ana.email, ana.password)).toBe(200);
    // From any address the remembered browser has 5 tries a minute of its own.
    const own = [];
    for (let i = 0; i < 6; i++) own.push(await signIn(from(`10.0.3.${i}`, cookie), ana.email, 'wrong'));
    expect(own).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('locks for longer each time, and warns only at the first lock of the day', async () => {
    const key = `account|${ana.email}`;
    for (let i = 0; i < 5; i++) await signIn(from('10.0.0.1'), ana.email, 'wrong');
    const first = await limiters.loginAccount.consume(key);
    expect(first.retryAfterMs).toBeGreaterThan(FIRST_LOCK_MS - 5_000);
    expect(first.retryAfterMs).toBeLessThanOrEqual(FIRST_LOCK_MS);
    // The lock ends (played by forgetting the counter); five more failures lock it twice as long.
    await limiters.loginAccount.reset(key);
    for (let i = 0; i < 5; i++) await signIn(from('10.0.0.2'), ana.email, 'wrong');
    const second = await limiters.loginAccount.consume(key);
    expect(second.retryAfterMs).toBeGreaterThan(2 * FIRST_LOCK_MS - 5_000);
    expect(warned).toHaveLength(1);
  });

  it('counts only failures against the account and the address: the owner signing in from new devices is never locked', async () => {
    for (let i = 0; i < 20; i++) expect(await signIn(from('10.0.0.1'), ana.email, ana.password)).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(from(`10.0.2.${i}`), ana.email, 'wrong');
    expect(await signIn(from('10.0.0.1'), ana.email, ana.password)).toBe(200);
  });

  it('counts attempts refused by their own limits against nothing else: the lock comes from checked failures, with its mail', async () => {
    await limiters.close();
    // Two tries a minute per e-mail and address, so the device's own limit bites before the account's.
    limiters = inProcessRateLimiters(loadRateLimitConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' }));
    throttle = new SignInThrottle(limiters, devices, () => ({ recordThrottledLogin: async () => 0, warnOfFailedSignIns: async (r) => warned.push(r) }), recorder);
    const fromA = [];
    for (let i = 0; i < 8; i++) fromA.push(await signIn(from('10.0.0.1'), ana.email, 'wrong'));
    expect(fromA).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
    // Two checked failures so far: three more checked ones (from elsewhere) lock the account, and the owner hears of it.
    const elsewhere = [];
    for (const ip of ['10.0.0.2', '10.0.0.2', '10.0.0.3']) elsewhere.push(await signIn(from(ip), ana.email, 'wrong'));
    expect(elsewhere).toEqual([401, 401, 401]);
    expect(warned).toEqual([{ email: ana.email, failures: 5 }]);
    expect(await signIn(from('10.0.0.4'), ana.email, ana.password)).toBe(429);
  });

  it('throttles spraying from one address at 100 failures, for devices no account remembers', async () => {
    const cookie = await devices.issue(ana);
    const statuses = await Promise.all(Array.from({ length: 110 }, (_, i) => signIn(from('10.9.9.9'), `user${i}@example.test`, 'Summer2026!')));
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await signIn(from('10.9.9.9'), ana.email, ana.password)).toBe(429);
    expect(await signIn(from('10.9.9.9', cookie), ana.email, ana.password)).toBe(200);
  });
});
