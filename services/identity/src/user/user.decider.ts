import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type {
  InvitationIssued,
  PasswordReset,
  PasswordResetRequested,
  PasswordSet,
  TeamMemberAdded,
  TeamMemberBlocked,
  TeamMemberRemoved,
  TeamMemberRoleChanged,
  TeamMemberUnblocked,
  UserJoinedCompany,
  UserRegistered,
} from '@logiscope/proto';

/** A user's stream is keyed by the normalised e-mail, so appending at version 0 is the uniqueness check. */
export type UserStreamId = `user:${string}`;
export const userStream = (email: string): UserStreamId => `user:${normalizeEmail(email)}`;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

type Role = 'USER' | 'ADMIN';

/** Who acts on a member: the signed-in ADMIN, as the gateway's session and identity's read model know them. */
export interface TeamActor {
  userId: string;
  companyId: string;
  role: Role;
}

export type UserCommand =
  | { type: 'RegisterUser'; data: { userId: string; email: string; firstName: string; lastName: string; passwordHash: string; companyId: string; companyName?: string; role: Role } }
  | { type: 'JoinCompany'; data: { companyId: string; role: Role } }
  | {
      type: 'AddTeamMember';
      data: {
        actor: TeamActor;
        /** The actor's company type: team accounts are a broker feature. */
        companyType: 'BROKER' | 'SHIPPER';
        member: { userId: string; email: string; firstName: string; lastName: string; role: Role };
        invitation: { tokenHash: string; expiresAt: string };
      };
    }
  | { type: 'SetMemberActive'; data: { actor: TeamActor; isActive: boolean } }
  | { type: 'ChangeMemberRole'; data: { actor: TeamActor; role: Role } }
  | { type: 'RemoveMember'; data: { actor: TeamActor } }
  /** The invited member's first password, with the link's token (hashed by the service) at `now`. */
  | { type: 'AcceptInvitation'; data: { tokenHash: string; now: string; passwordHash: string } }
  /** The service checked the current password (argon2) and says whether it matched. */
  | { type: 'ChangePassword'; data: { currentPasswordMatches: boolean; passwordHash: string } }
  /** A reset link for this account, valid until `expiresAt` (the service mails the token; only its hash is kept). */
  | { type: 'RequestPasswordReset'; data: { tokenHash: string; expiresAt: string } }
  /** A new password with the reset link's token (hashed by the service) at `now`. */
  | { type: 'ResetPassword'; data: { tokenHash: string; now: string; passwordHash: string } };

export type UserEvent =
  | UserRegistered
  | PasswordSet
  | UserJoinedCompany
  | TeamMemberAdded
  | InvitationIssued
  | TeamMemberBlocked
  | TeamMemberUnblocked
  | TeamMemberRoleChanged
  | TeamMemberRemoved
  | PasswordResetRequested
  | PasswordReset;

export interface RegisteredUser {
  status: 'registered';
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyId: string;
  passwordHash: string;
  isActive: boolean;
  /** An added member's invitation until its password is set (then null: the link works once). */
  invitation: { tokenHash: string; expiresAt: string } | null;
  /** The latest password reset link until a password is set or the user is blocked (then null). */
  passwordReset?: { tokenHash: string; expiresAt: string } | null;
}

/** `removed`: a member an ADMIN deleted; the e-mail may be registered or added again (as a new user id). */
export type UserState = { status: 'unregistered' } | { status: 'removed' } | RegisteredUser;

/**
 * Why a command is refused: the e-mail holds an account, no such user, a company chosen already; an ADMIN acting on
 * themselves, a caller who is no ADMIN, a member not of the actor's company, a shipper's team; an unusable reset or
 * invitation link, a wrong current password. The services word them (user.refusals.ts).
 */
export type UserRefusal =
  | 'EMAIL_TAKEN'
  | 'USER_NOT_FOUND'
  | 'COMPANY_ALREADY_SET_UP'
  | 'NOT_ON_SELF'
  | 'ADMINS_ONLY'
  | 'MEMBER_NOT_FOUND'
  | 'BROKERS_ONLY'
  | 'RESET_LINK_INVALID'
  | 'INVITATION_INVALID'
  | 'CURRENT_PASSWORD_WRONG';

const refused = (reason: UserRefusal) => new Refused(reason);

/** The rules every ADMIN action on a member obeys: a member of the actor's own company, never the actor. */
function memberActedOn(state: UserState, actor: TeamActor): RegisteredUser {
  if (state.status === 'registered' && state.userId === actor.userId) throw refused('NOT_ON_SELF');
  if (actor.role !== 'ADMIN') throw refused('ADMINS_ONLY');
  // Another company's user, a removed one or nobody: the same 404, so an ADMIN learns nothing of other companies.
  if (state.status !== 'registered' || !actor.companyId || state.companyId !== actor.companyId) throw refused('MEMBER_NOT_FOUND');
  return state;
}

/**
 * Password reset. A request for an account that cannot reset (none, removed, blocked) decides nothing and refuses
 * nothing: the service answers every request alike. A reset needs the latest link, unexpired, of an active account;
 * any password set (reset, change, invitation) or a block forgets the link, so it works once.
 */
