import { z } from 'zod';
import { operation } from './operation';

const HealthSchema = z.object({ status: z.literal('ok'), profile: z.enum(['embedded', 'distributed']) }).meta({ id: 'Health' });

export const health = operation({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  gatewayOnly: true,
  anyHost: true,
  tag: 'Platform',
  summary: 'Liveness of the gateway and the profile it runs',
  success: { status: 200, description: 'Up', schema: HealthSchema },
});

export const openApiDocument = operation({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  gatewayOnly: true,
  tag: 'Platform',
  summary: 'This API described as OpenAPI 3.1 (the operations this server serves)',
  success: { status: 200, description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) },
});

export const apiDocs = operation({
  id: 'getApiDocs',
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  gatewayOnly: true,
  tag: 'Platform',
  summary: 'A browsable reference of this API (Swagger UI, served from the npm package, no CDN)',
  success: { status: 200, description: 'HTML page', contentType: 'text/html', schema: z.string() },
});

export const publicOpenApiDocument = operation({
  id: 'getPublicOpenApiDocument',
  method: 'GET',
  path: '/api/v1/openapi.json',
  access: 'public',
  gatewayOnly: true,
  tag: 'Platform',
  summary: 'The public API v1 described as OpenAPI 3.1: its operations only, the Bearer key scheme and its problem+json errors',
  success: { status: 200, description: 'The OpenAPI document of /api/v1', schema: z.looseObject({ openapi: z.string() }) },
});

export const publicApiDocs = operation({
  id: 'getPublicApiDocs',
  method: 'GET',
  path: '/api/v1/docs',
  access: 'public',
  gatewayOnly: true,
  tag: 'Platform',
  summary: 'A browsable reference of the public API v1, with examples (Swagger UI)',
  success: { status: 200, description: 'HTML page', contentType: 'text/html', schema: z.string() },
});
