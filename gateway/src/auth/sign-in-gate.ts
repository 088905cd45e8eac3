/**
 * Whether a password attempt may be checked at all: decided before the password is, so a refusal tells nothing about
 * it (no oracle). Pure: the controller reads the counters (RateLimiters) and the device cookie, and passes the answers.
 *
 * - The device's own limits (e-mail + address, or e-mail + remembered device) always apply: even the owner's browser
 *   cannot guess without end.
 * - The account's failures count across every address; once over the limit, the account refuses devices it does not
 *   know. The owner on a remembered device, or past the second factor, still gets in: a botnet cannot lock them out.
 * - The address's attempts (any e-mail: password spraying) refuse only devices unknown to the account tried, so the real
 *   users of a shared office address keep signing in from their remembered browsers; the window is bounded.
 */

/** One counter's answer for this attempt (a RateLimitDecision). */
export interface CounterAnswer {
  allowed: boolean;
  retryAfterMs: number;
}

export interface SignInGateInput {
  /** The browser carries a valid device cookie of this account (signed, unexpired, not revoked). */
  knownDevice: boolean;
  /** The second factor was verified for this account in this sign-in. */
  secondFactorVerified: boolean;
  /** This device's own counters for this account (per e-mail + address, or per e-mail + remembered device). */
  own: readonly CounterAnswer[];
  /** The client address's attempts, any e-mail; absent when not counted (a trusted device). */
  address?: CounterAnswer;
  /** The account's failures from every address; absent when not counted (a trusted device). */
  account?: CounterAnswer;
}

export type SignInGateDecision =
  | { allow: true }
  | { allow: false; reason: 'device' | 'address' | 'account'; retryAfterMs: number };

/** A device the account trusts: remembered, or past the second factor. It skips the address and account locks. */
export const isTrusted = (input: Pick<SignInGateInput, 'knownDevice' | 'secondFactorVerified'>): boolean => input.knownDevice || input.secondFactorVerified;

export function decideSignIn(input: SignInGateInput): SignInGateDecision {
  const own = input.own.filter((a) => !a.allowed);
  if (own.length) return refuse('device', own);
  if (isTrusted(input)) return { allow: true };
  if (input.account && !input.account.allowed) return refuse('account', [input.account]);
  if (input.address && !input.address.allowed) return refuse('address', [input.address]);
  return { allow: true };
}

function refuse(reason: 'device' | 'address' | 'account', answers: readonly CounterAnswer[]): SignInGateDecision {
  return { allow: false, reason, retryAfterMs: Math.max(1, ...answers.map((a) => a.retryAfterMs)) };
}

/** The first lock of a day lasts 15 minutes; each further lock that day twice the one before, at most a day. */
export const FIRST_LOCK_MS = 15 * 60_000;
export const LONGEST_LOCK_MS = 24 * 60 * 60_000;

/** How long the account stays locked for unknown devices at its `lockNumber`-th lock of the day (1, 2, …). */
export function accountLockMs(lockNumber: number): number {
  const n = Math.max(1, Math.floor(lockNumber));
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(n - 1, 20));
}

/** The owner hears of a burst once: at the day's first lock, not at every failure or every lock. */
export const warnsOwner = (lockNumber: number): boolean => lockNumber === 1;
