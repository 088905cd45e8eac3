import { z } from 'zod';
import { NOTE_CATEGORIES, REPORT_TYPES } from '../../views/knowledge.views';
import { message } from '../messages';
import { multiLine, optionalText, requiredEmail, requiredText, singleLine, tagList } from './text.rules';

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 10_000;
export const RESPONSE_MIN_LENGTH = 10;

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

/** POST /api/carriers/:id/reports: a broker's report about a carrier. */
export const submitReportBodySchema = z
  .object({
    reportType: z.enum(REPORT_TYPES),
    rating: z.number().int().min(1).max(5).nullable().optional().default(null),
    comments: requiredText(5000, 'Comments', 'CONTENT_REQUIRED', undefined, 'multi'),
  })
  .meta({ id: 'SubmitReportBody' });

/** POST /api/reports/:id/respond: the carrier's answer through the public response page. */
export const respondBodySchema = z
  .object({
    responseText: multiLine(z.string().trim().min(RESPONSE_MIN_LENGTH, message('RESPONSE_TOO_SHORT')).max(5000, 'Response must be at most 5000 characters')),
    contactEmail: requiredEmail('VALID_EMAIL_REQUIRED'),
    contactPhone: optionalText(30, 'Phone'),
    carrierId: optionalText(20, 'Carrier id'),
  })
  .meta({ id: 'RespondBody' });
