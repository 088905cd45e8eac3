import { noteBodySchema } from '@logiscope/proto/http';
import type { ValidationResult } from '../../shared/forms/validation';
import { ruleMessagesByField } from '../../shared/errors/errorText';
import { NOTE_CATEGORIES, type CarrierNoteRequest, type NoteCategory } from './notes.types';

/**
 * Note form: title required, 1-200 characters ('Title is required', 'Title too long'); content required
 * ('Content is required'); category optional (GENERAL by default); private by default; tags comma-separated,
 * split and trimmed. The title and content rules are the server's (noteBodySchema in `@logiscope/proto/http`).
 */

export { NOTE_TITLE_MAX } from '@logiscope/proto/http';

const NOTE_FIELDS = ['title', 'content'] as const;
const noteTextRules = noteBodySchema.pick({ title: true, content: true });

export interface NoteFormValues {
  title: string;
  content: string;
  category?: NoteCategory | '';
  isPrivate?: boolean;
  tags: string;
}

export type NoteField = 'title' | 'content';

export function validateNote(values: Partial<NoteFormValues>): ValidationResult<NoteField> {
  const parsed = noteTextRules.safeParse({ title: values.title ?? '', content: values.content ?? '' });
  return parsed.success ? { fieldErrors: {} } : { fieldErrors: ruleMessagesByField(parsed.error, NOTE_FIELDS).fieldErrors };
}

/** 'a, b,,c ' → ['a', 'b', 'c'] */
export function parseTags(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function buildNoteRequest(carrierId: string, values: Partial<NoteFormValues>): CarrierNoteRequest {
  const category = values.category && (NOTE_CATEGORIES as readonly string[]).includes(values.category) ? values.category : 'GENERAL';
  return {
    carrierId,
    title: (values.title ?? '').trim(),
    content: (values.content ?? '').trim(),
    category,
    isPrivate: values.isPrivate ?? true,
    tags: parseTags(values.tags),
  };
}
