import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Projector, rebuildProjection, SqliteDocumentStore, SqliteEventStore } from '@logiscope/infra';
import { EventCatalogue, Topics, type NoteEvent } from '@logiscope/proto';
import type { NoteFields, NoteWriter } from '../notes.api';
import { noteStream } from './note.decider';
import { NoteProjection } from './note.projection';
import { NoteReadModel, type NoteDocument } from './note.repository';
import { NoteService } from './note.service';

const ann: NoteWriter = { userId: 'u-ann', companyId: 'c-acme', authorName: 'Ann Lee', companyName: 'Acme Brokerage' };
const bob: NoteWriter = { userId: 'u-bob', companyId: 'c-acme', authorName: 'Bob Ray', companyName: 'Acme Brokerage' };
const raj: NoteWriter = { userId: 'u-raj', companyId: 'c-zen', authorName: 'Raj Patel', companyName: 'Zen Logistics' };
const fields = (over: Partial<NoteFields> = {}): NoteFields => ({ title: 'Late', content: 'Missed a pickup', category: 'ISSUES', isPrivate: true, tags: ['late'], ...over });

describe('notes read model (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let projector: Projector;
  let projection: NoteProjection;
  let notes: NoteService;
  let clock = new Date('2026-02-01T10:00:00.000Z');

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-notes-'));
    events = new SqliteEventStore(join(dir, 'notes.db'));
    documents = new SqliteDocumentStore(join(dir, 'notes.db'));
    projection = await NoteProjection.open(documents);
    projector = new Projector(events, documents, projection);
    await projector.start();
    notes = new NoteService({ events, readModel: new NoteReadModel(projection.documents), projector, onAppended: () => projector.notify(), now: () => clock });
  });
  afterEach(async () => {
    await projector.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };

  it("answers each reader only what they may see: own notes, others' shared notes, never someone else's private note", async () => {
    const secret = await notes.createNote({ ...ann, carrierId: '44', ...fields({ title: 'Rate floor' }) });
    tick();
    const shared = await notes.createNote({ ...ann, carrierId: '44', ...fields({ title: 'Reliable', isPrivate: false }) });
    tick();
    const elsewhere = await notes.createNote({ ...raj, carrierId: '99', ...fields({ isPrivate: false }) });

    expect((await notes.listOwnNotes({ userId: ann.userId, carrierId: '44' })).notes.map((n) => n.title)).toEqual(['Reliable', 'Rate floor']);
    expect((await notes.listCommunityNotes({ userId: ann.userId, carrierId: '44' })).notes).toEqual([]);
    for (const reader of [bob, raj]) {
      expect((await notes.listOwnNotes({ userId: reader.userId, carrierId: '44' })).notes).toEqual([]);
      expect((await notes.listCommunityNotes({ userId: reader.userId, carrierId: '44' })).notes).toEqual([
        expect.objectContaining({ id: shared.id, isPrivate: false, authorName: 'Ann Lee', companyName: 'Acme Brokerage' }),
      ]);
    }
    expect((await notes.listCommunityNotes({ userId: ann.userId, carrierId: '99' })).notes.map((n) => n.id)).toEqual([elsewhere.id]);
    await expect(notes.updateNote({ ...bob, noteId: secret.id, ...fields({ content: 'seen' }) })).rejects.toMatchObject({ message: 'Note not found.' });
  });

  it('edits the note in place and forgets it once deleted', async () => {
    const note = await notes.createNote({ ...ann, carrierId: '44', ...fields() });
    tick();
    const edited = await notes.updateNote({ ...ann, noteId: note.id, ...fields({ content: 'Missed two pickups', tags: ['late', 'twice'] }) });
    expect(edited).toMatchObject({ id: note.id, content: 'Missed two pickups', tags: ['late', 'twice'], createdAt: note.createdAt, updatedAt: clock.toISOString() });
    expect(await projection.documents.count({})).toBe(1);

    expect(await notes.deleteNote({ userId: ann.userId, noteId: note.id })).toEqual({ deleted: true });
    expect(await projection.documents.get(note.id)).toBeNull();
    expect((await notes.listOwnNotes({ userId: ann.userId, carrierId: '44' })).notes).toEqual([]);
  });

  it('applies an event seen again (at-least-once) without going back, and rebuilds the same documents from the log', async () => {
    const note = await notes.createNote({ ...ann, carrierId: '44', ...fields() });
    await notes.updateNote({ ...ann, noteId: note.id, ...fields({ title: 'Late twice', isPrivate: false }) });
    const before = await projection.documents.get(note.id);
    const [added, text] = (await events.readStream<NoteEvent>(noteStream(note.id))).events;
    await projection.apply({ ...added, position: 1 });
    await projection.apply({ ...text, position: 1 });
    expect(await projection.documents.get(note.id)).toEqual(before);

    await projector.stop();
    await rebuildProjection(events, documents, projection);
    expect(before).toMatchObject<Partial<NoteDocument>>({ title: 'Late twice', visibility: 'shared' });
    expect(await projection.documents.get(note.id)).toEqual(before);
  });

  it('publishes ids and flags only: no public note event carries words or names', () => {
    const published = Object.entries(EventCatalogue).filter(([, c]) => c.topic === Topics.notes);
    expect(published.map(([type]) => type).sort()).toEqual(['NoteAdded', 'NoteDeleted', 'NoteEdited']);
    for (const [, contract] of published) {
      const keys = Object.keys((contract.schema as unknown as { shape: Record<string, unknown> }).shape);
      expect(keys.filter((k) => ['title', 'content', 'tags', 'authorName', 'companyName'].includes(k))).toEqual([]);
    }
    expect(EventCatalogue.NoteTextWritten.topic).toBeNull();
  });
});
