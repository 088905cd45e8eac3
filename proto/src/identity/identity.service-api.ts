import { z } from 'zod';
import { int32, withoutPresence } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { companyContact } from './identity.events';
import {
  ApiKeyCreatorSchema,
  ApiKeyViewSchema,
  BrokerAuthorityRecordSchema,
  CompanyProfileViewSchema,
  CompanySecondFactorRequirementViewSchema,
  CompanyVerificationResultSchema,
  CompanyVerificationSchema,
  CompanyViewSchema,
  CreatedApiKeyViewSchema,
  PendingCompanyViewSchema,
  RecoveryCodesViewSchema,
  SecondFactorEnrolmentViewSchema,
  SecondFactorStatusViewSchema,
  TeamMemberViewSchema,
  UserViewSchema,
} from '../views';

const CompanyView = CompanyViewSchema;

// isOperator is the gateway's (from configuration), never identity's.
const UserView = UserViewSchema.omit({ isOperator: true });

const LoginReply = z.object({
  user: UserView.optional().describe('Unset when a second factor is needed.'),
  secondFactorUserId: z.string().optional().describe('Set instead of `user` when the password was right and the account has a second factor.'),
});

const SecondFactorUserRequest = z.object({ userId: z.string() });

const SecondFactorStatusView = SecondFactorStatusViewSchema;

const SecondFactorEnrolmentView = SecondFactorEnrolmentViewSchema;

const ConfirmSecondFactorEnrolmentRequest = z.object({ userId: z.string(), code: z.string() });

const RecoveryCodesView = RecoveryCodesViewSchema;

const DisableSecondFactorRequest = z.object({ userId: z.string(), password: z.string(), code: z.string() });

const DisableSecondFactorReply = z.object({ disabled: z.boolean() });

const SecondFactorSignInRequest = z.object({
  userId: z.string(),
  code: z.string(),
  sessionId: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});

const CompanySecondFactorRequirementRequest = z.object({ actorUserId: z.string(), required: z.boolean() });

const CompanySecondFactorRequirementReply = CompanySecondFactorRequirementViewSchema;

const ListTeamMembersRequest = z.object({ actorUserId: z.string() });

const TeamMemberView = TeamMemberViewSchema;

const TeamMembersReply = z.object({ members: z.array(TeamMemberView) });

const AddTeamMemberRequest = z.object({
  actorUserId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string().describe('USER | ADMIN'),
});

const TeamMemberRequest = z.object({ actorUserId: z.string(), userId: z.string() });

const SetTeamMemberStatusRequest = z.object({ actorUserId: z.string(), userId: z.string(), isActive: z.boolean() });

const SetTeamMemberRoleRequest = z.object({ actorUserId: z.string(), userId: z.string(), role: z.string() });

const RemoveTeamMemberReply = z.object({ removed: z.boolean() });

const AcceptInvitationRequest = z.object({ token: z.string(), password: z.string(), confirmPassword: z.string() });

const AcceptInvitationReply = z.object({ email: z.string() });

const ChangePasswordRequest = z.object({ userId: z.string(), currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() });

const ChangePasswordReply = z.object({ changed: z.boolean() });

const RequestPasswordResetRequest = z.object({ email: z.string(), language: withoutPresence(z.string().optional()) });

const RequestPasswordResetReply = z.object({ accepted: z.boolean() });

const ResetPasswordRequest = z.object({ token: z.string(), password: z.string(), confirmPassword: z.string() });

const ResetPasswordReply = z.object({ userId: z.string() });

const RegisterRequest = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  companyName: z.string(),
  companyType: z.string().describe('Raw user input (BROKER | SHIPPER when valid); validated by the domain.'),
  mcNumber: z.string(),
  dotNumber: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  sessionId: z.string().describe('Opaque id of the session the gateway opens on success (registration signs the user in).'),
});

const LoginRequest = z.object({
  email: z.string(),
  password: z.string(),
  sessionId: z.string().describe('Opaque id of the session the gateway opens on success.'),
  ipAddress: z.string(),
  userAgent: z.string(),
});

const RecordThrottledLoginRequest = z.object({ email: z.string(), ipAddress: z.string(), userAgent: z.string() });

const RecordThrottledLoginReply = z.object({ recorded: z.boolean() });

const WarnOfFailedSignInsRequest = z.object({ email: z.string(), failures: int32() });

const WarnOfFailedSignInsReply = z.object({ sent: z.boolean() });

const GetUserRequest = z.object({ userId: z.string() });

const SetupCompanyRequest = z.object({
  userId: z.string(),
  companyType: z.string(),
  companyName: z.string(),
  ...companyContact,
});

