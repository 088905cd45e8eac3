import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The equipment tracker: every carrier's vehicles from the inspection data, searched, filtered and paged. */
@Controller()
export class EquipmentTrackerController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.searchEquipment)
  search(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.searchEquipment>) {
    return this.registry.client(CarrierDataService).searchEquipment({ companyId: c.companyId, userId: c.userId, ...query });
  }
}
