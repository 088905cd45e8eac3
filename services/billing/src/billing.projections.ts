import type { DocumentStore } from '@logiscope/infra';
import { SubscriptionProjection } from './subscription/subscription.projection';

/** Every read model billing keeps (what `npm run rebuild -- billing` drops and replays). */
export async function billingProjections(documents: DocumentStore): Promise<[SubscriptionProjection]> {
  return [await SubscriptionProjection.open(documents)];
}

export const projections = billingProjections;
