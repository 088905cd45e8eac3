import { randomUUID } from 'node:crypto';
import { DomainError, parseOrThrow, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type DocumentCollection, type EventStore, type Projector } from '@logiscope/infra';
import { createWebhookBodySchema, message, updateWebhookBodySchema } from '@logiscope/proto/http';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryView, type WebhookEndpointView, type WebhookSecretView } from '@logiscope/proto/views';
import type { CarrierDataApi } from '../carrier-data.api';
import { urlRefusal, type AddressPolicy } from './webhook.address';
import { webhookEndpointDecider, webhookEndpointsStream, type WebhookEndpointCommand } from './webhook-endpoint.decider';
import { liveSecrets, type WebhookEndpointDocument } from './webhook-endpoint.projection';
import { webhookEndpointRefusals } from './webhook-endpoint.refusals';
import { deliveryView, type WebhookDeliveryRepository } from './webhook-delivery.repository';
import type { WebhookDeliveryService } from './webhook-delivery.service';
import { newWebhookSecret, secretPrefix } from './webhook.signature';
import type { WebhookSecretBox } from './webhook-secret.crypto';

type Req<K extends keyof CarrierDataApi> = Parameters<CarrierDataApi[K]>[0];

export interface WebhookApplicationDeps {
  events: EventStore;
  endpoints: DocumentCollection<WebhookEndpointDocument>;
  deliveries: WebhookDeliveryRepository;
  delivery: Pick<WebhookDeliveryService, 'publishTo' | 'redeliver'>;
  /** The endpoints projection's runner: a command answers once its own write is in the read model. */
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
  policy: AddressPolicy;
  /** Seals a new secret before it is recorded (the event and read model never hold it plain). */
  secrets: WebhookSecretBox;
  now: () => Date;
}

const LISTED_DELIVERIES = 100;

/** The Webhooks screen's operations: a company's endpoints, their secrets, delivery log, redelivery and test event. */
export class WebhookApplication {
  constructor(private readonly deps: WebhookApplicationDeps) {}

  listWebhookEndpoints = async (r: Req<'listWebhookEndpoints'>): Promise<{ endpoints: WebhookEndpointView[] }> => {
    const docs = await this.deps.endpoints.find({ companyId: r.companyId }, { sort: { createdAt: -1 } });
    return { endpoints: await Promise.all(docs.map((d) => this.view(d))) };
  };

  createWebhookEndpoint = async (r: Req<'createWebhookEndpoint'>): Promise<WebhookSecretView> => {
    const body = parseOrThrow(createWebhookBodySchema, { url: r.url, events: r.events, enabled: r.enabled });
    const refusal = urlRefusal(body.url, this.deps.policy);
    if (refusal) throw DomainError.invalidField('url', message(refusal === 'HTTPS_REQUIRED' ? 'WEBHOOK_HTTPS_REQUIRED' : 'WEBHOOK_ADDRESS_NOT_ALLOWED'));
    const endpointId = randomUUID();
    const secret = newWebhookSecret();
    const at = this.deps.now().toISOString();
    await this.run(r.companyId, r.userId, {
      type: 'RegisterEndpoint',
      data: { endpointId, companyId: r.companyId, url: body.url, events: body.events, enabled: body.enabled, secret: this.deps.secrets.seal(secret, endpointId), byUserId: r.userId, byEmail: r.email, at },
    });
    return { endpoint: await this.view(await this.endpointOf(r.companyId, endpointId)), secret };
  };

  updateWebhookEndpoint = async (r: Req<'updateWebhookEndpoint'>): Promise<WebhookEndpointView> => {
    const body = parseOrThrow(updateWebhookBodySchema, { ...(r.events.length > 0 ? { events: r.events } : {}), ...(r.enabled === undefined ? {} : { enabled: r.enabled }) });
    await this.run(r.companyId, r.userId, {
      type: 'ChangeEndpoint',
      data: { endpointId: r.endpointId, events: body.events ?? null, enabled: body.enabled ?? null, byUserId: r.userId, at: this.deps.now().toISOString() },
    });
    // Enabled again (a FAILING one too): its three days of failures start afresh.
    if (body.enabled) await this.deps.deliveries.noteOutcome(r.endpointId, true, this.deps.now().toISOString());
    return this.view(await this.endpointOf(r.companyId, r.endpointId));
  };

