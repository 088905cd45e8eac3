import { z } from 'zod';
import type { EventOf } from '../shared/event-of';
import { NOTE_CATEGORIES } from './notes.views';

/**
 * Team notes about carriers (notes service), one stream per note (`note:<note id>`).
 *
 * What leaves the service: NoteAdded, NoteEdited and NoteDeleted are published on `logiscope.notes.v1` and carry ids,
 * the category and the private flag only, never what the note says, for private and shared notes alike. The text
 * (title, content, tags) and the author's and company's names as they were when the note was written are in
 * NoteTextWritten, which is private to the notes service: stored and projected, never published. So analytics can
 * count notes per carrier, category and visibility, and no note's words (a private note's least of all) reach the bus.
 */
const noteIds = {
  noteId: z.string(),
  carrierId: z.string().describe("The carrier's DOT number."),
  /** The author and the author's company (the tenant). */
  authorId: z.string(),
  companyId: z.string(),
};

export const NoteAddedV1 = z.object({
  ...noteIds,
  category: z.enum(NOTE_CATEGORIES),
  isPrivate: z.boolean(),
  /** ISO time of writing. */
  at: z.string().describe('ISO-8601 time of writing.'),
});
export type NoteAdded = EventOf<'NoteAdded', typeof NoteAddedV1>;

/** The author changed the note (the same note: README decision 4); category and flag as they are now. */
export const NoteEditedV1 = NoteAddedV1;
export type NoteEdited = EventOf<'NoteEdited', typeof NoteEditedV1>;

export const NoteDeletedV1 = z.object({ ...noteIds, at: z.string() });
export type NoteDeleted = EventOf<'NoteDeleted', typeof NoteDeletedV1>;

/** Private: the note's words and who wrote it, by name, at the time of writing (with each NoteAdded and NoteEdited). */
export const NoteTextWrittenV1 = z.object({
  noteId: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  /** "First Last" of the author and the company's name when this text was written. */
  authorName: z.string(),
  companyName: z.string(),
});
export type NoteTextWritten = EventOf<'NoteTextWritten', typeof NoteTextWrittenV1>;

export type NoteEvent = NoteAdded | NoteEdited | NoteDeleted | NoteTextWritten;
