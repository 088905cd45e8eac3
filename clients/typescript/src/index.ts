/**
 * A typed client of the LogiScope public API v1: paths, inputs and answers are the types openapi-typescript generated
 * from the API's OpenAPI document (src/v1.schema.ts), the calls are openapi-fetch's. Errors arrive as `error`: the
 * problem details (RFC 9457) the API answers, `{ type, title, status, code, issues? }`.
 *
 *   const api = createLogiScopeClient({ baseUrl: 'https://logiscope.example.com', apiKey: process.env.LOGISCOPE_KEY! });
 *   const { data, error } = await api.GET('/api/v1/carriers/{usdot}/verdict', { params: { path: { usdot: '158121' } } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './v1.schema';

export type { components, paths };
export type LogiScopeClient = Client<paths>;
export type Problem = components['schemas']['Problem'];
export type V1Carrier = components['schemas']['V1Carrier'];
export type V1Verdict = components['schemas']['V1Verdict'];
export type V1Alert = components['schemas']['V1Alert'];

export interface LogiScopeClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where LogiScope answers (https://logiscope.example.com), without /api/v1. */
  baseUrl: string;
  /** One of the company's API keys (lsk_live_... / lsk_test_...). */
  apiKey: string;
}

export function createLogiScopeClient({ baseUrl, apiKey, headers, ...options }: LogiScopeClientOptions): LogiScopeClient {
  return createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, ''), headers: { ...headers, authorization: `Bearer ${apiKey}` } });
}
