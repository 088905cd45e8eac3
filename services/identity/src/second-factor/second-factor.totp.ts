import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'LogiScope';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/** Is this a TOTP code (6 digits) rather than a recovery code? */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step a code belongs to, or null when it matches none: the current step and one either side (a phone's clock
 * a little off), at `now` (injected: the service's clock, a test's). Replay is the decider's business.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = verifySync({ secret, token, epoch, epochTolerance: TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS });
  return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
}

/** The code an authenticator app shows at `now` (tests and the demo). */
export const totpCode = (secret: string, now: Date): string => generateSync({ secret, epoch: Math.floor(now.getTime() / 1000), period: TOTP_PERIOD_SECONDS });
