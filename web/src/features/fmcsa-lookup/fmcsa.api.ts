import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { ImportRun } from './fmcsa-imports.types';
import type { CompanyLookupResult, FmcsaRecord, LookupQuery } from './fmcsa-lookup.types';

export const fmcsaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/fmcsa/lookup?mc= or ?dot=: a visitor (registration) gets the company name, MC and DOT only. */
    lookupCompany: build.query<CompanyLookupResult, LookupQuery>({
      query: (query) => request(ops.fmcsaLookup, { query }),
    }),
    /** The same lookup, read in full for the FMCSA Lookup screen. */
    lookupFmcsaRecord: build.query<FmcsaRecord, LookupQuery>({
      query: (query) => request(ops.fmcsaLookup, { query }),
      transformResponse: (answer: unknown) => {
        const record = (answer ?? {}) as FmcsaRecord & { carrier?: FmcsaRecord };
        return record.carrier && typeof record.carrier === 'object' ? { ...record.carrier, message: record.message } : record;
      },
    }),
    /** GET /api/fmcsa/samples: MC and DOT numbers of carriers this installation holds (the page's sample buttons). */
    listLookupSamples: build.query<OpResult<'listLookupSamples'>, void>({
      query: () => request(ops.listLookupSamples),
    }),
    /** GET /api/admin/carrier-imports: the FMCSA import runs, newest first, with their progress (platform operators). */
    listCarrierImports: build.query<ImportRun[], void>({
      query: () => request(ops.listCarrierImports),
    }),
  }),
});

export const { useLazyLookupCompanyQuery, useLazyLookupFmcsaRecordQuery, useListLookupSamplesQuery, useListCarrierImportsQuery } = fmcsaApi;
