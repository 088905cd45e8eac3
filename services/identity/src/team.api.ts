import type { IdentityContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { IdentityApi } from './identity.api';

type Messages = typeof IdentityContract.messages;

/** Every team call names its actor: the signed-in user, from the gateway's session; userId is the member acted on. */
export type TeamMemberRequest = z.infer<Messages['TeamMemberRequest']>;
export type AddTeamMemberRequest = z.infer<Messages['AddTeamMemberRequest']>;
export type AcceptInvitationRequest = z.infer<Messages['AcceptInvitationRequest']>;
export type ChangePasswordRequest = z.infer<Messages['ChangePasswordRequest']>;

/** identity's team API: the control panel's Team tab, the invitation page and one's own password. */
export type TeamApi = Pick<IdentityApi, 'listTeamMembers' | 'addTeamMember' | 'setTeamMemberStatus' | 'setTeamMemberRole' | 'removeTeamMember' | 'acceptInvitation' | 'changePassword'>;
