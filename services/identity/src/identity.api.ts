import type { ServiceDescriptor } from '@logiscope/infra';
import type { LoginRequest, RegisterRequest, SetupCompanyRequest, UserView } from '@logiscope/proto';
import { TEAM_METHODS, type TeamApi } from './team.api';
import { COMPANY_METHODS, type CompanyApi } from './company.api';
import { SECOND_FACTOR_METHODS, type SecondFactorApi } from './second-factor.api';
import { PASSWORD_RESET_METHODS, type PasswordResetApi } from './password-reset.api';

export type { CompanyApi, OperatorVerifyCompanyRequest, VerifyCompanyWithFmcsaRequest } from './company.api';
export type { SecondFactorApi, SecondFactorSignInRequest } from './second-factor.api';
export type { PasswordResetApi, RequestPasswordResetRequest, ResetPasswordRequest } from './password-reset.api';
export type { AcceptInvitationRequest, AddTeamMemberRequest, ChangePasswordRequest, TeamApi, TeamMemberRequest } from './team.api';

// The shapes identity answers and accepts are shared with the web app: one definition, in @logiscope/proto.
export type { ClientInfo, CompanyTypeName, CompanyView, LoginRequest, RegisterRequest, RoleName, SetupCompanyRequest, UserView } from '@logiscope/proto';

/** identity's application API: what the gateway calls, in-process (embedded) or over gRPC (distributed). */
/**
 * The password step's answer: the user (signed in: the gateway opens the session), or, when the account has a second
 * factor, only its id (the password was right; nothing is recorded yet, no session: the gateway asks for a code).
 */
export interface LoginResult {
  user?: UserView;
  secondFactorUserId?: string;
}

export interface IdentityApi extends TeamApi, CompanyApi, SecondFactorApi, PasswordResetApi {
  register(request: RegisterRequest): Promise<UserView>;
  login(request: LoginRequest): Promise<LoginResult>;
  /** An attempt the gateway refused while throttling sign-ins: recorded as BLOCKED, TOO_MANY_ATTEMPTS (no password checked). */
  recordThrottledLogin(request: { email: string; ipAddress: string; userAgent: string }): Promise<{ recorded: boolean }>;
  /** A burst of failed sign-ins locked the account for unknown devices: its owner is mailed (when the account exists). */
  warnOfFailedSignIns(request: { email: string; failures: number }): Promise<{ sent: boolean }>;
  getUser(request: { userId: string }): Promise<UserView>;
  setupCompany(request: SetupCompanyRequest): Promise<UserView>;
}

export const IdentityService: ServiceDescriptor<IdentityApi> = {
  name: 'identity',
  protoFile: 'v1/identity.proto',
  protoPackage: 'logiscope.identity.v1',
  serviceName: 'IdentityService',
  methods: ['register', 'login', 'recordThrottledLogin', 'warnOfFailedSignIns', 'getUser', 'setupCompany', ...TEAM_METHODS, ...COMPANY_METHODS, ...SECOND_FACTOR_METHODS, ...PASSWORD_RESET_METHODS],
};
