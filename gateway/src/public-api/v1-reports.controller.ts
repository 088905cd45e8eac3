import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { V1ReportList } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { ReportsService } from '@logiscope/reports/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { v1Report } from './v1-carrier.view';

/** The public API v1's reports and incidents about a carrier (reports:read): the ones the key's company may see, as the web lists them. */
@Controller()
export class V1ReportsController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.listCarrierReportsV1)
  async list(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listCarrierReportsV1>): Promise<V1ReportList> {
    // Reports and FreightGuard incidents: a TMS about to tender a load needs the fraud reports most.
    const { reports } = await this.registry.client(ReportsService).listCarrierReports({ carrierId: params.usdot, companyId: c.companyId, kind: '' });
    return { items: reports.map(v1Report) };
  }
}
