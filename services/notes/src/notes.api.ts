import type { ServiceDescriptor } from '@logiscope/infra';
import type { CarrierNoteView } from '@logiscope/proto/views';

// The note the HTTP API answers is declared once, with its zod schema, in @logiscope/proto/views.
export type { CarrierNoteView };

/** Who asks: every call is scoped to one user (the gateway takes it from the session). */
export interface NoteReader {
  userId: string;
}

/**
 * Who writes: the author's ids and names as identity knows them at the time (recorded with the text, shown on
 * community notes).
 */
export interface NoteWriter extends NoteReader {
  companyId: string;
  authorName: string;
  companyName: string;
}

/** The note form's fields (checked by the service with the HTTP rules: noteBodySchema). */
export interface NoteFields {
  title: string;
  content: string;
  category: CarrierNoteView['category'];
  isPrivate: boolean;
  tags: string[];
}

/**
 * The notes service's API: what the gateway (Notes tab) and other readers (broker dashboard, carrier intelligence
 * profile) call, in-process (embedded) or over gRPC (distributed). A private note is answered to its author only; a
 * shared note to everyone, read-only for all but its author. Lists are newest first.
 */
export interface NotesApi {
  /** The reader's own notes about a carrier, private and shared. */
  listOwnNotes(request: NoteReader & { carrierId: string }): Promise<{ notes: CarrierNoteView[] }>;
  /** Notes other users (of any company) shared about a carrier, with their author's and company's names. */
  listCommunityNotes(request: NoteReader & { carrierId: string }): Promise<{ notes: CarrierNoteView[] }>;
  /** Writes a note about a carrier (the caller checked that the carrier exists). */
  createNote(request: NoteWriter & NoteFields & { carrierId: string }): Promise<CarrierNoteView>;
  /** Edits the caller's note in place: 404 'Note not found.' when it is gone or someone else's private note, 403 for someone else's shared note. */
  updateNote(request: NoteWriter & NoteFields & { noteId: string }): Promise<CarrierNoteView>;
  /** Deletes the caller's note (same refusals as updateNote). */
  deleteNote(request: NoteReader & { noteId: string }): Promise<{ deleted: boolean }>;
}

export const NotesService: ServiceDescriptor<NotesApi> = {
  name: 'notes',
  protoFile: 'v1/notes.proto',
  protoPackage: 'logiscope.notes.v1',
  serviceName: 'NotesService',
  methods: ['listOwnNotes', 'listCommunityNotes', 'createNote', 'updateNote', 'deleteNote'],
};