const CompanyProfileRequest = z.object({
  actorUserId: z.string(),
}).describe('The control panel\'s company. `string | null` is a google.protobuf.StringValue (unset for null).');

const CompanyVerification = CompanyVerificationSchema;

const CompanyProfileView = CompanyProfileViewSchema;

const BrokerAuthorityFacts = BrokerAuthorityRecordSchema;

const VerifyCompanyWithFmcsaRequest = z.object({ actorUserId: z.string(), record: BrokerAuthorityFacts.optional(), fmcsaAvailable: z.boolean() });

const OperatorVerifyCompanyRequest = z.object({ companyId: z.string(), operatorUserId: z.string() });

const CompanyVerificationResult = CompanyVerificationResultSchema;

const ListPendingCompanyVerificationsRequest = z.object({ limit: int32() });

const PendingCompanyView = PendingCompanyViewSchema;

const PendingCompaniesReply = z.object({ companies: z.array(PendingCompanyView) });

// API keys (api-key.api.ts): the company's, managed by its ADMINs; the gateway authenticates the public API with them.
const ApiKeyCreator = ApiKeyCreatorSchema;

const ApiKeyView = ApiKeyViewSchema;

const CreatedApiKeyView = CreatedApiKeyViewSchema;

const ListApiKeysRequest = z.object({ actorUserId: z.string() });

const ApiKeysReply = z.object({ keys: z.array(ApiKeyView) });

const CreateApiKeyRequest = z.object({
  actorUserId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()).describe('Raw user input; validated by the domain.'),
  expiresAt: withoutPresence(z.string().optional()).describe('ISO-8601; "" or unset: does not expire.'),
});

const RevokeApiKeyRequest = z.object({ actorUserId: z.string(), keyId: z.string() });

const AuthenticateApiKeyRequest = z.object({ secret: z.string() });

const ApiKeyCaller = z
  .object({
    keyId: z.string(),
    companyId: z.string(),
    scopes: z.array(z.string()),
    createdByUserId: z.string(),
    name: z.string().describe("The key's name, as its ADMIN named it in API Settings (never the secret)."),
  })
  .describe('Who calls with a valid key: its company and what it may do.');

const ApiKeyUse = z.object({ keyId: z.string(), at: z.string().describe('ISO-8601: the latest use the gateway saw.') });

const RecordApiKeyUsesRequest = z.object({ uses: z.array(ApiKeyUse) });

const RecordApiKeyUsesReply = z.object({ recorded: int32() });

