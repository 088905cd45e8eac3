import { createHash } from 'node:crypto';
import { handleCommand, type DocumentCollection, type EventStore, type JobQueue, type Mailer } from '@logiscope/infra';
import type { WebhookDataByType } from '@logiscope/proto/views';
import { webhookEndpointDecider, webhookEndpointsStream } from './webhook-endpoint.decider';
import { liveSecrets, type WebhookEndpointDocument } from './webhook-endpoint.projection';
import type { WebhookDeliveryDocument, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { nextAttemptDelay } from './webhook.retry';
import type { WebhookSecretBox } from './webhook-secret.crypto';
import type { WebhookSender } from './webhook.sender';
import { SIGNATURE_HEADER, signatureHeader } from './webhook.signature';

export const DELIVER_JOB = 'webhooks.deliver';

/**
 * Attempts in flight per process. An attempt mostly waits on the receiver (up to WEBHOOK_TIMEOUT_MS), so a few slow
 * endpoints must not hold every slot while a daily difference fans out to the others (8 capped the embedded queue at
 * about 160 a second: bench --scenario webhooks).
 */
const DELIVERY_CONCURRENCY = 32;

interface DeliverJob {
  deliveryId: string;
  run: number;
  attempt: number;
}

/**
 * Something that happened which a company's endpoints may want (a source calls `publish`, at least once per fact).
 * `sourceKey` is what makes the fact itself (the alert's id; the source event's id and the company): the same fact
 * always has the same key, hence the same event id.
 */
export type WebhookFact = {
  [T in keyof WebhookDataByType]: { companyId: string; type: T; sourceKey: string; occurredAt: string; data: WebhookDataByType[T] };
}[keyof WebhookDataByType];

/**
 * The body's id: derived from the fact, never drawn, so a source event delivered twice to carrier-data (Kafka is at
 * least once) becomes the same delivery under the same id, and a receiver deduplicating on it sees one event.
 */
export const webhookEventId = (type: string, sourceKey: string): string => `evt_${createHash('sha256').update(`${type}\n${sourceKey}`).digest('hex').slice(0, 32)}`;

export interface WebhookDeliveryDeps {
  endpoints: DocumentCollection<WebhookEndpointDocument>;
  deliveries: WebhookDeliveryRepository;
  jobs: JobQueue;
  sender: WebhookSender;
  events: EventStore;
  mail: Mailer;
  retryBaseMs: number;
  /** Opens the endpoints' sealed signing secrets. */
  secrets: WebhookSecretBox;
  onAppended?: () => void;
  now: () => Date;
  /** The company's current ADMINs' e-mails (identity's team events, company-admins.projection.ts). */
  adminsOf?: (companyId: string) => Promise<string[]>;
}

/**
 * Delivery, at least once: a fact becomes one delivery record per endpoint that wants it (its id and body fixed then),
 * and a job per attempt, each idempotent on its id. An attempt found already made (a crash after it) only makes sure
 * its follow-up is queued. Failed attempts are retried with exponential backoff for three days; an endpoint whose
 * deliveries fail for three days is disabled, and the company's admins are mailed.
 */
export class WebhookDeliveryService {
  constructor(private readonly deps: WebhookDeliveryDeps) {}

  start(): void {
    this.deps.jobs.process<DeliverJob, void>(DELIVER_JOB, (job) => this.attempt(job), { concurrency: DELIVERY_CONCURRENCY });
  }

  /** Queues the fact for every enabled endpoint of the company that wants its type. */
  publish(fact: WebhookFact): Promise<void> {
    return this.publishMany([fact]);
  }

  /**
   * Facts of one source event (a carrier change for every company watching it): their companies' endpoints read in
   * one query and the deliveries recorded in one write, since a daily difference makes tens of thousands.
   */
  async publishMany(facts: WebhookFact[]): Promise<void> {
    if (facts.length === 0) return;
    const companies = [...new Set(facts.map((f) => f.companyId))];
    const endpoints = await this.deps.endpoints.find({ companyId: companies.length === 1 ? companies[0] : { $in: companies } });
    const wanted = facts.flatMap((fact) =>
      endpoints.filter((e) => e.companyId === fact.companyId && e.enabled && (e.events as string[]).includes(fact.type)).map((endpoint) => this.deliveryOf(endpoint, fact)),
    );
    const added = await this.deps.deliveries.addMany(wanted);
    // New deliveries' first attempts in one write; those recorded before are looked at one by one (a redelivery).
    await this.deps.jobs.enqueueMany(DELIVER_JOB, wanted.filter((d) => added.has(d.id)).map((d) => this.attemptJob({ deliveryId: d.id, run: 0, attempt: 1 }, 0)));
    for (const delivery of wanted) if (!added.has(delivery.id)) await this.queued(delivery, false);
  }

  /** One fact for one endpoint (the test event goes this way, whatever the endpoint's events). */
  async publishTo(endpoint: WebhookEndpointDocument, fact: WebhookFact): Promise<WebhookDeliveryDocument> {
    const delivery = this.deliveryOf(endpoint, fact);
    return this.queued(delivery, (await this.deps.deliveries.addMany([delivery])).has(delivery.id));
  }

  private deliveryOf(endpoint: WebhookEndpointDocument, fact: WebhookFact): WebhookDeliveryDocument {
    const eventId = webhookEventId(fact.type, fact.sourceKey);
    const body = JSON.stringify({ id: eventId, type: fact.type, createdAt: fact.occurredAt, data: fact.data });
    return {
      id: `${endpoint.id}:${eventId}`, endpointId: endpoint.id, companyId: endpoint.companyId, eventId, eventType: fact.type, createdAt: this.deps.now().toISOString(),
      body, status: 'PENDING', run: 0, runStartedAt: '', nextAttemptAt: null, attempts: [],
    };
  }

  /** Queues a new delivery's first attempt; one recorded before answers as recorded. */
  private async queued(delivery: WebhookDeliveryDocument, added: boolean): Promise<WebhookDeliveryDocument> {
    if (!added) {
      const recorded = (await this.deps.deliveries.get(delivery.id)) ?? delivery;
      // Offered again (the source redelivered after a crash): the crash may have come between recording the delivery
      // and queueing its attempt, so its next attempt is queued again (job ids make that a no-op when it was).
      if (recorded.status === 'PENDING') await this.queueNext(recorded);
      return recorded;
    }
    await this.queue({ deliveryId: delivery.id, run: 0, attempt: 1 }, 0);
    return delivery;
  }

  private queueNext(d: WebhookDeliveryDocument): Promise<string> {
    const made = d.attempts.filter((a) => a.run === d.run).length;
    const delayMs = d.nextAttemptAt ? Math.max(0, Date.parse(d.nextAttemptAt) - this.deps.now().getTime()) : 0;
    return this.queue({ deliveryId: d.id, run: d.run, attempt: made + 1 }, delayMs);
  }

  /** Manual redelivery: a new run of attempts (retried as the first was), the same body and event id. */
  async redeliver(delivery: WebhookDeliveryDocument): Promise<WebhookDeliveryDocument> {
    const run = delivery.run + 1;
    const next = { status: 'PENDING' as const, run, runStartedAt: '', nextAttemptAt: this.deps.now().toISOString() };
    await this.deps.deliveries.update(delivery.id, next);
    await this.queue({ deliveryId: delivery.id, run, attempt: 1 }, 0);
    return { ...delivery, ...next };
  }

  private queue(job: DeliverJob, delayMs: number): Promise<string> {
    const { data, options } = this.attemptJob(job, delayMs);
    return this.deps.jobs.enqueue(DELIVER_JOB, data, options);
  }

  /** An attempt's job: its id names the attempt, so queueing it twice queues it once. */
  private attemptJob(job: DeliverJob, delayMs: number) {
    return { data: job, options: { jobId: `webhook:${job.deliveryId}:${job.run}:${job.attempt}`, delayMs } };
  }

  private async attempt(job: DeliverJob): Promise<void> {
    const { deliveries, now } = this.deps;
    const d = await deliveries.get(job.deliveryId);
    if (!d || d.run !== job.run || d.status !== 'PENDING') return;
    const made = d.attempts.filter((a) => a.run === job.run).length;
    if (made >= job.attempt) {
      // Made before a crash: its follow-up may not have been queued.
      if (d.nextAttemptAt) await this.queue({ ...job, attempt: made + 1 }, Math.max(0, Date.parse(d.nextAttemptAt) - now().getTime()));
      return;
    }
    const endpoint = await this.deps.endpoints.get(d.endpointId);
    const at = now();
    const outcome = endpoint?.enabled
      ? await this.deps.sender.post(endpoint.url, d.body, {
          [SIGNATURE_HEADER]: signatureHeader(liveSecrets(endpoint, at, this.deps.secrets), Math.floor(at.getTime() / 1000), d.body),
          'LogiScope-Event-Id': d.eventId,
          'LogiScope-Event-Type': d.eventType,
        })
      : { statusCode: null, latencyMs: 0, error: 'ENDPOINT_DISABLED' as const, errorDetail: '', responseExcerpt: '' };
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const runStartedAt = d.runStartedAt || at.toISOString();
    const delay = ok || !endpoint?.enabled ? null : nextAttemptDelay(job.attempt + 1, this.deps.retryBaseMs, Date.parse(runStartedAt), at.getTime());
    await deliveries.recordAttempt(d, { ...outcome, at: at.toISOString(), run: job.run }, {
      status: ok ? 'SUCCEEDED' : delay === null ? 'FAILED' : 'PENDING',
      nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay).toISOString(),
    });
    if (delay !== null) await this.queue({ ...job, attempt: job.attempt + 1 }, delay);
    if (!endpoint?.enabled) return;
    const failingSince = await deliveries.noteOutcome(endpoint.id, ok, at.toISOString());
    if (!ok) await this.disableIfFailing(endpoint, failingSince, at);
  }

  /** Three days of failures: the endpoint is disabled (once: the decider records it once) and the company's admins mailed. */
  private async disableIfFailing(endpoint: WebhookEndpointDocument, failingSince: string, at: Date): Promise<void> {
    const { events } = await handleCommand(
      this.deps.events,
      webhookEndpointsStream(endpoint.companyId),
      webhookEndpointDecider,
      { type: 'DisableFailingEndpoint', data: { endpointId: endpoint.id, failingSince, at: at.toISOString() } },
      { metadata: { companyId: endpoint.companyId }, now: this.deps.now, attempts: 5 },
    );
    if (events.length === 0) return;
    this.deps.onAppended?.();
    // Every current ADMIN; the one who registered it when none is known yet (admins from before carrier-data followed them).
    const admins = (await this.deps.adminsOf?.(endpoint.companyId)) ?? [];
    for (const to of admins.length > 0 ? admins : [endpoint.createdBy]) await this.sendFailingMail(to, endpoint, failingSince);
  }

  private async sendFailingMail(to: string, endpoint: WebhookEndpointDocument, failingSince: string): Promise<void> {
    await this.deps.mail.send({
      to,
      subject: 'LogiScope disabled a webhook endpoint that kept failing',
      text: [
        `Every delivery to ${endpoint.url} has failed since ${failingSince}, so LogiScope stopped sending to it.`,
        'The delivery log in API Settings → Webhooks shows what the endpoint answered. Once it works again, enable it there:',
        'failed deliveries can be sent again from the log.',
      ].join('\n'),
    });
  }
}
