import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpApiError, transportApiError, type ApiError } from './apiError';

export interface ApiBaseQueryOptions {
  baseUrl: string;
  fetchFn?: typeof fetch;
}

function parseSuccessBody(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(error: FetchBaseQueryError, statusText: string | undefined): ApiError {
  if (typeof error.status === 'number') {
    return httpApiError(error.status, typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? ''), statusText);
  }
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return transportApiError(error.status, error.error);
    case 'PARSING_ERROR':
      return httpApiError(error.originalStatus, error.data, statusText);
    default: {
      const unreachable: never = error;
      return transportApiError('CUSTOM_ERROR', String(unreachable));
    }
  }
}

/**
 * fetchBaseQuery that sends cookies, sends JSON only when a body is present, reads every answer as text
 * and turns non-ok answers into {@link ApiError}.
 */
export function createApiBaseQuery(options: ApiBaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl,
    credentials: 'include',
    responseHandler: 'text',
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (result.error) return { error: toApiError(result.error, result.meta?.response?.statusText), meta: result.meta };
    return { data: parseSuccessBody(result.data), meta: result.meta };
  };
}
