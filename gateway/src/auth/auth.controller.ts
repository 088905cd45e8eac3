import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { message, ops } from '@logiscope/proto/http';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { SecondFactorChallengeView, UserView } from '@logiscope/proto/views';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService, type LoginResult } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { consumeOrRefuse } from '../http/rate-limit';
import type { CallerContext } from '../http/operation.guard';
import { GATEWAY_CONFIG, RATE_LIMITERS, REMEMBERED_DEVICES, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';
import { SESSION_COOKIE, sessionCookieOptions, type SessionStore } from './session.store';
import { verifyNewBrokerCompany } from '../company/company-verification';
import { SecondFactorSignIn, withSecondFactorPolicy } from './second-factor.sign-in';
import { DEVICE_COOKIE, deviceCookieOptions, type RememberedDevices } from './remembered-devices';
import { clientInfo, SignInThrottle } from './sign-in-throttle';

/** Sign in, registration, the current user, company setup, sign out. */
@Controller()
export class AuthController {
  private readonly throttle: SignInThrottle;

  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
    @Inject(REMEMBERED_DEVICES) private readonly devices: RememberedDevices,
  ) {
    this.throttle = new SignInThrottle(limiters, devices, () => this.identity);
  }

  private get secondFactor() {
    return new SecondFactorSignIn(this.registry, this.sessions.kv, this.limiters);
  }

  private get identity() {
    return this.registry.client(IdentityService);
  }

  /** Secure over TLS, directly or through a trusted proxy that says so (X-Forwarded-Proto), or when configured. */
  private cookie(req: Request): CookieOptions {
    return sessionCookieOptions(this.config.cookieSecure || req.secure, this.sessions.ttlMs);
  }

  /** The user as the web sees it: with whether configuration makes them the platform operator. */
  private withRole(user: UserView): UserView {
    const isOperator = this.config.operatorEmails.includes(user.email.toLowerCase());
    return withSecondFactorPolicy({ ...user, isOperator }, isOperator, this.config);
  }

  private clear(res: Response) {
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Every successful sign-in remembers the browser for this user (30 days): it still signs in while the account is locked. */
  private async rememberDevice(req: Request, res: Response, user: { id: string; email: string }): Promise<void> {
    res.cookie(DEVICE_COOKIE, await this.devices.issue(user), deviceCookieOptions(this.config.cookieSecure || req.secure));
  }

  @Endpoint(ops.register)
  async register(@Input() { body }: InputOf<typeof ops.register>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    // Registration per client address (RATE_LIMIT_REGISTER_PER_HOUR): "already exists" answers cannot list accounts quickly.
    await consumeOrRefuse(this.limiters.register, `register|${clientInfo(req).ipAddress}`);
    const prepared = this.sessions.prepare();
    let user = await this.identity.register({ ...body, ...clientInfo(req), sessionId: prepared.sessionId });
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie(req));
    await this.rememberDevice(req, res, user);
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
    const { code, ...credentials } = body;
    const prepared = this.sessions.prepare();
    const checkPassword = () => this.identity.login({ ...credentials, ...clientInfo(req), sessionId: prepared.sessionId });
    let attempt;
    try {
      // Throttled before the password is checked (sign-in-throttle.ts): a refusal says nothing about the password.
      attempt = await this.throttle.admit(body.email, req);
    } catch (refused) {
      // Locked for devices it does not know: the owner with the second factor still signs in, password and code in one call.
      if (!code || !isDomainError(refused) || refused.code !== ErrorCode.RATE_LIMITED) throw refused;
      return this.openSession(req, res, prepared, await this.pastTheLock(body.email, code, checkPassword, req, prepared.sessionId, refused));
    }
    const result = await checkPassword().catch(async (e: unknown) => {
      await this.throttle.failed(attempt);
      throw e;
    });
    await this.throttle.succeeded(attempt);
    if (result.secondFactorUserId) {
      // The password was right and a second factor is on: a code in this call signs in at once (API clients); without
      // one, no session yet, only the challenge for POST /api/auth/login/second-factor.
      if (!code) return this.secondFactor.challenge(result.secondFactorUserId);
      return this.openSession(req, res, prepared, await this.secondFactor.verify(result.secondFactorUserId, code, req, prepared.sessionId));
    }
    return this.openSession(req, res, prepared, result.user!);
  }

  /**
   * A locked account's owner with the password and a code: any failure (wrong password, no second factor, wrong code,
   * too many tries) answers the lock's own refusal, so the attempt teaches nothing; 5 tries per account per 15 minutes
   * (RATE_LIMIT_SECOND_FACTOR_PER_15MIN), counted before anything is checked.
   */
  private async pastTheLock(email: string, code: string, checkPassword: () => Promise<LoginResult>, req: Request, sessionId: string, refused: unknown): Promise<UserView> {
    if (!(await this.limiters.secondFactor.consume(`past-the-lock|${email.trim().toLowerCase()}`)).allowed) throw refused;
    try {
      const result = await checkPassword();
      if (!result.secondFactorUserId) throw refused;
      return await this.secondFactor.verify(result.secondFactorUserId, code, req, sessionId);
    } catch {
      throw refused;
    }
  }

  /** Sign-in's second step: the challenge the password step answered, and a code. */
  @Endpoint(ops.loginSecondFactor)
  async loginSecondFactor(@Input() { body }: InputOf<typeof ops.loginSecondFactor>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const prepared = this.sessions.prepare();
    return this.openSession(req, res, prepared, await this.secondFactor.withChallenge(body.challenge, body.code, req, prepared.sessionId));
  }

  /** Every successful sign-in ends here (password alone, or with its second factor): the session opens, its cookie is set, the device is remembered. */
  private async openSession(req: Request, res: Response, prepared: { token: string; sessionId: string }, user: UserView): Promise<UserView> {
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie(req));
    await this.rememberDevice(req, res, user);
    return this.withRole(user);
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
