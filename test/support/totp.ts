import { generateSync } from 'otplib';

/**
 * What an authenticator app shows for `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s), for e2e tests that sign in
 * with two-factor sign-in: the same library identity checks codes with, computed here from the secret the screen shows.
 */
export const authenticatorCode = (secret: string, at: Date = new Date()): string => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000), period: 30 });
