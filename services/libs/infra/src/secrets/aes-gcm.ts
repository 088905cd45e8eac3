import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a 32-byte key, bound to associated data (what the secret belongs to: a value copied onto another
 * record does not open). The parts come back as base64url strings, for the caller to frame with its version and key id.
 */
export function sealAesGcm(key: Buffer, plaintext: string, associatedData: string): { iv: string; tag: string; body: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), body: body.toString('base64url') };
}

/** The plaintext; throws when the key, the associated data or any part is not the sealing one (authenticated). */
export function openAesGcm(key: Buffer, parts: { iv: string; tag: string; body: string }, associatedData: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parts.iv, 'base64url')).setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(Buffer.from(parts.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(parts.body, 'base64url')), decipher.final()]).toString('utf8');
}
