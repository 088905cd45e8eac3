import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService, type UserView } from '@logiscope/identity';
import { stringFields } from '../http/body';
import { GATEWAY_CONFIG, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';
import { CurrentSession, SessionGuard } from './session.guard';
import { SESSION_COOKIE, type Session, type SessionStore } from './session.store';

const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'companyName', 'companyType', 'mcNumber', 'dotNumber'] as const;
const COMPANY_FIELDS = ['companyType', 'companyName', 'mcNumber', 'dotNumber', 'address', 'city', 'state', 'zipCode', 'phone', 'email'] as const;

const clientInfo = (req: Request) => ({
  ipAddress: req.ip ?? req.socket.remoteAddress ?? '',
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
});

@Controller('api')
export class AuthController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  private cookie(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure, path: '/', maxAge: this.sessions.ttlMs };
  }

  @Post('auth/register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const fields = stringFields(body, REGISTER_FIELDS);
    const prepared = this.sessions.prepare();
    const user = await this.identity.register({ ...fields, companyType: fields.companyType || 'BROKER', ...clientInfo(req), sessionId: prepared.sessionId });
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie());
    return user;
  }

  @Post('auth/login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const { email, password } = stringFields(body, ['email', 'password'] as const);
    if (!email.trim() || !password) throw DomainError.validation('Please fill in all fields');
    const prepared = this.sessions.prepare();
    const user = await this.identity.login({ email, password, ...clientInfo(req), sessionId: prepared.sessionId });
    await this.sessions.open(prepared, user.id);
    res.cookie(SESSION_COOKIE, prepared.token, this.cookie());
    return user;
  }

  @Get('auth/user')
  @UseGuards(SessionGuard)
  async user(@CurrentSession() session: Session, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    try {
      return await this.identity.getUser({ userId: session.userId });
    } catch (e) {
      // A session whose user no longer exists is no session.
      if (isDomainError(e) && e.code === ErrorCode.NOT_FOUND) {
        await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        throw DomainError.unauthenticated('Unauthorized');
      }
      throw e;
    }
  }

  @Post('auth/setup-company')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async setupCompany(@CurrentSession() session: Session, @Body() body: unknown): Promise<UserView> {
    return this.identity.setupCompany({ ...stringFields(body, COMPANY_FIELDS), userId: session.userId });
  }

  @Post('auth/logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Full page load used by the header's sign-out: ends the session, then the sign-in page. */
  @Get('logout')
  async logoutRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessions.close(req.cookies?.[SESSION_COOKIE]);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.redirect(302, '/auth');
  }

  /** Full page load used after a 401 on a data screen. */
  @Get('login')
  loginRedirect(@Res() res: Response): void {
    res.redirect(302, '/auth');
  }
}
