import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { ConcurrencyError, DomainError, ErrorCode, parseOrThrow, parseOrThrowAsync, refusalsAs } from '@logiscope/kernel';
import { handleCommand, loadAggregate, type Clock, type EventStore, type Mailer, type Projector } from '@logiscope/infra';
import {
  acceptInvitationBodySchema,
  addTeamMemberBodySchema,
  changePasswordBodySchema,
  message,
  teamMemberRoleBodySchema,
  teamMemberStatusBodySchema,
} from '@logiscope/proto/http';
import type { TeamMemberView } from '@logiscope/proto/views';
import { hashPassword } from '../password';
import { userDecider, userStream, type TeamActor, type UserCommand } from '../user/user.decider';
import { userRefusals } from '../user/user.refusals';
import { teamMemberOf, type IdentityReadModel, type UserRow } from '../user/user.projection';
import type { AcceptInvitationRequest, AddTeamMemberRequest, ChangePasswordRequest, TeamApi, TeamMemberRequest } from '../team.api';
import { invitationMail } from './team.mail';
import { newOneTimeSecret, sha256 } from '../one-time-token';

/** An invitation link works for 7 days (issue 13). */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export interface TeamDeps {
  events: EventStore;
  readModel: IdentityReadModel;
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
  mail: Mailer;
  clock: Clock;
  /** The web app's address, for the invitation link. */
  appUrl: string;
}

/**
 * Team members and one's own password: the company's ADMIN adds, blocks, unblocks, re-roles and removes members of
 * their company (never themselves); the rules are the user decider's, the actor is who identity's read model says the
 * caller is (the gateway's admin check is not trusted alone). The gateway ends the sessions of a blocked or removed
 * member, and the caller's other sessions on a password change.
 */
export class TeamApplication implements TeamApi {
  constructor(private readonly deps: TeamDeps) {}

  async listTeamMembers(request: { actorUserId: string }): Promise<{ members: TeamMemberView[] }> {
    const actor = await this.actor(request.actorUserId);
    return { members: await this.deps.readModel.team(actor.companyId) };
  }

  async addTeamMember(request: AddTeamMemberRequest): Promise<TeamMemberView> {
    const { actorUserId, ...body } = request;
    const input = parseOrThrow(addTeamMemberBodySchema, body);
    const actor = await this.actor(actorUserId);
    const company = await this.deps.readModel.companies.get(actor.companyId);
    if (!company) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const userId = randomUUID();
    const secret = newOneTimeSecret();
    const expiresAt = new Date(this.deps.clock.now().getTime() + INVITATION_TTL_MS).toISOString();
    const position = await this.run(input.email, {
      type: 'AddTeamMember',
      data: {
        actor,
        companyType: company.companyType,
        member: { userId, email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role },
        invitation: { tokenHash: sha256(secret), expiresAt },
      },
    }, actor.companyId);
    // The token travels in this mail only; identity keeps its hash.
    const link = `${this.deps.appUrl}/set-password?token=${encodeURIComponent(`${userId}.${secret}`)}`;
    const by = (await this.deps.readModel.users.get(actor.userId)) as UserRow;
    try {
      await this.deps.mail.send(
        invitationMail({ to: input.email, firstName: input.firstName, companyName: company.companyName, invitedBy: `${by.firstName} ${by.lastName}`.trim(), link, expiresAt }),
      );
    } catch {
      // The token is in no store in clear, so it cannot be mailed later: the ADMIN deletes and adds the member again.
      throw new DomainError(ErrorCode.UNAVAILABLE, message('INVITATION_NOT_SENT'));
    }
    return this.member(userId, position);
  }

  async setTeamMemberStatus(request: TeamMemberRequest & { isActive: boolean }): Promise<TeamMemberView> {
    const { isActive } = parseOrThrow(teamMemberStatusBodySchema, { isActive: request.isActive });
    return this.actOn(request, (actor) => ({ type: 'SetMemberActive', data: { actor, isActive } }));
  }

