import { ops } from '@logiscope/proto/http';
import type { DatasetRefreshState, DatasetsReply } from '@logiscope/proto/views';
import { baseApi } from '../../api/baseApi';
import { request } from '../../api/operationRequest';

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/datasets: every FMCSA data set, how far it is held, whether stale, and the refresh (operators). */
    listDatasetStatus: build.query<DatasetsReply, void>({
      query: () => request(ops.listDatasetStatus),
      providesTags: ['Dataset'],
    }),
    /** POST /api/admin/datasets/refresh: starts the refresh now (202); 409 while one runs or when it is off. */
    refreshDatasets: build.mutation<DatasetRefreshState, void>({
      query: () => request(ops.refreshDatasets),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const { useListDatasetStatusQuery, useRefreshDatasetsMutation } = datasetsApi;