  rollWebhookSecret = async (r: Req<'rollWebhookSecret'>): Promise<WebhookSecretView> => {
    const secret = newWebhookSecret();
    await this.run(r.companyId, r.userId, { type: 'RollSecret', data: { endpointId: r.endpointId, secret: this.deps.secrets.seal(secret, r.endpointId), byUserId: r.userId, at: this.deps.now().toISOString() } });
    return { endpoint: await this.view(await this.endpointOf(r.companyId, r.endpointId)), secret };
  };

  listWebhookDeliveries = async (r: Req<'listWebhookDeliveries'>): Promise<{ deliveries: WebhookDeliveryView[] }> => {
    const endpoint = await this.endpointOf(r.companyId, r.endpointId);
    return { deliveries: (await this.deps.deliveries.list(endpoint.id, LISTED_DELIVERIES)).map(deliveryView) };
  };

  redeliverWebhook = async (r: Req<'redeliverWebhook'>): Promise<WebhookDeliveryView> => {
    const endpoint = await this.endpointOf(r.companyId, r.endpointId);
    const delivery = await this.deps.deliveries.get(r.deliveryId);
    if (!delivery || delivery.endpointId !== endpoint.id) throw DomainError.notFound(message('WEBHOOK_DELIVERY_NOT_FOUND'));
    return deliveryView(await this.deps.delivery.redeliver(delivery));
  };

  sendWebhookTest = async (r: Req<'sendWebhookTest'>): Promise<WebhookDeliveryView> => {
    const endpoint = await this.endpointOf(r.companyId, r.endpointId);
    const occurredAt = this.deps.now().toISOString();
    const delivery = await this.deps.delivery.publishTo(endpoint, {
      companyId: r.companyId,
      type: WEBHOOK_TEST_EVENT,
      sourceKey: randomUUID(),
      occurredAt,
      data: { message: 'A test event from LogiScope: your endpoint receives and verifies signed deliveries.', endpointId: endpoint.id },
    });
    return deliveryView(delivery);
  };

  private async run(companyId: string, userId: string, command: WebhookEndpointCommand): Promise<void> {
    if (!companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const { events, position } = await refusalsAs(webhookEndpointRefusals, () =>
      handleCommand(this.deps.events, webhookEndpointsStream(companyId), webhookEndpointDecider, command, { metadata: { userId, companyId }, now: this.deps.now, attempts: 5 }),
    );
    if (events.length === 0) return;
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
  }

  /** The company's endpoint, or 404 (another company's id reads as unknown). */
  private async endpointOf(companyId: string, endpointId: string): Promise<WebhookEndpointDocument> {
    const endpoint = await this.deps.endpoints.get(endpointId);
    if (!endpoint || endpoint.companyId !== companyId) throw DomainError.notFound(message('WEBHOOK_NOT_FOUND'));
    return endpoint;
  }

  private async view(d: WebhookEndpointDocument): Promise<WebhookEndpointView> {
    const secrets = liveSecrets(d, this.deps.now(), this.deps.secrets);
    const failingSince = await this.deps.deliveries.failingSince(d.id);
    return {
      id: d.id,
      url: d.url,
      events: d.events,
      status: d.enabled ? 'ENABLED' : d.failing ? 'FAILING' : 'DISABLED',
      secretPrefix: secretPrefix(secrets[0]!),
      previousSecretExpiresAt: secrets.length > 1 ? d.previousSecretExpiresAt : null,
      createdAt: d.createdAt,
      createdBy: d.createdBy,
      failingSince: failingSince || null,
    };
  }
}
