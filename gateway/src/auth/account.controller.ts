import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import type { GatewayConfig } from '../config/gateway.config';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { GATEWAY_CONFIG, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import { SESSION_COOKIE, sessionCookieOptions, type SessionStore } from './session.store';

/** The signed-in user's own account: sign out everywhere, change password; and the invitation link's password. */
@Controller()
export class AccountController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.logoutEverywhere)
  async logoutEverywhere(@Caller() c: CallerContext, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.endAll(c.userId);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Every other session ends; this one is replaced by a fresh session (a new cookie), so the user stays signed in here. */
  @Endpoint(ops.changePassword)
  async changePassword(
    @Caller() c: CallerContext,
    @Input() { body }: InputOf<typeof ops.changePassword>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.identity.changePassword({ userId: c.userId, ...body });
    await this.sessions.endAll(c.userId);
    const prepared = this.sessions.prepare();
    await this.sessions.open(prepared, c.userId);
    res.cookie(SESSION_COOKIE, prepared.token, sessionCookieOptions(this.config.cookieSecure || req.secure, this.sessions.ttlMs));
  }

  @Endpoint(ops.acceptInvitation)
  acceptInvitation(@Input() { body }: InputOf<typeof ops.acceptInvitation>): Promise<{ email: string }> {
    return this.identity.acceptInvitation(body);
  }
}
