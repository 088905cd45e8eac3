import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request } from '../../api/operationRequest';

/** Retracting one's own report (the list and filing are in carrier-detail.api.ts). */
export const carrierReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/carrier-reports/:id: the reporting company withdraws its report from every view. */
    retractCarrierReport: build.mutation<void, { id: string; carrierId: string }>({
      query: ({ id }) => request(ops.retractReport, { params: { id } }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierReport', id: carrierId }, { type: 'Carrier', id: carrierId }],
    }),
  }),
});

export const { useRetractCarrierReportMutation } = carrierReportsApi;
