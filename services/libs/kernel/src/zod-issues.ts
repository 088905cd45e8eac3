import type { ZodError } from 'zod';
import { DomainError, type ValidationIssue } from './errors';

type Param = string | number | boolean;

/** The parameters of a failed rule that a translated message may need (zod v4 issue fields). */
function paramsOf(issue: ZodError['issues'][number]): Record<string, Param> {
  const out: Record<string, Param> = {};
  // Each kind of issue has its own fields: read them by name, whichever kind this is.
  const fields = new Map<string, unknown>(Object.entries(issue));
  for (const key of ['minimum', 'maximum', 'expected', 'format', 'origin'] as const) {
    const v = fields.get(key);
    if (typeof v === 'string' || typeof v === 'boolean') out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
    else if (typeof v === 'bigint') out[key] = Number(v);
  }
  return out;
}

/** Turns a zod failure into the API's 400 shape: the first issue's wording is the message. */
export function toValidationError(error: ZodError): DomainError {
  const issues: ValidationIssue[] = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, rule: i.code, params: paramsOf(i) }));
  return DomainError.validation(issues[0]?.message ?? 'Invalid input', issues);
}

export function parseOrThrow<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw toValidationError(r.error);
  return r.data;
}

/** parseOrThrow for schemas with asynchronous rules (a new password's strength: its dictionaries load on first use). */
export async function parseOrThrowAsync<T>(
  schema: { safeParseAsync(v: unknown): Promise<{ success: true; data: T } | { success: false; error: ZodError }> },
  value: unknown,
): Promise<T> {
  const r = await schema.safeParseAsync(value);
  if (!r.success) throw toValidationError(r.error);
  return r.data;
}
