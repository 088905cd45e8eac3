import { z } from 'zod';
import { WebhookDeliveryViewSchema, WebhookEndpointViewSchema, WebhookSecretViewSchema } from '../views';
import { message } from '../shared/messages';
import { operationFamily } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { createWebhookBodySchema, updateWebhookBodySchema } from './webhook.rules';

/* Signed webhooks (issue 24 §3): the company's endpoints, managed by its ADMINs in the session API. */
const TAG = 'Webhooks';
const deliveryParams = idParams.extend({ deliveryId: z.string().max(200) });
const webhookOperation = operationFamily({ access: 'admin', tag: TAG, deniedMessage: message('WEBHOOKS_ADMIN_ONLY') });

export const listWebhookEndpoints = webhookOperation({
  id: 'listWebhookEndpoints', method: 'GET', path: '/api/company/webhooks',
  summary: "The company's webhook endpoints, newest first (never a secret)",
  success: { status: 200, description: 'The endpoints', schema: z.array(WebhookEndpointViewSchema) },
});

export const createWebhookEndpoint = webhookOperation({
  id: 'createWebhookEndpoint', method: 'POST', path: '/api/company/webhooks',
  summary: 'Register an endpoint (an https URL on a public address) and the events it wants: the answer carries its signing secret, shown this once',
  body: createWebhookBodySchema,
  success: { status: 201, description: 'The endpoint and its signing secret', schema: WebhookSecretViewSchema },
  errors: [409],
});

export const updateWebhookEndpoint = webhookOperation({
  id: 'updateWebhookEndpoint', method: 'PATCH', path: '/api/company/webhooks/:id',
  summary: 'Change the events an endpoint wants, or enable or disable it',
  params: idParams,
  body: updateWebhookBodySchema,
  success: { status: 200, description: 'The endpoint', schema: WebhookEndpointViewSchema },
  errors: [404],
});

export const rollWebhookSecret = webhookOperation({
  id: 'rollWebhookSecret', method: 'POST', path: '/api/company/webhooks/:id/roll-secret',
  summary: 'A new signing secret, shown this once; for 24 hours deliveries are signed with both (one v1= each)',
  params: idParams,
  success: { status: 200, description: 'The endpoint and its new signing secret', schema: WebhookSecretViewSchema },
  errors: [404],
});

export const listWebhookDeliveries = webhookOperation({
  id: 'listWebhookDeliveries', method: 'GET', path: '/api/company/webhooks/:id/deliveries',
  summary: "An endpoint's delivery log, newest first (the last 100): attempts, status, latency, the answer's first characters",
  params: idParams,
  success: { status: 200, description: 'The deliveries', schema: z.array(WebhookDeliveryViewSchema) },
  errors: [404],
});

export const redeliverWebhook = webhookOperation({
  id: 'redeliverWebhook', method: 'POST', path: '/api/company/webhooks/:id/deliveries/:deliveryId/redeliver',
  summary: 'Send a delivery again now, under the same event id',
  params: deliveryParams,
  success: { status: 202, description: 'The delivery, queued', schema: WebhookDeliveryViewSchema },
  errors: [404],
});

export const sendWebhookTest = webhookOperation({
  id: 'sendWebhookTest', method: 'POST', path: '/api/company/webhooks/:id/test',
  summary: 'Send a signed `webhook.test` event to the endpoint now',
  params: idParams,
  success: { status: 202, description: 'The delivery, queued', schema: WebhookDeliveryViewSchema },
  errors: [404],
});
