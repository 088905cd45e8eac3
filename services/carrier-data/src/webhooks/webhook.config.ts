import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';
import { isMasterKeyText } from '@logiscope/infra';

const masterKeySetting = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isMasterKeyText(v), '32 bytes: 64 hex digits or 44 base64 characters (openssl rand -base64 32)')
    .optional();

/** Webhook delivery settings (carrier-data's config fragment), parsed once at start. */
const schema = z
  .object({
    /**
     * true: deliveries may go to 127.0.0.0/8 and ::1, plain http included (tests, a receiver on the same machine). Off by
     * default; no setting ever opens private, link-local or metadata addresses.
     */
    WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
    /** The first retry's delay; each next one doubles, up to 6 hours, for three days. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** A delivery's whole exchange (connection, request, answer) must end within this. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
    /**
     * The master key that seals endpoints' signing secrets at rest (AES-256-GCM), the same on every carrier-data replica,
     * kept apart from the database. Required under NODE_ENV=production; elsewhere, unset, one is generated once and kept
     * beside the data (`<DATA_DIR>/webhook-secret.key`, or carrier-data's database).
     */
    WEBHOOK_SECRET_KEY: masterKeySetting(),
    /** The master key before a rotation: still opens the secrets it sealed (never seals). */
    WEBHOOK_SECRET_KEY_PREVIOUS: masterKeySetting(),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    // A key generated next to the secrets it protects protects nothing against a copy of the database.
    if (!c.WEBHOOK_SECRET_KEY && c.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET_KEY'], message: 'is required when NODE_ENV=production (32 bytes: openssl rand -base64 32)' });
    }
  });

export interface WebhookConfig {
  allowLoopback: boolean;
  retryBaseMs: number;
  timeoutMs: number;
  /** WEBHOOK_SECRET_KEY when configured (undefined: generated once, outside production only). */
  secretKey?: string;
  previousSecretKey?: string;
}

export function loadWebhookConfig(env: Record<string, string | undefined> = process.env): WebhookConfig {
  const c = parseConfig(schema, env);
  return {
    allowLoopback: c.WEBHOOK_ALLOW_LOOPBACK,
    retryBaseMs: c.WEBHOOK_RETRY_BASE_MS,
    timeoutMs: c.WEBHOOK_TIMEOUT_MS,
    secretKey: c.WEBHOOK_SECRET_KEY || undefined,
    previousSecretKey: c.WEBHOOK_SECRET_KEY_PREVIOUS || undefined,
  };
}
