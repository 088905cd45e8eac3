import { v7 as uuidv7 } from 'uuid';
import { DomainError, parseOrThrow, refusalsAs } from '@logiscope/kernel';
import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import { message, noteBodySchema } from '@logiscope/proto/http';
import type { CarrierNoteView } from '@logiscope/proto/views';
import type { NoteFields, NotesApi, NoteWriter } from '../notes.api';
import { noteDecider, noteStream, type NoteActor, type NoteCommand, type NoteRefusal, type NoteText } from './note.decider';
import type { NoteReadModel } from './note.repository';

export interface NoteServiceDeps {
  /** The notes service's own event log. */
  events: EventStore;
  readModel: NoteReadModel;
  /** The notes projection's runner: a write answers once its own note is in the read model. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after an append so the relay and the projector follow at once. */
  onAppended?: () => void;
  now: () => Date;
}

const actorOf = (w: NoteWriter): NoteActor => ({ userId: w.userId, companyId: w.companyId, authorName: w.authorName, companyName: w.companyName });

/** What the author typed, as a caller sends it: unchecked (category, flag and tags may be left out). */
export interface NoteInput {
  title: unknown;
  content: unknown;
  category?: unknown;
  isPrivate?: unknown;
  tags?: unknown;
}

/** The edit operation's body without the carrier (an edited note stays about its carrier). */
const noteTextSchema = noteBodySchema.omit({ carrierId: true });

/**
 * The note form's rules (the create and edit operations' body, proto/src/notes/notes.rules.ts) with their
 * messages: the note trimmed, its defaults set, for the decider. Whoever calls the service is held to them, not only
 * the gateway's requests.
 */
export function noteFromForm(input: NoteInput): NoteText;
export function noteFromForm(input: NoteInput, carrierId: string): NoteText & { carrierId: string };
export function noteFromForm(input: NoteInput, carrierId?: string): NoteText {
  const fields = { title: input.title, content: input.content, category: input.category, isPrivate: input.isPrivate, tags: input.tags };
  return carrierId === undefined ? parseOrThrow(noteTextSchema, fields) : parseOrThrow(noteBodySchema, { ...fields, carrierId });
}

/** The decider's refusals as the API answers them. */
export const noteRefusals = (noteId: string): Record<NoteRefusal, () => DomainError> => ({
  NOT_FOUND: () => DomainError.notFound(message('NOTE_NOT_FOUND')),
  AUTHOR_ONLY: () => DomainError.forbidden(message('NOTE_AUTHOR_ONLY')),
  ALREADY_WRITTEN: () => DomainError.conflict(`Note ${noteId} already exists`),
});

/** Team notes: commands go through the note decider (read, decide, append), reads come from the projected read model. */
export class NoteService implements NotesApi {
  constructor(private readonly deps: NoteServiceDeps) {}

  async listOwnNotes({ userId, carrierId }: { userId: string; carrierId: string }) {
    return { notes: await this.deps.readModel.own(userId, carrierId) };
  }

  async listCommunityNotes({ userId, carrierId }: { userId: string; carrierId: string }) {
    return { notes: await this.deps.readModel.community(userId, carrierId) };
  }

  async createNote(request: NoteWriter & NoteFields & { carrierId: string }): Promise<CarrierNoteView> {
    const { carrierId, ...note } = noteFromForm(request, request.carrierId);
    const noteId = uuidv7({ msecs: this.deps.now().getTime() });
    await this.handle(request.userId, request.companyId, noteId, {
      type: 'AddNote',
      data: { noteId, carrierId, actor: actorOf(request), note, at: this.deps.now().toISOString() },
    });
    return this.read(request.userId, noteId);
  }

  async updateNote(request: NoteWriter & NoteFields & { noteId: string }): Promise<CarrierNoteView> {
    await this.handle(request.userId, request.companyId, request.noteId, {
      type: 'EditNote',
      data: { noteId: request.noteId, actor: actorOf(request), note: noteFromForm(request), at: this.deps.now().toISOString() },
    });
    return this.read(request.userId, request.noteId);
  }

  async deleteNote({ userId, noteId }: { userId: string; noteId: string }): Promise<{ deleted: boolean }> {
    await this.handle(userId, '', noteId, { type: 'DeleteNote', data: { noteId, userId, at: this.deps.now().toISOString() } });
    return { deleted: true };
  }

  private async handle(userId: string, companyId: string, noteId: string, command: NoteCommand): Promise<void> {
    const { events, position } = await refusalsAs(noteRefusals(noteId), () =>
      handleCommand(this.deps.events, noteStream(noteId), noteDecider, command, {
        metadata: { userId, ...(companyId ? { companyId } : {}) },
        now: this.deps.now,
        attempts: 5,
      }),
    );
    if (events.length === 0) return;
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
  }

  private async read(userId: string, noteId: string): Promise<CarrierNoteView> {
    const note = await this.deps.readModel.visible(userId, noteId);
    if (!note) throw DomainError.notFound(message('NOTE_NOT_FOUND'));
    return note;
  }
}
