import { baseApi } from '../../api/baseApi';
import type { CarrierSearchResult, SearchHistoryEntry } from '../carriers/carrier.types';
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
    searchCarriers: build.query<CarrierSearchResult, SearchPageArgs & { q: string }>({
      query: ({ q, page, pageSize }) => ({ url: '/carriers/search', params: { q, page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** POST /api/carriers/advanced-search */
    advancedSearch: build.query<CarrierSearchResult, AdvancedSearchRequest>({
      query: (body) => ({ url: '/carriers/advanced-search', method: 'POST', body }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/carriers/search/email/:email */
    searchByEmail: build.query<CarrierSearchResult, SearchPageArgs & { email: string }>({
      query: ({ email, page, pageSize }) => ({ url: `/carriers/search/email/${encodeURIComponent(email)}`, params: { page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/carriers/search/phone/:phone */
    searchByPhone: build.query<CarrierSearchResult, SearchPageArgs & { phone: string }>({
      query: ({ phone, page, pageSize }) => ({ url: `/carriers/search/phone/${encodeURIComponent(phone)}`, params: { page, pageSize } }),
      onQueryStarted: refreshHistory,
    }),
    /** GET /api/search-history: the company's searches, newest first. */
    getSearchHistory: build.query<SearchHistoryEntry[], void>({
      query: () => '/search-history',
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
