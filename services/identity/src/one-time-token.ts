import { createHash, randomBytes } from 'node:crypto';

/** A link's one-time secret: 256 random bits, base64url. It travels in one e-mail only; identity keeps its hash. */
export const newOneTimeSecret = (): string => randomBytes(32).toString('base64url');

/** What identity stores of a one-time secret (sha-256, hex): enough to recognise it, useless to forge it. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
