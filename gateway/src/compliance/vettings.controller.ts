import { Controller, Inject } from '@nestjs/common';
import { DomainError } from '@logiscope/kernel';
import type { ServiceRegistry } from '@logiscope/infra';
import { message, ops } from '@logiscope/proto/http';
import type { UserView } from '@logiscope/proto/views';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { IdentityService } from '@logiscope/identity/api';
import { ReportsService } from '@logiscope/reports/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { pdfAnswer } from './pdf-answer';

const nameOf = (user: UserView | undefined) => (user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '');

/**
 * Load vetting records (issue 24 §4): "Vet for a load" on the carrier page and the history (session API), the public
 * record by its code (no login: the JSON copy and /verify/:code), and the same for a TMS under /api/v1 (an API key
 * with vetting:write). The reports service freezes the verdict carrier-data computes under the company's rules.
 */
@Controller()
export class VettingsController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get reports() {
    return this.registry.client(ReportsService);
  }

  @Endpoint(ops.vetLoad)
  vet(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.vetLoad>) {
    return this.reports.vetLoad({
      ...body,
      companyId: c.companyId,
      userId: c.userId,
      companyName: c.user?.company?.companyName ?? '',
      requestedBy: nameOf(c.user),
      apiKeyId: '',
      carrierId: params.id,
    });
  }

  @Endpoint(ops.listVettings)
  list(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listVettings>) {
    return this.reports.listVettings({ ...query, companyId: c.companyId });
  }

  @Endpoint(ops.getVetting)
  record(@Input() { params }: InputOf<typeof ops.getVetting>) {
    return this.reports.getVetting({ code: params.code, companyId: '' });
  }

  @Endpoint(ops.verifyVettingPdf)
  verify(@Input() { params, body }: InputOf<typeof ops.verifyVettingPdf>) {
    return this.reports.verifyVettingPdf({ code: params.code, fileBase64: body.file });
  }

  @Endpoint(ops.downloadVettingPdf)
  async download(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.downloadVettingPdf>) {
    return pdfAnswer(await this.reports.downloadVettingPdf({ code: params.code, companyId: c.companyId }));
  }

  @Endpoint(ops.getVettingRetention)
  retention(@Caller() c: CallerContext) {
    return this.reports.getVettingRetention({ companyId: c.companyId });
  }

  @Endpoint(ops.setVettingRetention)
  setRetention(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.setVettingRetention>) {
    return this.reports.setVettingRetention({ companyId: c.companyId, userId: c.userId, setBy: c.user?.email ?? '', years: body.years });
  }

  /** The key acts for its company; its creator is recorded as who asked, and the key itself beside. */
  @Endpoint(ops.vetLoadV1)
  async vetV1(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.vetLoadV1>) {
    const { usdot, docket, ...load } = body;
    const [carrierId, creator] = await Promise.all([usdot ?? this.carrierByDocket(c, docket ?? ''), this.registry.client(IdentityService).getUser({ userId: c.userId })]);
    return this.reports.vetLoad({
      ...load,
      companyId: c.companyId,
      userId: c.userId,
      companyName: creator.company?.companyName ?? '',
      requestedBy: `${nameOf(creator)} (API key)`,
      apiKeyId: c.apiKeyId ?? '',
      carrierId,
    });
  }

  @Endpoint(ops.listVettingsV1)
  listV1(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.listVettingsV1>) {
    return this.reports.listVettings({ ...query, companyId: c.companyId });
  }

  @Endpoint(ops.getVettingV1)
  recordV1(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getVettingV1>) {
    return this.reports.getVetting({ code: params.code, companyId: c.companyId });
  }

  /**
   * MC245009, MX…, FF…: the one carrier holding that docket, or 404. Carrier search recognises a docket and searches
   * it as an identifier; an MC docket is also checked against the carrier's MC numbers (MX and FF dockets are kept
   * under carrier-data's own offsets, so their match is the search's).
   */
  private async carrierByDocket(c: CallerContext, docket: string): Promise<string> {
    const { carriers } = await this.registry.client(CarrierDataService).search({ companyId: c.companyId, userId: c.userId, page: 1, pageSize: 10, q: docket });
    const digits = (mc: string) => mc.replace(/\D/g, '').replace(/^0+/, '');
    const holders = docket.startsWith('MC') ? carriers.filter((carrier) => carrier.mcNumbers.some((mc) => digits(mc) === digits(docket))) : carriers;
    if (holders.length !== 1) throw DomainError.notFound(message('CARRIER_NOT_FOUND'));
    return holders[0].id;
  }
}
