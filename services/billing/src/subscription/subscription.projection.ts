import { DocumentProjection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import { assertNever } from '@logiscope/kernel';
import type { SubscriptionEvent } from '@logiscope/proto';

export const SUBSCRIPTIONS_COLLECTION = 'subscriptions';

/** One document per company with a subscription stream: what the expiry sweep and the (coming) paywall read. */
export interface SubscriptionDocument {
  id: string;
  status: 'TRIAL' | 'TRIAL_EXPIRED' | 'ACTIVE' | 'CANCELLED';
  /** ISO; '' when the company never had a trial. */
  trialEndsAt: string;
  /** ISO end of the paid period; '' before any payment. */
  periodEnd: string;
  version: number;
}

const PROJECTED: readonly SubscriptionEvent['type'][] = ['TrialStarted', 'TrialExtended', 'TrialExpired', 'SubscriptionActivated', 'SubscriptionCancelled'];

/** The document after one event (pure). */
export function projectSubscription(current: SubscriptionDocument | null, event: SubscriptionEvent, version: number): SubscriptionDocument {
  const base: SubscriptionDocument = current ?? { id: event.data.companyId, status: 'TRIAL', trialEndsAt: '', periodEnd: '', version };
  switch (event.type) {
    case 'TrialStarted':
      return { ...base, status: 'TRIAL', trialEndsAt: event.data.endsAt, version };
    case 'TrialExtended':
      return { ...base, trialEndsAt: event.data.endsAt, version };
    case 'TrialExpired':
      return { ...base, status: base.status === 'TRIAL' ? 'TRIAL_EXPIRED' : base.status, version };
    case 'SubscriptionActivated':
      return { ...base, status: 'ACTIVE', periodEnd: event.data.periodEnd, version };
    case 'SubscriptionCancelled':
      return { ...base, status: 'CANCELLED', periodEnd: event.data.endsAt, version };
    default:
      return assertNever(event);
  }
}

/** Companies' subscriptions, a checkpointed projection of billing's own event log (idempotent by stream version). */
export class SubscriptionProjection extends DocumentProjection<SubscriptionEvent, SubscriptionDocument> {
  static async open(store: DocumentStore): Promise<SubscriptionProjection> {
    return new SubscriptionProjection({ name: 'billing.subscriptions', eventTypes: PROJECTED, collection: SUBSCRIPTIONS_COLLECTION }, await store.collection<SubscriptionDocument>(SUBSCRIPTIONS_COLLECTION, [{ fields: ['status', 'trialEndsAt'] }]));
  }

  async apply(event: PositionedEvent<SubscriptionEvent>): Promise<void> {
    await this.evolveDocument(event.data.companyId, (current) =>
      current && current.version >= event.streamVersion ? undefined : projectSubscription(current, event, event.streamVersion),
    );
  }

  /** Trials whose end has passed and that are still recorded as TRIAL. */
  async dueTrials(nowIso: string, limit = 500): Promise<string[]> {
    const due = await this.documents.find({ status: 'TRIAL', trialEndsAt: { $lte: nowIso } }, { limit });
    return due.map((d) => d.id);
  }
}
