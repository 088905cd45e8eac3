import { Refused, type Decider } from '@logiscope/kernel';
import type { LoginAttempted } from '@logiscope/proto';

/** One stream per attempt: attempts never contend, and the security team gets one event each. */
export const loginAttemptStream = (attemptId: string) => `login-attempt:${attemptId}` as const;

export interface AttemptLogin {
  type: 'AttemptLogin';
  data: {
    email: string;
    /** What identity found: no account, a blocked one, or an active one whose password did or did not match. */
    account: { kind: 'unknown' } | { kind: 'known'; userId: string; companyId: string; isActive: boolean; passwordMatches: boolean };
    ipAddress: string;
    userAgent: string;
    sessionId: string;
    /** The gateway refused the attempt before any password check (brute-force throttling): recorded as BLOCKED. */
    throttled?: boolean;
    /** Sign-in's second step: the kind of code given (never the code) and whether it passed. */
    secondFactor?: { kind: 'TOTP' | 'RECOVERY_CODE'; passed: boolean };
  };
}

/** An attempt's stream holds one attempt: a second record in it is refused (streams are random ids: never in practice). */
export type LoginRefusal = 'ALREADY_RECORDED';

export const loginDecider: Decider<AttemptLogin, { recorded: boolean }, LoginAttempted> = {
  initialState: () => ({ recorded: false }),
  decide({ data }, state) {
    if (state.recorded) throw new Refused<LoginRefusal>('ALREADY_RECORDED');
    const base = { email: data.email, ipAddress: data.ipAddress, userAgent: data.userAgent };
    const a = data.account;
    if (data.throttled) {
      const ids = a.kind === 'known' ? { userId: a.userId, companyId: a.companyId } : { userId: '', companyId: '' };
      return [{ type: 'LoginAttempted', data: { ...base, ...ids, outcome: 'BLOCKED', failureReason: 'TOO_MANY_ATTEMPTS', sessionId: '' } }];
    }
    if (a.kind === 'unknown') {
      return [{ type: 'LoginAttempted', data: { ...base, userId: '', companyId: '', outcome: 'FAILED', failureReason: 'UNKNOWN_EMAIL', sessionId: '' } }];
    }
    const ids = { userId: a.userId, companyId: a.companyId };
    if (!a.isActive) return [{ type: 'LoginAttempted', data: { ...base, ...ids, outcome: 'BLOCKED', failureReason: 'USER_BLOCKED', sessionId: '' } }];
    if (!a.passwordMatches) return [{ type: 'LoginAttempted', data: { ...base, ...ids, outcome: 'FAILED', failureReason: 'INVALID_PASSWORD', sessionId: '' } }];
    // The field is left out for a password alone: the event reads as before (secondFactor NONE by default).
    const factor = data.secondFactor ? { secondFactor: data.secondFactor.kind } : {};
    if (data.secondFactor && !data.secondFactor.passed) {
      return [{ type: 'LoginAttempted', data: { ...base, ...ids, outcome: 'FAILED', failureReason: 'INVALID_SECOND_FACTOR', sessionId: '', ...factor } }];
    }
    return [{ type: 'LoginAttempted', data: { ...base, ...ids, outcome: 'SUCCESS', failureReason: '', sessionId: data.sessionId, ...factor } }];
  },
  evolve: () => ({ recorded: true }),
};
