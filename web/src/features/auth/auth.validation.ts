import { loginBodySchema, registrationBodySchema } from '@logiscope/proto/http/auth-rules';
import type { CompanyType, LoginRequest, RegisterRequest } from './auth.types';
import type { ValidationResult } from '../../shared/forms/validation';
import { ruleMessageOf, ruleMessagesByField } from '../../shared/errors/errorText';

/** The server's password rule (`@logiscope/proto/http`): the form's hint and check use the same bound. */
export { PASSWORD_MIN_LENGTH, preloadPasswordEstimator } from '@logiscope/proto/http/auth-rules';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companyType: CompanyType;
  mcNumber: string;
  dotNumber: string;
  password: string;
  confirmPassword: string;
}

export type RegisterField = keyof RegisterValues;

/** The registration body's fields, as the server's rule declares them. */
export const REGISTER_FIELDS: readonly RegisterField[] = registrationBodySchema.keyof().options;

export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companyType: 'BROKER',
  mcNumber: '',
  dotNumber: '',
  password: '',
  confirmPassword: '',
};

/** Sign in needs both fields ('Please fill in all fields'): the server's loginBodySchema, its first failed rule for the form. */
export function validateSignIn(values: Partial<SignInValues>): ValidationResult<SignInField> {
  const parsed = loginBodySchema.safeParse({ email: (values.email ?? '').trim(), password: values.password ?? '' });
  return parsed.success ? { fieldErrors: {} } : { formError: ruleMessageOf(parsed.error.issues[0]), fieldErrors: {} };
}

export function buildLoginRequest(values: SignInValues): LoginRequest {
  return { email: values.email.trim(), password: values.password };
}

/**
 * The request the form would send, checked by the server's registrationBodySchema: names, e-mail and company name
 * required, 'Password must be at least 8 characters', a password not too easy to guess (the strength estimator, its
 * dictionaries fetched on first use), 'Passwords do not match', a broker's MC number (when given) ending in b. Each
 * failed rule lands on its field with the server's code.
 */
export async function validateRegistration(values: Partial<RegisterValues>): Promise<ValidationResult<RegisterField>> {
  const parsed = await registrationBodySchema.safeParseAsync(buildRegisterRequest(values));
  if (parsed.success) return { fieldErrors: {} };
  const { fieldErrors, other } = ruleMessagesByField(parsed.error, REGISTER_FIELDS);
  return other.length > 0 ? { fieldErrors, formError: other[0] } : { fieldErrors };
}

/** The registration payload: trimmed text, companyType BROKER by default, MC and DOT only for a broker and only if filled. */
export function buildRegisterRequest(values: Partial<RegisterValues>): RegisterRequest {
  const companyType: CompanyType = values.companyType === 'SHIPPER' ? 'SHIPPER' : 'BROKER';
  const request: RegisterRequest = {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    email: (values.email ?? '').trim(),
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    companyName: (values.companyName ?? '').trim(),
    companyType,
  };
  if (companyType === 'BROKER') {
    const mcNumber = (values.mcNumber ?? '').trim();
    const dotNumber = (values.dotNumber ?? '').trim();
    if (mcNumber) request.mcNumber = mcNumber;
    if (dotNumber) request.dotNumber = dotNumber;
  }
  return request;
}
