import { z } from 'zod';
import { NOTE_CATEGORIES } from './notes.views';
import { message } from '../shared/messages';
import { requiredText, singleLine, tagList } from '../shared/text.rules';

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 10_000;

/** POST /api/carrier-notes and PATCH /api/carrier-notes/:id: the spec's note form rules. */
export const noteBodySchema = z
  .object({
    carrierId: singleLine(z.string().trim().regex(/^\d{1,10}$/, message('CARRIER_ID_INVALID'))),
    title: requiredText(NOTE_TITLE_MAX, 'Title', 'TITLE_REQUIRED', 'TITLE_TOO_LONG'),
    content: requiredText(NOTE_CONTENT_MAX, 'Content', 'CONTENT_REQUIRED', undefined, 'multi'),
    category: z.enum(NOTE_CATEGORIES).optional().default('GENERAL'),
    isPrivate: z.boolean().optional().default(true),
    tags: tagList(),
  })
  .meta({ id: 'CarrierNoteBody', examples: [{ carrierId: '44110', title: 'Great communication', content: 'Answered every check call.', category: 'COMMUNICATION', isPrivate: false, tags: ['reefer'] }] });
