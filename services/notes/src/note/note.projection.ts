import { DocumentProjection, type DocumentStore, type PositionedEvent } from '@logiscope/infra';
import { assertNever } from '@logiscope/kernel';
import type { NoteEvent } from '@logiscope/proto';
import { NOTES_COLLECTION, openNoteDocuments, type NoteDocument } from './note.repository';

const PROJECTED: readonly NoteEvent['type'][] = ['NoteAdded', 'NoteEdited', 'NoteTextWritten', 'NoteDeleted'];

/** The note document after one event (pure): null once deleted. `current` is the document before it, if any. */
export function projectNote(current: NoteDocument | null, event: NoteEvent, streamVersion: number): NoteDocument | null {
  switch (event.type) {
    case 'NoteAdded': {
      const { noteId, carrierId, authorId, companyId, category, isPrivate, at } = event.data;
      const blank = { title: '', content: '', tags: [] as string[], authorName: '', companyName: '' };
      return { ...blank, ...current, id: noteId, carrierId, authorId, companyId, category, visibility: isPrivate ? 'private' : 'shared', createdAt: at, updatedAt: at, version: streamVersion };
    }
    case 'NoteEdited': {
      if (!current) return null;
      const { category, isPrivate, at } = event.data;
      return { ...current, category, visibility: isPrivate ? 'private' : 'shared', updatedAt: at, version: streamVersion };
    }
    case 'NoteTextWritten': {
      if (!current) return null;
      const { title, content, tags, authorName, companyName } = event.data;
      return { ...current, title, content, tags: [...tags], authorName, companyName, version: streamVersion };
    }
    case 'NoteDeleted':
      return null;
    default:
      return assertNever(event);
  }
}

/**
 * The notes read model (one document per note, gone once deleted), a checkpointed projection of the notes service's own
 * event log. Each document remembers the stream version it reflects, so an event applied again after a crash changes
 * nothing.
 */
export class NoteProjection extends DocumentProjection<NoteEvent, NoteDocument> {
  static async open(store: DocumentStore): Promise<NoteProjection> {
    return new NoteProjection({ name: 'notes.notes', eventTypes: PROJECTED, collection: NOTES_COLLECTION }, await openNoteDocuments(store));
  }

  async apply(event: PositionedEvent<NoteEvent>): Promise<void> {
    await this.evolveDocument(event.data.noteId, (current) =>
      current && current.version >= event.streamVersion ? undefined : projectNote(current, event, event.streamVersion),
    );
  }
}
