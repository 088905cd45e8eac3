import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The company's verdict rules: every user of the company reads them, its administrators change them. */
@Controller()
export class VerdictProfileController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  @Endpoint(ops.getVerdictProfile)
  get(@Caller() c: CallerContext) {
    return this.carriers.getVerdictProfile({ companyId: c.companyId, userId: c.userId });
  }

  @Endpoint(ops.updateVerdictProfile)
  update(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.updateVerdictProfile>) {
    // access 'admin' guarantees the user (and its e-mail) is loaded: recorded as who changed the rules.
    return this.carriers.updateVerdictProfile({ companyId: c.companyId, userId: c.userId, email: c.user?.email ?? '', ...body });
  }
}
