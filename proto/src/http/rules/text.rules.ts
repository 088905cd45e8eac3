import { z } from 'zod';
import { message, type MessageCode } from '../messages';

/** Every string the API accepts is bounded; the default wording names the field and its limit. */
export const boundedText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Required text: blank is refused with the spec's wording. */
export const requiredText = (max: number, label: string, required: MessageCode, tooLong?: MessageCode) =>
  z
    .string({ error: message(required) })
    .trim()
    .min(1, message(required))
    .max(max, tooLong ? message(tooLong) : `${label} must be at most ${max} characters`);

/** Optional text: absent becomes ''. */
export const optionalText = (max: number, label: string) => boundedText(max, label).optional().default('');

/** An e-mail address when given ('' when absent), lower-cased. */
export const optionalEmail = (code: MessageCode = 'EMAIL_INVALID') =>
  z
    .string()
    .trim()
    .max(254, message(code))
    .optional()
    .default('')
    .refine((e) => e === '' || z.email().safeParse(e).success, message(code))
    .transform((e) => e.toLowerCase());

/** A required e-mail address, lower-cased. */
export const requiredEmail = (code: MessageCode = 'EMAIL_INVALID') =>
  z
    .string({ error: message(code) })
    .trim()
    .max(254, message(code))
    .pipe(z.email(message(code)))
    .transform((e) => e.toLowerCase());

/** A list of short tags: trimmed, blanks and repeats dropped, at most `max`. */
export const tagList = (max = 20) =>
  z
    .array(z.string().max(50, 'A tag must be at most 50 characters'), { error: 'tags must be a list of strings' })
    .max(max, `At most ${max} tags`)
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

/** A whole number from a query string within bounds, its default when absent. */
export const wholeNumberQuery = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);
