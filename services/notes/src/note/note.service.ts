import { v7 as uuidv7 } from 'uuid';
import { DomainError } from '@logiscope/kernel';
import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import { message } from '@logiscope/proto/http';
import type { CarrierNoteView } from '@logiscope/proto/views';
import type { NoteFields, NotesApi, NoteWriter } from '../notes.api';
import { noteDecider, noteStream, type NoteActor, type NoteCommand } from './note.decider';
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
const fieldsOf = (f: NoteFields) => ({ title: f.title, content: f.content, category: f.category, isPrivate: f.isPrivate, tags: f.tags });

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
    const noteId = uuidv7({ msecs: this.deps.now().getTime() });
    await this.handle(request.userId, request.companyId, noteId, {
      type: 'AddNote',
      data: { noteId, carrierId: request.carrierId, actor: actorOf(request), note: fieldsOf(request), at: this.deps.now().toISOString() },
    });
    return this.read(request.userId, noteId);
  }

  async updateNote(request: NoteWriter & NoteFields & { noteId: string }): Promise<CarrierNoteView> {
    await this.handle(request.userId, request.companyId, request.noteId, {
      type: 'EditNote',
      data: { noteId: request.noteId, actor: actorOf(request), note: fieldsOf(request), at: this.deps.now().toISOString() },
    });
    return this.read(request.userId, request.noteId);
  }

  async deleteNote({ userId, noteId }: { userId: string; noteId: string }): Promise<{ deleted: boolean }> {
    await this.handle(userId, '', noteId, { type: 'DeleteNote', data: { noteId, userId, at: this.deps.now().toISOString() } });
    return { deleted: true };
  }

  private async handle(userId: string, companyId: string, noteId: string, command: NoteCommand): Promise<void> {
    const { events, position } = await handleCommand(this.deps.events, noteStream(noteId), noteDecider, command, {
      metadata: { userId, ...(companyId ? { companyId } : {}) },
      now: this.deps.now,
      attempts: 5,
    });
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
