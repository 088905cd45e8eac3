import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { DomainError, ErrorCode } from '@logiscope/kernel';
import { inProcessRateLimiters, loadRateLimitConfig, SqliteKeyValueStore, type ServiceRegistry } from '@logiscope/infra';
import type { UserView } from '@logiscope/proto/views';
import { SecondFactorSignIn, withSecondFactorPolicy } from './second-factor.sign-in';

const user: UserView = { id: 'u1', firstName: 'A', lastName: 'B', email: 'ops@x.io', role: 'ADMIN', isActive: true, profileImageUrl: '', needsCompanySetup: false, companyId: 'c1' };
const req = { ip: '203.0.113.5', socket: {}, headers: { 'user-agent': 'jest' } } as unknown as Request;

describe('withSecondFactorPolicy', () => {
  it('holds the platform operator without a second factor when configuration requires it, and no one else', () => {
    const required = { requireOperatorSecondFactor: true };
    expect(withSecondFactorPolicy(user, true, required).secondFactorEnrolmentRequired).toBe(true);
    expect(withSecondFactorPolicy({ ...user, secondFactorEnabled: true }, true, required).secondFactorEnrolmentRequired).toBeUndefined();
    expect(withSecondFactorPolicy(user, false, required)).toBe(user);
    // Off by default: the demo operator signs in with the password.
    expect(withSecondFactorPolicy(user, true, { requireOperatorSecondFactor: false })).toBe(user);
  });
});

describe('SecondFactorSignIn', () => {
  let dir: string;
  let kv: SqliteKeyValueStore;
  const codes: string[] = [];
  const registry = {
    client: () => ({
      signInWithSecondFactor: async ({ code }: { code: string }) => {
        codes.push(code);
        if (code !== '111111') throw DomainError.unauthenticated('This code is wrong or was already used');
        return user;
      },
    }),
  } as unknown as ServiceRegistry;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-2fa-'));
    kv = new SqliteKeyValueStore(join(dir, 'cache.db'));
    codes.length = 0;
  });
  afterEach(async () => {
    await kv.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = () => new SecondFactorSignIn(registry, kv, inProcessRateLimiters(loadRateLimitConfig({})));
  const code = (e: unknown) => (e as DomainError).code;

  it('issues a 5-minute challenge kept only as its hash, usable until a code passes, then never again', async () => {
    const s = signIn();
    const { challenge, expiresAt } = await s.challenge('u1');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4.9 * 60_000);
    expect(await kv.get(`second-factor-challenge:${challenge}`)).toBeNull();
    expect(code(await s.withChallenge(challenge, '000000', req, 's1').catch((e: unknown) => e))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(await s.withChallenge(challenge, '111111', req, 's2')).toBe(user);
    const spent = await s.withChallenge(challenge, '111111', req, 's3').catch((e: unknown) => e);
    expect((spent as DomainError).message).toBe('Your sign-in expired. Sign in again with your password.');
    expect(codes).toEqual(['000000', '111111']);
  });

  it('refuses an unknown challenge without asking identity', async () => {
    expect(code(await signIn().withChallenge('forged', '111111', req, 's').catch((e: unknown) => e))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(codes).toEqual([]);
  });

  it('throttles codes per account (5 per 15 minutes), before identity checks them', async () => {
    const s = signIn();
    for (let i = 0; i < 5; i++) await s.verify('u1', '000000', req, 's').catch(() => undefined);
    const refused = await s.verify('u1', '111111', req, 's').catch((e: unknown) => e);
    expect(code(refused)).toBe(ErrorCode.RATE_LIMITED);
    expect(codes).toHaveLength(5);
    // Another account is not held by it.
    expect(await s.verify('u2', '111111', req, 's')).toBe(user);
  });
});
