import type { CompanyType, LoginRequest, RegisterRequest } from './auth.types';
import type { ValidationResult } from '../../shared/forms/validation';
import { isBlank } from '../../shared/forms/validation';

export const PASSWORD_MIN_LENGTH = 8;

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

export const REGISTER_FIELDS: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'companyName',
  'companyType',
  'mcNumber',
  'dotNumber',
  'password',
  'confirmPassword',
];

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

/** Sign in needs both fields: 'Please fill in all fields'. */
export function validateSignIn(values: Partial<SignInValues>): ValidationResult<SignInField> {
  if (isBlank(values.email) || !values.password) return { formError: 'auth:validation.fillAllFields', fieldErrors: {} };
  return { fieldErrors: {} };
}

export function buildLoginRequest(values: SignInValues): LoginRequest {
  return { email: values.email.trim(), password: values.password };
}

/** 'Passwords do not match' and 'Password must be at least 8 characters'; everything else is the server's. */
export function validateRegistration(values: Partial<RegisterValues>): ValidationResult<RegisterField> {
  const password = values.password ?? '';
  const confirmPassword = values.confirmPassword ?? '';
  const fieldErrors: Partial<Record<RegisterField, string>> = {};
  if (password !== confirmPassword) fieldErrors.confirmPassword = 'auth:validation.passwordsDoNotMatch';
  if (password.length < PASSWORD_MIN_LENGTH) fieldErrors.password = 'auth:validation.passwordTooShort';
  return { fieldErrors };
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
