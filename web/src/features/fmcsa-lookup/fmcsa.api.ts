import { baseApi } from '../../api/baseApi';
import type { CompanyLookupResult, LookupQuery } from './fmcsa-lookup.types';

export const fmcsaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/fmcsa/lookup?mc= or ?dot= */
    lookupCompany: build.query<CompanyLookupResult, LookupQuery>({
      query: (params) => ({ url: '/fmcsa/lookup', params }),
    }),
  }),
});

export const { useLazyLookupCompanyQuery } = fmcsaApi;
