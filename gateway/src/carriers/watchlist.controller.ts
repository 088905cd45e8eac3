import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

const who = (c: CallerContext) => ({ companyId: c.companyId, userId: c.userId });

/** The company's saved and monitored carriers and the alerts about them. */
@Controller()
export class WatchlistController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  @Endpoint(ops.listSavedCarriers)
  async saved(@Caller() c: CallerContext) {
    return (await this.carriers.listSaved(who(c))).saved;
  }

  @Endpoint(ops.listMonitoredCarriers)
  async monitored(@Caller() c: CallerContext) {
    return (await this.carriers.listMonitored(who(c))).monitored;
  }

  @Endpoint(ops.saveCarrier)
  save(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.saveCarrier>) {
    return this.carriers.saveCarrier({ ...who(c), ...body });
  }

  @Endpoint(ops.removeSavedCarrier)
  async unsave(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.removeSavedCarrier>): Promise<void> {
    await this.carriers.removeSaved({ ...who(c), carrierId: params.carrierId });
  }

  @Endpoint(ops.setCarrierMonitored)
  monitor(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.setCarrierMonitored>) {
    return this.carriers.setMonitored({ ...who(c), carrierId: params.id, monitored: body.monitored });
  }

  @Endpoint(ops.listMonitoringAlerts)
  async alerts(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listMonitoringAlerts>) {
    return (await this.carriers.listAlerts({ ...who(c), limit: query.limit })).alerts;
  }
}
