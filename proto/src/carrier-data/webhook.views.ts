import { z } from 'zod';
import { REPORT_TYPES, RESPONSE_WINDOW_STATES } from '../reports/carrier-reports.views';
import { REPORT_KINDS, V1IncidentSchema } from '../reports/public-reports.views';
import { VERDICT_OUTCOMES } from './verdict.views';

/**
 * The events a webhook endpoint can ask for (issue 24 §3), delivered as `{ id, type, createdAt, data }`. Only what this
 * build delivers is listed: an endpoint never subscribes to a type that would stay silent.
 */
export const WEBHOOK_EVENT_TYPES = ['alert.created', 'carrier.changed', 'verdict.changed', 'response.submitted', 'report.filed', 'vetting.recorded'] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Sent on demand from the Webhooks screen ("Send test event"), whatever the endpoint's events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** ENABLED; DISABLED by an ADMIN; FAILING: disabled by LogiScope after three days of failed deliveries (its admins are mailed). */
export const WEBHOOK_ENDPOINT_STATUSES = ['ENABLED', 'DISABLED', 'FAILING'] as const;

export const WebhookEndpointViewSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    secretPrefix: z.string().describe('The first characters of the current signing secret (whsec_ab12cd), to tell secrets apart.'),
    previousSecretExpiresAt: z.string().nullable().describe('ISO-8601: during a roll, deliveries carry a second v1= signature with the previous secret until then.'),
    createdAt: z.string().describe('ISO-8601.'),
    createdBy: z.string().describe("The e-mail of the ADMIN who registered it."),
    failingSince: z.string().nullable().describe('ISO-8601: the first failed delivery since the last successful one; null when it is not failing.'),
  })
  .meta({ id: 'WebhookEndpointView' });
export type WebhookEndpointView = z.infer<typeof WebhookEndpointViewSchema>;

/** Registration and secret roll answer the signing secret, this once: LogiScope shows it never again. */
export const WebhookSecretViewSchema = z
  .object({
    endpoint: WebhookEndpointViewSchema,
    secret: z.string().describe('whsec_<43 random base62 characters>: shown once. Verify each delivery with it (docs/webhooks.md).'),
  })
  .meta({ id: 'WebhookSecretView' });
export type WebhookSecretView = z.infer<typeof WebhookSecretViewSchema>;

/**
 * Why an attempt got no answer: the address was refused (private, local, reserved), plain http to a public address,
 * the name did not resolve, the time ran out, the connection failed, or the endpoint is disabled. '' when answered.
 */
export const WEBHOOK_ATTEMPT_ERRORS = ['', 'ADDRESS_REFUSED', 'HTTPS_REQUIRED', 'NOT_RESOLVED', 'TIMEOUT', 'CONNECTION_FAILED', 'ENDPOINT_DISABLED'] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

export const WebhookAttemptViewSchema = z
  .object({
    at: z.string().describe('ISO-8601.'),
    statusCode: z.number().nullable().describe('The receiver\'s HTTP status; null when there was no answer (refused address, timeout, connection error).'),
    latencyMs: z.number(),
    error: z.enum(WEBHOOK_ATTEMPT_ERRORS).describe('Why the attempt got no answer (\'\' when answered).'),
    errorDetail: z.string().describe('The technical detail, in English (the address refused, the connection error).'),
    responseExcerpt: z.string().describe('The first 500 characters of the answer\'s body.'),
  })
  .meta({ id: 'WebhookAttemptView' });

/** PENDING: not delivered yet (retried with backoff for three days); SUCCEEDED: a 2xx answer; FAILED: given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

export const WebhookDeliveryViewSchema = z
  .object({
    id: z.string(),
    eventId: z.string().describe('The body\'s id: the receiver\'s idempotency key (a redelivery repeats it).'),
    eventType: z.string(),
    createdAt: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.array(WebhookAttemptViewSchema).describe('Newest last; the log keeps the last 20.'),
    nextAttemptAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDeliveryView' });
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryViewSchema>;

/* What each event's `data` holds (a receiver's contract; docs/examples verify the signature over the whole body). */
export const AlertCreatedWebhookDataSchema = z
  .object({
    alertId: z.string(),
    dotNumber: z.string(),
    code: z.string().describe('Stable kind ("authority-revoked", "verdict-changed"...); \'\' on alerts stored before codes.'),
    severity: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
    title: z.string(),
    description: z.string(),
    params: z.record(z.string(), z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'AlertCreatedWebhookData' });

export const CarrierChangedWebhookDataSchema = z
  .object({
    dotNumber: z.string(),
    legalName: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })).describe('Field by field, as the FMCSA data changed (null: no value).'),
  })
  .meta({ id: 'CarrierChangedWebhookData' });

