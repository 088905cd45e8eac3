import { DocumentProjection, type DocumentCollection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import type { WebhookEndpointEvent } from '@logiscope/proto';
import { WEBHOOK_SECRET_PATTERN } from '@logiscope/proto/http';
import type { WebhookEventType } from '@logiscope/proto/views';
import type { WebhookSecretBox } from './webhook-secret.crypto';

/** An endpoint as deliveries need it (its secrets sealed, as in the events: WebhookSecretBox). Never answered as is. */
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

/**
 * The secrets that sign a delivery now, opened: the current one, and the previous one until its overlap ends. A secret
 * recorded plain (endpoints registered before secrets were sealed) is taken as it is; rolling it seals the new one.
 */
export function liveSecrets(endpoint: WebhookEndpointDocument, now: Date, box: WebhookSecretBox): string[] {
  const open = (stored: string) => (WEBHOOK_SECRET_PATTERN.test(stored) ? stored : box.open(stored, endpoint.id));
  const previousLive = endpoint.previousSecret !== '' && Date.parse(endpoint.previousSecretExpiresAt) > now.getTime();
  return previousLive ? [open(endpoint.secret), open(endpoint.previousSecret)] : [open(endpoint.secret)];
}
