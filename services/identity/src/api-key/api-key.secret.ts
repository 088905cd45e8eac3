import { randomBytes } from 'node:crypto';
import { base62 } from '@logiscope/kernel';
import type { ApiKeyEnvironment } from '@logiscope/proto/http';
import { sha256 } from '../one-time-token';

/** 256 bits need 43 base62 digits (62^43 > 2^256). */
const RANDOM_LENGTH = 43;
/** Shown in the list to tell keys apart: `lsk_live_` and the first 6 random characters (36 bits: harmless to show). */
const SHOWN_RANDOM = 6;

/** A new key's secret (API_KEY_PATTERN): travels in the creation's answer only. */
export function newApiKeySecret(environment: ApiKeyEnvironment): { secret: string; prefix: string; secretHash: string } {
  const secret = `lsk_${environment}_${base62(randomBytes(32), RANDOM_LENGTH)}`;
  return { secret, prefix: secret.slice(0, `lsk_${environment}_`.length + SHOWN_RANDOM), secretHash: hashApiKeySecret(secret) };
}

/**
 * What identity keeps of a secret: sha-256 (hex). The secret is 256 random bits, so nobody can guess it from its hash
 * and a slow password hash (argon2, bcrypt) would add nothing but a cost on every API call; a plain digest also lets
 * the key be found by its hash (an index) rather than tried against every key.
 */
export const hashApiKeySecret = (secret: string): string => sha256(secret);
