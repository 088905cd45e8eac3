/**
 * Result of a pure form rule check. Messages are i18n keys (`ns:key`), translated by the screen, so the
 * rules stay testable without React and the wording lives in the locale files.
 */
export interface ValidationResult<F extends string> {
  /** A message about the whole form (shown above the submit button). */
  formError?: string;
  fieldErrors: Partial<Record<F, string>>;
}

export function isValid<F extends string>(result: ValidationResult<F>): boolean {
  return !result.formError && Object.keys(result.fieldErrors).length === 0;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isBlank(value: string | undefined | null): boolean {
  return !value || value.trim() === '';
}

/** Digits of a free-typed number such as 'MC-123456' or 'DOT 1234567'. */
export function digitsOf(value: string | undefined | null): string {
  return (value ?? '').replace(/\D/g, '');
}
