import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { isServed, request, type OpResult } from '../../api/operationRequest';
import type { SharedIdentifier } from '../carriers/carrier.types';
import type { CarrierReport, SubmitCarrierReportRequest } from './carrier-detail.types';

const asList = <T,>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/**
 * Reports are declared ahead of the issue that serves them (status 'planned' in @logiscope/proto/http): the tab shows
 * them as planned and calls nothing. Once their operations are declared served, the same tab calls them. The Notes
 * tab's calls are in notes.api.ts.
 */
export const CARRIER_REPORTS_SERVED = isServed(ops.listCarrierReports, ops.submitCarrierReport);

export const carrierDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id (id = DOT number); 404 'Carrier not found.' */
    getCarrier: build.query<OpResult<'getCarrier'>, string>({
      query: (id) => request(ops.getCarrier, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/shared-identifiers: phones, e-mails, addresses... other carriers use too. */
    getSharedIdentifiers: build.query<OpResult<'getSharedIdentifiers'>['identifiers'], string>({
      query: (id) => request(ops.getSharedIdentifiers, { params: { id } }),
      transformResponse: (answer: { identifiers?: SharedIdentifier[] } | null) => answer?.identifiers ?? [],
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/reports */
    getCarrierReports: build.query<OpResult<'listCarrierReports'>, string>({
      query: (id) => request(ops.listCarrierReports, { params: { id } }),
      transformResponse: asList<CarrierReport>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierReport', id }],
    }),
    /** POST /api/carriers/:id/reports: files a report and opens its 24-hour response window. */
    submitCarrierReport: build.mutation<OpResult<'submitCarrierReport'>, SubmitCarrierReportRequest>({
      query: ({ carrierId, ...body }) => request(ops.submitCarrierReport, { params: { id: carrierId }, body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierReport', id: carrierId }],
    }),
  }),
});

export const {
  useGetCarrierQuery,
  useGetSharedIdentifiersQuery,
  useGetCarrierReportsQuery,
  useSubmitCarrierReportMutation,
} = carrierDetailApi;
