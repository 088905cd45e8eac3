import { z } from 'zod';
import { message, type MessageCode } from './messages';

/**
 * Characters no text field takes: the C0 controls (NUL, BEL, ESC...), DEL, the C1 controls, the Unicode line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder
 * what a reader sees (a right-to-left override makes "exe.txt" read "txt.exe"). Tab, line feed and carriage return are
 * told apart below: a multi-line field keeps its line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** A line break or a tab: refused on one line; in a multi-line field a carriage return only before its line feed. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_CARRIAGE_RETURN = /\r(?!\n)/;

/** True when `text` holds no control or bidi character, and (single line) no line break or tab either. */
export const isCleanText = (text: string, lines: 'single' | 'multi' = 'single'): boolean =>
  !CONTROL.test(text) && (lines === 'multi' ? !LONE_CARRIAGE_RETURN.test(text) : !LINE_BREAK_OR_TAB.test(text));

/**
 * The text rule of every free-text field (names, titles, searches, numbers as typed): no control or bidi character
 * (TEXT_CONTROL_CHARACTERS) and no line break (TEXT_SINGLE_LINE).
 */
export const singleLine = (schema: z.ZodString) =>
  schema.refine((t) => !CONTROL.test(t), message('TEXT_CONTROL_CHARACTERS')).refine((t) => !LINE_BREAK_OR_TAB.test(t), message('TEXT_SINGLE_LINE'));

/**
 * The text rule of a multi-line field (a note, a report, a response, a description): line breaks (LF, CRLF) and tabs
 * (pasted from a spreadsheet or a mail) stay; every other control or bidi character is refused.
 */
export const multiLine = (schema: z.ZodString) => schema.refine((t) => isCleanText(t, 'multi'), message('TEXT_CONTROL_CHARACTERS'));

export type Lines = 'single' | 'multi';
const withLines = (schema: z.ZodString, lines: Lines) => (lines === 'multi' ? multiLine(schema) : singleLine(schema));

/** Every string the API accepts is bounded; the default wording names the field and its limit. */
export const boundedText = (max: number, label: string, lines: Lines = 'single') => withLines(z.string().trim().max(max, `${label} must be at most ${max} characters`), lines);

/** Required text: blank is refused with the spec's wording. */
export const requiredText = (max: number, label: string, required: MessageCode, tooLong?: MessageCode, lines: Lines = 'single') =>
  withLines(
    z
      .string({ error: message(required) })
      .trim()
      .min(1, message(required))
      .max(max, tooLong ? message(tooLong) : `${label} must be at most ${max} characters`),
    lines,
  );

/** Optional text: absent becomes ''. */
export const optionalText = (max: number, label: string, lines: Lines = 'single') => boundedText(max, label, lines).optional().default('');

/** An e-mail address when given ('' when absent), lower-cased. */
export const optionalEmail = (code: MessageCode = 'EMAIL_INVALID') =>
  singleLine(z.string().trim().max(254, message(code)))
    .optional()
    .default('')
    .refine((e) => e === '' || z.email().safeParse(e).success, message(code))
    .transform((e) => e.toLowerCase());

/** A required e-mail address, lower-cased. */
export const requiredEmail = (code: MessageCode = 'EMAIL_INVALID') =>
  singleLine(z.string({ error: message(code) }).trim().max(254, message(code)))
    .pipe(z.email(message(code)))
    .transform((e) => e.toLowerCase());

/** A list of short tags: trimmed, blanks and repeats dropped, at most `max`. */
export const tagList = (max = 20) =>
  z
    .array(singleLine(z.string().trim().max(50, 'A tag must be at most 50 characters')), { error: 'tags must be a list of strings' })
    .max(max, `At most ${max} tags`)
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

/** A whole number from a query string within bounds, its default when absent. */
export const wholeNumberQuery = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);
