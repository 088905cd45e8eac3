import { Controller, Inject } from '@nestjs/common';
import { DomainError } from '@logiscope/kernel';
import { MAX_PAGE, message, ops } from '@logiscope/proto/http';
import type { V1CarrierPage } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { cursorNumber, cursorText, decodeCursor, encodeCursor } from './v1-cursor';
import { v1Authority, v1Carrier, v1Insurance, v1Verdict } from './v1-carrier.view';

/**
 * The public API v1's carriers (/api/v1, a key with carriers:read): by USDOT, by docket, by name a page at a time; the
 * verdict is the key's company's, under its rule profile. Each answer is mapped onto its v1 view.
 */
@Controller()
export class V1CarriersController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  private carrier(usdot: string, c: CallerContext) {
    return this.carriers.getCarrier({ id: usdot, companyId: c.companyId });
  }

  @Endpoint(ops.getCarrierV1)
  async byUsdot(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierV1>) {
    return v1Carrier(await this.carrier(params.usdot, c));
  }

  /** The docket resolved without a company (a lookup by the public API is no search of the company's history). */
  @Endpoint(ops.getCarrierByDocketV1)
  async byDocket(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierByDocketV1>) {
    const found = await this.carriers.lookup({ companyId: '', userId: '', mc: params.docket, dot: '' });
    if (!found.found || !found.carrier) throw DomainError.notFound(message('CARRIER_NOT_FOUND'));
    return v1Carrier(await this.carrier(found.carrier.dotNumber || found.carrier.id, c));
  }

  /**
   * A name search a page at a time. The cursor carries the name, the page size and the offset reached, so a caller
   * passes `next` alone; the search is recorded in the company's search history as the web's searches are.
   */
  @Endpoint(ops.searchCarriersV1)
  async search(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.searchCarriersV1>): Promise<V1CarrierPage> {
    let name = query.name ?? '';
    let limit = query.limit;
    let offset = 0;
    if (query.cursor) {
      const at = decodeCursor('search', query.cursor);
      name = cursorText(at, 'q');
      limit = cursorNumber(at, 'l', 1, 100);
      offset = cursorNumber(at, 'o', 0, (MAX_PAGE - 1) * limit);
      if (offset % limit !== 0) throw DomainError.invalidField('cursor', message('CURSOR_INVALID'));
    }
    if (!name) throw DomainError.invalidField('name', message('SEARCH_NAME_REQUIRED'));
    const page = offset / limit + 1;
    const reply = await this.carriers.advancedSearch({ companyId: c.companyId, userId: c.userId, page, pageSize: limit, companyName: name, email: '', phone: '', mcNumber: '', dotNumber: '', state: '' });
    const reached = offset + reply.carriers.length;
    const more = reply.carriers.length === limit && reached < reply.total && page < MAX_PAGE;
    return { items: reply.carriers.map(v1Carrier), next: more ? encodeCursor('search', { q: name, l: limit, o: reached }) : null };
  }

  @Endpoint(ops.getCarrierVerdictV1)
  async verdict(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierVerdictV1>) {
    return v1Verdict(await this.carrier(params.usdot, c));
  }

  @Endpoint(ops.getCarrierAuthorityV1)
  async authority(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierAuthorityV1>) {
    return v1Authority(await this.carrier(params.usdot, c));
  }

  @Endpoint(ops.getCarrierInsuranceV1)
  async insurance(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierInsuranceV1>) {
    return v1Insurance(await this.carrier(params.usdot, c));
  }
}
