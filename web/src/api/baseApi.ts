import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './apiBaseQuery';
import { API_PREFIX } from './operationRequest';
import { API_TAG_TYPES } from './tagTypes';

/** The spec's cache defaults: data never goes stale on its own, nothing refetches behind the user's back. */
const KEEP_UNUSED_DATA_SECONDS = 24 * 60 * 60;

/**
 * The one API slice of the app (baseUrl '/api', the gateway on the same origin). Features add their
 * endpoints with `baseApi.injectEndpoints` in `features/<f>/<f>.api.ts`, each request built from its declared operation
 * (`request(ops.<operation>, ...)`, see operationRequest.ts). No retries: RTK Query does not
 * retry unless `retry()` wraps the base query, and it is not used here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery({ baseUrl: API_PREFIX }),
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
