import { DocumentProjection, type DocumentCollection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { WebhookEndpointEvent } from '@logiscope/proto';
import type { WebhookEventType } from '@logiscope/proto/views';

/** An endpoint as deliveries need it (its secrets included: an HMAC key must be kept whole). Never answered as is. */
export interface WebhookEndpointDocument {
  id: string;
  companyId: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Disabled by LogiScope after three failing days (enabled is then false). */
  failing: boolean;
  secret: string;
  previousSecret: string;
  /** ISO-8601; '' when no roll is under way. */
  previousSecretExpiresAt: string;
  createdAt: string;
  createdBy: string;
}

export const WEBHOOK_ENDPOINTS_COLLECTION = 'webhook_endpoints';
const EVENTS: readonly WebhookEndpointEvent['type'][] = ['WebhookEndpointRegistered', 'WebhookEndpointChanged', 'WebhookSecretRolled', 'WebhookEndpointFailed'];

export const openWebhookEndpoints = (store: DocumentStore): Promise<DocumentCollection<WebhookEndpointDocument>> =>
  store.collection<WebhookEndpointDocument>(WEBHOOK_ENDPOINTS_COLLECTION, [{ fields: ['companyId', 'createdAt'] }]);

/** The endpoints read model: a projection of carrier-data's log (each event rewrites its endpoint, so a replay is harmless). */
export class WebhookEndpointProjection extends DocumentProjection<WebhookEndpointEvent, WebhookEndpointDocument> {
  static async open(store: DocumentStore): Promise<WebhookEndpointProjection> {
    return new WebhookEndpointProjection({ name: 'carrier-data.webhook-endpoints', eventTypes: EVENTS, collection: WEBHOOK_ENDPOINTS_COLLECTION }, await openWebhookEndpoints(store));
  }

  async apply(event: PositionedEvent<WebhookEndpointEvent>): Promise<void> {
    await this.evolveDocument(event.data.endpointId, (current) => evolveEndpoint(current, event));
  }
}

export function evolveEndpoint(current: WebhookEndpointDocument | null, event: WebhookEndpointEvent): WebhookEndpointDocument | undefined {
  switch (event.type) {
    case 'WebhookEndpointRegistered': {
      const d = event.data;
      return { id: d.endpointId, companyId: d.companyId, url: d.url, events: d.events, enabled: d.enabled, failing: false, secret: d.secret, previousSecret: '', previousSecretExpiresAt: '', createdAt: d.at, createdBy: d.byEmail };
    }
    case 'WebhookEndpointChanged':
      return current ? { ...current, events: event.data.events, enabled: event.data.enabled, failing: false } : undefined;
    case 'WebhookSecretRolled':
      return current ? { ...current, secret: event.data.secret, previousSecret: current.secret, previousSecretExpiresAt: event.data.previousExpiresAt } : undefined;
    case 'WebhookEndpointFailed':
      return current ? { ...current, enabled: false, failing: true } : undefined;
  }
}

/** The secrets that sign a delivery now: the current one, and the previous one until its overlap ends. */
export function liveSecrets(endpoint: WebhookEndpointDocument, now: Date): string[] {
  const previousLive = endpoint.previousSecret !== '' && Date.parse(endpoint.previousSecretExpiresAt) > now.getTime();
  return previousLive ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}
