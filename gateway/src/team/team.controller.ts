import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { TeamMemberView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity/api';
import type { SessionStore } from '../auth/session.store';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY, SESSION_STORE } from '../http/tokens';

/**
 * The control panel's Team tab: the company's ADMIN manages its members. identity enforces the rules (ADMIN, never on
 * oneself, only within the company, brokers only); the gateway ends the sessions of a member who is blocked or removed,
 * so their very next request is 401.
 */
@Controller()
export class TeamController {
  constructor(
    @Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  private get identity() {
    return this.registry.client(IdentityService);
  }

  @Endpoint(ops.listTeamMembers)
  async list(@Caller() c: CallerContext): Promise<TeamMemberView[]> {
    return (await this.identity.listTeamMembers({ actorUserId: c.userId })).members ?? [];
  }

  @Endpoint(ops.addTeamMember)
  add(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.addTeamMember>): Promise<TeamMemberView> {
    return this.identity.addTeamMember({ actorUserId: c.userId, ...body });
  }

  @Endpoint(ops.setTeamMemberStatus)
  async setStatus(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.setTeamMemberStatus>): Promise<TeamMemberView> {
    const member = await this.identity.setTeamMemberStatus({ actorUserId: c.userId, userId: params.id, isActive: body.isActive });
    if (!member.isActive) await this.sessions.endAll(member.id);
    return member;
  }

  @Endpoint(ops.setTeamMemberRole)
  setRole(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.setTeamMemberRole>): Promise<TeamMemberView> {
    // The guard reads the role on every request: the member's open sessions get their new rights at once.
    return this.identity.setTeamMemberRole({ actorUserId: c.userId, userId: params.id, role: body.role });
  }

  @Endpoint(ops.removeTeamMember)
  async remove(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.removeTeamMember>): Promise<void> {
    await this.identity.removeTeamMember({ actorUserId: c.userId, userId: params.id });
    await this.sessions.endAll(params.id);
  }
}
