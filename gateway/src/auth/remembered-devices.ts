import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CookieOptions } from 'express';
import type { KeyValueStore } from '@logiscope/infra';
import type { SessionStore } from './session.store';

export const DEVICE_COOKIE = 'logiscope.device';
export const DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;

/** A browser the account signed in from: it is not refused when the account is locked (sign-in-gate.ts). */
export interface RememberedDevice {
  deviceId: string;
  userId: string;
}

interface Claims {
  /** Device id: its own sign-in limit, and the login record's key. */
  d: string;
  u: string;
  /** HMAC of the e-mail: the gate knows the account by the e-mail typed, before any password is checked. */
  e: string;
  /** The user's session generation: "sign out everywhere", a password change or reset and blocking move it on. */
  g: number;
  /** Expiry, ms since the epoch. */
  x: number;
}

/**
 * The device cookie: signed claims (HMAC-SHA256 with DEVICE_COOKIE_SECRET), nothing stored. Valid while unexpired
 * (30 days) and while the user's session generation is the one it was issued under: so ending every session of the
 * user forgets every remembered device too, while signing out of one session keeps this one.
 */
export class RememberedDevices {
  private key?: Promise<Buffer>;

  constructor(
    /** The signing key, asked for once (deviceCookieKey). */
    private readonly keySource: () => Promise<Buffer>,
    private readonly sessions: Pick<SessionStore, 'generation'>,
    private readonly now: () => number = Date.now,
  ) {}

  private signingKey(): Promise<Buffer> {
    this.key ??= this.keySource().catch((e: unknown) => {
      this.key = undefined;
      throw e;
    });
    return this.key;
  }

  /** A new cookie value for this user's browser. */
  async issue(user: { id: string; email: string }): Promise<string> {
    const key = await this.signingKey();
    const claims: Claims = { d: randomUUID(), u: user.id, e: emailTag(key, user.email), g: await this.sessions.generation(user.id), x: this.now() + DEVICE_TTL_MS };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${sign(key, body)}`;
  }

  /** The device, when the cookie is ours, unexpired, not revoked, and remembers the account of this e-mail. */
  async recognise(cookie: string | undefined, email: string): Promise<RememberedDevice | null> {
    if (typeof cookie !== 'string' || cookie.length === 0) return null;
    const key = await this.signingKey();
    const claims = verify(key, cookie);
    if (!claims || claims.x <= this.now() || claims.e !== emailTag(key, email)) return null;
    if ((await this.sessions.generation(claims.u)) !== claims.g) return null;
    return { deviceId: claims.d, userId: claims.u };
  }

}

function verify(key: Buffer, cookie: string): Claims | null {
  if (cookie.length > 1000) return null;
  const [body, sig, ...rest] = cookie.split('.');
  if (!body || !sig || rest.length) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
    return typeof c.d === 'string' && typeof c.u === 'string' && typeof c.e === 'string' && Number.isInteger(c.g) && Number.isFinite(c.x) ? c : null;
  } catch {
    return null;
  }
}

const sign = (key: Buffer, body: string): string => createHmac('sha256', key).update(`device|${body}`).digest('base64url');
const emailTag = (key: Buffer, email: string): string => createHmac('sha256', key).update(`email|${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);

/** httpOnly, for the sign-in routes only; Secure as the session cookie is. */
export const deviceCookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: '/api/auth', maxAge: DEVICE_TTL_MS });

const KEY_ENTRY = 'device-cookie-key';
const CLAIM_ENTRY = 'device-cookie-key-claim';

/**
 * DEVICE_COOKIE_SECRET, or else a key generated once and kept in the sessions' key-value store (SQLite in DATA_DIR
 * when embedded, Redis when distributed): a restart keeps remembered devices, and every gateway replica signs alike.
 * The first to claim the entry writes it; the others wait for it (and write one themselves should it never come).
 */
export async function deviceCookieKey(config: { deviceCookieSecret?: string }, kv: KeyValueStore, waitMs = 5_000): Promise<Buffer> {
  if (config.deviceCookieSecret) return Buffer.from(config.deviceCookieSecret, 'utf8');
  const stored = async () => {
    const raw = await kv.get(KEY_ENTRY);
    return raw ? Buffer.from(raw, 'base64url') : null;
  };
  const existing = await stored();
  if (existing) return existing;
  if ((await kv.increment(CLAIM_ENTRY)) !== 1) {
    for (const until = Date.now() + waitMs; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const written = await stored();
      if (written) return written;
    }
  }
  const key = randomBytes(32);
  await kv.set(KEY_ENTRY, key.toString('base64url'));
  return key;
}