function decidePasswordReset(command: Extract<UserCommand, { type: 'RequestPasswordReset' | 'ResetPassword' }>, state: UserState): UserEvent[] {
  if (command.type === 'RequestPasswordReset') {
    if (state.status !== 'registered' || !state.isActive) return [];
    return [{ type: 'PasswordResetRequested', data: { userId: state.userId, ...command.data } }];
  }
  const { tokenHash, now, passwordHash } = command.data;
  const link = state.status === 'registered' && state.isActive ? state.passwordReset : null;
  if (state.status !== 'registered' || !link || link.tokenHash !== tokenHash || Date.parse(now) >= Date.parse(link.expiresAt)) throw refused('RESET_LINK_INVALID');
  return [
    { type: 'PasswordSet', data: { userId: state.userId, passwordHash } },
    { type: 'PasswordReset', data: { userId: state.userId } },
  ];
}

function decideTeam(command: Exclude<UserCommand, { type: 'RegisterUser' | 'JoinCompany' | 'RequestPasswordReset' | 'ResetPassword' }>, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'AddTeamMember': {
      const { actor, companyType, member, invitation } = command.data;
      if (actor.role !== 'ADMIN' || !actor.companyId) throw refused('ADMINS_ONLY');
      if (companyType !== 'BROKER') throw refused('BROKERS_ONLY');
      if (state.status === 'registered') throw refused('EMAIL_TAKEN');
      return [
        { type: 'TeamMemberAdded', data: { ...member, companyId: actor.companyId, addedByUserId: actor.userId } },
        { type: 'InvitationIssued', data: { userId: member.userId, ...invitation } },
      ];
    }
    case 'SetMemberActive': {
      const member = memberActedOn(state, command.data.actor);
      if (member.isActive === command.data.isActive) return [];
      const data = { userId: member.userId, companyId: member.companyId, byUserId: command.data.actor.userId };
      return [command.data.isActive ? { type: 'TeamMemberUnblocked', data } : { type: 'TeamMemberBlocked', data }];
    }
    case 'ChangeMemberRole': {
      const member = memberActedOn(state, command.data.actor);
      if (member.role === command.data.role) return [];
      return [{ type: 'TeamMemberRoleChanged', data: { userId: member.userId, companyId: member.companyId, role: command.data.role, byUserId: command.data.actor.userId } }];
    }
    case 'RemoveMember': {
      const member = memberActedOn(state, command.data.actor);
      return [{ type: 'TeamMemberRemoved', data: { userId: member.userId, companyId: member.companyId, byUserId: command.data.actor.userId } }];
    }
    case 'AcceptInvitation': {
      const { tokenHash, now, passwordHash } = command.data;
      const invitation = state.status === 'registered' ? state.invitation : null;
      if (state.status !== 'registered' || !invitation || invitation.tokenHash !== tokenHash || Date.parse(now) >= Date.parse(invitation.expiresAt)) throw refused('INVITATION_INVALID');
      return [{ type: 'PasswordSet', data: { userId: state.userId, passwordHash } }];
    }
    case 'ChangePassword': {
      if (state.status !== 'registered') throw refused('USER_NOT_FOUND');
      if (!command.data.currentPasswordMatches) throw refused('CURRENT_PASSWORD_WRONG');
      return [{ type: 'PasswordSet', data: { userId: state.userId, passwordHash: command.data.passwordHash } }];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status === 'registered') throw refused('EMAIL_TAKEN');
        const { passwordHash, ...profile } = command.data;
        return [
          { type: 'UserRegistered', data: profile },
          { type: 'PasswordSet', data: { userId: profile.userId, passwordHash } },
        ];
      }
      case 'JoinCompany': {
        if (state.status !== 'registered') throw refused('USER_NOT_FOUND');
        if (state.companyId) throw refused('COMPANY_ALREADY_SET_UP');
        return [{ type: 'UserJoinedCompany', data: { userId: state.userId, companyId: command.data.companyId, role: command.data.role } }];
      }
      case 'RequestPasswordReset':
      case 'ResetPassword':
        return decidePasswordReset(command, state);
      default:
        return decideTeam(command, state);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        // The typed company name belongs to the company setup (read model), not to the account.
        const { companyName: _name, ...user } = event.data;
        return { status: 'registered', ...user, passwordHash: '', isActive: true, invitation: null };
      }
      case 'TeamMemberAdded': {
        const { addedByUserId: _by, ...member } = event.data;
        return { status: 'registered', ...member, passwordHash: '', isActive: true, invitation: null };
      }
      case 'InvitationIssued':
        return state.status === 'registered' ? { ...state, invitation: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } } : state;
      case 'PasswordSet':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash, invitation: null, passwordReset: null } : state;
      case 'PasswordResetRequested':
        return state.status === 'registered' ? { ...state, passwordReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } } : state;
      case 'PasswordReset':
        return state;
      case 'UserJoinedCompany':
        return state.status === 'registered' ? { ...state, companyId: event.data.companyId, role: event.data.role } : state;
      case 'TeamMemberBlocked':
        return state.status === 'registered' ? { ...state, isActive: false, passwordReset: null } : state;
      case 'TeamMemberUnblocked':
        return state.status === 'registered' ? { ...state, isActive: true } : state;
      case 'TeamMemberRoleChanged':
        return state.status === 'registered' ? { ...state, role: event.data.role } : state;
      case 'TeamMemberRemoved':
        return { status: 'removed' };
      default:
        return assertNever(event);
    }
  },
};
