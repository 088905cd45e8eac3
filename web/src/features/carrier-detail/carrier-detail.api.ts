import { baseApi } from '../../api/baseApi';
import type { Carrier, SharedIdentifier } from '../carriers/carrier.types';
import type { CarrierNote, CarrierNoteRequest, CarrierReport, SubmitCarrierReportRequest } from './carrier-detail.types';

const asList = <T,>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);
const path = (id: string) => `/carriers/${encodeURIComponent(id)}`;

export const carrierDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id (id = DOT number); 404 'Carrier not found.' */
    getCarrier: build.query<Carrier, string>({
      query: (id) => path(id),
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/shared-identifiers: phones, e-mails, addresses... other carriers use too. */
    getSharedIdentifiers: build.query<SharedIdentifier[], string>({
      query: (id) => `${path(id)}/shared-identifiers`,
      transformResponse: (answer: { identifiers?: SharedIdentifier[] } | null) => answer?.identifiers ?? [],
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
    /** GET /api/carriers/:id/reports */
    getCarrierReports: build.query<CarrierReport[], string>({
      query: (id) => `${path(id)}/reports`,
      transformResponse: asList<CarrierReport>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierReport', id }],
    }),
    /** POST /api/carriers/:id/reports: files a report and opens its 24-hour response window. */
    submitCarrierReport: build.mutation<CarrierReport, SubmitCarrierReportRequest>({
      query: ({ carrierId, ...body }) => ({ url: `${path(carrierId)}/reports`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierReport', id: carrierId }],
    }),
    /** GET /api/carriers/:id/notes: the user's own notes. */
    getCarrierNotes: build.query<CarrierNote[], string>({
      query: (id) => `${path(id)}/notes`,
      transformResponse: asList<CarrierNote>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierNote', id }],
    }),
    /** GET /api/carriers/:id/all-notes: notes others shared (read-only). */
    getCommunityNotes: build.query<CarrierNote[], string>({
      query: (id) => `${path(id)}/all-notes`,
      transformResponse: asList<CarrierNote>,
      providesTags: (_result, _error, id) => [{ type: 'CarrierNote', id: `community:${id}` }],
    }),
    /** POST /api/carrier-notes */
    createCarrierNote: build.mutation<CarrierNote, CarrierNoteRequest>({
      query: (body) => ({ url: '/carrier-notes', method: 'POST', body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierNote', id: carrierId }],
    }),
    /** PATCH /api/carrier-notes/:id: editing updates the note, it does not copy it. */
    updateCarrierNote: build.mutation<CarrierNote, CarrierNoteRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/carrier-notes/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { carrierId }) => [{ type: 'CarrierNote', id: carrierId }],
    }),
    /** DELETE /api/carrier-notes/:id */
    deleteCarrierNote: build.mutation<void, { id: string; carrierId: string }>({
      query: ({ id }) => ({ url: `/carrier-notes/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
