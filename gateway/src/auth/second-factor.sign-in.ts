import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import type { SecondFactorChallengeView, UserView } from '@logiscope/proto/views';
import type { KeyValueStore, RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import type { GatewayConfig } from '../config/gateway.config';
import { consumeOrRefuse } from '../http/rate-limit';

/** How long the second step may wait after the password (issue 22). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const challengeKey = (hash: string) => `second-factor-challenge:${hash}`;
const claimKey = (hash: string) => `second-factor-challenge-claim:${hash}`;

/**
 * Sign-in's second step, shared by the one-call sign-in (`code` with the password) and POST /api/auth/login/second-factor.
 *
 * The challenge is an opaque random token (32 bytes), kept only as its hash in the session store (Redis distributed,
 * so every gateway replica knows it) with the account it is bound to and a 5-minute expiry: like the session cookie,
 * nothing in it can be forged or replayed, and it needs no signing key. It is single use: claimed by one attempt at a
 * time, deleted once a session opens. Codes are throttled per account (RATE_LIMIT_SECOND_FACTOR_PER_15MIN), whatever
 * the address or challenge, before identity checks them.
 */
export class SecondFactorSignIn {
  constructor(
    private readonly registry: ServiceRegistry,
    private readonly kv: KeyValueStore,
    private readonly limiters: RateLimiters,
  ) {}

  async challenge(userId: string): Promise<SecondFactorChallengeView> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS).toISOString();
    await this.kv.set(challengeKey(hashOf(token)), JSON.stringify({ userId, expiresAt }), { ttlMs: CHALLENGE_TTL_MS });
    return { secondFactorRequired: true, challenge: token, expiresAt };
  }

  /** The second step with a challenge: the user once the code passed (the challenge is then spent). */
  async withChallenge(challenge: string, code: string, req: Request, sessionId: string): Promise<UserView> {
    const hash = hashOf(challenge);
    const raw = await this.kv.get(challengeKey(hash));
    const bound = raw ? (JSON.parse(raw) as { userId: string; expiresAt: string }) : null;
    const invalid = () => DomainError.unauthenticated(message('SECOND_FACTOR_CHALLENGE_INVALID'));
    if (!bound || Date.parse(bound.expiresAt) <= Date.now()) throw invalid();
    // One attempt at a time per challenge: two codes sent at once cannot open two sessions.
    if ((await this.kv.increment(claimKey(hash), { ttlMs: CHALLENGE_TTL_MS })) > 1) throw invalid();
    try {
      const user = await this.verify(bound.userId, code, req, sessionId);
      await this.kv.delete(challengeKey(hash));
      return user;
    } finally {
      await this.kv.delete(claimKey(hash));
    }
  }

  /** Throttled per account, then checked (and recorded) by identity: 401 for a wrong or spent code. */
  async verify(userId: string, code: string, req: Request, sessionId: string): Promise<UserView> {
    const key = `second-factor|${userId}`;
    await consumeOrRefuse(this.limiters.secondFactor, key);
    const user = await this.registry.client(IdentityService).signInWithSecondFactor({
      userId,
      code,
      sessionId,
      ipAddress: req.ip ?? req.socket.remoteAddress ?? '',
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
    });
    await this.limiters.secondFactor.reset(key);
    return user;
  }
}

/**
 * Must this user set up a second factor before anything else? Their company requires one (identity says so on the
 * view), or they are the platform operator and configuration requires it (REQUIRE_OPERATOR_SECOND_FACTOR).
 */
export function withSecondFactorPolicy(user: UserView, isOperator: boolean, config: Pick<GatewayConfig, 'requireOperatorSecondFactor'>): UserView {
  if (user.secondFactorEnabled || user.secondFactorEnrolmentRequired || !(isOperator && config.requireOperatorSecondFactor)) return user;
  return { ...user, secondFactorEnrolmentRequired: true };
}
