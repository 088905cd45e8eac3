import { companySetupBodySchema } from '@logiscope/proto/http';
import type { CompanyType, SetupCompanyRequest } from '../auth/auth.types';
import type { ValidationResult } from '../../shared/forms/validation';
import { ruleMessagesByField } from '../../shared/errors/errorText';

/** The server's rules, run as they are (one rule, one message): `@logiscope/proto/http`'s company setup rules. */
export { isBrokerMcNumber, STATE_MAX_LENGTH } from '@logiscope/proto/http';

/** The company details form: the setup request's fields but the company type (chosen in the step before). */
export type CompanySetupValues = Omit<SetupCompanyRequest, 'companyType'>;

export type CompanySetupField = keyof CompanySetupValues;

export const COMPANY_SETUP_FIELDS: readonly CompanySetupField[] = companySetupBodySchema.keyof().options.filter((field) => field !== 'companyType');

/** The form's start: the user's e-mail and the company name typed at registration (the user need not type them twice). */
export function emptyCompanySetupValues(email = '', companyName = ''): CompanySetupValues {
  return { companyName, mcNumber: '', dotNumber: '', address: '', city: '', state: '', zipCode: '', phone: '', email };
}

/**
 * The request the form would send, checked by the server's own schema (companySetupBodySchema): company name
 * required, e-mail valid when given, state at most 2 characters, a broker's MC number ending in b with more than the
 * b ("MC-b" is refused). Each failed rule lands on its field with the server's code.
 */
export function validateCompanySetup(companyType: CompanyType, values: Partial<CompanySetupValues>): ValidationResult<CompanySetupField> {
  const parsed = companySetupBodySchema.safeParse(buildSetupCompanyRequest(companyType, values));
  if (parsed.success) return { fieldErrors: {} };
  const { fieldErrors, other } = ruleMessagesByField(parsed.error, COMPANY_SETUP_FIELDS);
  return other.length > 0 ? { fieldErrors, formError: other[0] } : { fieldErrors };
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
