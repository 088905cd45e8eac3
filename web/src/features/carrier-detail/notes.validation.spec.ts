import { NOTE_TITLE_MAX as SERVER_TITLE_MAX } from '@logiscope/proto/http';
import en from '../../i18n/locales/en/notes.json';
import { english } from '../../i18n/english';
import { NOTE_TITLE_MAX, buildNoteRequest, parseTags, validateNote } from './notes.validation';

describe('note form', () => {
  it("should need a title of 1-200 characters: 'Title is required', 'Title too long'", () => {
    expect(english(validateNote({ title: '  ', content: 'x' }).fieldErrors.title)).toBe('Title is required');
    expect(english(validateNote({ title: 'a'.repeat(NOTE_TITLE_MAX + 1), content: 'x' }).fieldErrors.title)).toBe('Title too long');
    expect(validateNote({ title: 'a'.repeat(NOTE_TITLE_MAX), content: 'x' }).fieldErrors).toEqual({});
    expect(NOTE_TITLE_MAX).toBe(SERVER_TITLE_MAX);
    expect(validateNote({ title: '', content: 'x' }).fieldErrors.title).toMatchObject({ code: 'TITLE_REQUIRED' });
  });

  it('should refuse control characters as the server does (a right-to-left override in the title, NUL in the content), and keep line breaks in the content', () => {
    const disguised = validateNote({ title: 'Paid \u202Eexe.pdf', content: 'ok\u0000' }).fieldErrors;
    expect(disguised.title).toMatchObject({ code: 'TEXT_CONTROL_CHARACTERS' });
    expect(english(disguised.title)).toBe('Remove the invisible control characters (such as NUL, escape or a text-direction override) from this text');
    expect(disguised.content).toMatchObject({ code: 'TEXT_CONTROL_CHARACTERS' });
    expect(english(validateNote({ title: 'Late\ntwice', content: 'x' }).fieldErrors.title)).toBe('This field takes a single line of text: no line breaks or tabs');
    expect(validateNote({ title: 'Late', content: 'first load\r\nsecond load\tlate' }).fieldErrors).toEqual({});
  });

  it("should need content: 'Content is required'", () => {
    expect(english(validateNote({ title: 'Late', content: ' ' }).fieldErrors.content)).toBe('Content is required');
  });

  it('should split and trim comma-separated tags', () => {
    expect(parseTags(' reliable, reefer,, west coast ,')).toEqual(['reliable', 'reefer', 'west coast']);
    expect(parseTags('')).toEqual([]);
  });

  it('should default to a private GENERAL note', () => {
    expect(buildNoteRequest('53467', { title: ' Late ', content: ' twice ', tags: 'a,b' })).toEqual({
      carrierId: '53467',
      title: 'Late',
      content: 'twice',
      category: 'GENERAL',
      isPrivate: true,
      tags: ['a', 'b'],
    });
    expect(buildNoteRequest('1', { title: 't', content: 'c', tags: '', category: 'ISSUES', isPrivate: false })).toMatchObject({ category: 'ISSUES', isPrivate: false });
  });

  it("should keep the spec's empty states and toasts", () => {
    expect(en.empty).toBe('No notes yet...');
    expect(en.communityEmpty).toBe('No community notes available.');
    expect(en.toasts).toMatchObject({ saved: 'Note saved successfully', deleted: 'Note deleted successfully', saveFailed: 'Failed to save note', deleteFailed: 'Failed to delete note' });
  });
});
