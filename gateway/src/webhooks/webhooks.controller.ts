import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** Webhooks (API Settings → Webhooks): the company's ADMINs manage its endpoints; carrier-data keeps and delivers them. */
@Controller()
export class WebhooksController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  @Endpoint(ops.listWebhookEndpoints)
  async list(@Caller() c: CallerContext) {
    return (await this.carriers.listWebhookEndpoints({ companyId: c.companyId, userId: c.userId })).endpoints ?? [];
  }

  @Endpoint(ops.createWebhookEndpoint)
  create(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.createWebhookEndpoint>) {
    // access 'admin' guarantees the user (and its e-mail) is loaded: shown as who registered it, mailed if it fails for days.
    return this.carriers.createWebhookEndpoint({ companyId: c.companyId, userId: c.userId, email: c.user?.email ?? '', url: body.url, events: body.events, enabled: body.enabled });
  }

  @Endpoint(ops.updateWebhookEndpoint)
  update(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.updateWebhookEndpoint>) {
    return this.carriers.updateWebhookEndpoint({ companyId: c.companyId, userId: c.userId, endpointId: params.id, events: body.events ?? [], ...(body.enabled === undefined ? {} : { enabled: body.enabled }) });
  }

  @Endpoint(ops.rollWebhookSecret)
  roll(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.rollWebhookSecret>) {
    return this.carriers.rollWebhookSecret({ companyId: c.companyId, userId: c.userId, endpointId: params.id });
  }

  @Endpoint(ops.listWebhookDeliveries)
  async deliveries(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listWebhookDeliveries>) {
    return (await this.carriers.listWebhookDeliveries({ companyId: c.companyId, userId: c.userId, endpointId: params.id })).deliveries ?? [];
  }

  @Endpoint(ops.redeliverWebhook)
  redeliver(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.redeliverWebhook>) {
    return this.carriers.redeliverWebhook({ companyId: c.companyId, userId: c.userId, endpointId: params.id, deliveryId: params.deliveryId });
  }

  @Endpoint(ops.sendWebhookTest)
  test(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.sendWebhookTest>) {
    return this.carriers.sendWebhookTest({ companyId: c.companyId, userId: c.userId, endpointId: params.id });
  }
}
