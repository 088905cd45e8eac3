/** A request for a reset link: the e-mail typed on the sign-in page, and the language of the page (for the mail). */
export interface RequestPasswordResetRequest {
  email: string;
  language?: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** identity's password reset API: the "Forgot password?" request and the reset link's page. */
export interface PasswordResetApi {
  /** Always `{ accepted: true }`, whether the e-mail has an account or not; a link is mailed to an active one. */
  requestPasswordReset(request: RequestPasswordResetRequest): Promise<{ accepted: boolean }>;
  /** The user whose password was set (the gateway ends their sessions). */
  resetPassword(request: ResetPasswordRequest): Promise<{ userId: string }>;
}

export const PASSWORD_RESET_METHODS = ['requestPasswordReset', 'resetPassword'] as const satisfies readonly (keyof PasswordResetApi)[];
