import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@logiscope/kernel';
import { SESSION_STORE } from '../http/tokens';
import { SESSION_COOKIE, type Session, type SessionStore } from './session.store';

export type AuthedRequest = Request & { session?: Session };

/** Every route that touches data goes through this guard: no session, no access (401). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(SESSION_STORE) private readonly sessions: SessionStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const session = await this.sessions.get(req.cookies?.[SESSION_COOKIE]);
    if (!session) throw DomainError.unauthenticated('Unauthorized');
    req.session = session;
    return true;
  }
}

export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext): Session => {
  const session = ctx.switchToHttp().getRequest<AuthedRequest>().session;
  if (!session) throw DomainError.unauthenticated('Unauthorized');
  return session;
});
