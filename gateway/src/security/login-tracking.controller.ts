import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { DomainError } from '@logiscope/kernel';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity';
import { SecurityTrackingService, type LoginRecordView } from '@logiscope/security-tracking';
import { SERVICE_REGISTRY } from '../http/tokens';
import { CurrentSession, SessionGuard } from '../auth/session.guard';
import type { Session } from '../auth/session.store';

/** Login records of the caller's own company; administrators only (the spec's Access Denied otherwise). */
@Controller('api/login-tracking')
@UseGuards(SessionGuard)
export class LoginTrackingController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Get()
  async list(@CurrentSession() session: Session, @Query('limit') limit?: string): Promise<LoginRecordView[]> {
    const user = await this.registry.client(IdentityService).getUser({ userId: session.userId });
    if (user.role !== 'ADMIN' || !user.companyId) throw DomainError.forbidden('You need administrator privileges to view login tracking data.');
    const n = Number.parseInt(limit ?? '100', 10);
    const { records } = await this.registry.client(SecurityTrackingService).listLoginRecords({ companyId: user.companyId, limit: Number.isFinite(n) ? n : 100 });
    return records;
  }
}
