import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { SearchHistoryEntry } from '../carriers/carrier.types';
import type { AdvancedSearchRequest } from './advanced-search.rules';

export interface SearchPageArgs {
  page: number;
  pageSize: number;
}

/** Every search is recorded in the company's history: refresh the counters once one answers. */
async function refreshHistory(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
  const done = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (done) dispatch(baseApi.util.invalidateTags(['SearchHistory']));
}

export const carrierSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/search?q=&page=&pageSize= (the home search card). */
    searchCarriers: build.query<OpResult<'searchCarriers'>, SearchPageArgs & { q: string }>({
      query: ({ q, page, pageSize }) => request(ops.searchCarriers, { query: { q, page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** POST /api/carriers/advanced-search */
    advancedSearch: build.query<OpResult<'advancedSearch'>, AdvancedSearchRequest>({
      query: (body) => request(ops.advancedSearch, { body }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/carriers/search/email/:email */
    searchByEmail: build.query<OpResult<'searchByEmail'>, SearchPageArgs & { email: string }>({
      query: ({ email, page, pageSize }) => request(ops.searchByEmail, { params: { email }, query: { page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/carriers/search/phone/:phone */
    searchByPhone: build.query<OpResult<'searchByPhone'>, SearchPageArgs & { phone: string }>({
      query: ({ phone, page, pageSize }) => request(ops.searchByPhone, { params: { phone }, query: { page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/search-history: the company's searches, newest first. */
    getSearchHistory: build.query<OpResult<'listSearchHistory'>, void>({
      query: () => request(ops.listSearchHistory),
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as SearchHistoryEntry[]) : []),
      providesTags: ['SearchHistory'],
    }),
  }),
});

export const {
  useLazySearchCarriersQuery,
  useLazyAdvancedSearchQuery,
  useLazySearchByEmailQuery,
  useLazySearchByPhoneQuery,
  useGetSearchHistoryQuery,
} = carrierSearchApi;
