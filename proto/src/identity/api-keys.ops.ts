import { z } from 'zod';
import { ApiKeyViewSchema, CreatedApiKeyViewSchema } from '../views';
import { message } from '../shared/messages';
import { operationFamily } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { createApiKeyBodySchema } from './api-key.rules';

/* API keys (issue 24 §1): the company's, managed by its ADMINs in the session API. */
const apiKeyOperation = operationFamily({ access: 'admin', tag: 'API keys', deniedMessage: message('API_KEYS_ADMIN_ONLY') });

export const listApiKeys = apiKeyOperation({
  id: 'listApiKeys', method: 'GET', path: '/api/company/api-keys',
  summary: "The company's API keys, newest first: name, scopes, creator, created, last used, expiry, status (never a secret)",
  success: { status: 200, description: 'The keys', schema: z.array(ApiKeyViewSchema) },
});

export const createApiKey = apiKeyOperation({
  id: 'createApiKey', method: 'POST', path: '/api/company/api-keys',
  summary: 'Create an API key with a name, scopes and an optional expiry: the answer carries its secret, shown this once (only a hash is kept)',
  body: createApiKeyBodySchema,
  success: { status: 201, description: 'The key and its secret', schema: CreatedApiKeyViewSchema },
  errors: [409],
});

export const revokeApiKey = apiKeyOperation({
  id: 'revokeApiKey', method: 'DELETE', path: '/api/company/api-keys/:id',
  summary: 'Revoke an API key for good: its next use answers 401',
  params: idParams,
  success: { status: 200, description: 'The key, revoked', schema: ApiKeyViewSchema },
  errors: [404, 409],
});
