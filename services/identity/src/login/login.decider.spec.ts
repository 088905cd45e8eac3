import { deciderSpec } from '@logiscope/kernel';
import { loginDecider, type AttemptLogin } from './login.decider';

const spec = deciderSpec(loginDecider);
const attempt = (account: AttemptLogin['data']['account']): AttemptLogin => ({
  type: 'AttemptLogin',
  data: { email: 'ann@acme.io', account, ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0', sessionId: 's1' },
});
const known = { kind: 'known' as const, userId: 'u1', companyId: 'c1', isActive: true, passwordMatches: true };

describe('login decider', () => {
  it('records a success with the session it opens', () => {
    expect(spec.given([]).when(attempt(known)).events![0].data).toMatchObject({ outcome: 'SUCCESS', failureReason: '', sessionId: 's1', userId: 'u1', ipAddress: '203.0.113.9' });
  });
  it('records a wrong password, an unknown e-mail and a blocked user without a session', () => {
    expect(spec.given([]).when(attempt({ ...known, passwordMatches: false })).events![0].data).toMatchObject({ outcome: 'FAILED', failureReason: 'INVALID_PASSWORD', sessionId: '' });
    expect(spec.given([]).when(attempt({ kind: 'unknown' })).events![0].data).toMatchObject({ outcome: 'FAILED', failureReason: 'UNKNOWN_EMAIL', userId: '' });
    expect(spec.given([]).when(attempt({ ...known, isActive: false })).events![0].data).toMatchObject({ outcome: 'BLOCKED', failureReason: 'USER_BLOCKED', sessionId: '' });
  });
  it('records an attempt refused by throttling as BLOCKED, TOO_MANY_ATTEMPTS, on a known account or not', () => {
    const throttled = (account: AttemptLogin['data']['account']): AttemptLogin => ({ ...attempt(account), data: { ...attempt(account).data, sessionId: '', throttled: true } });
    expect(spec.given([]).when(throttled(known)).events![0].data).toMatchObject({ outcome: 'BLOCKED', failureReason: 'TOO_MANY_ATTEMPTS', userId: 'u1', companyId: 'c1', sessionId: '' });
    expect(spec.given([]).when(throttled({ kind: 'unknown' })).events![0].data).toMatchObject({ outcome: 'BLOCKED', failureReason: 'TOO_MANY_ATTEMPTS', userId: '' });
  });
  it('says which second factor a sign-in passed, and records a wrong code as INVALID_SECOND_FACTOR without a session', () => {
    const withCode = (kind: 'TOTP' | 'RECOVERY_CODE', passed: boolean): AttemptLogin => ({ ...attempt(known), data: { ...attempt(known).data, secondFactor: { kind, passed } } });
    expect(spec.given([]).when(withCode('TOTP', true)).events![0].data).toMatchObject({ outcome: 'SUCCESS', sessionId: 's1', secondFactor: 'TOTP' });
    expect(spec.given([]).when(withCode('RECOVERY_CODE', true)).events![0].data).toMatchObject({ outcome: 'SUCCESS', secondFactor: 'RECOVERY_CODE' });
    expect(spec.given([]).when(withCode('TOTP', false)).events![0].data).toMatchObject({ outcome: 'FAILED', failureReason: 'INVALID_SECOND_FACTOR', sessionId: '', secondFactor: 'TOTP' });
    expect(spec.given([]).when(attempt(known)).events![0].data).not.toHaveProperty('secondFactor');
  });
  it('records an attempt once: its stream holds one', () => {
    const recorded = spec.given([]).when(attempt(known)).events!;
    expect(spec.given(recorded).when(attempt(known)).error).toMatchObject({ reason: 'ALREADY_RECORDED' });
  });
});
