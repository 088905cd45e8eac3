import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

/** The named limits every profile builds; the gateway picks the key (an e-mail and IP for login, a session for api). */
export const RATE_LIMIT_NAMES = ['login', 'loginBurst', 'loginAddress', 'loginAccount', 'loginAccountLocks', 'register', 'api', 'passwordReset', 'passwordResetAddress', 'publicLookup', 'reportResponse', 'secondFactor'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** `points` per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

export type RateLimitConfig = Record<RateLimitName, RateLimitRule>;

const limit = (fallback: number) => z.coerce.number().int().min(1).max(10_000_000).default(fallback);

/**
 * Limits as configuration: defaults for a real product, raised by env in tests and fuzz runs. A bad value stops the
 * process with every problem listed.
 */
const schema = z.object({
  /** Sign-in attempts per key (e-mail + client IP) per 15 minutes, failed or not. */
  RATE_LIMIT_LOGIN_PER_15MIN: limit(10),
  /** The first, short step of sign-in throttling: attempts per e-mail + client IP per minute. */
  RATE_LIMIT_LOGIN_PER_MINUTE: limit(5),
  /** Sign-in attempts per client IP (any e-mail) per 15 minutes: password spraying from one address. */
  RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN: limit(100),
  /**
   * Failed sign-ins per account, from every address, per 15 minutes: past it the account refuses password attempts from
   * devices it does not know (locked 15 minutes, doubling at each new lock within a day).
   */
  RATE_LIMIT_ACCOUNT_FAILURES: limit(5),
  /** Registrations per client IP per hour (so registering cannot list accounts quickly). */
  RATE_LIMIT_REGISTER_PER_HOUR: limit(10),
  /** API requests per key (session, else client IP) per minute. */
  RATE_LIMIT_API_PER_MINUTE: limit(600),
  /** Password-reset requests per e-mail address (any client) per hour: beyond, still answered alike but no mail. */
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: limit(5),
  /** Password-reset requests per client IP (any e-mail) per hour: beyond, 429. */
  RATE_LIMIT_PASSWORD_RESET_ADDRESS_PER_HOUR: limit(20),
  /** FMCSA lookups without a company (registration's auto-fill) per client IP per minute: far below the API's. */
  RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE: limit(20),
  /** Answers on the public response page (`POST /api/reports/:id/respond`) per client IP per hour. */
  RATE_LIMIT_REPORT_RESPONSE_PER_HOUR: limit(10),
  /** Second-factor codes tried per account (any address, any device) per 15 minutes: guessing a 6-digit code. */
  RATE_LIMIT_SECOND_FACTOR_PER_15MIN: limit(5),
});

export function loadRateLimitConfig(env: Record<string, string | undefined> = process.env): RateLimitConfig {
  const c = parseConfig(schema, env);
  return {
    login: { points: c.RATE_LIMIT_LOGIN_PER_15MIN, windowSeconds: 15 * 60 },
    loginBurst: { points: c.RATE_LIMIT_LOGIN_PER_MINUTE, windowSeconds: 60 },
    loginAddress: { points: c.RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN, windowSeconds: 15 * 60 },
    loginAccount: { points: c.RATE_LIMIT_ACCOUNT_FAILURES, windowSeconds: 15 * 60 },
    // How many times an account was locked today: each lock lasts twice the one before (gateway/src/auth/sign-in-gate.ts).
    loginAccountLocks: { points: 1000, windowSeconds: 24 * 60 * 60 },
    register: { points: c.RATE_LIMIT_REGISTER_PER_HOUR, windowSeconds: 60 * 60 },
    api: { points: c.RATE_LIMIT_API_PER_MINUTE, windowSeconds: 60 },
    passwordReset: { points: c.RATE_LIMIT_PASSWORD_RESET_PER_HOUR, windowSeconds: 60 * 60 },
    passwordResetAddress: { points: c.RATE_LIMIT_PASSWORD_RESET_ADDRESS_PER_HOUR, windowSeconds: 60 * 60 },
    publicLookup: { points: c.RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE, windowSeconds: 60 },
    reportResponse: { points: c.RATE_LIMIT_REPORT_RESPONSE_PER_HOUR, windowSeconds: 60 * 60 },
    secondFactor: { points: c.RATE_LIMIT_SECOND_FACTOR_PER_15MIN, windowSeconds: 15 * 60 },
  };
}
