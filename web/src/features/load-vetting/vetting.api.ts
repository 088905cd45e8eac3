import { ops, type VettingListInput } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpBody, type OpResult } from '../../api/operationRequest';
import { asPdf } from '../compliance-generator/pdf-download';

/** Load vetting records (issue 24 §4): "Vet for a load" on the carrier page, the history, the public record by code. */
export const vettingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/carriers/:id/vettings: the verdict frozen for the load; the answer is the record with its code. */
    vetLoad: build.mutation<OpResult<'vetLoad'>, { carrierId: string; body: OpBody<'vetLoad'> }>({
      query: ({ carrierId, body }) => request(ops.vetLoad, { params: { id: carrierId }, body }),
      invalidatesTags: ['Vetting'],
    }),
    /** GET /api/vettings: a page of the company's records, newest first. */
    listVettings: build.query<OpResult<'listVettings'>, VettingListInput>({
      query: (query) => request(ops.listVettings, { query }),
      providesTags: ['Vetting'],
    }),
    /** GET /api/vettings/:code (public): the record, for /verify/:code. */
    getVetting: build.query<OpResult<'getVetting'>, string>({
      query: (code) => request(ops.getVetting, { params: { code } }),
    }),
    /** GET /api/company/vetting-retention: how long the company keeps its new records. */
    getVettingRetention: build.query<OpResult<'getVettingRetention'>, void>({
      query: () => request(ops.getVettingRetention),
      providesTags: [{ type: 'Vetting', id: 'retention' }],
    }),
    /** PUT /api/company/vetting-retention (ADMIN): records made from then on get the new date. */
    setVettingRetention: build.mutation<OpResult<'setVettingRetention'>, OpBody<'setVettingRetention'>>({
      query: (body) => request(ops.setVettingRetention, { body }),
      invalidatesTags: [{ type: 'Vetting', id: 'retention' }],
    }),
    /** POST /api/vettings/:code/verify (public): is this file the record's PDF, unchanged? */
    verifyVettingPdf: build.mutation<OpResult<'verifyVettingPdf'>, { code: string; file: string }>({
      query: ({ code, file }) => request(ops.verifyVettingPdf, { params: { code }, body: { file } }),
    }),
    /** The record's PDF as an object URL. */
    downloadVettingPdf: build.mutation<string, string>({
      query: (code) => asPdf(request(ops.downloadVettingPdf, { params: { code } })),
    }),
  }),
});

export const {
  useVetLoadMutation,
  useListVettingsQuery,
  useLazyListVettingsQuery,
  useGetVettingQuery,
  useGetVettingRetentionQuery,
  useSetVettingRetentionMutation,
  useDownloadVettingPdfMutation,
  useVerifyVettingPdfMutation,
} = vettingApi;