export const IdentityContract = defineService({
  file: 'grpc/v1/identity.proto',
  package: 'logiscope.identity.v1',
  service: 'IdentityService',
  source: 'proto/src/identity/identity.service-api.ts',
  header:
    'identity\'s application API (sign-up and sign-in, team, company, second factor, password reset), carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as plain strings: the domain validates them, and a proto enum would silently turn a value this file does not know yet into its zero value.',
  messages: { CompanyView, UserView, LoginReply, SecondFactorUserRequest, SecondFactorStatusView, SecondFactorEnrolmentView, ConfirmSecondFactorEnrolmentRequest, RecoveryCodesView, DisableSecondFactorRequest, DisableSecondFactorReply, SecondFactorSignInRequest, CompanySecondFactorRequirementRequest, CompanySecondFactorRequirementReply, ListTeamMembersRequest, TeamMemberView, TeamMembersReply, AddTeamMemberRequest, TeamMemberRequest, SetTeamMemberStatusRequest, SetTeamMemberRoleRequest, RemoveTeamMemberReply, AcceptInvitationRequest, AcceptInvitationReply, ChangePasswordRequest, ChangePasswordReply, RequestPasswordResetRequest, RequestPasswordResetReply, ResetPasswordRequest, ResetPasswordReply, RegisterRequest, LoginRequest, RecordThrottledLoginRequest, RecordThrottledLoginReply, WarnOfFailedSignInsRequest, WarnOfFailedSignInsReply, GetUserRequest, SetupCompanyRequest, CompanyProfileRequest, CompanyVerification, CompanyProfileView, BrokerAuthorityFacts, VerifyCompanyWithFmcsaRequest, OperatorVerifyCompanyRequest, CompanyVerificationResult, ListPendingCompanyVerificationsRequest, PendingCompanyView, PendingCompaniesReply, ApiKeyCreator, ApiKeyView, CreatedApiKeyView, ListApiKeysRequest, ApiKeysReply, CreateApiKeyRequest, RevokeApiKeyRequest, AuthenticateApiKeyRequest, ApiKeyCaller, ApiKeyUse, RecordApiKeyUsesRequest, RecordApiKeyUsesReply },
  rpcs: {
    register: { request: RegisterRequest, reply: UserView },
    login: { request: LoginRequest, reply: LoginReply, comment: 'The password step: the user, or (a second factor is on) only the account\'s id for the gateway\'s challenge.' },
    recordThrottledLogin: { request: RecordThrottledLoginRequest, reply: RecordThrottledLoginReply, comment: 'An attempt refused by sign-in throttling: recorded as BLOCKED, TOO_MANY_ATTEMPTS.' },
    warnOfFailedSignIns: { request: WarnOfFailedSignInsRequest, reply: WarnOfFailedSignInsReply, comment: 'A burst of failed sign-ins locked the account for unknown devices: mails its owner when the account exists.' },
    getUser: { request: GetUserRequest, reply: UserView },
    setupCompany: { request: SetupCompanyRequest, reply: UserView },
    listTeamMembers: { request: ListTeamMembersRequest, reply: TeamMembersReply, comment: 'The actor\'s company\'s members (the actor must be its ADMIN).' },
    addTeamMember: { request: AddTeamMemberRequest, reply: TeamMemberView, comment: 'Adds a member to the actor\'s broker company and e-mails the invitation link.' },
    setTeamMemberStatus: { request: SetTeamMemberStatusRequest, reply: TeamMemberView },
    setTeamMemberRole: { request: SetTeamMemberRoleRequest, reply: TeamMemberView },
    removeTeamMember: { request: TeamMemberRequest, reply: RemoveTeamMemberReply },
    acceptInvitation: { request: AcceptInvitationRequest, reply: AcceptInvitationReply, comment: 'The invited member\'s first password, with the link\'s one-time token.' },
    changePassword: { request: ChangePasswordRequest, reply: ChangePasswordReply },
    requestPasswordReset: { request: RequestPasswordResetRequest, reply: RequestPasswordResetReply, comment: '"Forgot password?": mails a one-time reset link to an active account; the same reply whatever the e-mail.' },
    resetPassword: { request: ResetPasswordRequest, reply: ResetPasswordReply, comment: 'A new password with the reset link\'s token; replies with the user whose sessions the gateway then ends.' },
    getCompanyProfile: { request: CompanyProfileRequest, reply: CompanyProfileView, comment: 'The control panel\'s company (company.api.ts): its profile, and broker verification (FMCSA facts from the gateway).' },
    verifyCompanyWithFmcsa: { request: VerifyCompanyWithFmcsaRequest, reply: CompanyVerificationResult },
    operatorVerifyCompany: { request: OperatorVerifyCompanyRequest, reply: CompanyVerificationResult },
    listPendingCompanyVerifications: { request: ListPendingCompanyVerificationsRequest, reply: PendingCompaniesReply },
    getSecondFactor: { request: SecondFactorUserRequest, reply: SecondFactorStatusView, comment: 'Two-factor sign-in (second-factor.api.ts): enrolment, sign-in\'s second step, a company\'s requirement.' },
    startSecondFactorEnrolment: { request: SecondFactorUserRequest, reply: SecondFactorEnrolmentView },
    confirmSecondFactorEnrolment: { request: ConfirmSecondFactorEnrolmentRequest, reply: RecoveryCodesView },
    disableSecondFactor: { request: DisableSecondFactorRequest, reply: DisableSecondFactorReply },
    signInWithSecondFactor: { request: SecondFactorSignInRequest, reply: UserView },
    setCompanySecondFactorRequirement: { request: CompanySecondFactorRequirementRequest, reply: CompanySecondFactorRequirementReply },
    listApiKeys: { request: ListApiKeysRequest, reply: ApiKeysReply, comment: 'API keys (api-key.api.ts): the actor\'s company\'s keys, never a secret (the actor must be its ADMIN).' },
    createApiKey: { request: CreateApiKeyRequest, reply: CreatedApiKeyView, comment: 'The secret is in this reply only: identity keeps its sha-256.' },
    revokeApiKey: { request: RevokeApiKeyRequest, reply: ApiKeyView },
    authenticateApiKey: { request: AuthenticateApiKeyRequest, reply: ApiKeyCaller, comment: 'UNAUTHENTICATED for a secret that names no live key (unknown, revoked, expired, or its creator is no longer an active ADMIN).' },
    recordApiKeyUses: { request: RecordApiKeyUsesRequest, reply: RecordApiKeyUsesReply, comment: 'The gateway\'s batch of key uses: when each key was last used.' },
  },
});
