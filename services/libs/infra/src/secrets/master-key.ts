import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentStore } from '../ports';
import type { ServiceRuntime } from '../runtime';

/** Where a master key is generated when none is configured: a mode-600 file (embedded) or one document (distributed). */
export type GeneratedKeyPlace = { kind: 'file'; path: string } | { kind: 'documents'; store: DocumentStore; collection: string };

/** The usual place for a runtime: `<DATA_DIR>/<fileName>` embedded, `collection` in the service's database distributed. */
export const generatedKeyPlace = (runtime: Pick<ServiceRuntime, 'location' | 'documents'>, fileName: string, collection: string): GeneratedKeyPlace =>
  runtime.location.kind === 'embedded'
    ? { kind: 'file', path: join(dirname(runtime.location.sqliteFile), fileName) }
    : { kind: 'documents', store: runtime.documents, collection };

/** A configured key's rule (for config schemas): 32 bytes, as 64 hex digits or base64. */
export const isMasterKeyText = (v: string): boolean => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32;

/**
 * A 32-byte master key: the configured one (`name`, base64 or hex) — production sets it, the same on every replica, kept
 * apart from the database — or, unset (the demo's default), one generated once: the embedded profile keeps it in a file
 * under DATA_DIR (mode 600), the distributed profile in the service's database (so every replica uses the same one) —
 * next to what it protects, which is why production sets it.
 */
export async function masterKey(name: string, configured: string | undefined, generated: GeneratedKeyPlace): Promise<{ key: Buffer; generated: boolean }> {
  if (configured) return { key: parseMasterKey(name, configured), generated: false };
  return { key: generated.kind === 'file' ? fromFile(name, generated.path) : await fromDocuments(name, generated.store, generated.collection), generated: true };
}

export function parseMasterKey(name: string, raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32)`);
  return key;
}

function fromFile(name: string, path: string): Buffer {
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
  return parseMasterKey(name, readFileSync(path, 'utf8').trim());
}

/** One key in the service's database, the first replica's. */
async function fromDocuments(name: string, store: DocumentStore, collection: string): Promise<Buffer> {
  const keys = await store.collection<{ id: string; hex: string }>(collection);
  const existing = await keys.get('master');
  if (existing) return parseMasterKey(name, existing.hex);
  try {
    await keys.insert({ id: 'master', hex: randomBytes(32).toString('hex') });
  } catch (e) {
    if (!(e instanceof DuplicateKeyError)) throw e;
  }
  return parseMasterKey(name, (await keys.get('master'))!.hex);
}
