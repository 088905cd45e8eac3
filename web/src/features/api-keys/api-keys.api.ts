import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpBody, type OpResult } from '../../api/operationRequest';

/** API Settings (issue 24 §1): the company's API keys, managed by its ADMINs. */
export const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/api-keys: newest first, never a secret. */
    listApiKeys: build.query<OpResult<'listApiKeys'>, void>({
      query: () => request(ops.listApiKeys),
      providesTags: ['ApiKey'],
    }),
    /** POST /api/company/api-keys: the answer's secret is shown once and kept nowhere (not in this cache either). */
    createApiKey: build.mutation<OpResult<'createApiKey'>, OpBody<'createApiKey'>>({
      query: (body) => request(ops.createApiKey, { body }),
      invalidatesTags: ['ApiKey'],
    }),
    /** DELETE /api/company/api-keys/:id: for good; the key's next use answers 401. */
    revokeApiKey: build.mutation<OpResult<'revokeApiKey'>, { id: string }>({
      query: ({ id }) => request(ops.revokeApiKey, { params: { id } }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
