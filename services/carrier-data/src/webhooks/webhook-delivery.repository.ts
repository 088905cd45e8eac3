import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { WebhookDeliveryView } from '@logiscope/proto/views';
import type { AttemptOutcome } from './webhook.sender';

export interface WebhookAttempt extends AttemptOutcome {
  at: string;
  /** Which run of the delivery made it: 0 the first, one more per manual redelivery. */
  run: number;
}

/**
 * One event for one endpoint: the exact body every attempt sends (so a retry or a redelivery repeats it, id
 * included), and its attempts. A record kept as it is, like alerts: not a projection of events (a rebuild leaves it).
 */
export interface WebhookDeliveryDocument {
  /** `<endpointId>:<eventId>`: one delivery per event and endpoint, however often the source event arrives. */
  id: string;
  endpointId: string;
  companyId: string;
  eventId: string;
  eventType: string;
  createdAt: string;
  body: string;
  status: WebhookDeliveryView['status'];
  run: number;
  /** ISO-8601 of the current run's first attempt ('' before it): retries stop three days after it. */
  runStartedAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
}

/** Per endpoint: since when its deliveries fail ('' while the last one succeeded). */
interface EndpointHealth {
  id: string;
  failingSince: string;
}

const KEPT_ATTEMPTS = 20;

export class WebhookDeliveryRepository {
  private constructor(
    private readonly deliveries: DocumentCollection<WebhookDeliveryDocument>,
    private readonly health: DocumentCollection<EndpointHealth>,
  ) {}

  static async open(store: DocumentStore): Promise<WebhookDeliveryRepository> {
    return new WebhookDeliveryRepository(
      await store.collection<WebhookDeliveryDocument>('webhook_deliveries', [{ fields: ['endpointId', 'createdAt'] }]),
      await store.collection<EndpointHealth>('webhook_endpoint_health'),
    );
  }

  /** The ids of those recorded now: a delivery left out was recorded before (a redelivered source event). */
  async addMany(deliveries: WebhookDeliveryDocument[]): Promise<Set<string>> {
    return new Set(await this.deliveries.insertNew(deliveries));
  }

  get(id: string): Promise<WebhookDeliveryDocument | null> {
    return this.deliveries.get(id);
  }

  list(endpointId: string, limit: number): Promise<WebhookDeliveryDocument[]> {
    return this.deliveries.find({ endpointId }, { sort: { createdAt: -1 }, limit });
  }

  async recordAttempt(delivery: WebhookDeliveryDocument, attempt: WebhookAttempt, next: Pick<WebhookDeliveryDocument, 'status' | 'nextAttemptAt'>): Promise<void> {
    const attempts = [...delivery.attempts, attempt].slice(-KEPT_ATTEMPTS);
    await this.deliveries.update(delivery.id, { attempts, ...next, runStartedAt: delivery.runStartedAt || attempt.at });
  }

  update(id: string, patch: Partial<Omit<WebhookDeliveryDocument, 'id'>>): Promise<boolean> {
    return this.deliveries.update(id, patch);
  }

  async failingSince(endpointId: string): Promise<string> {
    return (await this.health.get(endpointId))?.failingSince ?? '';
  }

  /** The first failure since the last success is remembered; a success forgets it. Answers since when it fails. */
  async noteOutcome(endpointId: string, succeeded: boolean, at: string): Promise<string> {
    const since = await this.failingSince(endpointId);
    const next = succeeded ? '' : since || at;
    if (next !== since) await this.health.upsert({ id: endpointId, failingSince: next });
    return next;
  }
}

/** The log's view of a delivery (the body stays in the record). */
export function deliveryView(d: WebhookDeliveryDocument): WebhookDeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    createdAt: d.createdAt,
    status: d.status,
    attempts: d.attempts.map(({ at, statusCode, latencyMs, error, errorDetail, responseExcerpt }) => ({ at, statusCode, latencyMs, error, errorDetail, responseExcerpt })),
    nextAttemptAt: d.nextAttemptAt,
  };
}
