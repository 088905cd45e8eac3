import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

export interface LoginTrackingFilters {
  search: string;
  status: '' | 'SUCCESS' | 'FAILED' | 'BLOCKED';
  threatLevel: '' | 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
}

/** /login-tracking: records filtered and counted by the server. */
export const loginTrackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLoginRecords: build.query<OpResult<'listLoginRecords'>, LoginTrackingFilters>({
      query: ({ search, status, threatLevel }) =>
        request(ops.listLoginRecords, { query: { limit: 100, ...(search.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}), ...(threatLevel ? { threatLevel } : {}) } }),
      providesTags: ['LoginRecord'],
    }),
  }),
});

export const { useListLoginRecordsQuery } = loginTrackingApi;

/** The live feed's address, from its declaration (EventSource cannot go through RTK Query). */
export const LOGIN_STREAM_URL = ops.streamLoginRecords.path;
