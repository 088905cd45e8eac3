import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import { userDecider, type TeamActor, type UserCommand, type UserEvent } from './user.decider';
import { userRefusals } from './user.refusals';

/** The team rules of the user aggregate: given the member's events, when an ADMIN acts, then events or a refusal. */
// Refusals as the services word them (user.refusals.ts): what the caller is told.
const spec = deciderSpec(userDecider, userRefusals);
const admin: TeamActor = { userId: 'admin-1', companyId: 'c1', role: 'ADMIN' };
const member = { userId: 'm1', email: 'sam@acme.io', firstName: 'Sam', lastName: 'Ortiz', role: 'USER' as const };
const invitation = { tokenHash: 'hash-1', expiresAt: '2026-12-01T00:00:00.000Z' };
const add: UserCommand = { type: 'AddTeamMember', data: { actor: admin, companyType: 'BROKER', member, invitation } };
const added: UserEvent[] = [
  { type: 'TeamMemberAdded', data: { ...member, companyId: 'c1', addedByUserId: 'admin-1' } },
  { type: 'InvitationIssued', data: { userId: 'm1', ...invitation } },
];
const withPassword: UserEvent[] = [...added, { type: 'PasswordSet', data: { userId: 'm1', passwordHash: '$argon2id$m1' } }];
const refusal = (given: UserEvent[], command: UserCommand) => {
  const { error } = spec.given(given).when(command);
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).code, message: (error as DomainError).message };
};

describe('team members (user decider)', () => {
  it('adds a member to a broker company with a private invitation (its token only hashed)', () => {
    expect(spec.given([]).when(add).events).toEqual(added);
  });

  it("refuses a shipper company's team with the broker-feature message", () => {
    expect(refusal([], { type: 'AddTeamMember', data: { ...add.data, companyType: 'SHIPPER' } } as UserCommand)).toEqual({
      code: ErrorCode.FORBIDDEN,
      message: 'Team accounts are a broker feature: a shipper company keeps its one user.',
    });
  });

  it('refuses an e-mail that already has an account, and a USER who tries to add', () => {
    expect(refusal(withPassword, add)).toEqual({ code: ErrorCode.CONFLICT, message: 'An account with this email already exists' });
    expect(refusal([], { type: 'AddTeamMember', data: { ...add.data, actor: { ...admin, role: 'USER' } } } as UserCommand).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('blocks, unblocks and changes the role of a member of the same company; repeating a state is no event', () => {
    const block = spec.given(withPassword).when({ type: 'SetMemberActive', data: { actor: admin, isActive: false } }).events;
    expect(block).toEqual([{ type: 'TeamMemberBlocked', data: { userId: 'm1', companyId: 'c1', byUserId: 'admin-1' } }]);
    const blocked = [...withPassword, ...block!];
    expect(spec.given(blocked).when({ type: 'SetMemberActive', data: { actor: admin, isActive: false } }).events).toEqual([]);
    expect(spec.given(blocked).when({ type: 'SetMemberActive', data: { actor: admin, isActive: true } }).events).toEqual([
      { type: 'TeamMemberUnblocked', data: { userId: 'm1', companyId: 'c1', byUserId: 'admin-1' } },
    ]);
    expect(spec.given(withPassword).when({ type: 'ChangeMemberRole', data: { actor: admin, role: 'ADMIN' } }).events).toEqual([
      { type: 'TeamMemberRoleChanged', data: { userId: 'm1', companyId: 'c1', role: 'ADMIN', byUserId: 'admin-1' } },
    ]);
    expect(spec.given(withPassword).when({ type: 'ChangeMemberRole', data: { actor: admin, role: 'USER' } }).events).toEqual([]);
  });

  it('never lets an admin act on themselves', () => {
    const self: UserEvent[] = [{ type: 'UserRegistered', data: { userId: 'admin-1', email: 'ann@acme.io', firstName: 'Ann', lastName: 'Lee', role: 'ADMIN', companyId: 'c1' } }];
    for (const command of [
      { type: 'SetMemberActive', data: { actor: admin, isActive: false } },
      { type: 'ChangeMemberRole', data: { actor: admin, role: 'USER' } },
      { type: 'RemoveMember', data: { actor: admin } },
    ] as UserCommand[]) {
      expect(refusal(self, command)).toEqual({ code: ErrorCode.FORBIDDEN, message: 'Admins cannot act on themselves.' });
    }
  });

  it("answers another company's member, and a removed one, as not found", () => {
    const other: TeamActor = { userId: 'admin-2', companyId: 'c2', role: 'ADMIN' };
    expect(refusal(withPassword, { type: 'SetMemberActive', data: { actor: other, isActive: false } })).toEqual({ code: ErrorCode.NOT_FOUND, message: 'Team member not found.' });
    const removed = [...withPassword, ...spec.given(withPassword).when({ type: 'RemoveMember', data: { actor: admin } }).events!];
    expect(removed.at(-1)).toEqual({ type: 'TeamMemberRemoved', data: { userId: 'm1', companyId: 'c1', byUserId: 'admin-1' } });
    expect(refusal(removed, { type: 'RemoveMember', data: { actor: admin } }).code).toBe(ErrorCode.NOT_FOUND);
    // The e-mail is free again: added anew, or registered.
    expect(spec.given(removed).when(add).events).toEqual(added);
  });

  it('sets the first password once with the right token before it expires', () => {
    const accept = (tokenHash: string, now: string): UserCommand => ({ type: 'AcceptInvitation', data: { tokenHash, now, passwordHash: '$argon2id$new' } });
    expect(spec.given(added).when(accept('hash-1', '2026-11-30T23:59:59.000Z')).events).toEqual([{ type: 'PasswordSet', data: { userId: 'm1', passwordHash: '$argon2id$new' } }]);
    const invalid = { code: ErrorCode.VALIDATION, message: 'This invitation link is invalid, used or expired. Ask your administrator to add you again.' };
    expect(refusal(added, accept('other-hash', '2026-11-30T00:00:00.000Z'))).toEqual(invalid);
    expect(refusal(added, accept('hash-1', '2026-12-01T00:00:00.000Z'))).toEqual(invalid);
    expect(refusal(withPassword, accept('hash-1', '2026-11-30T00:00:00.000Z'))).toEqual(invalid);
  });

  it('changes a password only when the current one matched', () => {
    expect(spec.given(withPassword).when({ type: 'ChangePassword', data: { currentPasswordMatches: true, passwordHash: 'h2' } }).events).toEqual([
      { type: 'PasswordSet', data: { userId: 'm1', passwordHash: 'h2' } },
    ]);
    const { error } = spec.given(withPassword).when({ type: 'ChangePassword', data: { currentPasswordMatches: false, passwordHash: 'h2' } });
    expect((error as DomainError).issues).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
  });
});
