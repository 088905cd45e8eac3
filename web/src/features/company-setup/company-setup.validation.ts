import type { CompanyType, SetupCompanyRequest } from '../auth/auth.types';
import type { ValidationResult } from '../../shared/forms/validation';
import { isBlank, isEmail } from '../../shared/forms/validation';

export const STATE_MAX_LENGTH = 2;

/** The company details form: the setup request's fields but the company type (chosen in the step before). */
export type CompanySetupValues = Omit<SetupCompanyRequest, 'companyType'>;

export type CompanySetupField = keyof CompanySetupValues;

export const COMPANY_SETUP_FIELDS: readonly CompanySetupField[] = [
  'companyName',
  'mcNumber',
  'dotNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
];

export function emptyCompanySetupValues(email = ''): CompanySetupValues {
  return { companyName: '', mcNumber: '', dotNumber: '', address: '', city: '', state: '', zipCode: '', phone: '', email };
}

/**
 * A broker's MC number, after removing an optional leading 'MC' with an optional dash (any case), must end
 * with the letter b (any case): licensed broker authority.
 */
export function isBrokerMcNumber(mcNumber: string | undefined | null): boolean {
  const rest = (mcNumber ?? '').trim().replace(/^mc-?/i, '');
  return /b$/i.test(rest);
}

export function validateCompanySetup(companyType: CompanyType, values: Partial<CompanySetupValues>): ValidationResult<CompanySetupField> {
  const fieldErrors: Partial<Record<CompanySetupField, string>> = {};
  if (isBlank(values.companyName)) fieldErrors.companyName = 'companySetup:validation.companyNameRequired';
  if (!isBlank(values.email) && !isEmail(values.email ?? '')) fieldErrors.email = 'companySetup:validation.emailInvalid';
  if ((values.state ?? '').trim().length > STATE_MAX_LENGTH) fieldErrors.state = 'companySetup:validation.stateTooLong';
  if (companyType === 'BROKER' && !isBrokerMcNumber(values.mcNumber)) fieldErrors.mcNumber = 'companySetup:validation.brokerMcNumber';
  return { fieldErrors };
}

/** The setup payload: every field trimmed, state upper-cased; a shipper sends no MC or DOT number. */
export function buildSetupCompanyRequest(companyType: CompanyType, values: Partial<CompanySetupValues>): SetupCompanyRequest {
  const text = (value: string | undefined) => (value ?? '').trim();
  const isBroker = companyType === 'BROKER';
  return {
    companyType,
    companyName: text(values.companyName),
    mcNumber: isBroker ? text(values.mcNumber) : '',
    dotNumber: isBroker ? text(values.dotNumber) : '',
    address: text(values.address),
    city: text(values.city),
    state: text(values.state).toUpperCase(),
    zipCode: text(values.zipCode),
    phone: text(values.phone),
    email: text(values.email),
  };
}
