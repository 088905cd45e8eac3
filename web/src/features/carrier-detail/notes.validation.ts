import type { ValidationResult } from '../../shared/forms/validation';
import { isBlank } from '../../shared/forms/validation';
import { NOTE_CATEGORIES, type CarrierNoteRequest, type NoteCategory } from './carrier-detail.types';

/**
 * Note form: title required, 1-200 characters ('Title is required', 'Title too long'); content required
 * ('Content is required'); category optional (GENERAL by default); private by default; tags comma-separated,
 * split and trimmed.
 */

export const NOTE_TITLE_MAX = 200;

export interface NoteFormValues {
  title: string;
  content: string;
  category?: NoteCategory | '';
  isPrivate?: boolean;
  tags: string;
}

export type NoteField = 'title' | 'content';

export function validateNote(values: Partial<NoteFormValues>): ValidationResult<NoteField> {
  const fieldErrors: Partial<Record<NoteField, string>> = {};
  const title = (values.title ?? '').trim();
  if (!title) fieldErrors.title = 'carrierDetail:notes.validation.titleRequired';
  else if (title.length > NOTE_TITLE_MAX) fieldErrors.title = 'carrierDetail:notes.validation.titleTooLong';
  if (isBlank(values.content)) fieldErrors.content = 'carrierDetail:notes.validation.contentRequired';
  return { fieldErrors };
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
