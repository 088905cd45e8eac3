import type { OpResult } from '../../api/operationRequest';

/** A note as the API answers it (GET /api/carriers/:id/notes and /all-notes); community notes name author and company. */
export type CarrierNote = OpResult<'listOwnNotes'>[number];
export type NoteCategory = CarrierNote['category'];
export { NOTE_CATEGORIES } from '@logiscope/proto/views';

/** POST /api/carrier-notes and PATCH /api/carrier-notes/:id: tags as a list (the form takes them comma-separated). */
export interface CarrierNoteRequest {
  carrierId: string;
  title: string;
  content: string;
  category: NoteCategory;
  isPrivate: boolean;
  tags: string[];
}
