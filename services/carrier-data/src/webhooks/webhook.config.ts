import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

/** Webhook delivery settings (carrier-data's config fragment), parsed once at start. */
const schema = z.object({
  /**
   * true: deliveries may go to 127.0.0.0/8 and ::1, plain http included (tests, a receiver on the same machine). Off by
   * default; no setting ever opens private, link-local or metadata addresses.
   */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /** The first retry's delay; each next one doubles, up to 6 hours, for three days. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** A delivery's whole exchange (connection, request, answer) must end within this. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
});

export interface WebhookConfig {
  allowLoopback: boolean;
  retryBaseMs: number;
  timeoutMs: number;
}

export function loadWebhookConfig(env: Record<string, string | undefined> = process.env): WebhookConfig {
  const c = parseConfig(schema, env);
  return { allowLoopback: c.WEBHOOK_ALLOW_LOOPBACK, retryBaseMs: c.WEBHOOK_RETRY_BASE_MS, timeoutMs: c.WEBHOOK_TIMEOUT_MS };
}
