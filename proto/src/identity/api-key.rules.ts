import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key.views';
import { message } from '../shared/messages';
import { requiredText } from '../shared/text.rules';

/** A name a person can tell keys apart by ("McLeod production"). */
export const API_KEY_NAME_MAX = 80;

/** POST /api/company/api-keys: the API Settings dialog's form. The expiry's "in the future" is the decider's (it has the clock). */
export const createApiKeyBodySchema = z
  .object({
    name: requiredText(API_KEY_NAME_MAX, 'Name', 'API_KEY_NAME_REQUIRED', 'API_KEY_NAME_TOO_LONG'),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: message('API_KEY_SCOPE_UNKNOWN') }), { error: message('API_KEY_SCOPES_REQUIRED') })
      .min(1, message('API_KEY_SCOPES_REQUIRED'))
      .max(API_KEY_SCOPES.length, message('API_KEY_SCOPE_UNKNOWN'))
      // Sent twice, kept once, in the catalogue's order.
      .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
    expiresAt: z.iso.datetime({ offset: true, error: message('API_KEY_EXPIRY_INVALID') }).nullable().optional().default(null),
  })
  .meta({ id: 'CreateApiKeyBody', examples: [{ name: 'McLeod production', scopes: ['carriers:read', 'monitoring:write'], expiresAt: '2027-12-31T23:59:59Z' }] });

export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/**
 * An API key's secret: `lsk_` (LogiScope key), the environment (`live`, or `test` for test and development servers),
 * `_`, then 256 random bits in 43 base62 characters. Recognisable on purpose: a secret scanner (GitHub's, gitleaks)
 * finds a leaked one with this pattern; no `-` or `_` inside the random part, so a double-click selects it whole.
 */
export const API_KEY_PATTERN = /^lsk_(live|test)_[0-9A-Za-z]{43}$/;
export const API_KEY_ENVIRONMENTS = ['live', 'test'] as const;
export type ApiKeyEnvironment = (typeof API_KEY_ENVIRONMENTS)[number];
