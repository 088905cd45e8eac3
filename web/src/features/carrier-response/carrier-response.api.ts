import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpBody, type OpResult } from '../../api/operationRequest';

/** The declared body of POST /api/reports/:id/respond, with the response id from the link (the path's id). */
export type RespondRequest = OpBody<'respondToReport'> & { responseId: string };

/** The public response page's calls (no session): the report by the carrier's response id, and the one answer. */
export const carrierResponseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/reports/:id (id = the response id from the e-mail); 404 'Report Not Found'. */
    getReportPortal: build.query<OpResult<'getReport'>, string>({
      query: (id) => request(ops.getReport, { params: { id } }),
    }),
    /** POST /api/reports/:id/respond: once, before the deadline (409 'Response Period Ended' after). */
    respondToReport: build.mutation<OpResult<'respondToReport'>, RespondRequest>({
      query: ({ responseId, ...body }) => request(ops.respondToReport, { params: { id: responseId }, body }),
    }),
  }),
});

export const { useGetReportPortalQuery, useRespondToReportMutation } = carrierResponseApi;
