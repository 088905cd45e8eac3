import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ops } from '@logiscope/proto/http';
import type { CarrierView, LookupPublicView } from '@logiscope/proto/views';
import type { RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { DomainError } from '@logiscope/kernel';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { consumeOrRefuse } from '../http/rate-limit';
import { RATE_LIMITERS, SERVICE_REGISTRY } from '../http/tokens';

const who = (c: CallerContext) => ({ companyId: c.companyId, userId: c.userId });

/** What the FMCSA lookup tells a caller without a company: enough to fill in a registration form, nothing more. */
const publicView = (carrier: CarrierView): LookupPublicView => ({
  companyName: carrier.companyName || carrier.legalName,
  mcNumber: carrier.mcNumber,
  dotNumber: carrier.dotNumber,
});

/** Carrier search (quick, advanced, by e-mail or phone), FMCSA lookup and the company's search history. */
@Controller()
export class CarrierSearchController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  /** Every reply here is answered as it is, through the declared answer: no boundary copy (ClientOptions). */
  private get carriers() {
    return this.registry.client(CarrierDataService, { replies: 'answered' });
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

  /**
   * A signed-in caller with a company gets the whole carrier; anyone else (registration's auto-fill) its name, MC and
   * DOT, within RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE per client address (the API's own limit is far too loose for an
   * anonymous walk through the carrier base).
   */
  @Endpoint(ops.fmcsaLookup)
  async lookup(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.fmcsaLookup>, @Req() req: Request): Promise<CarrierView | LookupPublicView> {
    const full = c.companyId !== '';
    if (!full) await consumeOrRefuse(this.limiters.publicLookup, `ip:${req.ip ?? ''}`);
    const reply = await this.carriers.lookup({ ...who(c), mc: query.mc, dot: query.dot });
    if (!reply.found || !reply.carrier) throw DomainError.notFound(reply.message);
    return full ? reply.carrier : publicView(reply.carrier);
  }

  @Endpoint(ops.listLookupSamples)
  lookupSamples() {
    return this.carriers.lookupSamples({});
  }

  @Endpoint(ops.listSearchHistory)
  async history(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listSearchHistory>) {
    return (await this.carriers.searchHistory({ ...who(c), limit: query.limit })).entries;
  }
}
