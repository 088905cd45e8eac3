import { z } from 'zod';

/**
 * What an API key may do on the public API (/api/v1), one scope per area a TMS integrates with. A key carries the
 * scopes its company's ADMIN chose; a call outside them answers 403.
 */
export const API_KEY_SCOPES = ['carriers:read', 'monitoring:write', 'alerts:read', 'reports:read', 'vetting:write', 'webhooks:manage'] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES).meta({ id: 'ApiKeyScope' });
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

/**
 * A key's state as the list shows it: ACTIVE; SUSPENDED while the company has no running trial or plan (its use answers
 * 402, and it works again once the company pays); EXPIRED past its expiry; REVOKED for good.
 */
export const API_KEY_STATUSES = ['ACTIVE', 'SUSPENDED', 'EXPIRED', 'REVOKED'] as const;

/** Who created a key (a key outlives nobody: removing its creator revokes it, and the name then reads ""). */
export const ApiKeyCreatorSchema = z
  .object({ userId: z.string(), name: z.string().describe('"" when the creator is no longer a member.') })
  .meta({ id: 'ApiKeyCreator' });

/** One of the company's API keys, as its ADMINs see it: never the secret, never its hash. */
export const ApiKeyViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(ApiKeyScopeSchema),
    prefix: z.string().describe('The first characters of the secret (lsk_live_ab12cd), to tell keys apart.'),
    createdBy: ApiKeyCreatorSchema,
    createdAt: z.string().describe('ISO-8601.'),
    lastUsedAt: z.string().nullable().describe('ISO-8601, to the minute or so (uses are recorded in batches); null: never used.'),
    expiresAt: z.string().nullable().describe('ISO-8601; null: does not expire.'),
    status: z.enum(API_KEY_STATUSES),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKeyView' });
export type ApiKeyView = z.infer<typeof ApiKeyViewSchema>;

/** The creation's answer: the key, and its secret, shown this once (identity keeps only a hash of it). */
export const CreatedApiKeyViewSchema = z
  .object({
    id: z.string(),
    secret: z.string().describe('lsk_<environment>_<43 random base62 characters>: shown once, never again. Send it as `Authorization: Bearer <secret>`.'),
    key: ApiKeyViewSchema,
  })
  .meta({ id: 'CreatedApiKeyView' });
export type CreatedApiKeyView = z.infer<typeof CreatedApiKeyViewSchema>;
