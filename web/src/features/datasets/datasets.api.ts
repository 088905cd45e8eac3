import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/datasets: every FMCSA data set, how far it is held, whether stale, and the refresh (operators). */
    listDatasetStatus: build.query<OpResult<'listDatasetStatus'>, void>({
      query: () => request(ops.listDatasetStatus),
      providesTags: ['Dataset'],
    }),
    /** POST /api/admin/datasets/refresh: starts the refresh now (202); 409 while one runs or when it is off. */
    refreshDatasets: build.mutation<OpResult<'refreshDatasets'>, void>({
      query: () => request(ops.refreshDatasets),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const { useListDatasetStatusQuery, useRefreshDatasetsMutation } = datasetsApi;
