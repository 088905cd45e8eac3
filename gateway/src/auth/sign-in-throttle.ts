import type { Request } from 'express';
import { message } from '@logiscope/proto/http';
import { DomainError } from '@logiscope/kernel';
import type { RateLimitDecision, RateLimiters } from '@logiscope/infra';
import { DEVICE_COOKIE, type RememberedDevice, type RememberedDevices } from './remembered-devices';
import { accountLockMs, decideSignIn, isTrusted, warnsOwner } from './sign-in-gate';
import { ThrottledLoginRecorder } from './throttled-login-recorder';

/** What the throttle needs of identity: the login-risk record of a refused attempt, and the owner's warning mail. */
export interface SignInThrottleIdentity {
  recordThrottledLogin(request: { email: string; ipAddress: string; userAgent: string }): Promise<unknown>;
  warnOfFailedSignIns(request: { email: string; failures: number }): Promise<unknown>;
}

/** An attempt let through the gate: what it counted, so its outcome can settle the counters. */
export interface AdmittedAttempt {
  email: string;
  device: RememberedDevice | null;
  /** Counted for devices the account does not trust only (sign-in-gate.ts). */
  address?: { key: string; decision: RateLimitDecision };
  account?: { key: string; decision: RateLimitDecision };
  own: string[];
}

export const clientInfo = (req: Request) => ({
  ipAddress: req.ip ?? req.socket.remoteAddress ?? '',
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
});

/**
 * Sign-in throttling around the password check (the rule itself is sign-in-gate.ts):
 * - own limits: per e-mail + client address (or + remembered device), 5 a minute (RATE_LIMIT_LOGIN_PER_MINUTE) and 10
 *   per 15 minutes (RATE_LIMIT_LOGIN_PER_15MIN); a success resets them;
 * - per account, every address: RATE_LIMIT_ACCOUNT_FAILURES failures per 15 minutes lock it for unknown devices,
 *   15 minutes, doubling at each lock of the day; the owner is mailed at the day's first lock;
 * - per address, any e-mail: RATE_LIMIT_LOGIN_ADDRESS_PER_15MIN failed attempts (password spraying), for unknown devices.
 * Account and address points are taken before the password is checked (atomic, so a flood of parallel guesses gets no
 * more checks than the limit) and given back when the attempt succeeds or is refused: only failures stay counted. A refused attempt is answered 429 with
 * Retry-After, before any password is checked, and recorded (BLOCKED, TOO_MANY_ATTEMPTS) behind the answer.
 */
export class SignInThrottle {
  constructor(
    private readonly limiters: RateLimiters,
    private readonly devices: RememberedDevices,
    private readonly identity: () => SignInThrottleIdentity,
    private readonly refusals = new ThrottledLoginRecorder(),
  ) {}

  async admit(rawEmail: string, req: Request, options: { secondFactorVerified?: boolean } = {}): Promise<AdmittedAttempt> {
    const email = rawEmail.trim().toLowerCase();
    const { ipAddress, userAgent } = clientInfo(req);
    const device = await this.devices.recognise(req.cookies?.[DEVICE_COOKIE], email);
    const secondFactorVerified = options.secondFactorVerified ?? false;
    const trusted = isTrusted({ knownDevice: device !== null, secondFactorVerified });
    const ownKey = device ? `${email}|device:${device.deviceId}` : `${email}|${ipAddress}`;
    const attempt: AdmittedAttempt = { email, device, own: [ownKey] };
    const [burst, window] = await Promise.all([this.limiters.loginBurst.consume(ownKey), this.limiters.login.consume(ownKey)]);
    // Past its own limits the attempt stops here: it must not count against the account or address it never tried.
    const ownAllowed = burst.allowed && window.allowed;
    if (!trusted && ownAllowed) {
      const [address, account] = await Promise.all([this.limiters.loginAddress.consume(`address|${ipAddress}`), this.limiters.loginAccount.consume(`account|${email}`)]);
      attempt.address = { key: `address|${ipAddress}`, decision: address };
      attempt.account = { key: `account|${email}`, decision: account };
    }
    const gate = decideSignIn({
      knownDevice: device !== null,
      secondFactorVerified,
      own: [burst, window],
      address: attempt.address?.decision,
      account: attempt.account?.decision,
    });
    if (gate.allow) return attempt;
    // A refused attempt checks no password: it is no failure of the account or the address (their points go back).
    await this.giveBack(attempt, (d) => d.allowed);
    this.refusals.record(() => this.identity().recordThrottledLogin({ email, ipAddress, userAgent }));
    throw DomainError.rateLimited(message('RATE_LIMITED'), Math.max(1, Math.ceil(gate.retryAfterMs / 1000)));
  }

  private async giveBack(attempt: AdmittedAttempt, which: (d: RateLimitDecision) => boolean): Promise<void> {
    await Promise.all([
      ...(attempt.address && which(attempt.address.decision) ? [this.limiters.loginAddress.reward(attempt.address.key)] : []),
      ...(attempt.account && which(attempt.account.decision) ? [this.limiters.loginAccount.reward(attempt.account.key)] : []),
    ]);
  }

  /** The password was right: its own limits start afresh, and the attempt is no failure of the account or address. */
  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    await Promise.all([...attempt.own.flatMap((k) => [this.limiters.login.reset(k), this.limiters.loginBurst.reset(k)]), this.giveBack(attempt, () => true)]);
  }

  /**
   * The attempt failed. One that used the account's last allowed failure locks it for unknown devices, for longer at
   * each lock of the day; the first lock of the day e-mails the owner (once per burst). Any failure counts, not only a
   * wrong password: an attempt whose answer was lost (identity unavailable) may well have been checked.
   */
  async failed(attempt: AdmittedAttempt): Promise<void> {
    if (!attempt.account || attempt.account.decision.remaining > 0) return;
    const locks = await this.limiters.loginAccountLocks.consume(attempt.account.key);
    const lockNumber = locks.limit - locks.remaining;
    await this.limiters.loginAccount.block(attempt.account.key, accountLockMs(lockNumber));
    if (warnsOwner(lockNumber)) {
      // Mail must not hold the answer (nor its timing) up.
      void this.identity().warnOfFailedSignIns({ email: attempt.email, failures: attempt.account.decision.limit }).catch(() => undefined);
    }
  }
}
