import { z } from 'zod';
import { TeamMemberViewSchema } from '../views';
import { operation } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { acceptInvitationBodySchema, addTeamMemberBodySchema, changePasswordBodySchema, teamMemberRoleBodySchema, teamMemberStatusBodySchema } from './team.rules';

/** Team management (spec 001 §2 Team tab, §6): the company's ADMIN only, never on oneself, only within the company. */
export const listTeamMembers = operation({
  id: 'listTeamMembers', method: 'GET', path: '/api/company/users', access: 'admin', tag: 'Team',
  summary: "The company's users, oldest first", success: { status: 200, description: 'Team members', schema: z.array(TeamMemberViewSchema) },
});

export const addTeamMember = operation({
  id: 'addTeamMember', method: 'POST', path: '/api/company/users', access: 'admin', tag: 'Team',
  summary: 'Add a user to the company (broker companies only); they get an e-mail with a one-time link, valid 7 days, to set a password',
  body: addTeamMemberBodySchema,
  success: { status: 201, description: 'The new member', schema: TeamMemberViewSchema }, errors: [409],
});

export const setTeamMemberStatus = operation({
  id: 'setTeamMemberStatus', method: 'PATCH', path: '/api/company/users/:id/status', access: 'admin', tag: 'Team',
  summary: 'Block (every session of theirs ends at once) or unblock a member, never oneself', params: idParams, body: teamMemberStatusBodySchema,
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const setTeamMemberRole = operation({
  id: 'setTeamMemberRole', method: 'PATCH', path: '/api/company/users/:id/role', access: 'admin', tag: 'Team',
  summary: "Change a member's role (never one's own)", params: idParams, body: teamMemberRoleBodySchema,
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const removeTeamMember = operation({
  id: 'removeTeamMember', method: 'DELETE', path: '/api/company/users/:id', access: 'admin', tag: 'Team',
  summary: 'Remove a member for good (never oneself); every session of theirs ends at once', params: idParams,
  success: { status: 204, description: 'Removed' }, errors: [404],
});

/** The invitation link's page: the member chooses a password with the one-time token (then signs in). */
export const acceptInvitation = operation({
  id: 'acceptInvitation', method: 'POST', path: '/api/auth/invitation', access: 'public', tag: 'Session',
  summary: 'Set the password of an added member with the invitation token (single use, valid 7 days)', body: acceptInvitationBodySchema,
  success: { status: 200, description: 'The account the password was set for', schema: z.object({ email: z.string() }) },
});

export const logoutEverywhere = operation({
  id: 'logoutEverywhere', gatewayOnly: true, method: 'POST', path: '/api/auth/logout-all', access: 'session', tag: 'Session',
  summary: "End every session of the signed-in user, this one included (no body)", success: { status: 204, description: 'Signed out everywhere; the cookie is cleared' },
});

export const changePassword = operation({
  id: 'changePassword', method: 'POST', path: '/api/auth/change-password', access: 'session', tag: 'Session',
  summary: "Change one's password; every other session ends (this one is renewed)", body: changePasswordBodySchema,
  success: { status: 204, description: 'Changed' },
});
