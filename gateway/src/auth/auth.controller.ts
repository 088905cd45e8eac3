import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { message, ops } from '@logiscope/proto/http';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { SecondFactorChallengeView, UserView } from '@logiscope/proto/views';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { consumeOrRefuse } from '../http/rate-limit';
import type { CallerContext } from '../http/operation.guard';
import { GATEWAY_CONFIG, RATE_LIMITERS, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';
import { SESSION_COOKIE, type SessionStore } from './session.store';
import { verifyNewBrokerCompany } from '../company/company-verification';
import { SecondFactorSignIn, withSecondFactorPolicy } from './second-factor.sign-in';

const clientInfo = (req: Request) => ({
  ipAddress: req.ip ?? req.socket.remoteAddress ?? '',
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
});

/** Sign in, registration, the current user, company setup, sign out. */
@Controller()
export class AuthController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  private get secondFactor() {
    return new SecondFactorSignIn(this.registry, this.sessions.kv, this.limiters);
  }

  private get identity() {
    return this.registry.client(IdentityService);
  }

  /** Secure over TLS, directly or through a trusted proxy that says so (X-Forwarded-Proto), or when configured. */
  private cookie(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure || req.secure, path: '/', maxAge: this.sessions.ttlMs };
  }

  /** The user as the web sees it: with whether configuration makes them the platform operator. */
  private withRole(user: UserView): UserView {
    const isOperator = this.config.operatorEmails.includes(user.email.toLowerCase());
    return withSecondFactorPolicy({ ...user, isOperator }, isOperator, this.config);
  }

  private clear(res: Response) {
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Endpoint(ops.register)
  async register(@Input() { body }: InputOf<typeof ops.register>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    // Registration per client address (RATE_LIMIT_REGISTER_PER_HOUR): "already exists" answers cannot list accounts quickly.
    await consumeOrRefuse(this.limiters.register, `register|${clientInfo(req).ipAddress}`);
    const prepared = this.sessions.prepare();
    let user = await this.identity.register({ ...body, ...clientInfo(req), sessionId: prepared.sessionId });
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie(req));
    // A broker company is checked against FMCSA at once (company/company-verification.ts); Pending otherwise.
    if (user.company?.companyType === 'BROKER') {
      await verifyNewBrokerCompany(this.registry, user);
      user = await this.identity.getUser({ userId: user.id });
    }
    return this.withRole(user);
  }

  @Endpoint(ops.login)
  async login(
    @Input() { body }: InputOf<typeof ops.login>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView | SecondFactorChallengeView> {
    await this.throttleSignIn(body.email, req);
    const attempts = `${body.email.toLowerCase()}|${clientInfo(req).ipAddress}`;
    const prepared = this.sessions.prepare();
    const { code, ...credentials } = body;
    const result = await this.identity.login({ ...credentials, ...clientInfo(req), sessionId: prepared.sessionId });
    await Promise.all([this.limiters.login.reset(attempts), this.limiters.loginBurst.reset(attempts)]);
    if (result.secondFactorUserId) {
      // The password was right and a second factor is on: a code in this call signs in at once (API clients); without
      // one, no session yet, only the challenge for POST /api/auth/login/second-factor.
      if (!code) return this.secondFactor.challenge(result.secondFactorUserId);
      return this.openSession(req, res, prepared, await this.secondFactor.verify(result.secondFactorUserId, code, req, prepared.sessionId));
    }
    return this.openSession(req, res, prepared, result.user!);
  }

  /** Sign-in's second step: the challenge the password step answered, and a code. */
  @Endpoint(ops.loginSecondFactor)
  async loginSecondFactor(@Input() { body }: InputOf<typeof ops.loginSecondFactor>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const prepared = this.sessions.prepare();
    return this.openSession(req, res, prepared, await this.secondFactor.withChallenge(body.challenge, body.code, req, prepared.sessionId));
  }

  /** Every successful sign-in ends here (password alone, or with its second factor): the session opens, its cookie is set. */
  private async openSession(req: Request, res: Response, prepared: { token: string; sessionId: string }, user: UserView): Promise<UserView> {
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie(req));
    return this.withRole(user);
  }

  /**
   * Brute force, progressively: per e-mail and client address, 5 attempts a minute (RATE_LIMIT_LOGIN_PER_MINUTE), then 10
   * per 15 minutes (RATE_LIMIT_LOGIN_PER_15MIN); per address, any e-mail, 100 per 15 minutes. A success resets the first two.
   * Keys carry the address, so an attacker never locks the owner out: from another address they sign in as usual. A
   * refused attempt is recorded (BLOCKED, TOO_MANY_ATTEMPTS) and answered 429 with Retry-After.
   */
  private async throttleSignIn(email: string, req: Request): Promise<void> {
    const { ipAddress, userAgent } = clientInfo(req);
    const pair = `${email.toLowerCase()}|${ipAddress}`;
    const decisions = await Promise.all([this.limiters.loginBurst.consume(pair), this.limiters.login.consume(pair), this.limiters.loginAddress.consume(`address|${ipAddress}`)]);
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length === 0) return;
    await this.identity.recordThrottledLogin({ email, ipAddress, userAgent }).catch(() => undefined);
    const retryAfterMs = Math.max(...refused.map((d) => d.retryAfterMs));
    throw DomainError.rateLimited(message('RATE_LIMITED'), Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  @Endpoint(ops.currentUser)
  async user(@Caller() caller: CallerContext, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    try {
      return this.withRole(await this.identity.getUser({ userId: caller.userId }));
    } catch (e) {
      // A session whose user no longer exists is no session.
      if (isDomainError(e) && e.code === ErrorCode.NOT_FOUND) {
        await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
        this.clear(res);
        throw DomainError.unauthenticated(message('UNAUTHORIZED'));
      }
      throw e;
    }
  }

  @Endpoint(ops.setupCompany)
  async setupCompany(@Caller() caller: CallerContext, @Input() { body }: InputOf<typeof ops.setupCompany>): Promise<UserView> {
    let user = await this.identity.setupCompany({ ...body, userId: caller.userId });
    if (user.company?.companyType === 'BROKER') {
      await verifyNewBrokerCompany(this.registry, user);
      user = await this.identity.getUser({ userId: user.id });
    }
    return this.withRole(user);
  }

  @Endpoint(ops.logout)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
    this.clear(res);
  }

  /** Full page load used by the header's sign-out: ends the session, then the sign-in page. */
  @Endpoint(ops.logoutRedirect)
  async logoutRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
    this.clear(res);
    res.redirect(302, '/auth');
  }

  /** Full page load used after a 401 on a data screen. */
  @Endpoint(ops.loginRedirect)
  loginRedirect(@Res() res: Response): void {
    res.redirect(302, '/auth');
  }
}
