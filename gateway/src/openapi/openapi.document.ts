import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { ERROR_STATUS_TEXT, ErrorBodySchema, openApiPath, ProblemBodySchema, PUBLIC_API_PREFIX, type Operation, type SuccessResponse } from '@logiscope/proto/http';

function success(r: SuccessResponse): ZodOpenApiResponseObject {
  if (!r.schema) return { description: r.description };
  return { description: r.description, content: { [r.contentType ?? 'application/json']: { schema: r.schema } } };
}

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = { [String(op.success.status)]: success(op.success) };
  for (const extra of op.alsoSuccess ?? []) responses[String(extra.status)] = success(extra);
  // The public API (/api/v1) answers its errors as problem details (RFC 9457).
  const error = op.path.startsWith(PUBLIC_API_PREFIX) ? { 'application/problem+json': { schema: ProblemBodySchema } } : { 'application/json': { schema: ErrorBodySchema } };
  for (const status of op.errorStatuses) {
    responses[String(status)] = { description: ERROR_STATUS_TEXT[status] ?? 'Error', content: error };
  }
  const signedIn = op.access !== 'public' && op.access !== 'optional-session';
  return {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    'x-access': op.access,
    security: op.access === 'api-key' ? [{ apiKey: [] }] : signedIn ? [{ session: [] }] : op.access === 'optional-session' ? [{}, { session: [] }] : [],
    ...(op.params || op.query ? { requestParams: { ...(op.params ? { path: op.params } : {}), ...(op.query ? { query: op.query } : {}) } } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
  };
}

/** OpenAPI 3.1 for the given (served) operations, from their zod declarations through zod-openapi. */
export function buildOpenApiDocument(operations: readonly Operation[], info: { version: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationObject(op) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'LogiScope API',
      version: info.version,
      description:
        'Carrier intelligence for US freight brokers: FMCSA carrier data, risk, saved and monitored carriers. Sign in with POST /api/auth/login; the session travels in the logiscope.sid cookie. State-changing requests must be JSON and same-origin. Errors answer { message, code, params, issues }.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'logiscope.sid', description: 'Set by POST /api/auth/login or /api/auth/register' },
        apiKey: { type: 'http', scheme: 'bearer', description: "One of the company's API keys (lsk_live_... / lsk_test_...): the public API (/api/v1) only" },
      },
    },
    paths,
  });
}
