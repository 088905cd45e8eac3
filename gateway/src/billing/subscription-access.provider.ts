import type { Provider } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
import { BillingService } from '@logiscope/billing/api';
import { SERVICE_REGISTRY } from '../http/tokens';
import { SubscriptionAccessCache } from './subscription-access.cache';

/** The gateway's one SubscriptionAccessCache: the subscription calls forget what they change; the paywall guard will read it. */
export const SUBSCRIPTION_ACCESS = Symbol('SUBSCRIPTION_ACCESS');

export const subscriptionAccessProvider: Provider = {
  provide: SUBSCRIPTION_ACCESS,
  inject: [SERVICE_REGISTRY],
  useFactory: (registry: ServiceRegistry) => new SubscriptionAccessCache((companyId) => registry.client(BillingService).subscriptionAccess({ companyId })),
};
