import type { RecoveryCodesView, SecondFactorEnrolmentView, SecondFactorStatusView, UserView } from '@logiscope/proto/views';

export interface SecondFactorSignInRequest {
  /** The account the gateway's challenge (or the one-call sign-in) is bound to: its password was right. */
  userId: string;
  code: string;
  /** Opaque id of the session the gateway opens on success (recorded on LoginAttempted). */
  sessionId: string;
  ipAddress: string;
  userAgent: string;
}

/** identity's second-factor API: enrolment on one's account, sign-in's second step, a company's requirement. */
export interface SecondFactorApi {
  getSecondFactor(request: { userId: string }): Promise<SecondFactorStatusView>;
  startSecondFactorEnrolment(request: { userId: string }): Promise<SecondFactorEnrolmentView>;
  confirmSecondFactorEnrolment(request: { userId: string; code: string }): Promise<RecoveryCodesView>;
  disableSecondFactor(request: { userId: string; password: string; code: string }): Promise<{ disabled: boolean }>;
  /** Records the attempt (LoginAttempted with the factor used); 401 for a wrong or spent code, 403 for a blocked user. */
  signInWithSecondFactor(request: SecondFactorSignInRequest): Promise<UserView>;
  setCompanySecondFactorRequirement(request: { actorUserId: string; required: boolean }): Promise<{ required: boolean }>;
}

export const SECOND_FACTOR_METHODS = [
  'getSecondFactor',
  'startSecondFactorEnrolment',
  'confirmSecondFactorEnrolment',
  'disableSecondFactor',
  'signInWithSecondFactor',
  'setCompanySecondFactorRequirement',
] as const satisfies readonly (keyof SecondFactorApi)[];
