import { respondBodySchema } from '@logiscope/proto/http';
import type { ValidationResult } from '../../shared/forms/validation';
import { ruleMessagesByField } from '../../shared/errors/errorText';

/**
 * The carrier's response form: text of 10 characters or more ('Response must be at least 10 characters'), a valid
 * contact e-mail ('Valid email required'), an optional phone. The server's rules (respondBodySchema), run here first.
 */
export interface ResponseFormValues {
  responseText: string;
  contactEmail: string;
  contactPhone: string;
}

export type ResponseField = keyof ResponseFormValues;
const FIELDS: readonly ResponseField[] = ['responseText', 'contactEmail', 'contactPhone'];

export function validateResponse(values: Partial<ResponseFormValues>): ValidationResult<ResponseField> {
  const parsed = respondBodySchema.safeParse({ responseText: values.responseText ?? '', contactEmail: values.contactEmail ?? '', contactPhone: values.contactPhone ?? '' });
  return parsed.success ? { fieldErrors: {} } : { fieldErrors: ruleMessagesByField(parsed.error, FIELDS).fieldErrors };
}
