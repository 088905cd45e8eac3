import { passwordResetBodySchema } from '@logiscope/proto/http/auth-rules';
import type { z } from 'zod';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { NewPasswordValues } from '../../shared/forms/OneTimeLinkPasswordForm';
import type { ValidationResult } from '../../shared/forms/validation';

const FIELDS = ['password', 'confirmPassword', 'token'] as const;

/**
 * The reset page's form with the server's own rule (the one password rule: length, then strength, whose dictionaries
 * load on first use): the token from the link, the two passwords from the form.
 */
export async function validateResetPassword(
  token: string,
  values: Partial<NewPasswordValues>,
): Promise<{ result: ValidationResult<(typeof FIELDS)[number]>; body?: z.output<typeof passwordResetBodySchema> }> {
  const parsed = await passwordResetBodySchema.safeParseAsync({ token, password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' });
  if (parsed.success) return { result: { fieldErrors: {} }, body: parsed.data };
  return { result: { fieldErrors: ruleMessagesByField(parsed.error, FIELDS).fieldErrors } };
}
