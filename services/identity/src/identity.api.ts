import type { ServiceDescriptor } from '@logiscope/infra';
import { descriptorOf, IdentityContract, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { z } from 'zod';

export type { CompanyApi, OperatorVerifyCompanyRequest, VerifyCompanyWithFmcsaRequest } from './company.api';
export type { SecondFactorApi, SecondFactorSignInRequest } from './second-factor.api';
export type { PasswordResetApi, RequestPasswordResetRequest, ResetPasswordRequest } from './password-reset.api';
export type { AcceptInvitationRequest, AddTeamMemberRequest, ChangePasswordRequest, TeamApi, TeamMemberRequest } from './team.api';

// The shapes identity answers and accepts are shared with the web app: one definition, in @logiscope/proto.
export type { ClientInfo, CompanyTypeName, CompanyView, LoginRequest, RegisterRequest, RoleName, SetupCompanyRequest, UserView } from '@logiscope/proto';

/**
 * The password step's answer: the user (signed in: the gateway opens the session), or, when the account has a second
 * factor, only its id (the password was right; nothing is recorded yet, no session: the gateway asks for a code).
 */
export type LoginResult = z.infer<typeof IdentityContract.messages.LoginReply>;

/**
 * identity's application API: what the gateway calls, in-process (embedded) or over gRPC (distributed), declared once
 * in zod (proto/src/identity/identity.service-api.ts).
 */
export type IdentityApi = ServiceApiOf<typeof IdentityContract>;

export const IdentityService: ServiceDescriptor<IdentityApi> = descriptorOf('identity', IdentityContract);
