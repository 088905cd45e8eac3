import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { CarrierNoteView } from '@logiscope/proto/views';

/** A note as the read model holds it: the view, plus who wrote it and who may see it. */
export interface NoteDocument {
  /** The note id. */
  id: string;
  carrierId: string;
  authorId: string;
  companyId: string;
  /** 'private' (its author only) or 'shared' (every LogiScope user, read-only): a string, indexed the same in every engine. */
  visibility: 'private' | 'shared';
  title: string;
  content: string;
  category: CarrierNoteView['category'];
  tags: string[];
  /** The author's and company's names when the note was last written. */
  authorName: string;
  companyName: string;
  createdAt: string;
  updatedAt: string;
  /** The stream version of the last event applied: an event seen again (at-least-once) changes nothing. */
  version: number;
}

export const NOTES_COLLECTION = 'notes';
/** The most notes one list answers (newest first): a carrier's tab, not an export. */
export const NOTES_LIST_LIMIT = 500;

export const openNoteDocuments = (store: DocumentStore): Promise<DocumentCollection<NoteDocument>> =>
  store.collection<NoteDocument>(NOTES_COLLECTION, [
    { fields: ['carrierId', 'authorId', 'createdAt'] },
    { fields: ['carrierId', 'visibility', 'createdAt'] },
    { fields: ['authorId', 'createdAt'] },
  ]);

export function toNoteView(doc: NoteDocument): CarrierNoteView {
  return {
    id: doc.id,
    carrierId: doc.carrierId,
    title: doc.title,
    content: doc.content,
    category: doc.category,
    isPrivate: doc.visibility === 'private',
    tags: [...doc.tags],
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    authorName: doc.authorName,
    companyName: doc.companyName,
  };
}

/**
 * The notes read model, queried per reader: every method takes the reader's user id first and answers only what that
 * user may see (own notes, private or shared; other users' shared notes). A private note never leaves this class for
 * anyone but its author.
 */
export class NoteReadModel {
  constructor(private readonly notes: DocumentCollection<NoteDocument>) {}

  /** The reader's own notes about a carrier, newest first. */
  async own(userId: string, carrierId: string): Promise<CarrierNoteView[]> {
    const docs = await this.notes.find({ carrierId, authorId: userId }, { sort: { createdAt: -1 }, limit: NOTES_LIST_LIMIT });
    return docs.map(toNoteView);
  }

  /** Other users' shared notes about a carrier (any company), newest first. */
  async community(userId: string, carrierId: string): Promise<CarrierNoteView[]> {
    const docs = await this.notes.find({ carrierId, visibility: 'shared', authorId: { $ne: userId } }, { sort: { createdAt: -1 }, limit: NOTES_LIST_LIMIT });
    return docs.map(toNoteView);
  }

  /** One note, if the reader may see it (its author, or anyone when shared). */
  async visible(userId: string, noteId: string): Promise<CarrierNoteView | null> {
    const doc = await this.notes.get(noteId);
    return doc && (doc.authorId === userId || doc.visibility === 'shared') ? toNoteView(doc) : null;
  }
}
