import type { ZodType } from 'zod';

/**
 * Parses configuration once at start and fails fast: every bad key is listed, then the process exits.
 * Tests pass their own env object instead of process.env.
 */
export function parseConfig<T>(schema: ZodType<T>, env: Record<string, string | undefined> = process.env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
