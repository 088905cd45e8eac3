import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { KeyValueStore } from '@logiscope/infra';

export const SESSION_COOKIE = 'logiscope.sid';

export interface Session {
  /** Opaque id recorded on LoginAttempted; never the cookie value. */
  sessionId: string;
  userId: string;
  createdAt: string;
}

/** Only a hash of the cookie token is stored, so a leaked store does not leak live sessions. */
const keyOf = (token: string) => `session:${createHash('sha256').update(token).digest('hex')}`;

export class SessionStore {
  constructor(
    private readonly kv: KeyValueStore,
    readonly ttlMs: number,
  ) {}

  /** A token and id to use for a sign-in before it succeeds (the id goes on the LoginAttempted event). */
  prepare(): { token: string; sessionId: string } {
    return { token: randomBytes(32).toString('base64url'), sessionId: randomUUID() };
  }

  async open(prepared: { token: string; sessionId: string }, userId: string): Promise<void> {
    const session: Session = { sessionId: prepared.sessionId, userId, createdAt: new Date().toISOString() };
    await this.kv.set(keyOf(prepared.token), JSON.stringify(session), { ttlMs: this.ttlMs });
  }

  async get(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const raw = await this.kv.get(keyOf(token));
    return raw ? (JSON.parse(raw) as Session) : null;
  }

  async close(token: string | undefined): Promise<void> {
    if (token) await this.kv.delete(keyOf(token));
  }
}
