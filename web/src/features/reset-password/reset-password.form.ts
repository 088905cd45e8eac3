import { passwordResetBodySchema } from '@logiscope/proto/http/auth-rules';
import type { z } from 'zod';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof RESET_PASSWORD_FIELDS)[number] | 'token';

/**
 * The reset page's form with the server's own rule (the one password rule: length, then strength, whose dictionaries
 * load on first use): the token from the link, the two passwords from the form.
 */
export async function validateResetPassword(token: string, values: Partial<ResetPasswordValues>): Promise<{ result: ValidationResult<Field>; body?: z.output<typeof passwordResetBodySchema> }> {
  const parsed = await passwordResetBodySchema.safeParseAsync({ token, password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' });
  if (parsed.success) return { result: { fieldErrors: {} }, body: parsed.data };
  return { result: { fieldErrors: ruleMessagesByField(parsed.error, [...RESET_PASSWORD_FIELDS, 'token'] as const).fieldErrors } };
}
