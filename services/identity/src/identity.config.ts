import { z } from 'zod';
import { appUrlOf, appUrlSetting, parseConfig } from '@logiscope/kernel';
import { isMasterKeyText } from '@logiscope/infra';
import type { ApiKeyEnvironment } from '@logiscope/proto/http';

const FAULT = /^identity\.after-append:([1-9][0-9]*)$/;

const schema = z.object({
  /**
   * Test only: `identity.after-append:<n>` makes the process kill itself (SIGKILL) right after its n-th append, before
   * anything else runs (the projection has not applied it, the relay has not published it). The crash tests use it;
   * nothing else should set it. Values naming another service are left to that service.
   */
  FAULT_INJECT: z
    .string()
    .default('')
    .refine((v) => !v.startsWith('identity.') || FAULT.test(v), 'identity.after-append:<n> (n ≥ 1) is the only identity fault'),
  /**
   * The web app's public address, for the invitation link (configured, never taken from a request's Host header);
   * unset: http://localhost:<PORT> (appUrlOf).
   */
  APP_URL: appUrlSetting(),
  /**
   * The master key of second factors (32 bytes: `openssl rand -hex 32`, or base64): encrypts TOTP secrets (AES-256-GCM)
   * and keys the hashes of recovery codes. Set it in production, the same on every replica; unset, a key is generated
   * once (second-factor/second-factor.key.ts). Losing it locks out every user with a second factor (recovery codes need
   * it too): keep it with the database backups' keys.
   */
  SECOND_FACTOR_KEY: z
    .string()
    .trim()
    .refine((v) => v === '' || isMasterKeyText(v), '32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32)')
    .optional(),
  /**
   * `production` (the image, compose and k8s) makes new API keys `lsk_live_...`; any other value `lsk_test_...`, so a
   * leaked key from a test or development server is told apart from a production one.
   */
  NODE_ENV: z.string().optional(),
});

export interface IdentityConfig {
  /** Kill the process right after this append (1-based, counted from the start of the process); 0: never. */
  crashAfterAppend: number;
  /** Where the invitation e-mail's link points (`<appUrl>/set-password?token=...`). */
  appUrl: string;
  /** SECOND_FACTOR_KEY, when configured. */
  secondFactorKey: string | undefined;
  /** What new API keys' secrets name: `live` under NODE_ENV=production, else `test`. */
  apiKeyEnvironment: ApiKeyEnvironment;
}

/** identity's own settings, parsed once when it starts. */
export function identityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const parsed = parseConfig(schema, env);
  const fault = FAULT.exec(parsed.FAULT_INJECT);
  return {
    crashAfterAppend: fault ? Number(fault[1]) : 0,
    appUrl: appUrlOf(parsed.APP_URL, env),
    secondFactorKey: parsed.SECOND_FACTOR_KEY || undefined,
    apiKeyEnvironment: parsed.NODE_ENV === 'production' ? 'live' : 'test',
  };
}
