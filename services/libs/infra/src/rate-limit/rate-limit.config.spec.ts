import { inProcessRateLimiters } from '../embedded/memory-rate-limiter';
import { loadRateLimitConfig } from './rate-limit.config';

describe('rate limit config', () => {
  it('has product defaults and takes raised limits from the env', () => {
    expect(loadRateLimitConfig({})).toEqual({
      login: { points: 10, windowSeconds: 900 },
      loginBurst: { points: 5, windowSeconds: 60 },
      loginAddress: { points: 100, windowSeconds: 900 },
      loginAccount: { points: 5, windowSeconds: 900 },
      loginAccountLocks: { points: 1000, windowSeconds: 86400 },
      register: { points: 10, windowSeconds: 3600 },
      api: { points: 600, windowSeconds: 60 },
      passwordReset: { points: 5, windowSeconds: 3600 },
      passwordResetAddress: { points: 20, windowSeconds: 3600 },
      publicLookup: { points: 20, windowSeconds: 60 },
      reportResponse: { points: 10, windowSeconds: 3600 },
      secondFactor: { points: 5, windowSeconds: 900 },
    });
    const raised = loadRateLimitConfig({ RATE_LIMIT_LOGIN_PER_15MIN: '100000', RATE_LIMIT_API_PER_MINUTE: '1000000', RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '50', RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE: '7', RATE_LIMIT_ACCOUNT_FAILURES: '8' });
    expect(raised.login.points).toBe(100_000);
    expect(raised.api.points).toBe(1_000_000);
    expect(raised.passwordReset.points).toBe(50);
    expect(raised.publicLookup.points).toBe(7);
    expect(raised.loginAccount.points).toBe(8);
  });

  it('stops on a limit that is not a positive whole number, listing every bad key', () => {
    expect(() => loadRateLimitConfig({ RATE_LIMIT_LOGIN_PER_15MIN: '0', RATE_LIMIT_API_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_15MIN[\s\S]*RATE_LIMIT_API_PER_MINUTE/,
    );
  });

  it('builds the named in-process limiters, each with its own counters', async () => {
    const limiters = inProcessRateLimiters(loadRateLimitConfig({ RATE_LIMIT_LOGIN_PER_15MIN: '1' }));
    expect(limiters.login.name).toBe('login');
    expect(await limiters.login.consume('ana@example.test')).toMatchObject({ allowed: true, limit: 1, remaining: 0 });
    expect((await limiters.login.consume('ana@example.test')).allowed).toBe(false);
    expect(await limiters.api.consume('ana@example.test')).toMatchObject({ allowed: true, limit: 600, remaining: 599 });
    await limiters.close();
  });
});
