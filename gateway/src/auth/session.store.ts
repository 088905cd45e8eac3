import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { CookieOptions } from 'express';
import type { KeyValueStore } from '@logiscope/infra';

export const SESSION_COOKIE = 'logiscope.sid';

/** The session cookie, wherever a session opens: secure over TLS (directly or through a trusted proxy) or when configured. */
export const sessionCookieOptions = (secure: boolean, ttlMs: number): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ttlMs });

export interface Session {
  /** Opaque id recorded on LoginAttempted; never the cookie value. */
  sessionId: string;
  userId: string;
  createdAt: string;
  /** The user's session generation when it opened: ending all their sessions moves the generation on. */
  generation?: number;
}

/**
 * Only a hash of the cookie token is stored, so a leaked store does not leak live sessions. `hash` is the one-shot
 * form of createHash (the same digest, read on every request, without a Hash object per call).
 */
const keyOf = (token: string) => `session:${hash('sha256', token, 'hex')}`;
/**
 * Sessions are indexed by user through a counter: a session is valid while it carries the user's current generation.
 * Ending every session of a user (block, removal, "sign out everywhere", a password change) is one atomic increment,
 * so no session opened concurrently can escape it (one opened before the increment carries the old generation).
 * Remembered devices carry the generation too: the same increment forgets them.
 */
const generationKey = (userId: string) => `session-generation:${userId}`;

export class SessionStore {
  constructor(
    /** Where sessions live; short-lived sign-in state (second-factor challenges) and, when none is configured, the remembered-device signing key (remembered-devices.ts) live beside them. */
    readonly kv: KeyValueStore,
    readonly ttlMs: number,
  ) {}

  /** A token and id to use for a sign-in before it succeeds (the id goes on the LoginAttempted event). */
  prepare(): { token: string; sessionId: string } {
    return { token: randomBytes(32).toString('base64url'), sessionId: randomUUID() };
  }

  async open(prepared: { token: string; sessionId: string }, userId: string): Promise<void> {
    const generation = await this.generation(userId);
    const session: Session = { sessionId: prepared.sessionId, userId, createdAt: new Date().toISOString(), generation };
    await this.kv.set(keyOf(prepared.token), JSON.stringify(session), { ttlMs: this.ttlMs });
  }

  async get(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const raw = await this.kv.get(keyOf(token));
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    if ((session.generation ?? 0) === (await this.generation(session.userId))) return session;
    await this.kv.delete(keyOf(token));
    return null;
  }

  /** Ends every session of this user at once: their next request is 401. */
  async endAll(userId: string): Promise<void> {
    await this.kv.increment(generationKey(userId));
  }

  /** The user's current generation: a remembered device (remembered-devices.ts) carries it too, so ending all ends them. */
  async generation(userId: string): Promise<number> {
    return Number((await this.kv.get(generationKey(userId))) ?? 0);
  }

  async close(token: string | undefined): Promise<void> {
    if (token) await this.kv.delete(keyOf(token));
  }
}
