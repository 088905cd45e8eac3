import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

/**
 * The master key of second factors: SECOND_FACTOR_KEY (32 bytes, base64 or hex) when configured — production sets it,
 * the same on every identity replica. Unset, a key is generated once and kept beside the data (`<DATA_DIR>/
 * second-factor.key`, mode 600): right for `npm start` on one machine, not for a deployment (the key would sit next to
 * what it protects, and each replica would make its own).
 */
export function secondFactorMasterKey(configured: string | undefined, generatedFile: string): { key: Buffer; generated: boolean } {
  if (configured) return { key: parseKey(configured), generated: false };
  if (existsSync(generatedFile)) return { key: parseKey(readFileSync(generatedFile, 'utf8').trim()), generated: true };
  mkdirSync(dirname(generatedFile), { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(generatedFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process wrote it first: that one is the key.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return { key: parseKey(readFileSync(generatedFile, 'utf8').trim()), generated: true };
    throw e;
  }
  chmodSync(generatedFile, 0o600);
  return { key, generated: true };
}

export function parseKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('SECOND_FACTOR_KEY must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32)');
  return key;
}
