import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { V1AlertFeed, V1MonitoredPage, V1MonitoringResults } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { cursorText, decodeCursor, encodeCursor } from './v1-cursor';
import { v1Alert } from './v1-carrier.view';

type Result = V1MonitoringResults['results'][number]['result'];

/**
 * The public API v1's monitoring list (monitoring:write) and alerts feed (alerts:read). Both lists are keyset pages
 * (after a USDOT number, after a feed position): what is added or removed meanwhile moves nothing else.
 */
@Controller()
export class V1MonitoringController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  private async change(c: CallerContext, usdots: string[], monitored: boolean): Promise<V1MonitoringResults> {
    const { results } = await this.carriers.setMonitoredMany({ companyId: c.companyId, userId: c.userId, carrierIds: usdots, monitored });
    return { results: results.map((r) => ({ usdot: r.carrierId, result: r.result as Result })) };
  }

  @Endpoint(ops.addMonitoredCarriersV1)
  add(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.addMonitoredCarriersV1>) {
    return this.change(c, body.usdots, true);
  }

  @Endpoint(ops.removeMonitoredCarriersV1)
  remove(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.removeMonitoredCarriersV1>) {
    return this.change(c, body.usdots, false);
  }

  @Endpoint(ops.listMonitoredCarriersV1)
  async list(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listMonitoredCarriersV1>): Promise<V1MonitoredPage> {
    const after = query.cursor ? cursorText(decodeCursor('monitored', query.cursor), 'after') : '';
    const page = await this.carriers.listMonitoredPage({ companyId: c.companyId, after, limit: query.limit });
    const last = page.carriers.at(-1);
    return {
      items: page.carriers.map((m) => ({ usdot: m.carrierId, name: m.name, updatedAt: m.updatedAt })),
      next: page.more && last ? encodeCursor('monitored', { after: last.carrierId }) : null,
    };
  }

  /** `next` is always given: after the last alert listed, else the cursor given (poll again with it). */
  @Endpoint(ops.listAlertsV1)
  async alerts(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listAlertsV1>): Promise<V1AlertFeed> {
    const after = query.cursor ? cursorText(decodeCursor('alerts', query.cursor), 'after') : '';
    const { alerts } = await this.carriers.alertFeed({ companyId: c.companyId, after, limit: query.limit });
    const last = alerts.at(-1)?.position ?? after;
    return { items: alerts.map(v1Alert), next: encodeCursor('alerts', { after: last }) };
  }
}
