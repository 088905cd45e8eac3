import { createHmac, randomBytes } from 'node:crypto';
import { base62 } from '@logiscope/kernel';

export const SIGNATURE_HEADER = 'LogiScope-Signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, one `v1=` per live secret (during a roll the current
 * one first, then the previous one), as Stripe signs: a receiver accepts the delivery when any v1 matches one of its
 * secrets, and rejects an old t (replays).
 */
export function signatureHeader(secrets: readonly string[], unixSeconds: number, body: string): string {
  const signed = `${unixSeconds}.${body}`;
  return [`t=${unixSeconds}`, ...secrets.map((s) => `v1=${createHmac('sha256', s).update(signed).digest('hex')}`)].join(',');
}

/** A new signing secret: `whsec_` and 256 random bits as 43 base62 characters (WEBHOOK_SECRET_PATTERN). */
export const newWebhookSecret = (): string => `whsec_${base62(randomBytes(32), 43)}`;

/** What the list shows of a secret: enough to tell two apart, too little to sign with. */
export const secretPrefix = (secret: string): string => secret.slice(0, 12);
