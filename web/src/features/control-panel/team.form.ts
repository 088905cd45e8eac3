import { acceptInvitationBodySchema, addTeamMemberBodySchema, changePasswordBodySchema } from '@logiscope/proto/http';
import type { z } from 'zod';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import type { ValidationResult } from '../../shared/forms/validation';

/**
 * The Team tab's and the account's forms, checked with the server's own rules (proto/src/identity/team.rules.ts):
 * the same code and wording ('First name is required', 'Valid email is required', ...) before anything is sent.
 */
export interface AddMemberValues {
  firstName: string;
  lastName: string;
  email: string;
  role: 'USER' | 'ADMIN';
}
export const ADD_MEMBER_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface SetPasswordValues {
  password: string;
  confirmPassword: string;
}
export const SET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** Async: the new password's strength rule fetches its dictionaries on first use. */
async function check<F extends string, S extends z.ZodType>(schema: S, values: unknown, fields: readonly F[]): Promise<{ result: ValidationResult<F>; body?: z.output<S> }> {
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { result: { fieldErrors: {} }, body: parsed.data };
  return { result: { fieldErrors: ruleMessagesByField(parsed.error, fields).fieldErrors } };
}

export const validateAddMember = (values: Partial<AddMemberValues>) =>
  check(addTeamMemberBodySchema, { firstName: values.firstName ?? '', lastName: values.lastName ?? '', email: values.email ?? '', role: values.role ?? 'USER' }, ADD_MEMBER_FIELDS);

export const validateChangePassword = (values: Partial<ChangePasswordValues>) =>
  check(changePasswordBodySchema, { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '', confirmPassword: values.confirmPassword ?? '' }, CHANGE_PASSWORD_FIELDS);

/** The invitation page: the token comes from the link, the two passwords from the form. */
export const validateSetPassword = (token: string, values: Partial<SetPasswordValues>) =>
  check(acceptInvitationBodySchema, { token, password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }, [...SET_PASSWORD_FIELDS, 'token'] as const);
