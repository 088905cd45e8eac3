import { Controller, Inject, type Type } from '@nestjs/common';
import { ops, type Operation } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { IdentityService } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The seven webhook operations of one door; the v1 ones are the session ones opened to a key (same inputs). */
interface WebhookOperations {
  list: Operation;
  create: Operation;
  update: Operation;
  roll: Operation;
  deliveries: Operation;
  redeliver: Operation;
  test: Operation;
}

/**
 * Webhooks: the company's endpoints, kept and delivered by carrier-data. One controller per door: the session API
 * (API Settings → Webhooks, the company's ADMINs) and the public API v1 (a key with webhooks:manage, whose creator
 * is an ADMIN: demoting, blocking or removing them revokes the key).
 */
function webhooksController(name: string, o: WebhookOperations): Type {
  @Controller()
  class WebhooksDoor {
    constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

    private get carriers() {
      return this.registry.client(CarrierDataService);
    }

    /** Shown as who registered the endpoint, mailed if it fails for days: the signed-in ADMIN, or the key's creator. */
    private async email(c: CallerContext): Promise<string> {
      return c.user?.email ?? (await this.registry.client(IdentityService).getUser({ userId: c.userId })).email;
    }

    @Endpoint(o.list)
    async list(@Caller() c: CallerContext) {
      return (await this.carriers.listWebhookEndpoints({ companyId: c.companyId, userId: c.userId })).endpoints ?? [];
    }

    @Endpoint(o.create)
    async create(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.createWebhookEndpoint>) {
      return this.carriers.createWebhookEndpoint({ companyId: c.companyId, userId: c.userId, email: await this.email(c), url: body.url, events: body.events, enabled: body.enabled });
    }

    @Endpoint(o.update)
    update(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.updateWebhookEndpoint>) {
      return this.carriers.updateWebhookEndpoint({ companyId: c.companyId, userId: c.userId, endpointId: params.id, events: body.events ?? [], ...(body.enabled === undefined ? {} : { enabled: body.enabled }) });
    }

    @Endpoint(o.roll)
    roll(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.rollWebhookSecret>) {
      return this.carriers.rollWebhookSecret({ companyId: c.companyId, userId: c.userId, endpointId: params.id });
    }

    @Endpoint(o.deliveries)
    async deliveries(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listWebhookDeliveries>) {
      return (await this.carriers.listWebhookDeliveries({ companyId: c.companyId, userId: c.userId, endpointId: params.id })).deliveries ?? [];
    }

    @Endpoint(o.redeliver)
    redeliver(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.redeliverWebhook>) {
      return this.carriers.redeliverWebhook({ companyId: c.companyId, userId: c.userId, endpointId: params.id, deliveryId: params.deliveryId });
    }

    @Endpoint(o.test)
    test(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.sendWebhookTest>) {
      return this.carriers.sendWebhookTest({ companyId: c.companyId, userId: c.userId, endpointId: params.id });
    }
  }
  // Nest names routes and errors after the class.
  Object.defineProperty(WebhooksDoor, 'name', { value: name });
  return WebhooksDoor;
}

export const WebhooksController = webhooksController('WebhooksController', {
  list: ops.listWebhookEndpoints,
  create: ops.createWebhookEndpoint,
  update: ops.updateWebhookEndpoint,
  roll: ops.rollWebhookSecret,
  deliveries: ops.listWebhookDeliveries,
  redeliver: ops.redeliverWebhook,
  test: ops.sendWebhookTest,
});

export const V1WebhooksController = webhooksController('V1WebhooksController', {
  list: ops.listWebhookEndpointsV1,
  create: ops.createWebhookEndpointV1,
  update: ops.updateWebhookEndpointV1,
  roll: ops.rollWebhookSecretV1,
  deliveries: ops.listWebhookDeliveriesV1,
  redeliver: ops.redeliverWebhookV1,
  test: ops.sendWebhookTestV1,
});
