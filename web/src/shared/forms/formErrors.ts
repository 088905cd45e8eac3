import type { FormInstance } from 'antd';
import { errorText, type Translate } from '../errors/errorText';
import type { FieldMessage } from './validation';

/** Shows messages under the named fields of an antd form (messages already translated). */
export function showFieldErrors(form: FormInstance, errors: Partial<Record<string, string>>): void {
  const fields = Object.entries(errors)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length > 0) form.setFields(fields);
}

/** Clears the messages of fields the user just edited. */
export function clearFieldErrors(form: FormInstance, names: readonly string[]): void {
  const withErrors = names.filter((name) => form.getFieldError(name).length > 0);
  if (withErrors.length > 0) form.setFields(withErrors.map((name) => ({ name, errors: [] })));
}

/** A form rule's message in the user's language: its i18n key, or a proto rule's `errors:<code>`. */
export function translateMessage(message: FieldMessage, t: Translate): string {
  // i18n-keys: *
  return typeof message === 'string' ? t(message) : errorText(t, message);
}

/** Translates a validation result's field errors. */
export function translateErrors<F extends string>(errors: Partial<Record<F, FieldMessage>>, t: Translate): Partial<Record<F, string>> {
  const translated: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, FieldMessage | undefined][]) {
    if (message) translated[field] = translateMessage(message, t);
  }
  return translated;
}
