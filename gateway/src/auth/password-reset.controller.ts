import { Controller, Inject, Logger, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ops } from '@logiscope/proto/http';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { consumeOrRefuse } from '../http/rate-limit';
import { RATE_LIMITERS, SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';
import type { SessionStore } from './session.store';

/**
 * "Forgot password?" and the reset link's page. The request is answered 202 at once, before identity looks the e-mail
 * up: the same status, body and time whether an account has it or not. Throttled per client address
 * (RATE_LIMIT_PASSWORD_RESET_ADDRESS_PER_HOUR, 429: it counts every e-mail alike, so it tells nothing of accounts) and
 * per e-mail (RATE_LIMIT_PASSWORD_RESET_PER_HOUR: beyond it the same 202 and no mail, so a mailbox cannot be flooded and
 * the answer stays the same). A reset ends every session of the user (and, through the same generation, their
 * remembered devices) and signs no one in.
 */
@Controller()
export class PasswordResetController {
  private readonly logger = new Logger('password-reset');

  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.requestPasswordReset)
  async requestPasswordReset(@Input() { body }: InputOf<typeof ops.requestPasswordReset>, @Req() req: Request): Promise<void> {
    await consumeOrRefuse(this.limiters.passwordResetAddress, `reset-address|${req.ip ?? req.socket.remoteAddress ?? ''}`);
    const account = await this.limiters.passwordReset.consume(`reset|${body.email.trim().toLowerCase()}`);
    if (!account.allowed) return;
    // Not awaited: whether identity finds an account, appends and mails must not show in the answer's timing.
    this.identity.requestPasswordReset({ email: body.email, language: body.language }).catch((e: unknown) => {
      this.logger.error(`A password reset request failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  @Endpoint(ops.resetPassword)
  async resetPassword(@Input() { body }: InputOf<typeof ops.resetPassword>): Promise<void> {
    const { userId } = await this.identity.resetPassword(body);
    await this.sessions.endAll(userId);
  }
}
