import { createHash } from 'node:crypto';
import type { KeyValueStore } from '@logiscope/infra';

/** How long an answer is kept for a retry with the same Idempotency-Key (issue 24 §2: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a first request holds its key while it is answered; a crashed one frees it after this. */
export const IDEMPOTENCY_LOCK_MS = 5 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Begun = { kind: 'first' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in-progress' } | { kind: 'mismatch' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted at every level: the same body however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": method, path and body (its JSON, keys in any order). */
export const requestFingerprint = (method: string, path: string, body: unknown): string => sha256(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`);

/**
 * Answers kept per company and Idempotency-Key, on the profile's key-value store (SQLite embedded, Redis distributed:
 * every gateway replica sees the same). Only successful answers are kept: a refused or failed request may be retried
 * with the same key and is then run again. A request still being answered holds its key (an atomic increment: the
 * first caller gets 1), so a concurrent retry gets 409 instead of running twice.
 */
export class IdempotencyStore {
  constructor(private readonly kv: KeyValueStore) {}

  private keys(companyId: string, idempotencyKey: string) {
    const id = `${companyId}:${sha256(idempotencyKey)}`;
    return { answer: `idempotency:answer:${id}`, lock: `idempotency:lock:${id}` };
  }

  private async stored(key: string, fingerprint: string): Promise<Begun | null> {
    const raw = await this.kv.get(key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as StoredAnswer & { fingerprint: string };
    return kept.fingerprint === fingerprint ? { kind: 'replay', answer: { status: kept.status, body: kept.body } } : { kind: 'mismatch' };
  }

  async begin(companyId: string, idempotencyKey: string, fingerprint: string): Promise<Begun> {
    const { answer, lock } = this.keys(companyId, idempotencyKey);
    const done = await this.stored(answer, fingerprint);
    if (done) return done;
    if ((await this.kv.increment(lock, { ttlMs: IDEMPOTENCY_LOCK_MS })) === 1) return { kind: 'first' };
    // Another request holds the key, or has just finished with it.
    return (await this.stored(answer, fingerprint)) ?? { kind: 'in-progress' };
  }

  async complete(companyId: string, idempotencyKey: string, fingerprint: string, answer: StoredAnswer): Promise<void> {
    const keys = this.keys(companyId, idempotencyKey);
    await this.kv.set(keys.answer, JSON.stringify({ fingerprint, ...answer }), { ttlMs: IDEMPOTENCY_TTL_MS });
    await this.kv.delete(keys.lock);
  }

  async abandon(companyId: string, idempotencyKey: string): Promise<void> {
    await this.kv.delete(this.keys(companyId, idempotencyKey).lock);
  }
}
