import { DomainError, ErrorCode, Refused, deciderSpec } from '@logiscope/kernel';
import { noteDecider, noteStream, type NoteActor, type NoteCommand, type NoteEvent, type NoteRefusal } from './note.decider';
import { noteFromForm, noteRefusals, type NoteInput } from './note.service';

const spec = deciderSpec(noteDecider);
const ann: NoteActor = { userId: 'u-ann', companyId: 'c-acme', authorName: 'Ann Lee', companyName: 'Acme Brokerage' };
const bob: NoteActor = { userId: 'u-bob', companyId: 'c-acme', authorName: 'Bob Ray', companyName: 'Acme Brokerage' };
const at = '2026-02-01T10:00:00.000Z';
const later = '2026-02-02T08:30:00.000Z';
const form: NoteInput = { title: 'Late twice', content: 'Missed two pickups in March.', category: 'ISSUES', isPrivate: true, tags: ['late', 'reefer'] };

// The note goes through the form's rules first, as the service runs them, then to the decider.
const add = (note: Partial<NoteInput> = {}, actor = ann): NoteCommand => ({ type: 'AddNote', data: { noteId: 'n1', carrierId: '44110', actor, note: noteFromForm({ ...form, ...note }), at } });
const edit = (note: Partial<NoteInput> = {}, actor = ann): NoteCommand => ({ type: 'EditNote', data: { noteId: 'n1', actor, note: noteFromForm({ ...form, ...note }), at: later } });
const remove = (userId = ann.userId): NoteCommand => ({ type: 'DeleteNote', data: { noteId: 'n1', userId, at: later } });

const ids = { noteId: 'n1', carrierId: '44110', authorId: 'u-ann', companyId: 'c-acme' };
const added = (isPrivate = true): NoteEvent[] => [
  { type: 'NoteAdded', data: { ...ids, category: 'ISSUES', isPrivate, at } },
  { type: 'NoteTextWritten', data: { noteId: 'n1', title: 'Late twice', content: 'Missed two pickups in March.', tags: ['late', 'reefer'], authorName: 'Ann Lee', companyName: 'Acme Brokerage' } },
];
const deleted: NoteEvent = { type: 'NoteDeleted', data: { ...ids, at: later } };

/** What the caller is answered: the form's refusal, or the decider's reason as the service words it. */
const errorOf = (history: NoteEvent[], command: () => NoteCommand): DomainError | undefined => {
  try {
    const { error } = spec.given(history).when(command());
    return error instanceof Refused ? noteRefusals('n1')[error.reason as NoteRefusal]() : (error as DomainError | undefined);
  } catch (e) {
    return e as DomainError;
  }
};

describe('note decider', () => {
  it('writes a note: ids, category and flag in the public fact, the words and names in the private one', () => {
    expect(spec.given([]).when(add()).events).toEqual(added());
  });

  it('defaults to a private GENERAL note, trims the words and drops blank and repeated tags', () => {
    const { events } = spec.given([]).when(add({ title: '  Late ', content: ' twice ', category: undefined, isPrivate: undefined, tags: [' a', 'a', '', 'b '] }));
    expect(events).toEqual([
      { type: 'NoteAdded', data: { ...ids, category: 'GENERAL', isPrivate: true, at } },
      { type: 'NoteTextWritten', data: { noteId: 'n1', title: 'Late', content: 'twice', tags: ['a', 'b'], authorName: 'Ann Lee', companyName: 'Acme Brokerage' } },
    ]);
  });

  it("refuses a note the form refuses, with the spec's messages", () => {
    const messageOf = (note: Partial<NoteInput>) => errorOf([], () => add(note))?.message;
    expect(messageOf({ title: '  ' })).toBe('Title is required');
    expect(messageOf({ title: 'x'.repeat(201) })).toBe('Title too long');
    expect(messageOf({ title: 'x'.repeat(200) })).toBeUndefined();
    expect(messageOf({ content: '' })).toBe('Content is required');
    expect(errorOf([], () => add({ category: 'GOSSIP' }))).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(errorOf(added(), () => edit({ title: '' }))?.message).toBe('Title is required');
  });

  it('edits the same note: a new public fact and new words, the names of whoever wrote them now', () => {
    const { events } = spec.given(added()).when(edit({ content: 'Missed three pickups.', isPrivate: false, category: 'PERFORMANCE' }, { ...ann, authorName: 'Ann Lee-Park' }));
    expect(events).toEqual([
      { type: 'NoteEdited', data: { ...ids, category: 'PERFORMANCE', isPrivate: false, at: later } },
      { type: 'NoteTextWritten', data: { noteId: 'n1', title: 'Late twice', content: 'Missed three pickups.', tags: ['late', 'reefer'], authorName: 'Ann Lee-Park', companyName: 'Acme Brokerage' } },
    ]);
  });

  it('decides nothing when the note is saved unchanged', () => {
    expect(spec.given(added()).when(edit()).events).toEqual([]);
    expect(spec.given(added()).when(edit({ tags: ['late', ' reefer', 'late'] })).events).toEqual([]);
  });

  it('lets the author delete the note', () => {
    expect(spec.given(added()).when(remove()).events).toEqual([deleted]);
  });

  it("does not let anyone but the author edit or delete: someone else's private note does not exist for them, a shared one is read-only", () => {
    expect(errorOf(added(true), () => edit({}, bob))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Note not found.' });
    expect(errorOf(added(true), () => remove(bob.userId))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Note not found.' });
    expect(errorOf(added(false), () => edit({ content: 'mine now' }, bob))).toMatchObject({ code: ErrorCode.FORBIDDEN, message: 'Only the author can edit or delete this note.' });
    expect(errorOf(added(false), () => remove(bob.userId))).toMatchObject({ code: ErrorCode.FORBIDDEN });
  });

  it('cannot edit or delete a deleted note, or one that was never written', () => {
    expect(errorOf([...added(), deleted], () => edit({ content: 'again' }))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Note not found.' });
    expect(errorOf([...added(), deleted], () => remove())).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(errorOf([], () => edit())).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(errorOf([], () => remove())).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('refuses with a reason and no wording (the service words it)', () => {
    expect(spec.given(added(true)).when(edit({}, bob)).error).toEqual(new Refused('NOT_FOUND'));
    expect(spec.given(added(false)).when(remove(bob.userId)).error).toMatchObject({ reason: 'AUTHOR_ONLY' });
    expect(spec.given(added()).when(add()).error).toMatchObject({ reason: 'ALREADY_WRITTEN' });
  });

  it('never writes the same note twice', () => {
    expect(errorOf(added(), () => add())).toMatchObject({ code: ErrorCode.CONFLICT });
  });

  it('keys a stream by note', () => {
    expect(noteStream('n1')).toBe('note:n1');
  });
});
