import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentStore } from '@logiscope/infra';

/**
 * The master key of second factors: SECOND_FACTOR_KEY (32 bytes, base64 or hex) when configured — production sets it,
 * the same on every identity replica, kept apart from the database. Unset (the demo's default, as the certificate
 * signing key does), one is generated once: the embedded profile keeps it in `<DATA_DIR>/second-factor.key` (mode
 * 600), the distributed profile in identity's database (so every replica uses the same one) — next to what it
 * protects, which is why production sets it.
 */
export async function secondFactorMasterKey(
  configured: string | undefined,
  generated: { kind: 'file'; path: string } | { kind: 'documents'; store: DocumentStore },
): Promise<{ key: Buffer; generated: boolean }> {
  if (configured) return { key: parseKey(configured), generated: false };
  return { key: generated.kind === 'file' ? fromFile(generated.path) : await fromDocuments(generated.store), generated: true };
}

export function parseKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('SECOND_FACTOR_KEY must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32)');
  return key;
}

function fromFile(path: string): Buffer {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    try {
      writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(path, 0o600);
    } catch (e) {
      // Another process wrote it first: that one is the key.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return parseKey(readFileSync(path, 'utf8').trim());
}

/** One key in identity's database, the first replica's. */
async function fromDocuments(store: DocumentStore): Promise<Buffer> {
  const keys = await store.collection<{ id: string; hex: string }>('second_factor_keys');
  const existing = await keys.get('master');
  if (existing) return parseKey(existing.hex);
  try {
    await keys.insert({ id: 'master', hex: randomBytes(32).toString('hex') });
  } catch (e) {
    if (!(e instanceof DuplicateKeyError)) throw e;
  }
  return parseKey((await keys.get('master'))!.hex);
}
