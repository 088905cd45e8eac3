import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { WEBHOOK_EVENT_TYPES } from './webhook.views';

const EventType = z.enum(WEBHOOK_EVENT_TYPES);

/**
 * A company ADMIN registered a webhook endpoint, on the company's stream `webhook-endpoints:<companyId>`. Private to
 * carrier-data (catalogue topic null): the signing secret must be kept whole to sign (an HMAC key, unlike an API key's
 * hash), so it stays in carrier-data's own event store and read model, never on the bus, and `secret` holds it sealed
 * (`whk1.<key id>.<iv>.<tag>.<ciphertext>`, AES-256-GCM under WEBHOOK_SECRET_KEY: webhook-secret.crypto.ts).
 */
export const WebhookEndpointRegisteredV1 = z.object({
  endpointId: z.string(),
  companyId: z.string(),
  url: z.string(),
  events: z.array(EventType),
  enabled: z.boolean(),
  secret: z.string(),
  byUserId: z.string(),
  /** The ADMIN's e-mail: shown in the list, and mailed when LogiScope disables a failing endpoint. */
  byEmail: z.string(),
  at: z.string(),
});
export type WebhookEndpointRegistered = EventOf<'WebhookEndpointRegistered', typeof WebhookEndpointRegisteredV1>;

/** An ADMIN changed the events an endpoint wants, or enabled or disabled it (enabling a FAILING one starts it afresh). */
export const WebhookEndpointChangedV1 = z.object({
  endpointId: z.string(),
  companyId: z.string(),
  events: z.array(EventType),
  enabled: z.boolean(),
  byUserId: z.string(),
  at: z.string(),
});
export type WebhookEndpointChanged = EventOf<'WebhookEndpointChanged', typeof WebhookEndpointChangedV1>;

/** A new signing secret (sealed, as in WebhookEndpointRegistered); the previous one still signs (a second v1=) until previousExpiresAt, 24 hours on. */
export const WebhookSecretRolledV1 = z.object({
  endpointId: z.string(),
  companyId: z.string(),
  secret: z.string(),
  previousExpiresAt: z.string(),
  byUserId: z.string(),
  at: z.string(),
});
export type WebhookSecretRolled = EventOf<'WebhookSecretRolled', typeof WebhookSecretRolledV1>;

/** LogiScope disabled an endpoint whose deliveries failed for three days (since failingSince); its admins are mailed. */
export const WebhookEndpointFailedV1 = z.object({
  endpointId: z.string(),
  companyId: z.string(),
  failingSince: z.string(),
  at: z.string(),
});
export type WebhookEndpointFailed = EventOf<'WebhookEndpointFailed', typeof WebhookEndpointFailedV1>;

export type WebhookEndpointEvent = WebhookEndpointRegistered | WebhookEndpointChanged | WebhookSecretRolled | WebhookEndpointFailed;
