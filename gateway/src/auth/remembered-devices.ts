import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CookieOptions } from 'express';
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
  constructor(
    private readonly key: Buffer,
    private readonly sessions: Pick<SessionStore, 'generation'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new cookie value for this user's browser. */
  async issue(user: { id: string; email: string }): Promise<string> {
    const claims: Claims = { d: randomUUID(), u: user.id, e: this.emailTag(user.email), g: await this.sessions.generation(user.id), x: this.now() + DEVICE_TTL_MS };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The device, when the cookie is ours, unexpired, not revoked, and remembers the account of this e-mail. */
  async recognise(cookie: string | undefined, email: string): Promise<RememberedDevice | null> {
    const claims = this.verify(cookie);
    if (!claims || claims.x <= this.now() || claims.e !== this.emailTag(email)) return null;
    if ((await this.sessions.generation(claims.u)) !== claims.g) return null;
    return { deviceId: claims.d, userId: claims.u };
  }

  private verify(cookie: string | undefined): Claims | null {
    if (typeof cookie !== 'string' || cookie.length > 1000) return null;
    const [body, sig, ...rest] = cookie.split('.');
    if (!body || !sig || rest.length) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
      return typeof c.d === 'string' && typeof c.u === 'string' && typeof c.e === 'string' && Number.isInteger(c.g) && Number.isFinite(c.x) ? c : null;
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(`device|${body}`).digest('base64url');
  }

  private emailTag(email: string): string {
    return createHmac('sha256', this.key).update(`email|${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
  }
}

/** httpOnly, for the sign-in routes only; Secure as the session cookie is. */
export const deviceCookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: '/api/auth', maxAge: DEVICE_TTL_MS });

/**
 * DEVICE_COOKIE_SECRET, or else a key generated once and kept in DATA_DIR (the embedded profile and development): a
 * restart keeps remembered devices. Several gateway replicas must share the configured secret.
 */
export function deviceCookieKey(config: { deviceCookieSecret?: string; dataDir: string }): Buffer {
  if (config.deviceCookieSecret) return Buffer.from(config.deviceCookieSecret, 'utf8');
  const file = join(config.dataDir, 'device-cookie.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  const key = randomBytes(32);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
