import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { CompanyProfileView, CompanyVerificationResult, PendingCompanyView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { verifyCompanyWithFmcsa } from './company-verification';

/** The control panel's Company tab and stat cards; broker verification by FMCSA or by the platform operator. */
@Controller()
export class CompanyController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.getCompanyProfile)
  profile(@Caller() c: CallerContext): Promise<CompanyProfileView> {
    return this.identity.getCompanyProfile({ actorUserId: c.userId });
  }

  @Endpoint(ops.verifyCompany)
  verify(@Caller() c: CallerContext): Promise<CompanyVerificationResult> {
    return verifyCompanyWithFmcsa(this.registry, c.userId);
  }

  @Endpoint(ops.listPendingCompanyVerifications)
  async pending(@Input() { query }: InputOf<typeof ops.listPendingCompanyVerifications>): Promise<PendingCompanyView[]> {
    return (await this.identity.listPendingCompanyVerifications({ limit: query.limit })).companies ?? [];
  }

  @Endpoint(ops.operatorVerifyCompany)
  operatorVerify(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.operatorVerifyCompany>): Promise<CompanyVerificationResult> {
    return this.identity.operatorVerifyCompany({ companyId: params.id, operatorUserId: c.userId });
  }
}
