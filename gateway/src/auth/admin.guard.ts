import { applyDecorators, createParamDecorator, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@logiscope/kernel';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService, type UserView } from '@logiscope/identity';
import { SERVICE_REGISTRY } from '../http/tokens';
import { SessionGuard, type AuthedRequest } from './session.guard';

const DENIED_MESSAGE = 'logiscope:admin-denied-message';

type AdminRequest = AuthedRequest & { admin?: UserView };

/**
 * Administrators of a set-up company only (the spec's role ADMIN). Runs after SessionGuard, so signed out is still 401;
 * anyone else gets 403 with the screen's Access Denied text, given by AdminOnly.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (!req.session) throw DomainError.unauthenticated('Unauthorized');
    const user = await this.registry.client(IdentityService).getUser({ userId: req.session.userId });
    if (user.role !== 'ADMIN' || !user.companyId) {
      throw DomainError.forbidden(this.reflector.getAllAndOverride<string | undefined>(DENIED_MESSAGE, [context.getHandler(), context.getClass()]));
    }
    req.admin = user;
    return true;
  }
}

/** Signed in (401 otherwise) and an administrator (403 with deniedMessage otherwise); on a controller or a route. */
export const AdminOnly = (deniedMessage: string) => applyDecorators(SetMetadata(DENIED_MESSAGE, deniedMessage), UseGuards(SessionGuard, AdminGuard));

/** The administrator AdminGuard let through. */
export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): UserView => {
  const admin = ctx.switchToHttp().getRequest<AdminRequest>().admin;
  if (!admin) throw DomainError.forbidden();
  return admin;
});
