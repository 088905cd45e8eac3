import { DomainError, ErrorCode } from '@logiscope/kernel';
import { ManualClock } from '@logiscope/infra';
import { embeddedIdentity } from '../identity.testing';
import { totpCode } from './second-factor.totp';

/** identity with second factors on the embedded engines, at a clock the test moves (TOTP codes depend on it). */
describe('SecondFactorApplication', () => {
  const closers: (() => Promise<void>)[] = [];
  const clock = new ManualClock('2026-12-06T08:00:00.000Z');
  const client = { ipAddress: '127.0.0.1', userAgent: 'jest', sessionId: 's1' };

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function boot() {
    const { app, events, close } = await embeddedIdentity(clock);
    closers.push(close);
    return { app, events };
  }

  const register = (app: Awaited<ReturnType<typeof boot>>['app']) =>
    app.register({ ...client, firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.io', password: 'ann password 1', confirmPassword: 'ann password 1', companyName: 'Acme', companyType: 'SHIPPER', mcNumber: '', dotNumber: '' });

  async function enrolled() {
    const booted = await boot();
    const user = await register(booted.app);
    const { secret, otpauthUrl } = await booted.app.startSecondFactorEnrolment({ userId: user.id });
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=LogiScope');
    const { recoveryCodes } = await booted.app.confirmSecondFactorEnrolment({ userId: user.id, code: totpCode(secret, clock.now()) });
    return { ...booted, user, secret, recoveryCodes };
  }

  it('turns on with a code from the app and gives ten distinct recovery codes; the secret and the codes are nowhere in clear', async () => {
    const { app, events, user, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await app.getSecondFactor({ userId: user.id })).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredByCompany: false });
    expect(await app.getUser({ userId: user.id })).toMatchObject({ secondFactorEnabled: true });
    const log = JSON.stringify((await events.readAll(0)).events);
    expect(log).not.toContain(secret);
    for (const code of recoveryCodes) expect(log).not.toContain(code);
  });

  it('refuses a wrong confirming code, and a code of the previous secret after a new start', async () => {
    const { app } = await boot();
    const user = await register(app);
    const first = await app.startSecondFactorEnrolment({ userId: user.id });
    await app.startSecondFactorEnrolment({ userId: user.id });
    const refused = await app.confirmSecondFactorEnrolment({ userId: user.id, code: totpCode(first.secret, clock.now()) }).catch((e: unknown) => e);
    expect((refused as DomainError).code).toBe(ErrorCode.VALIDATION);
  });

  it('asks for the second factor after the right password, then signs in with a code once per time step', async () => {
    const { app, user, secret } = await enrolled();
    expect(await app.login({ ...client, email: 'ann@acme.io', password: 'ann password 1' })).toEqual({ secondFactorUserId: user.id });
    // The confirming code's step is spent: the next step's code signs in, once.
    clock.advance(30_000);
    const code = totpCode(secret, clock.now());
    expect(await app.signInWithSecondFactor({ ...client, userId: user.id, code })).toMatchObject({ id: user.id });
    const replay = await app.signInWithSecondFactor({ ...client, userId: user.id, code }).catch((e: unknown) => e);
    expect((replay as DomainError).code).toBe(ErrorCode.UNAUTHENTICATED);
    // A code from the phone's clock a step behind is still fine in a later step; two steps off is not.
    clock.advance(60_000);
    expect((await app.signInWithSecondFactor({ ...client, userId: user.id, code: totpCode(secret, new Date(clock.now().getTime() - 30_000)) })).id).toBe(user.id);
    clock.advance(30_000);
    const stale = await app.signInWithSecondFactor({ ...client, userId: user.id, code: totpCode(secret, new Date(clock.now().getTime() - 90_000)) }).catch((e: unknown) => e);
    expect((stale as DomainError).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('signs in with each recovery code once, and records which factor each sign-in used', async () => {
    const { app, events, user, recoveryCodes } = await enrolled();
    expect((await app.signInWithSecondFactor({ ...client, userId: user.id, code: recoveryCodes[3].toUpperCase() })).id).toBe(user.id);
    const reused = await app.signInWithSecondFactor({ ...client, userId: user.id, code: recoveryCodes[3] }).catch((e: unknown) => e);
    expect((reused as DomainError).code).toBe(ErrorCode.UNAUTHENTICATED);
    expect((await app.getSecondFactor({ userId: user.id })).recoveryCodesLeft).toBe(9);
    const attempts = (await events.readAll(0)).events.filter((e) => e.type === 'LoginAttempted').map((e) => e.data as { outcome: string; failureReason: string; secondFactor?: string });
    expect(attempts.slice(-2)).toEqual([
      expect.objectContaining({ outcome: 'SUCCESS', secondFactor: 'RECOVERY_CODE' }),
      expect.objectContaining({ outcome: 'FAILED', failureReason: 'INVALID_SECOND_FACTOR', secondFactor: 'RECOVERY_CODE' }),
    ]);
  });

  it('turns off only with the password and a current code; then the password alone signs in', async () => {
    const { app, user, secret } = await enrolled();
    clock.advance(30_000);
    const wrongPassword = await app.disableSecondFactor({ userId: user.id, password: 'not it', code: totpCode(secret, clock.now()) }).catch((e: unknown) => e);
    expect((wrongPassword as DomainError).message).toBe('Current password is incorrect');
    const wrongCode = await app.disableSecondFactor({ userId: user.id, password: 'ann password 1', code: '000000' }).catch((e: unknown) => e);
    expect((wrongCode as DomainError).code).toBe(ErrorCode.VALIDATION);
    expect(await app.disableSecondFactor({ userId: user.id, password: 'ann password 1', code: totpCode(secret, clock.now()) })).toEqual({ disabled: true });
    expect((await app.login({ ...client, email: 'ann@acme.io', password: 'ann password 1' })).user).toMatchObject({ id: user.id });
  });

  it("makes a member of a company that requires it set one up: the view says so until it is on", async () => {
    const { app } = await boot();
    const user = await register(app);
    expect(await app.setCompanySecondFactorRequirement({ actorUserId: user.id, required: true })).toEqual({ required: true });
    expect(await app.getUser({ userId: user.id })).toMatchObject({ secondFactorEnrolmentRequired: true });
    expect((await app.getSecondFactor({ userId: user.id })).requiredByCompany).toBe(true);
    const { secret } = await app.startSecondFactorEnrolment({ userId: user.id });
    await app.confirmSecondFactorEnrolment({ userId: user.id, code: totpCode(secret, clock.now()) });
    const view = await app.getUser({ userId: user.id });
    expect(view.secondFactorEnrolmentRequired).toBeUndefined();
    expect(view.secondFactorEnabled).toBe(true);
  });
});
