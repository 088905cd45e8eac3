import type { Provider } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
// The clock entry alone: the main barrel loads the embedded adapters (node:sqlite) into a distributed gateway.
import { clockFromEnv } from '@logiscope/infra/clock';
import { BillingService } from '@logiscope/billing/api';
import { SERVICE_REGISTRY } from '../http/tokens';
import { SubscriptionAccessCache } from './subscription-access.cache';

/** The gateway's one SubscriptionAccessCache: the subscription calls forget what they change; the paywall guard reads it. */
export const SUBSCRIPTION_ACCESS = Symbol('SUBSCRIPTION_ACCESS');

export const subscriptionAccessProvider: Provider = {
  provide: SUBSCRIPTION_ACCESS,
  inject: [SERVICE_REGISTRY],
  // The profile's clock (TEST_CLOCK_FILE's in e2e tests), so a trial ends here when billing's ends.
  useFactory: (registry: ServiceRegistry) => new SubscriptionAccessCache((companyId) => registry.client(BillingService).subscriptionAccess({ companyId }), clockFromEnv()),
};
