import { ops } from '@logiscope/proto/http';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import type { CarrierNoteRequest } from './notes.types';

const own = (carrierId: string) => ({ type: 'CarrierNote' as const, id: carrierId });
const community = (carrierId: string) => ({ type: 'CarrierNote' as const, id: `community:${carrierId}` });

/** The Notes tab's calls, built from the declared operations (proto/src/reports/carrier-reports.ops.ts). */
export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/carriers/:id/notes: the user's own notes, private and shared. */
    getCarrierNotes: build.query<OpResult<'listOwnNotes'>, string>({
      query: (id) => request(ops.listOwnNotes, { params: { id } }),
      providesTags: (_result, _error, id) => [own(id)],
    }),
    /** GET /api/carriers/:id/all-notes: notes other users shared (read-only). */
    getCommunityNotes: build.query<OpResult<'listCommunityNotes'>, string>({
      query: (id) => request(ops.listCommunityNotes, { params: { id } }),
      providesTags: (_result, _error, id) => [community(id)],
    }),
    /** POST /api/carrier-notes */
    createCarrierNote: build.mutation<OpResult<'createNote'>, CarrierNoteRequest>({
      query: (body) => request(ops.createNote, { body }),
      invalidatesTags: (_result, _error, { carrierId }) => [own(carrierId)],
    }),
    /** PATCH /api/carrier-notes/:id: editing updates the note, it does not copy it (README decision 4). */
    updateCarrierNote: build.mutation<OpResult<'updateNote'>, CarrierNoteRequest & { id: string }>({
      query: ({ id, ...body }) => request(ops.updateNote, { params: { id }, body }),
      invalidatesTags: (_result, _error, { carrierId }) => [own(carrierId)],
    }),
    /** DELETE /api/carrier-notes/:id */
    deleteCarrierNote: build.mutation<void, { id: string; carrierId: string }>({
      query: ({ id }) => request(ops.deleteNote, { params: { id } }),
      invalidatesTags: (_result, _error, { carrierId }) => [own(carrierId)],
    }),
  }),
});

export const { useGetCarrierNotesQuery, useGetCommunityNotesQuery, useCreateCarrierNoteMutation, useUpdateCarrierNoteMutation, useDeleteCarrierNoteMutation } = notesApi;
