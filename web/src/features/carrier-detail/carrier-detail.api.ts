import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { isServed, request } from '../../api/operationRequest';
import type { Carrier, SharedIdentifier } from '../carriers/carrier.types';
import type { CarrierNote, CarrierNoteRequest, CarrierReport, SubmitCarrierReportRequest } from './carrier-detail.types';

const asList = <T,>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/**
 * Reports and notes are declared ahead of the issue that serves them (status 'planned' in @logiscope/proto/http): the
 * tabs show them as planned and call nothing. Once their operations are declared served, the same tabs call them.
 */
export const CARRIER_REPORTS_SERVED = isServed(ops.listCarrierReports, ops.submitCarrierReport);
export const CARRIER_NOTES_SERVED = isServed(ops.listOwnNotes, ops.listCommunityNotes, ops.createNote, ops.updateNote, ops.deleteNote);

export const carrierDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id (id = DOT number); 404 'Carrier not found.' */
    getCarrier: build.query<Carrier, string>({
      query: (id) => request(ops.getCarrier, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/shared-identifiers: phones, e-mails, addresses... other carriers use too. */
    getSharedIdentifiers: build.query<SharedIdentifier[], string>({
      query: (id) => request(ops.getSharedIdentifiers, { params: { id } }),
      transformResponse: (answer: { identifiers?: SharedIdentifier[] } | null) => answer?.identifiers ?? [],
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/reports */
    getCarrierReports: build.query<CarrierReport[], string>({
      query: (id) => request(ops.listCarrierReports, { params: { id } }),
      transformResponse: asList<CarrierReport>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierReport', id }],
    }),
    /** POST /api/carriers/:id/reports: files a report and opens its 24-hour response window. */
    submitCarrierReport: build.mutation<CarrierReport, SubmitCarrierReportRequest>({
      query: ({ carrierId, ...body }) => request(ops.submitCarrierReport, { params: { id: carrierId }, body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierReport', id: carrierId }],
    }),
    /** GET /api/carriers/:id/notes: the user's own notes. */
    getCarrierNotes: build.query<CarrierNote[], string>({
      query: (id) => request(ops.listOwnNotes, { params: { id } }),
      transformResponse: asList<CarrierNote>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierNote', id }],
    }),
    /** GET /api/carriers/:id/all-notes: notes others shared (read-only). */
    getCommunityNotes: build.query<CarrierNote[], string>({
      query: (id) => request(ops.listCommunityNotes, { params: { id } }),
      transformResponse: asList<CarrierNote>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierNote', id: `community:${id}` }],
    }),
    /** POST /api/carrier-notes */
    createCarrierNote: build.mutation<CarrierNote, CarrierNoteRequest>({
      query: (body) => request(ops.createNote, { body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierNote', id: carrierId }],
    }),
    /** PATCH /api/carrier-notes/:id: editing updates the note, it does not copy it. */
    updateCarrierNote: build.mutation<CarrierNote, CarrierNoteRequest & { id: string }>({
      query: ({ id, ...body }) => request(ops.updateNote, { params: { id }, body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierNote', id: carrierId }],
    }),
    /** DELETE /api/carrier-notes/:id */
    deleteCarrierNote: build.mutation<void, { id: string; carrierId: string }>({
      query: ({ id }) => request(ops.deleteNote, { params: { id } }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierNote', id: carrierId }],
    }),
  }),
});

export const {
  useGetCarrierQuery,
  useGetSharedIdentifiersQuery,
  useGetCarrierReportsQuery,
  useSubmitCarrierReportMutation,
  useGetCarrierNotesQuery,
  useGetCommunityNotesQuery,
  useCreateCarrierNoteMutation,
  useUpdateCarrierNoteMutation,
  useDeleteCarrierNoteMutation,
} = carrierDetailApi;
