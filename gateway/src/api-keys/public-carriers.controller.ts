import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The public API's first operation (/api/v1, an API key with carriers:read): the carrier and its verdict for the key's company. */
@Controller()
export class PublicCarriersController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.getCarrierV1)
  carrier(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierV1>) {
    // Answered as it is, through the declared answer: no boundary copy (ClientOptions).
    return this.registry.client(CarrierDataService, { replies: 'answered' }).getCarrier({ id: params.usdot, companyId: c.companyId });
  }
}
