import type { FormInstance } from 'antd';

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

/** Translates the i18n keys of a validation result's field errors. */
export function translateErrors<F extends string>(errors: Partial<Record<F, string>>, t: (key: string) => string): Partial<Record<F, string>> {
  const translated: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(errors) as [F, string | undefined][]) {
    if (key) translated[field] = t(key);
  }
  return translated;
}
