import { generatedKeyPlace, masterKey, parseMasterKey, Projector, type ServiceRuntime } from '@logiscope/infra';
import type { MonitoringAlertView } from '../carrier-data.api';
import { loadWebhookConfig, type WebhookConfig } from './webhook.config';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliveryService, type WebhookFact } from './webhook-delivery.service';
import type { CompanyAdminsProjection } from './company-admins.projection';
import type { WebhookEndpointProjection } from './webhook-endpoint.projection';
import { WebhookSender } from './webhook.sender';
import { WatchlistRepository } from '../watchlist/watchlist.repository';
import { ReportFiledSource } from './webhook-report-filed';
import { WebhookSourcesProjection } from './webhook-sources.projection';
import { WebhookApplication } from './webhook.service';
import { WebhookSecretBox } from './webhook-secret.crypto';

export interface RunningWebhooks {
  application: WebhookApplication;
  /** Where sources hand their facts (at least once each). */
  publish(fact: WebhookFact): Promise<void>;
  /** Facts of one source event, recorded together. */
  publishMany(facts: WebhookFact[]): Promise<void>;
  /** The follower of carrier-data's log (reports, vetting records): woken after a consumer records an event. */
  sources: Pick<Projector, 'notify'>;
  /** The companies' members projection: woken after the consumer records a team event. */
  members: Pick<Projector, 'notify'>;
  stop(): Promise<void>;
}

/** An alert as its webhook event carries it (`alert.created`). */
export function alertCreatedFact(companyId: string, alert: MonitoringAlertView): WebhookFact {
  return {
    companyId,
    type: 'alert.created',
    sourceKey: alert.id,
    occurredAt: alert.createdAt,
    data: { alertId: alert.id, dotNumber: alert.carrierId, code: alert.code ?? '', severity: alert.severity, title: alert.title, description: alert.description, params: alert.params ?? {}, createdAt: alert.createdAt },
  };
}

/**
 * Webhooks on carrier-data's runtime: the endpoints projection catches up before carrier-data answers; deliveries run
 * on the profile's job queue (the SQLite scheduler embedded, BullMQ distributed), whichever process picks them up.
 */
export async function setUpWebhooks(
  runtime: Pick<ServiceRuntime, 'events' | 'documents' | 'jobs' | 'mail' | 'location'>,
  projection: WebhookEndpointProjection,
  options: { now: () => Date; onAppended?: () => void; config?: WebhookConfig; members?: CompanyAdminsProjection },
): Promise<RunningWebhooks> {
  const config = options.config ?? loadWebhookConfig();
  const secrets = await webhookSecretBox(runtime, config);
  const projector = new Projector(runtime.events, runtime.documents, projection);
  await projector.start();
  const onAppended = () => {
    options.onAppended?.();
    projector.notify();
  };
  const deliveries = await WebhookDeliveryRepository.open(runtime.documents);
  // The companies' ADMINs (mailed when an endpoint is disabled), from identity's team events in carrier-data's log.
  const members = options.members ? new Projector(runtime.events, runtime.documents, options.members) : null;
  await members?.start();
  const policy = { allowLoopback: config.allowLoopback };
  const delivery = new WebhookDeliveryService({
    endpoints: projection.documents,
    deliveries,
    jobs: runtime.jobs,
    sender: new WebhookSender({ ...policy, timeoutMs: config.timeoutMs }),
    events: runtime.events,
    mail: runtime.mail,
    retryBaseMs: config.retryBaseMs,
    secrets,
    onAppended,
    now: options.now,
    adminsOf: options.members && ((companyId) => options.members!.adminsOf(companyId)),
  });
  delivery.start();
  // The reports, their answers and the loads vetted, followed from carrier-data's log (where their topics are recorded).
  const publish = (fact: WebhookFact) => delivery.publish(fact);
  const watchlist = await WatchlistRepository.open(runtime.documents);
  const reports = await ReportFiledSource.open(runtime.documents, async (carrierId) => (await watchlist.watchers(carrierId)).map((w) => w.companyId), publish);
  const sources = new Projector(runtime.events, runtime.documents, new WebhookSourcesProjection(publish, reports));
  await sources.start();
  const application = new WebhookApplication({ events: runtime.events, endpoints: projection.documents, deliveries, delivery, projector, onAppended, policy, secrets, now: options.now });
  return {
    application,
    publish,
    publishMany: (facts: WebhookFact[]) => delivery.publishMany(facts),
    sources,
    members: { notify: () => members?.notify() },
    stop: async () => {
      await sources.stop();
      await members?.stop();
      await projector.stop();
    },
  };
}

/** The box sealing signing secrets: WEBHOOK_SECRET_KEY (and the rotated-out _PREVIOUS), else a key generated once (never in production: the config refuses). */
async function webhookSecretBox(runtime: Pick<ServiceRuntime, 'documents' | 'location'>, config: WebhookConfig): Promise<WebhookSecretBox> {
  const { key } = await masterKey('WEBHOOK_SECRET_KEY', config.secretKey, generatedKeyPlace(runtime, 'webhook-secret.key', 'webhook_secret_keys'));
  return new WebhookSecretBox(key, config.previousSecretKey ? [parseMasterKey('WEBHOOK_SECRET_KEY_PREVIOUS', config.previousSecretKey)] : []);
}
