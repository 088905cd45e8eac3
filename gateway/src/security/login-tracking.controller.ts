import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
import type { UserView } from '@logiscope/identity';
import { SecurityTrackingService, type LoginRecordView } from '@logiscope/security-tracking';
import { SERVICE_REGISTRY } from '../http/tokens';
import { AdminOnly, CurrentAdmin } from '../auth/admin.guard';

/** Login records of the caller's own company; administrators only (the spec's Access Denied otherwise). */
@Controller('api/login-tracking')
@AdminOnly('You need administrator privileges to view login tracking data.')
export class LoginTrackingController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Get()
  async list(@CurrentAdmin() admin: UserView, @Query('limit') limit?: string): Promise<LoginRecordView[]> {
    const n = Number.parseInt(limit ?? '100', 10);
    const { records } = await this.registry.client(SecurityTrackingService).listLoginRecords({ companyId: admin.companyId, limit: Number.isFinite(n) ? n : 100 });
    return records;
  }
}
