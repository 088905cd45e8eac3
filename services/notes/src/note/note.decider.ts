import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { NoteEvent } from '@logiscope/proto';
import type { CarrierNoteView } from '@logiscope/proto/views';

type NoteCategory = CarrierNoteView['category'];

/** One stream per note: its writes stay in order, notes never contend. */
export type NoteStreamId = `note:${string}`;
export const noteStream = (noteId: string): NoteStreamId => `note:${noteId}`;

/** The note as the author wrote it, once the form's rules passed (the service parses it: trimmed, defaults set). */
export interface NoteText {
  title: string;
  content: string;
  category: NoteCategory;
  isPrivate: boolean;
  tags: string[];
}

/** Who acts, by id and by name as identity knows them now (names are recorded with the text they wrote). */
export interface NoteActor {
  userId: string;
  companyId: string;
  authorName: string;
  companyName: string;
}

export type NoteCommand =
  | { type: 'AddNote'; data: { noteId: string; carrierId: string; actor: NoteActor; note: NoteText; at: string } }
  | { type: 'EditNote'; data: { noteId: string; actor: NoteActor; note: NoteText; at: string } }
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

/**
 * Why a command is refused: the note is not there for the caller (gone, never written, or someone else's private
 * note, whose existence is not given away), it is someone else's shared note (read-only for them), or it exists.
 */
export type NoteRefusal = 'NOT_FOUND' | 'AUTHOR_ONLY' | 'ALREADY_WRITTEN';

/** Someone other than the author may not touch a note. A deleted note is gone for everyone. */
function requireAuthor(state: NoteState, userId: string): void {
  if (state.status !== 'written') throw new Refused<NoteRefusal>('NOT_FOUND');
  if (state.authorId === userId) return;
  throw new Refused<NoteRefusal>(state.isPrivate ? 'NOT_FOUND' : 'AUTHOR_ONLY');
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
        const { noteId, carrierId, actor, note, at } = command.data;
        if (state.status !== 'none') throw new Refused<NoteRefusal>('ALREADY_WRITTEN');
        const ids = { noteId, carrierId, authorId: actor.userId, companyId: actor.companyId };
        return [
          { type: 'NoteAdded', data: { ...ids, category: note.category, isPrivate: note.isPrivate, at } },
          { type: 'NoteTextWritten', data: { noteId, title: note.title, content: note.content, tags: note.tags, authorName: actor.authorName, companyName: actor.companyName } },
        ];
      }
      case 'EditNote': {
        const { noteId, actor, note, at } = command.data;
        requireAuthor(state, actor.userId);
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
