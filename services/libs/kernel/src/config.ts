import { z, type ZodType } from 'zod';

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

/** Where the gateway listens when PORT is unset. */
export const DEFAULT_PORT = 3000;

/**
 * The web app's public address (APP_URL) for the links LogiScope e-mails, prints on certificates and sends the browser
 * back to after checkout: the configured value (`configured`: APP_URL as parsed, undefined when unset), else this
 * installation's own gateway, `http://localhost:<PORT>` (PORT as the gateway reads it, 3000 when unset), so the links
 * reach the server that made them whatever port it runs on. Never taken from a request's Host header.
 */
export function appUrlOf(configured: string | undefined, env: Record<string, string | undefined> = process.env): string {
  if (configured) return configured;
  const port = Number(env.PORT?.trim() || DEFAULT_PORT);
  // PORT=0 (any free port) cannot be known here: such an installation sets APP_URL.
  return `http://localhost:${Number.isInteger(port) && port > 0 && port <= 65535 ? port : DEFAULT_PORT}`;
}

/** APP_URL as every process reads it: an http(s) URL without its trailing slash; undefined when unset (see appUrlOf). */
export const appUrlSetting = () =>
  z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((u) => u.replace(/\/+$/, ''))
    .optional();
