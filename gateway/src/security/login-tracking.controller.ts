import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { SecurityTrackingService, type LoginRecordView } from '@logiscope/security-tracking/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** Login records of the caller's own company; administrators only (the spec's Access Denied otherwise). */
@Controller()
export class LoginTrackingController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.listLoginRecords)
  async list(@Caller() admin: CallerContext, @Input() { query }: InputOf<typeof ops.listLoginRecords>): Promise<LoginRecordView[]> {
    const { records } = await this.registry.client(SecurityTrackingService).listLoginRecords({ companyId: admin.companyId, limit: query.limit });
    return records;
  }
}
