import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { UsageView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The control panel's Usage tab and its "searches this month" card: carrier-data counts the company's searches. */
@Controller()
export class UsageController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.getUsage)
  async usage(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.getUsage>): Promise<UsageView> {
    const usage = await this.registry.client(CarrierDataService).searchUsage({ companyId: c.companyId, userId: c.userId, timeZone: query.timeZone });
    return { ...usage, recentSearches: usage.recentSearches ?? [] };
  }
}
