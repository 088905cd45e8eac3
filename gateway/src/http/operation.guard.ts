import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { message, type Operation } from '@logiscope/proto/http';
import type { UserView } from '@logiscope/proto/views';
import { DomainError, ErrorCode, isDomainError } from '@logiscope/kernel';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { SESSION_COOKIE, type Session, type SessionStore } from '../auth/session.store';
import type { GatewayConfig } from '../config/gateway.config';
import { OPERATION } from './endpoint.decorator';
import { consumeOrRefuse } from './rate-limit';
import { parseInput } from './operation-input.parser';
import { withSecondFactorPolicy } from '../auth/second-factor.sign-in';
import { GATEWAY_CONFIG, RATE_LIMITERS, SERVICE_REGISTRY, SESSION_STORE } from './tokens';
import { authenticateApiKey, requireScope, throttleApiKey } from '../api-keys/api-key.caller';
import { ApiKeyUses } from '../api-keys/api-key.uses';

export interface CallerContext {
  session: Session | null;
  /** Present from access level `company` up (and for signed-in callers of optional-session operations). */
  user?: UserView;
  /** The caller's company: set for `company`, `admin` and, when they have one, operators. */
  companyId: string;
  userId: string;
  isOperator: boolean;
  /** The public API's caller: the API key (its creator is `userId`). */
  apiKeyId?: string;
}

export type GuardedRequest = Request & { caller?: CallerContext; input?: { params: unknown; query: unknown; body: unknown }; operation?: Operation };

/**
 * The one guard of the API: every route is a declared operation (a route without one is refused at start, see
 * declared-routes.ts); its access level is enforced here, then its inputs validated (401/403 before 400, so a
 * stranger learns nothing of the rules).
 */
@Injectable()
export class OperationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
    private readonly apiKeyUses: ApiKeyUses,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const op = this.reflector.get<Operation | undefined>(OPERATION, context.getHandler());
    if (!op) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} has no declared operation`);
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    req.operation = op;
    if (op.access === 'api-key') {
      req.caller = await this.byApiKey(op, req, context.switchToHttp().getResponse<Response>());
    } else {
      const token = req.cookies?.[SESSION_COOKIE] as string | undefined;
      const session = op.access === 'public' && !token ? null : await this.sessions.get(token);
      await this.throttle(session ? `session:${session.sessionId}` : `ip:${req.ip ?? ''}`);
      req.caller = await this.authorize(op, session);
    }
    const compare = this.config.answerCheck === 'compare';
    req.input = {
      params: await parseInput(op.params, req.params ?? {}, compare),
      query: await parseInput(op.query, req.query ?? {}, compare),
      body: op.body ? await parseInput(op.body, req.body, compare) : undefined,
    };
    return true;
  }

  /**
   * API requests per session (its opaque id, never the cookie), else per client address (RATE_LIMIT_API_PER_MINUTE):
   * 429 with Retry-After beyond.
   */
  private async throttle(key: string): Promise<void> {
    await consumeOrRefuse(this.limiters.api, key);
  }

  /**
   * The public API (/api/v1): an API key and nothing else (a session cookie is ignored, as keys are on the session
   * API), its own rate limit, the operation's scope; a refused key counts against the client's address.
   */
  private async byApiKey(op: Operation, req: Request, res: Response): Promise<CallerContext> {
    const key = await authenticateApiKey(req, this.registry).catch(async (e: unknown) => {
      await this.throttle(`ip:${req.ip ?? ''}`);
      throw e;
    });
    await throttleApiKey(this.limiters.api, key, res);
    requireScope(op, key);
    this.apiKeyUses.note(key, new Date(), req.ip ?? '');
    return { session: null, companyId: key.companyId, userId: key.createdByUserId, isOperator: false, apiKeyId: key.keyId };
  }

  private async authorize(op: Operation, session: Session | null): Promise<CallerContext> {
    const anonymous: CallerContext = { session: null, companyId: '', userId: '', isOperator: false };
    if (op.access === 'public') return anonymous;
    if (op.access === 'api-key') throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    if (!session) {
      if (op.access === 'optional-session') return anonymous;
      throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    }
    if (op.access === 'session') return { session, companyId: '', userId: session.userId, isOperator: false };
    const user = await this.user(session);
    const isOperator = this.config.operatorEmails.includes(user.email.toLowerCase());
    // A second factor required and not set up: nothing but one's own account (session-level operations) until it is;
    // where a visitor is welcome, such a caller is a visitor.
    if (withSecondFactorPolicy(user, isOperator, this.config).secondFactorEnrolmentRequired) {
      if (op.access === 'optional-session') return anonymous;
      throw DomainError.forbidden(message('SECOND_FACTOR_ENROLMENT_REQUIRED'));
    }
    const caller: CallerContext = { session, user, companyId: user.companyId, userId: user.id, isOperator };
    switch (op.access) {
      case 'optional-session':
        return caller;
      case 'company':
        if (!user.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
        return caller;
      case 'admin':
        if (user.role !== 'ADMIN' || !user.companyId) throw DomainError.forbidden(op.deniedMessage ?? message('FORBIDDEN'));
        return caller;
      case 'operator':
        if (!isOperator) throw DomainError.forbidden(op.deniedMessage ?? message('OPERATOR_ONLY'));
        return caller;
    }
  }

  /** The session's user; a session whose user no longer exists, or is blocked, is no session. */
  private async user(session: Session): Promise<UserView> {
    try {
      const user = await this.registry.client(IdentityService).getUser({ userId: session.userId });
      if (!user.isActive) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
      return user;
    } catch (e) {
      if (isDomainError(e) && e.code === ErrorCode.NOT_FOUND) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
      throw e;
    }
  }
}
