/** Canned webhook replies for the transport spec: nulls and values kept apart (a previous secret, a status code, a next attempt). */
import type { WebhookDeliveryView, WebhookEndpointView } from '@logiscope/proto/views';

export const enabledEndpoint: WebhookEndpointView = {
  id: 'wh-1',
  url: 'https://tms.acme-freight.example/logiscope',
  events: ['alert.created', 'carrier.changed'],
  status: 'ENABLED',
  secretPrefix: 'whsec_Ab12Cd',
  previousSecretExpiresAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: 'admin@acme-freight.example',
  failingSince: null,
};

export const rollingEndpoint: WebhookEndpointView = {
  ...enabledEndpoint,
  id: 'wh-2',
  events: ['alert.created'],
  status: 'FAILING',
  previousSecretExpiresAt: '2026-12-02T10:00:00.000Z',
  failingSince: '2026-11-28T08:00:00.000Z',
};

export const retriedDelivery: WebhookDeliveryView = {
  id: 'wh-1:evt_0123',
  eventId: 'evt_0123',
  eventType: 'alert.created',
  createdAt: '2026-12-01T10:00:00.000Z',
  status: 'PENDING',
  attempts: [
    { at: '2026-12-01T10:00:00.100Z', statusCode: null, latencyMs: 0, error: 'TIMEOUT', errorDetail: 'no answer within 10000 ms', responseExcerpt: '' },
    { at: '2026-12-01T10:00:30.100Z', statusCode: 500, latencyMs: 12.5, error: '', errorDetail: '', responseExcerpt: 'boom' },
  ],
  nextAttemptAt: '2026-12-01T10:01:30.100Z',
};

export const doneDelivery: WebhookDeliveryView = { ...retriedDelivery, id: 'wh-1:evt_4567', eventId: 'evt_4567', status: 'SUCCEEDED', attempts: [{ at: '2026-12-01T10:00:00.100Z', statusCode: 0, latencyMs: 3, error: '', errorDetail: '', responseExcerpt: '' }], nextAttemptAt: null };