export const VerdictChangedWebhookDataSchema = z
  .object({
    dotNumber: z.string(),
    before: z.enum(['PASS', 'REVIEW', 'FAIL']),
    after: z.enum(['PASS', 'REVIEW', 'FAIL']),
    rules: z.array(z.string()).describe('The checks behind the new outcome.'),
    profile: z.string().describe('The rule profile the verdict followed ("default", "company:<revision>").'),
    cause: z.enum(['DATA', 'PROFILE']).describe('New FMCSA data, or the company\'s own verdict rules.'),
  })
  .meta({ id: 'VerdictChangedWebhookData' });

export const ResponseSubmittedWebhookDataSchema = z
  .object({
    reportId: z.string(),
    kind: z.string().describe('CARRIER_REPORT or INCIDENT.'),
    dotNumber: z.string(),
    responseText: z.string(),
    respondedAt: z.string(),
  })
  .meta({ id: 'ResponseSubmittedWebhookData' });

/** A carrier report or FreightGuard incident about a saved or monitored carrier, as the company may read it (the public API's report, `V1Report`). */
export const ReportFiledWebhookDataSchema = z
  .object({
    reportId: z.string(),
    dotNumber: z.string(),
    kind: z.enum(REPORT_KINDS).describe('CARRIER_REPORT: a broker rated the carrier; INCIDENT: a FreightGuard incident (fraud, theft, double brokering...).'),
    type: z.enum(REPORT_TYPES).nullable().describe('A carrier report: POSITIVE, NEGATIVE or NEUTRAL; null for an incident.'),
    rating: z.number().int().min(1).max(5).nullable().describe('1-5 stars; null when not rated.'),
    comments: z.string(),
    filedAt: z.string().describe('ISO-8601.'),
    reporterCompany: z.string().describe('The company that filed it (never who typed it).'),
    isOwn: z.boolean().describe("The receiving company filed it."),
    windowState: z.enum(RESPONSE_WINDOW_STATES).describe("The carrier's 24-hour window to answer when the report reached the company: OPEN (own reports, positive and neutral ones), ANSWERED, CLOSED."),
    response: z.object({ text: z.string(), respondedAt: z.string() }).nullable().describe("The carrier's answer, when it had answered."),
    incident: V1IncidentSchema.nullable().describe('An incident: what happened, its status when it reached the company; null for a carrier report.'),
  })
  .meta({ id: 'ReportFiledWebhookData' });
export type ReportFiledWebhookData = z.infer<typeof ReportFiledWebhookDataSchema>;

/** A load vetting record the company made: its public summary (the record itself: GET it, or open verifyUrl). */
export const VettingRecordedWebhookDataSchema = z
  .object({
    code: z.string().describe('The public verification code, LV-XXXX-XXXX-XXXX.'),
    dotNumber: z.string(),
    carrierName: z.string(),
    loadReference: z.string(),
    outcome: z.enum(VERDICT_OUTCOMES).describe('The verdict as it stood when the load was vetted.'),
    vettedAt: z.string().describe('ISO-8601.'),
    verifyUrl: z.string().describe('The public page that verifies the record by its code.'),
  })
  .meta({ id: 'VettingRecordedWebhookData' });

export const WebhookTestDataSchema = z.object({ message: z.string(), endpointId: z.string() }).meta({ id: 'WebhookTestData' });

export interface WebhookDataByType {
  'alert.created': z.infer<typeof AlertCreatedWebhookDataSchema>;
  'carrier.changed': z.infer<typeof CarrierChangedWebhookDataSchema>;
  'verdict.changed': z.infer<typeof VerdictChangedWebhookDataSchema>;
  'response.submitted': z.infer<typeof ResponseSubmittedWebhookDataSchema>;
  'report.filed': ReportFiledWebhookData;
  'vetting.recorded': z.infer<typeof VettingRecordedWebhookDataSchema>;
  'webhook.test': z.infer<typeof WebhookTestDataSchema>;
}
