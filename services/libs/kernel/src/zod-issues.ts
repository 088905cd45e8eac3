import type { ZodError } from 'zod';
import { DomainError, type ValidationIssue } from './errors';

/** Turns a zod failure into the API's 400 shape: the first issue's wording is the message. */
export function toValidationError(error: ZodError): DomainError {
  const issues: ValidationIssue[] = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return DomainError.validation(issues[0]?.message ?? 'Invalid input', issues);
}

export function parseOrThrow<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw toValidationError(r.error);
  return r.data;
}
