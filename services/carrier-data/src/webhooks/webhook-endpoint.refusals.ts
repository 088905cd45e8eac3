import { DomainError } from '@logiscope/kernel';
import { message } from '@logiscope/proto/http';
import type { WebhookEndpointRefusal } from './webhook-endpoint.decider';

/** The webhook-endpoint decider's refusals as the API answers them (webhook.service.ts runs it inside `refusalsAs`). */
export const webhookEndpointRefusals: Record<WebhookEndpointRefusal, () => DomainError> = {
  ENDPOINT_LIMIT: () => DomainError.conflict(message('WEBHOOK_LIMIT')),
  ENDPOINT_NOT_FOUND: () => DomainError.notFound(message('WEBHOOK_NOT_FOUND')),
};
