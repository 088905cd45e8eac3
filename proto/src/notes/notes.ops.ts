import { z } from 'zod';
import { CarrierNoteViewSchema } from '../views';
import { operation } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { noteBodySchema } from './notes.rules';
import { carrierIdParams } from '../carrier-data/search.rules';

export const listOwnNotes = operation({
  id: 'listOwnNotes', method: 'GET', path: '/api/carriers/:id/notes', access: 'company', paid: true, tag: 'Notes',
  summary: "The signed-in user's notes about a carrier", params: carrierIdParams,
  success: { status: 200, description: 'Notes', schema: z.array(CarrierNoteViewSchema) },
});

export const listCommunityNotes = operation({
  id: 'listCommunityNotes', method: 'GET', path: '/api/carriers/:id/all-notes', access: 'company', paid: true, tag: 'Notes',
  summary: "Other users' shared notes about a carrier (read-only)", params: carrierIdParams,
  success: { status: 200, description: 'Community notes', schema: z.array(CarrierNoteViewSchema) },
});

export const createNote = operation({
  id: 'createNote', method: 'POST', path: '/api/carrier-notes', access: 'company', paid: true, tag: 'Notes',
  summary: 'Write a note about a carrier', body: noteBodySchema,
  success: { status: 201, description: 'The note', schema: CarrierNoteViewSchema }, errors: [404],
});

export const updateNote = operation({
  id: 'updateNote', method: 'PATCH', path: '/api/carrier-notes/:id', access: 'company', paid: true, tag: 'Notes',
  summary: 'Edit one of your notes (updates it, no copy)', params: idParams, body: noteBodySchema,
  success: { status: 200, description: 'The note', schema: CarrierNoteViewSchema }, errors: [404],
});

export const deleteNote = operation({
  id: 'deleteNote', method: 'DELETE', path: '/api/carrier-notes/:id', access: 'company', paid: true, tag: 'Notes',
  summary: 'Delete one of your notes', params: idParams,
  success: { status: 204, description: 'Deleted' }, errors: [404],
});
