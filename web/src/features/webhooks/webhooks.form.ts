import { createWebhookBodySchema } from '@logiscope/proto/http';
import type { WebhookEventType } from '@logiscope/proto/views';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';
import type { OpBody } from '../../api/operationRequest';

/** The add-endpoint form, checked with the server's own rule (proto/src/carrier-data/webhook.rules.ts) before sending. */
export interface CreateWebhookValues {
  url: string;
  events: WebhookEventType[];
}
export const CREATE_WEBHOOK_FIELDS = ['url', 'events'] as const;
type Field = (typeof CREATE_WEBHOOK_FIELDS)[number];

export function validateCreateWebhook(values: Partial<CreateWebhookValues>): { result: ValidationResult<Field>; body?: OpBody<'createWebhookEndpoint'> } {
  const parsed = createWebhookBodySchema.safeParse({ url: values.url ?? '', events: values.events ?? [], enabled: true });
  if (parsed.success) return { result: { fieldErrors: {} }, body: parsed.data };
  return { result: { fieldErrors: ruleMessagesByField(parsed.error, CREATE_WEBHOOK_FIELDS).fieldErrors } };
}

/** i18n keys cannot hold the event's '.' (i18next's key separator): alert.created → alert_created. */
export const eventKey = (event: string): string => event.replace('.', '_');
