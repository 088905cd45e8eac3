import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { ERROR_STATUS_TEXT, ErrorBodySchema, IDEMPOTENCY_KEY_HEADER, openApiPath, ProblemBodySchema, PUBLIC_API_PREFIX, type Operation, type SuccessResponse } from '@logiscope/proto/http';
import { PUBLIC_API_DESCRIPTION } from './public-api.description';

/** The documents' info.version (the public API's contract version is its path: /api/v1). */
export const API_VERSION = '1.0.0';

function success(r: SuccessResponse): ZodOpenApiResponseObject {
  if (!r.schema) return { description: r.description };
  return { description: r.description, content: { [r.contentType ?? 'application/json']: { schema: r.schema } } };
}

const isPublicApi = (op: Operation) => op.path.startsWith(PUBLIC_API_PREFIX);

/** What a status means on the public API, where the caller is an API key (ERROR_STATUS_TEXT speaks of sessions). */
const PUBLIC_STATUS_TEXT: Record<number, string> = {
  401: 'No API key, or one that is invalid, expired or revoked (API_KEY_INVALID)',
  402: "The key's company has no active subscription: its keys are suspended until it has one (SUBSCRIPTION_REQUIRED)",
  403: 'The key lacks the scope this operation needs (API_KEY_SCOPE_MISSING)',
  409: 'A request with this Idempotency-Key is still being answered (IDEMPOTENCY_KEY_IN_PROGRESS)',
  422: 'This Idempotency-Key was used for another request (IDEMPOTENCY_KEY_REUSED)',
};

const idempotencyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe('Any unique value of yours (a UUID): a retry with the same key and the same body gets the first answer again (kept 24 hours); with another body, 422.')
    .meta({ example: '5f0c6a4e-2b1d-4c8e-9a7f-3e2d1c0b9a88' }),
});

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = { [String(op.success.status)]: success(op.success) };
  for (const extra of op.alsoSuccess ?? []) responses[String(extra.status)] = success(extra);
  // The public API (/api/v1) answers its errors as problem details (RFC 9457).
  const error = isPublicApi(op) ? { 'application/problem+json': { schema: ProblemBodySchema } } : { 'application/json': { schema: ErrorBodySchema } };
  for (const status of op.errorStatuses) {
    const text = (isPublicApi(op) && op.access === 'api-key' ? PUBLIC_STATUS_TEXT[status] : undefined) ?? ERROR_STATUS_TEXT[status] ?? 'Error';
    responses[String(status)] = { description: text, content: error };
  }
  const signedIn = op.access !== 'public' && op.access !== 'optional-session';
  const idempotent = op.access === 'api-key' && op.method === 'POST';
  const params = { ...(op.params ? { path: op.params } : {}), ...(op.query ? { query: op.query } : {}), ...(idempotent ? { header: idempotencyHeader } : {}) };
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.scope ? { description: `Needs an API key with the scope \`${op.scope}\`.` } : {}),
    tags: [op.tag],
    'x-access': op.access,
    ...(op.scope ? { 'x-scope': op.scope } : {}),
    security: op.access === 'api-key' ? [{ apiKey: [] }] : signedIn ? [{ session: [] }] : op.access === 'optional-session' ? [{}, { session: [] }] : [],
    ...(Object.keys(params).length ? { requestParams: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
  };
}

function pathsOf(operations: readonly Operation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationObject(op) };
  }
  return paths;
}

/**
 * OpenAPI 3.1 of the session API (the web app's, /api/openapi.json) for the given (served) operations, from their zod
 * declarations through zod-openapi. The public API v1 has its own document (buildPublicOpenApiDocument).
 */
export function buildOpenApiDocument(operations: readonly Operation[], info: { version: string }) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'LogiScope API',
      version: info.version,
      description:
        'Carrier intelligence for US freight brokers: FMCSA carrier data, risk, saved and monitored carriers. Sign in with POST /api/auth/login; the session travels in the logiscope.sid cookie. State-changing requests must be JSON and same-origin. Errors answer { message, code, params, issues }. Integrations use the public API v1 instead: /api/v1/openapi.json.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'logiscope.sid', description: 'Set by POST /api/auth/login or /api/auth/register' },
      },
    },
    paths: pathsOf(operations.filter((op) => !isPublicApi(op))),
  });
}

/** OpenAPI 3.1 of the public API v1 (/api/v1/openapi.json): its operations only, the Bearer key, problem+json errors. */
export function buildPublicOpenApiDocument(operations: readonly Operation[], info: { version: string }) {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'LogiScope public API', version: info.version, description: PUBLIC_API_DESCRIPTION },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: "One of the company's API keys (lsk_live_... / lsk_test_...), created by an ADMIN in API Settings." },
      },
    },
    paths: pathsOf(operations.filter(isPublicApi)),
  });
}
