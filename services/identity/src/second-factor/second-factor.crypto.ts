import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { openAesGcm, sealAesGcm } from '@logiscope/infra';

/**
 * The secrets of second factors at rest. The TOTP secret is encrypted with AES-256-GCM (authenticated: a tampered value
 * does not decrypt) under a key derived from SECOND_FACTOR_KEY; recovery codes are kept only as HMAC-SHA-256 hashes
 * under another derived key, so a copy of the event store alone reveals neither (the key is not in it).
 */
export class SecondFactorKeys {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  /** `master`: 32 bytes (SECOND_FACTOR_KEY, base64 or hex). */
  constructor(master: Buffer) {
    if (master.length !== 32) throw new Error('SECOND_FACTOR_KEY must be 32 bytes (64 hex digits or 44 base64 characters)');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'logiscope.second-factor.secret', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'logiscope.second-factor.recovery', 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, bound to the user (associated data): a secret copied onto another account fails. */
  encrypt(secret: string, userId: string): string {
    const { iv, tag, body } = sealAesGcm(this.encryptionKey, secret, userId);
    return ['v1', iv, tag, body].join('.');
  }

  decrypt(sealed: string, userId: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown second-factor secret format');
    return openAesGcm(this.encryptionKey, { iv, tag, body }, userId);
  }

  /** A recovery code's hash: case, spaces and dashes do not matter (users type them from paper). */
  hashRecoveryCode(code: string, userId: string): string {
    return createHmac('sha256', this.hashKey).update(`${userId}:${normalizeRecoveryCode(code)}`).digest('base64url');
  }
}

export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): 31 symbols, 10 per code ≈ 49.5 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use codes `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = 10): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => one().replace(/^(.{5})/, '$1-'));
}

export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
