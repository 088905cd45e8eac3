import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { RecoveryCodesView, SecondFactorEnrolmentView, SecondFactorStatusView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/**
 * Two-factor sign-in on one's own account (set up, turn off) and a company's requirement. Session-level operations:
 * a user whom a requirement holds at the gate reaches them. Sign-in's second step is AuthController's (it opens the
 * session where every sign-in does).
 */
@Controller()
export class SecondFactorController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.getSecondFactor)
  status(@Caller() c: CallerContext): Promise<SecondFactorStatusView> {
    return this.identity.getSecondFactor({ userId: c.userId });
  }

  @Endpoint(ops.startSecondFactorEnrolment)
  start(@Caller() c: CallerContext): Promise<SecondFactorEnrolmentView> {
    return this.identity.startSecondFactorEnrolment({ userId: c.userId });
  }

  @Endpoint(ops.confirmSecondFactorEnrolment)
  async confirm(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.confirmSecondFactorEnrolment>): Promise<RecoveryCodesView> {
    const { recoveryCodes } = await this.identity.confirmSecondFactorEnrolment({ userId: c.userId, code: body.code });
    return { recoveryCodes: recoveryCodes ?? [] };
  }

  @Endpoint(ops.disableSecondFactor)
  async disable(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.disableSecondFactor>): Promise<void> {
    await this.identity.disableSecondFactor({ userId: c.userId, ...body });
  }

  @Endpoint(ops.setCompanySecondFactorRequirement)
  setRequirement(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.setCompanySecondFactorRequirement>): Promise<{ required: boolean }> {
    return this.identity.setCompanySecondFactorRequirement({ actorUserId: c.userId, required: body.required });
  }
}
