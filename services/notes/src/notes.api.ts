import type { ServiceDescriptor } from '@logiscope/infra';
import { descriptorOf, NotesContract, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { CarrierNoteView } from '@logiscope/proto/views';
import type { z } from 'zod';

// The note the HTTP API answers is declared once, with its zod schema, in @logiscope/proto/views.
export type { CarrierNoteView };

type CreateNoteRequest = z.infer<typeof NotesContract.messages.CreateNoteRequest>;

/** Who asks: every call is scoped to one user (the gateway takes it from the session). */
export type NoteReader = Pick<CreateNoteRequest, 'userId'>;

/** Who writes: the author's ids and names as identity knows them at the time (recorded with the text, shown on community notes). */
export type NoteWriter = Pick<CreateNoteRequest, 'userId' | 'companyId' | 'authorName' | 'companyName'>;

/** The note form's fields (checked by the service with the HTTP rules: noteBodySchema). */
export type NoteFields = Pick<CreateNoteRequest, 'title' | 'content' | 'category' | 'isPrivate' | 'tags'>;

/**
 * The notes service's API, declared once in zod (proto/src/notes/notes.service-api.ts): what the gateway (Notes
 * tab) and other readers call, in-process (embedded) or over gRPC (distributed). A private note is answered to its
 * author only; a shared note to everyone, read-only for all but its author. Lists are newest first.
 */
export type NotesApi = ServiceApiOf<typeof NotesContract>;

export const NotesService: ServiceDescriptor<NotesApi> = descriptorOf('notes', NotesContract);
