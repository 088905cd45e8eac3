import type { TeamMemberView } from '@logiscope/proto/views';

/** Every team call names its actor: the signed-in user, from the gateway's session. */
export interface TeamMemberRequest {
  actorUserId: string;
  /** The member acted on. */
  userId: string;
}

export interface AddTeamMemberRequest {
  actorUserId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export interface AcceptInvitationRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordRequest {
  userId: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** identity's team API: the control panel's Team tab, the invitation page and one's own password. */
export interface TeamApi {
  listTeamMembers(request: { actorUserId: string }): Promise<{ members: TeamMemberView[] }>;
  addTeamMember(request: AddTeamMemberRequest): Promise<TeamMemberView>;
  setTeamMemberStatus(request: TeamMemberRequest & { isActive: boolean }): Promise<TeamMemberView>;
  setTeamMemberRole(request: TeamMemberRequest & { role: string }): Promise<TeamMemberView>;
  removeTeamMember(request: TeamMemberRequest): Promise<{ removed: boolean }>;
  acceptInvitation(request: AcceptInvitationRequest): Promise<{ email: string }>;
  changePassword(request: ChangePasswordRequest): Promise<{ changed: boolean }>;
}

export const TEAM_METHODS = [
  'listTeamMembers',
  'addTeamMember',
  'setTeamMemberStatus',
  'setTeamMemberRole',
  'removeTeamMember',
  'acceptInvitation',
  'changePassword',
] as const satisfies readonly (keyof TeamApi)[];
