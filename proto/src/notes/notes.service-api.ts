import { z } from 'zod';
import { withoutPresence } from '../protogen/proto-field';
import { defineService } from '../protogen/proto-file';
import { CarrierNoteViewSchema } from '../views';

const CarrierNotesRequest = z.object({
  userId: z.string(),
  carrierId: z.string().describe('The carrier\'s DOT number.'),
});

// The HTTP view; the author's and company's names travel as plain strings ('' when absent), as published.
const NoteView = CarrierNoteViewSchema.extend({
  authorName: withoutPresence(z.string().optional()),
  companyName: withoutPresence(z.string().optional()),
});

const NotesReply = z.object({ notes: z.array(NoteView) });

const CreateNoteRequest = z.object({
  userId: z.string(),
  companyId: z.string(),
  authorName: z.string().describe('The author\'s "First Last" and company name now (recorded with the text).'),
  companyName: z.string(),
  carrierId: z.string(),
  title: z.string(),
  content: z.string(),
  category: CarrierNoteViewSchema.shape.category,
  isPrivate: z.boolean(),
  tags: z.array(z.string()),
});

const UpdateNoteRequest = z.object({
  userId: z.string(),
  companyId: z.string(),
  authorName: z.string(),
  companyName: z.string(),
  noteId: z.string(),
  title: z.string(),
  content: z.string(),
  category: CarrierNoteViewSchema.shape.category,
  isPrivate: z.boolean(),
  tags: z.array(z.string()),
});

const DeleteNoteRequest = z.object({ userId: z.string(), noteId: z.string() });

const DeleteNoteReply = z.object({ deleted: z.boolean() });

export const NotesContract = defineService({
  file: 'grpc/v1/notes.proto',
  package: 'logiscope.notes.v1',
  service: 'NotesService',
  source: 'proto/src/notes/notes.service-api.ts',
  header:
    'notes\' application API, carried over gRPC in the distributed profile. snake_case here, camelCase in TypeScript (proto-loader keepCase: false). Enumerations travel as strings (see identity.proto for why).',
  messages: { CarrierNotesRequest, NoteView, NotesReply, CreateNoteRequest, UpdateNoteRequest, DeleteNoteRequest, DeleteNoteReply },
  rpcs: {
    listOwnNotes: { request: CarrierNotesRequest, reply: NotesReply, comment: 'The reader\'s own notes about a carrier, private and shared, newest first.' },
    listCommunityNotes: { request: CarrierNotesRequest, reply: NotesReply, comment: 'Other users\' shared notes about a carrier (any company), newest first.' },
    createNote: { request: CreateNoteRequest, reply: NoteView },
    updateNote: { request: UpdateNoteRequest, reply: NoteView, comment: 'Edits the caller\'s note in place (NOT_FOUND when gone or someone else\'s private note, PERMISSION_DENIED for someone else\'s shared note).' },
    deleteNote: { request: DeleteNoteRequest, reply: DeleteNoteReply },
  },
});
