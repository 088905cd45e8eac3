import { assertNever, DomainError, parseOrThrow, type Decider } from '@logiscope/kernel';
import type { NoteEvent } from '@logiscope/proto';
import { message, noteBodySchema } from '@logiscope/proto/http';
import type { CarrierNoteView } from '@logiscope/proto/views';

type NoteCategory = CarrierNoteView['category'];

/** One stream per note: its writes stay in order, notes never contend. */
export type NoteStreamId = `note:${string}`;
export const noteStream = (noteId: string): NoteStreamId => `note:${noteId}`;

/** What the author typed (the HTTP body's fields; checked here again with the same rules and messages). */
export interface NoteInput {
  title: unknown;
  content: unknown;
  category?: unknown;
  isPrivate?: unknown;
  tags?: unknown;
}

/** Who acts, by id and by name as identity knows them now (names are recorded with the text they wrote). */
export interface NoteActor {
  userId: string;
  companyId: string;
  authorName: string;
  companyName: string;
}

export type NoteCommand =
  | { type: 'AddNote'; data: { noteId: string; carrierId: string; actor: NoteActor; note: NoteInput; at: string } }
  | { type: 'EditNote'; data: { noteId: string; actor: NoteActor; note: NoteInput; at: string } }
  | { type: 'DeleteNote'; data: { noteId: string; userId: string; at: string } };

export type { NoteEvent };

export interface NoteState {
  status: 'none' | 'written' | 'deleted';
  noteId: string;
  carrierId: string;
  authorId: string;
  companyId: string;
  category: NoteCategory;
  isPrivate: boolean;
  title: string;
  content: string;
  tags: string[];
}

const initialState = (): NoteState => ({
  status: 'none',
  noteId: '',
  carrierId: '',
  authorId: '',
  companyId: '',
  category: 'GENERAL',
  isPrivate: true,
  title: '',
  content: '',
  tags: [],
});

/** The note form's rules (proto/src/http/rules/note.rules.ts), on the carrier the note is about. */
function validNote(carrierId: string, note: NoteInput) {
  return parseOrThrow(noteBodySchema, { ...note, carrierId });
}

/**
 * Someone other than the author may not touch a note: a private note of someone else does not exist for them (404, so
 * its existence is not given away), a shared one is read-only (403). A deleted note is gone for everyone.
 */
function requireAuthor(state: NoteState, userId: string): void {
  if (state.status !== 'written') throw DomainError.notFound(message('NOTE_NOT_FOUND'));
  if (state.authorId === userId) return;
  if (state.isPrivate) throw DomainError.notFound(message('NOTE_NOT_FOUND'));
  throw DomainError.forbidden(message('NOTE_AUTHOR_ONLY'));
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * A note about a carrier: written by a user of a company, edited (the same note, README decision 4) and deleted by its
 * author only. Each write records the public fact (NoteAdded / NoteEdited: ids, category, private flag) and, privately,
 * the words and the names of the author and company at the time (NoteTextWritten). Saving an unchanged note decides
 * nothing.
 */
export const noteDecider: Decider<NoteCommand, NoteState, NoteEvent> = {
  initialState,

  decide(command, state) {
    switch (command.type) {
      case 'AddNote': {
        const { noteId, carrierId, actor, at } = command.data;
        const note = validNote(carrierId, command.data.note);
        if (state.status !== 'none') throw DomainError.conflict(`Note ${noteId} already exists`);
        const ids = { noteId, carrierId: note.carrierId, authorId: actor.userId, companyId: actor.companyId };
        return [
          { type: 'NoteAdded', data: { ...ids, category: note.category, isPrivate: note.isPrivate, at } },
          { type: 'NoteTextWritten', data: { noteId, title: note.title, content: note.content, tags: note.tags, authorName: actor.authorName, companyName: actor.companyName } },
        ];
      }
      case 'EditNote': {
        const { noteId, actor, at } = command.data;
        requireAuthor(state, actor.userId);
        const note = validNote(state.carrierId, command.data.note);
        const unchanged =
          note.title === state.title && note.content === state.content && note.category === state.category && note.isPrivate === state.isPrivate && sameTags(note.tags, state.tags);
        if (unchanged) return [];
        const ids = { noteId, carrierId: state.carrierId, authorId: state.authorId, companyId: state.companyId };
        return [
          { type: 'NoteEdited', data: { ...ids, category: note.category, isPrivate: note.isPrivate, at } },
          { type: 'NoteTextWritten', data: { noteId, title: note.title, content: note.content, tags: note.tags, authorName: actor.authorName, companyName: actor.companyName } },
        ];
      }
      case 'DeleteNote': {
        const { noteId, userId, at } = command.data;
        requireAuthor(state, userId);
        return [{ type: 'NoteDeleted', data: { noteId, carrierId: state.carrierId, authorId: state.authorId, companyId: state.companyId, at } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'NoteAdded': {
        const { noteId, carrierId, authorId, companyId, category, isPrivate } = event.data;
        return { ...state, status: 'written', noteId, carrierId, authorId, companyId, category, isPrivate };
      }
      case 'NoteEdited':
        return { ...state, category: event.data.category, isPrivate: event.data.isPrivate };
      case 'NoteTextWritten':
        return { ...state, title: event.data.title, content: event.data.content, tags: [...event.data.tags] };
      case 'NoteDeleted':
        return { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
};
