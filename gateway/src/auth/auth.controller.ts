import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { message, ops } from '@logiscope/proto/http';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { UserView } from '@logiscope/proto/views';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { consumeOrRefuse } from '../http/rate-limit';
import type { CallerContext } from '../http/operation.guard';
import { GATEWAY_CONFIG, RATE_LIMITERS, REMEMBERED_DEVICES, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';
import { SESSION_COOKIE, type SessionStore } from './session.store';
import { verifyNewBrokerCompany } from '../company/company-verification';
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

  private get identity() {
    return this.registry.client(IdentityService);
  }

  /** Secure over TLS, directly or through a trusted proxy that says so (X-Forwarded-Proto), or when configured. */
  private cookie(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure || req.secure, path: '/', maxAge: this.sessions.ttlMs };
  }

  /** The user as the web sees it: with whether configuration makes them the platform operator. */
  private withRole(user: UserView): UserView {
    return { ...user, isOperator: this.config.operatorEmails.includes(user.email.toLowerCase()) };
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
  async login(@Input() { body }: InputOf<typeof ops.login>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    // Throttled before the password is checked (sign-in-throttle.ts): a refusal says nothing about the password.
    const attempt = await this.throttle.admit(body.email, req);
    const prepared = this.sessions.prepare();
    const user = await this.identity.login({ ...body, ...clientInfo(req), sessionId: prepared.sessionId }).catch(async (e: unknown) => {
      await this.throttle.failed(attempt);
      throw e;
    });
    await this.throttle.succeeded(attempt);
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
