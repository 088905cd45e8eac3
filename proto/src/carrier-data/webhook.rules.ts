import { z } from 'zod';
import { message } from '../shared/messages';
import { singleLine } from '../shared/text.rules';
import { WEBHOOK_EVENT_TYPES } from './webhook.views';

export const WEBHOOK_URL_MAX = 2000;

/** An absolute http(s) URL without credentials. Whether its scheme and address are allowed is the server's (webhook.address.ts). */
const isWebhookUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hostname !== '';
};

const webhookUrl = singleLine(z.string({ error: message('WEBHOOK_URL_INVALID') }).trim().max(WEBHOOK_URL_MAX, message('WEBHOOK_URL_INVALID'))).refine(isWebhookUrl, message('WEBHOOK_URL_INVALID'));

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: message('WEBHOOK_EVENT_UNKNOWN') }), { error: message('WEBHOOK_EVENTS_REQUIRED') })
  .min(1, message('WEBHOOK_EVENTS_REQUIRED'))
  .max(WEBHOOK_EVENT_TYPES.length, message('WEBHOOK_EVENT_UNKNOWN'))
  // Sent twice, kept once, in the catalogue's order.
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));

/** POST /api/company/webhooks: the Webhooks screen's form. */
export const createWebhookBodySchema = z
  .object({ url: webhookUrl, events: webhookEvents, enabled: z.boolean().optional().default(true) })
  .meta({ id: 'CreateWebhookBody', examples: [{ url: 'https://tms.example.com/logiscope/webhooks', events: ['alert.created'], enabled: true }] });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** PATCH /api/company/webhooks/:id: the events wanted, enabled or not (enabling a FAILING endpoint starts it afresh). */
export const updateWebhookBodySchema = z
  .object({ events: webhookEvents.optional(), enabled: z.boolean().optional() })
  .meta({ id: 'UpdateWebhookBody', examples: [{ enabled: false }] });
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/**
 * A signing secret: `whsec_` then 256 random bits in 43 base62 characters. Recognisable on purpose (secret scanners);
 * the receiver uses the whole string, prefix included, as the HMAC key.
 */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[0-9A-Za-z]{43}$/;
