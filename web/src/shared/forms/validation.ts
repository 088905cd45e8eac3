import type { RuleMessage } from '../errors/errorText';

/**
 * A message of a form rule check: an i18n key (`ns:key`) of the screen's own wording, or a failed proto rule (the
 * server's code and parameters, shown as `errors:<code>`). Translated by the screen, so the rules stay testable
 * without React and the wording lives in the locale files.
 */
export type FieldMessage = string | RuleMessage;

/** Result of a pure form rule check. */
export interface ValidationResult<F extends string> {
  /** A message about the whole form (shown above the submit button). */
  formError?: FieldMessage;
  fieldErrors: Partial<Record<F, FieldMessage>>;
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