  async setTeamMemberRole(request: TeamMemberRequest & { role: string }): Promise<TeamMemberView> {
    const { role } = parseOrThrow(teamMemberRoleBodySchema, { role: request.role });
    return this.actOn(request, (actor) => ({ type: 'ChangeMemberRole', data: { actor, role } }));
  }

  async removeTeamMember(request: TeamMemberRequest): Promise<{ removed: boolean }> {
    await this.actOn(request, (actor) => ({ type: 'RemoveMember', data: { actor } }), false);
    return { removed: true };
  }

  async acceptInvitation(request: AcceptInvitationRequest): Promise<{ email: string }> {
    const input = await parseOrThrowAsync(acceptInvitationBodySchema, request);
    const [userId, secret] = input.token.split('.');
    const row = await this.deps.readModel.users.get(userId);
    if (!row) throw userRefusals.INVITATION_INVALID();
    const position = await this.run(row.email, {
      type: 'AcceptInvitation',
      data: { tokenHash: sha256(secret), now: this.deps.clock.now().toISOString(), passwordHash: await hashPassword(input.password) },
    }, row.companyId, 1);
    // The team list read next (the ADMIN's) no longer shows the invitation pending.
    await this.deps.projector.caughtUp(position);
    return { email: row.email };
  }

  async changePassword(request: ChangePasswordRequest): Promise<{ changed: boolean }> {
    const { userId, ...body } = request;
    const input = await parseOrThrowAsync(changePasswordBodySchema, body);
    const row = await this.deps.readModel.users.get(userId);
    if (!row) throw userRefusals.USER_NOT_FOUND();
    const { state } = await loadAggregate(this.deps.events, userStream(row.email), userDecider);
    const currentPasswordMatches = state.status === 'registered' && (await verify(state.passwordHash, input.currentPassword).catch(() => false));
    await this.run(row.email, { type: 'ChangePassword', data: { currentPasswordMatches, passwordHash: await hashPassword(input.newPassword) } }, row.companyId, 1);
    return { changed: true };
  }

  /** The caller as identity knows them; a caller without a company has no team. */
  private async actor(actorUserId: string): Promise<TeamActor> {
    const row = await this.deps.readModel.users.get(actorUserId);
    if (!row) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    if (!row.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    if (row.role !== 'ADMIN') throw userRefusals.ADMINS_ONLY();
    return { userId: row.id, companyId: row.companyId, role: row.role };
  }

  /** An action on a member: a user id that is not a user answers like another company's (404). */
  private async actOn(request: TeamMemberRequest, command: (actor: TeamActor) => UserCommand, answer = true): Promise<TeamMemberView> {
    const actor = await this.actor(request.actorUserId);
    if (request.userId === actor.userId) throw userRefusals.NOT_ON_SELF();
    const row = await this.deps.readModel.users.get(request.userId);
    if (!row) throw userRefusals.MEMBER_NOT_FOUND();
    const position = await this.run(row.email, command(actor), actor.companyId);
    if (answer) return this.member(row.id, position);
    // Removed: no row to answer with, but the team list (and an API key's creator check) read next must see it gone.
    await this.deps.projector.caughtUp(position);
    return teamMemberOf(row);
  }

  private async run(email: string, command: UserCommand, companyId: string, attempts?: number): Promise<number> {
    try {
      const { position } = await refusalsAs(userRefusals, () =>
        handleCommand(this.deps.events, userStream(email), userDecider, command, {
          metadata: { ...('actor' in command.data ? { userId: command.data.actor.userId } : {}), companyId },
          ...(attempts ? { attempts } : {}),
        }),
      );
      this.deps.onAppended?.();
      return position;
    } catch (e) {
      // Two additions of the same e-mail at once: the other one won.
      if (e instanceof ConcurrencyError && command.type === 'AddTeamMember') throw userRefusals.EMAIL_TAKEN();
      throw e;
    }
  }

  private async member(userId: string, position: number): Promise<TeamMemberView> {
    await this.deps.projector.caughtUp(position);
    const row = await this.deps.readModel.users.get(userId);
    if (!row) throw userRefusals.MEMBER_NOT_FOUND();
    return teamMemberOf(row);
  }
}
