import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpApiError, transportApiError, type ApiError } from './apiError';
import { isOperationRequest, type OperationRequest } from './operationRequest';
import { isPaymentRequired, notifyPaymentRequired } from './paywall';

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
 * and turns non-ok answers into {@link ApiError}. It sends only requests built from a declared operation
 * (`request(ops.x, ...)`): anything else is refused without a call.
 */
export function createApiBaseQuery(options: ApiBaseQueryOptions): BaseQueryFn<OperationRequest, unknown, ApiError> {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl,
    credentials: 'include',
    responseHandler: 'text',
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return async (args, api, extraOptions) => {
    if (!isOperationRequest(args)) {
      const what = typeof args === 'string' ? args : JSON.stringify(args);
      return { error: transportApiError('CUSTOM_ERROR', `not a declared operation: ${what} (build requests with request(ops.<operation>, ...))`) };
    }
    const { operationId: _operationId, ...fetchArgs } = args;
    const result = await raw(fetchArgs satisfies FetchArgs, api, extraOptions);
    if (result.error) {
      const error = toApiError(result.error, result.meta?.response?.statusText);
      // The paywall (402 SUBSCRIPTION_REQUIRED): the signed-in shell leads the user to /subscription.
      if (isPaymentRequired(error)) notifyPaymentRequired(error);
      return { error, meta: result.meta };
    }
    return { data: parseSuccessBody(result.data), meta: result.meta };
  };
}
