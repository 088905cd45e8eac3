import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { message } from '@logiscope/proto/http';
import { DomainError } from '@logiscope/kernel';
import type { GuardedRequest } from '../http/operation.guard';
import type { SubscriptionAccessCache } from './subscription-access.cache';
import { SUBSCRIPTION_ACCESS } from './subscription-access.provider';

/**
 * The paywall: an operation declared `paid` (carrier data and knowledge, proto/src/<context>/*.ops.ts) answers 402
 * SUBSCRIPTION_REQUIRED to a company that is INACTIVE, TRIAL_EXPIRED, or CANCELLED past its paid period. It runs after
 * the OperationGuard (access level and inputs checked, the caller known) and reads the cached subscription, never the
 * database. Not paywalled: platform operators (they run the platform, whatever their own company pays), callers
 * without a company (an optional-session visitor), and every unpaid operation (account, team, subscription, sign-in
 * records, the carrier's public response and certificate checks).
 */
@Injectable()
export class PaywallGuard implements CanActivate {
  constructor(@Inject(SUBSCRIPTION_ACCESS) private readonly access: SubscriptionAccessCache) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { operation, caller } = context.switchToHttp().getRequest<GuardedRequest>();
    if (!operation?.paid || !caller?.companyId || caller.isOperator) return true;
    const decision = await this.access.decide(caller.companyId);
    if (!decision.allowed) throw DomainError.paymentRequired(message('SUBSCRIPTION_REQUIRED'));
    return true;
  }
}
