import { baseApi } from '../../api/baseApi';
import type { CompanyLookupResult, FmcsaRecord, LookupQuery } from './fmcsa-lookup.types';

export const fmcsaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/fmcsa/lookup?mc= or ?dot= */
    lookupCompany: build.query<CompanyLookupResult, LookupQuery>({
      query: (params) => ({ url: '/fmcsa/lookup', params }),
    }),
    /** The same lookup, read in full for the FMCSA Lookup screen. */
    lookupFmcsaRecord: build.query<FmcsaRecord, LookupQuery>({
      query: (params) => ({ url: '/fmcsa/lookup', params }),
      transformResponse: (answer: unknown) => {
        const record = (answer ?? {}) as FmcsaRecord & { carrier?: FmcsaRecord };
        return record.carrier && typeof record.carrier === 'object' ? { ...record.carrier, message: record.message } : record;
      },
    }),
  }),
});

export const { useLazyLookupCompanyQuery, useLazyLookupFmcsaRecordQuery } = fmcsaApi;
