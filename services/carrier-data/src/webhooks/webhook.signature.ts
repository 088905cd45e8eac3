import { createHmac, randomBytes } from 'node:crypto';

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

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new signing secret: `whsec_` and 256 random bits as 43 base62 characters (WEBHOOK_SECRET_PATTERN). */
export function newWebhookSecret(): string {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 43; i++) {
    out = BASE62[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return `whsec_${out}`;
}

/** What the list shows of a secret: enough to tell two apart, too little to sign with. */
export const secretPrefix = (secret: string): string => secret.slice(0, 12);
