import type { IdentityContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { IdentityApi } from './identity.api';

type Messages = typeof IdentityContract.messages;

export type RequestPasswordResetRequest = z.infer<Messages['RequestPasswordResetRequest']>;
export type ResetPasswordRequest = z.infer<Messages['ResetPasswordRequest']>;

/** "Forgot password?": a one-time reset link mailed to an active account, and the new password set with it. */
export type PasswordResetApi = Pick<IdentityApi, 'requestPasswordReset' | 'resetPassword'>;
