import { z } from 'zod';
import { ApiKeyViewSchema, CarrierViewSchema, CreatedApiKeyViewSchema } from '../../views';
import { message } from '../messages';
import { operation } from '../operation';
import { createApiKeyBodySchema } from '../rules/api-key.rules';

/* API keys (issue 24 §1): the company's, managed by its ADMINs in the session API. */
const TAG = 'API keys';
const keyParams = z.object({ id: z.string().max(100) });

export const listApiKeys = operation({
  id: 'listApiKeys', method: 'GET', path: '/api/company/api-keys', access: 'admin', tag: TAG,
  summary: "The company's API keys, newest first: name, scopes, creator, created, last used, expiry, status (never a secret)",
  success: { status: 200, description: 'The keys', schema: z.array(ApiKeyViewSchema) },
  deniedMessage: message('API_KEYS_ADMIN_ONLY'),
});

export const createApiKey = operation({
  id: 'createApiKey', method: 'POST', path: '/api/company/api-keys', access: 'admin', tag: TAG,
  summary: 'Create an API key with a name, scopes and an optional expiry: the answer carries its secret, shown this once (only a hash is kept)',
  body: createApiKeyBodySchema,
  success: { status: 201, description: 'The key and its secret', schema: CreatedApiKeyViewSchema },
  errors: [409],
  deniedMessage: message('API_KEYS_ADMIN_ONLY'),
});

export const revokeApiKey = operation({
  id: 'revokeApiKey', method: 'DELETE', path: '/api/company/api-keys/:id', access: 'admin', tag: TAG,
  summary: 'Revoke an API key for good: its next use answers 401',
  params: keyParams,
  success: { status: 200, description: 'The key, revoked', schema: ApiKeyViewSchema },
  errors: [404, 409],
  deniedMessage: message('API_KEYS_ADMIN_ONLY'),
});

/**
 * The public API's first operation (issue 24 §2 owns the rest: its own OpenAPI document, problem+json, pagination).
 * A key with scope carriers:read; the verdict is under the key's company's rule profile.
 */
export const getCarrierV1 = operation({
  id: 'getCarrierV1', method: 'GET', path: '/api/v1/carriers/:usdot', access: 'api-key', scope: 'carriers:read', paid: true, tag: 'Public API v1',
  summary: "A carrier by USDOT number with its verdict under the key's company's rule profile (scope carriers:read)",
  params: z.object({ usdot: z.string().regex(/^\d{1,8}$/, message('CARRIER_ID_INVALID')).meta({ example: '44110' }) }),
  success: { status: 200, description: 'The carrier and its verdict', schema: CarrierViewSchema },
  errors: [404],
});
