import { operation, type Operation } from '../shared/operation';
import * as session from './webhooks.ops';

/**
 * The public API v1's webhook endpoints (scope webhooks:manage): a TMS registers its own receiver, rolls its secret,
 * reads its delivery log and sends a test event with the company's key, as an ADMIN does on the Webhooks screen.
 * Each is the session operation of the same name opened to a key, so the two doors take and answer the same shapes.
 * Both lists are bounded (10 endpoints a company, the last 100 deliveries) and answered whole, without a cursor.
 * API keys themselves stay on the session API: a key never makes or revokes keys.
 */
const SESSION_PATH = '/api/company/webhooks';

function v1<const O extends Operation>(o: O, id: string) {
  const { deniedMessage: _sessionWording, errorStatuses: _derived, ...declaration } = o;
  return operation({ ...declaration, id, path: o.path.replace(SESSION_PATH, '/api/v1/webhooks'), access: 'api-key', scope: 'webhooks:manage', paid: true });
}

export const listWebhookEndpointsV1 = v1(session.listWebhookEndpoints, 'listWebhookEndpointsV1');
export const createWebhookEndpointV1 = v1(session.createWebhookEndpoint, 'createWebhookEndpointV1');
export const updateWebhookEndpointV1 = v1(session.updateWebhookEndpoint, 'updateWebhookEndpointV1');
export const rollWebhookSecretV1 = v1(session.rollWebhookSecret, 'rollWebhookSecretV1');
export const listWebhookDeliveriesV1 = v1(session.listWebhookDeliveries, 'listWebhookDeliveriesV1');
export const redeliverWebhookV1 = v1(session.redeliverWebhook, 'redeliverWebhookV1');
export const sendWebhookTestV1 = v1(session.sendWebhookTest, 'sendWebhookTestV1');
