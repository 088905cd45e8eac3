import { z } from 'zod';
import { ApiKeyViewSchema, CreatedApiKeyViewSchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';
import { createApiKeyBodySchema } from './api-key.rules';

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
