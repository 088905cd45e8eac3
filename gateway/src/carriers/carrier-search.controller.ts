import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { DomainError } from '@logiscope/kernel';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

const who = (c: CallerContext) => ({ companyId: c.companyId, userId: c.userId });

/** Carrier search (quick, advanced, by e-mail or phone), FMCSA lookup and the company's search history. */
@Controller()
export class CarrierSearchController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  @Endpoint(ops.searchCarriers)
  search(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.searchCarriers>) {
    return this.carriers.search({ ...who(c), ...query });
  }

  @Endpoint(ops.advancedSearch)
  advancedSearch(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.advancedSearch>) {
    return this.carriers.advancedSearch({ ...who(c), ...body });
  }

  @Endpoint(ops.searchByEmail)
  byEmail(@Caller() c: CallerContext, @Input() { params, query }: InputOf<typeof ops.searchByEmail>) {
    return this.carriers.searchByEmail({ ...who(c), email: params.email, ...query });
  }

  @Endpoint(ops.searchByPhone)
  byPhone(@Caller() c: CallerContext, @Input() { params, query }: InputOf<typeof ops.searchByPhone>) {
    return this.carriers.searchByPhone({ ...who(c), phone: params.phone, ...query });
  }

  @Endpoint(ops.fmcsaLookup)
  async lookup(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.fmcsaLookup>) {
    const reply = await this.carriers.lookup({ ...who(c), mc: query.mc, dot: query.dot });
    if (!reply.found || !reply.carrier) throw DomainError.notFound(reply.message);
    return reply.carrier;
  }

  @Endpoint(ops.listSearchHistory)
  async history(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listSearchHistory>) {
    return (await this.carriers.searchHistory({ ...who(c), limit: query.limit })).entries;
  }
}
