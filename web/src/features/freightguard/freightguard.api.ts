import { ops, type FreightGuardQueryInput, type FreightGuardReportInput } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';

const LIST = { type: 'FreightGuardReport' as const, id: 'LIST' };

export const freightGuardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/freightguard: search, category and status (omitted when ALL), a page. */
    listFreightGuardReports: build.query<OpResult<'listFreightGuardReports'>, FreightGuardQueryInput>({
      query: (query) => request(ops.listFreightGuardReports, { query }),
      providesTags: [LIST],
    }),
    /** POST /api/freightguard: on success the list is refreshed. */
    submitFreightGuardReport: build.mutation<OpResult<'submitFreightGuardReport'>, FreightGuardReportInput>({
      query: (body) => request(ops.submitFreightGuardReport, { body }),
      invalidatesTags: [LIST],
    }),
    /** POST /api/freightguard/:id/resolve (the reporting company). */
    resolveFreightGuardReport: build.mutation<OpResult<'resolveFreightGuardReport'>, { id: string; amountRecovered: number }>({
      query: ({ id, amountRecovered }) => request(ops.resolveFreightGuardReport, { params: { id }, body: { amountRecovered } }),
      invalidatesTags: [LIST],
    }),
    /** DELETE /api/carrier-reports/:id: the reporting company withdraws its incident from every view. */
    retractFreightGuardReport: build.mutation<void, string>({
      query: (id) => request(ops.retractReport, { params: { id } }),
      invalidatesTags: [LIST],
    }),
    /** POST /api/freightguard/:id/verify (platform operators). */
    verifyFreightGuardReport: build.mutation<OpResult<'verifyFreightGuardReport'>, string>({
      query: (id) => request(ops.verifyFreightGuardReport, { params: { id } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListFreightGuardReportsQuery,
  useSubmitFreightGuardReportMutation,
  useResolveFreightGuardReportMutation,
  useRetractFreightGuardReportMutation,
  useVerifyFreightGuardReportMutation,
} = freightGuardApi;
